import { expectNoAxeViolations, renderWithProviders } from '@streamscout/testing';
import { HorizontalScroll } from './HorizontalScroll';

describe('HorizontalScroll', () => {
  it('scrolls sideways inside its own width; with a label it is a focusable, named region', async () => {
    const { getByRole, container } = renderWithProviders(
      <HorizontalScroll label="Streaming providers (scrolls sideways)">
        <img src="data:," alt="Netflix" width={60} height={60} />
      </HorizontalScroll>,
    );
    const region = getByRole('region', { name: 'Streaming providers (scrolls sideways)' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveStyle({ overflowX: 'auto' });
    await expectNoAxeViolations(container);
  });

  it('without a label it is a plain box (its links take the focus)', () => {
    const { queryByRole, getByTestId } = renderWithProviders(
      <HorizontalScroll data-testid="row">
        <a href="/details/actor/1">Someone</a>
      </HorizontalScroll>,
    );
    expect(queryByRole('region')).toBeNull();
    expect(getByTestId('row')).not.toHaveAttribute('tabindex');
    expect(getByTestId('row')).toHaveStyle({ overflowX: 'auto' });
  });
});
