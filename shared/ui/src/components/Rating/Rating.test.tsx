import { screen } from '@testing-library/react';
import { DirectionProvider } from '@mantine/core';
import { Rating, ratingCountText } from './Rating';
import { cssVariablesResolver, theme } from '../../theme';
import { renderWithProviders } from '@streamscout/testing';

/** The two layers of stars under the rating's label: [empty, filled?]. */
const layers = (name: string) => Array.from(screen.getByRole('img', { name }).querySelectorAll('svg'));

describe('Rating', () => {
  it.each([
    [7.3, 3.5],
    [7.6, 4],
    [10, 5],
    [0, 0],
    [null, 0],
  ])('vote average %p → %p stars (read-only, half-star precision)', (vote, stars) => {
    renderWithProviders(<Rating voteAverage={vote} />);
    expect(screen.getByRole('img', { name: `${stars} out of 5 stars` })).toHaveAttribute('data-value', String(stars));
  });

  it.each([
    [7.3, 3.5, 'inset(0 30% 0 0)'],
    [7.6, 4, 'inset(0 20% 0 0)'],
    [10, 5, 'inset(0 0% 0 0)'],
    [1, 0.5, 'inset(0 90% 0 0)'],
  ])('vote average %p (%p stars) fills the row up to the value: clip %s', (vote, stars, clip) => {
    renderWithProviders(<Rating voteAverage={vote} />);
    const [empty, filled] = layers(`${stars} out of 5 stars`);
    expect(empty.style.fill).toBe('var(--streamscout-star-empty)');
    expect(filled.style.fill).toBe('var(--mantine-color-yellow-filled)');
    expect(filled.style.clipPath).toBe(clip);
  });

  it('draws no filled star for a title without votes', () => {
    renderWithProviders(<Rating voteAverage={0} />);
    expect(layers('0 out of 5 stars')).toHaveLength(1);
  });

  it('fills from the right on a right-to-left page (Arabic): the half star shows its right half', () => {
    renderWithProviders(
      <DirectionProvider initialDirection="rtl">
        <Rating voteAverage={7.3} />
      </DirectionProvider>,
    );
    expect(layers('3.5 out of 5 stars')[1].style.clipPath).toBe('inset(0 0 0 30%)');
  });

  it('draws the empty stars in gray-6 on the light page (gray-3 vanishes on #dcdcdc), dark-3 on the dark one', () => {
    const vars = cssVariablesResolver(theme as never);
    expect(vars.light['--streamscout-star-empty']).toBe('var(--mantine-color-gray-6)');
    expect(vars.dark['--streamscout-star-empty']).toBe('var(--mantine-color-dark-3)');
  });

  it('keeps the star sizes: five 18 px stars (sm) in a row, 14 px (xs)', () => {
    renderWithProviders(
      <>
        <Rating voteAverage={8} />
        <Rating voteAverage={6} size="xs" />
      </>,
    );
    const sm = screen.getByRole('img', { name: '4 out of 5 stars' });
    const xs = screen.getByRole('img', { name: '3 out of 5 stars' });
    expect(sm.style.width).toBe('calc(calc(1.125rem * var(--mantine-scale)) * 5)');
    expect(sm.style.height).toBe('calc(1.125rem * var(--mantine-scale))');
    expect(xs.style.height).toBe('calc(0.875rem * var(--mantine-scale))');
  });

  it('adds the "{n} rating(s)" text when a count is given', () => {
    renderWithProviders(<Rating voteAverage={8} voteCount={1} />);
    expect(screen.getByText('1 rating')).toBeInTheDocument();
    expect(ratingCountText(0)).toBe('0 ratings');
    expect(ratingCountText(2)).toBe('2 ratings');
  });
});
