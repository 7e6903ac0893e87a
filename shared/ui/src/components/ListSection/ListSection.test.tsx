import { screen, within } from '@testing-library/react';
import { expectNoAxeViolations, makeShow, renderWithProviders } from '@streamscout/testing';
import { ShowCard } from '../ShowCard/ShowCard';
import { ListSection } from './ListSection';

const EMPTY = 'Your queue is empty! Add shows to your watch queue to view them here.';

describe('ListSection', () => {
  it('empty: the empty text, View All, and the clear button disabled', async () => {
    const onClear = jest.fn();
    renderWithProviders(
      <ListSection title="Watch Queue" viewAllTo="/dashboard/queue" clearLabel="Clear Queue" onClear={onClear} empty emptyText={EMPTY} />,
    );
    const section = screen.getByRole('region', { name: 'Watch Queue' });
    expect(within(section).getByText(EMPTY)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/dashboard/queue');
    expect(within(section).getByRole('button', { name: 'Clear Queue' })).toBeDisabled();
    await expectNoAxeViolations();
  });

  it('with cards: shows them, the clear button calls onClear', async () => {
    const onClear = jest.fn();
    const shows = [makeShow({ title: 'First' }), makeShow({ title: 'Second' })];
    const { user } = renderWithProviders(
      <ListSection
        title="Favorites"
        viewAllTo="/dashboard/favorites"
        clearLabel="Clear Favorites"
        onClear={onClear}
        empty={false}
        emptyText="none"
      >
        {shows.map((s) => (
          <ShowCard key={s.id} show={s} />
        ))}
      </ListSection>,
    );
    const section = screen.getByRole('region', { name: 'Favorites' });
    expect(
      within(section)
        .getAllByTestId('show-card')
        .map((c) => c.textContent),
    ).toEqual([expect.stringContaining('First'), expect.stringContaining('Second')]);
    expect(within(section).queryByText('none')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Clear Favorites' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('while clearing the button is busy and does not call onClear again', async () => {
    const onClear = jest.fn();
    const { user } = renderWithProviders(
      <ListSection
        title="Watched List"
        viewAllTo="/dashboard/watched"
        clearLabel="Clear Watched"
        onClear={onClear}
        clearing
        empty={false}
        emptyText="none"
      />,
    );
    const button = screen.getByRole('button', { name: 'Clear Watched' });
    expect(button).toHaveAttribute('data-loading', 'true');
    await user.click(button);
    expect(onClear).not.toHaveBeenCalled();
  });
});
