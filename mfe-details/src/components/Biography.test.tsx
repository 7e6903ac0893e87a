import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithProviders } from '@streamscout/testing';
import { Biography, BIO_COLLAPSED_HEIGHT, biographyCollapses } from './Biography';

const text = (n: number) => 'a'.repeat(n);

describe('Biography (spec §2 "Actor details", §9: collapse 335 px, toggle only above 1000 characters)', () => {
  it('the threshold: exactly 1000 characters → whole, no toggle; 1001 → collapsed with Read more', () => {
    expect(biographyCollapses(text(1000))).toBe(false);
    expect(biographyCollapses(text(1001))).toBe(true);
    const r = renderWithProviders(<Biography text={text(1000)} />);
    expect(screen.getByTestId('biography')).toHaveAttribute('data-collapsed', 'false');
    expect(screen.getByTestId('biography').style.maxHeight).toBe('');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    r.unmount();
    renderWithProviders(<Biography text={text(1001)} />);
    expect(screen.getByTestId('biography')).toHaveAttribute('data-collapsed', 'true');
    expect(screen.getByTestId('biography').style.maxHeight).toBe(`${BIO_COLLAPSED_HEIGHT}px`);
    expect(screen.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Read more expands, Read less collapses again', async () => {
    const { user } = renderWithProviders(<Biography text={`${text(600)}\n\n${text(600)}`} />);
    await user.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByTestId('biography').style.maxHeight).toBe('');
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Read less' }));
    expect(screen.getByTestId('biography').style.maxHeight).toBe('335px');
    await expectNoAxeViolations();
  });

  it('nothing for an empty biography', () => {
    renderWithProviders(<Biography text="  " />);
    expect(screen.queryByTestId('biography')).not.toBeInTheDocument();
  });
});
