import { screen } from '@testing-library/react';
import { Rating, ratingCountText } from './Rating';
import { renderWithProviders } from '@streamscout/testing';

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

  it('draws the empty stars in gray-6, not the gray-3 that vanishes on the light page background', () => {
    renderWithProviders(<Rating voteAverage={8} />);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' }).style.getPropertyValue('--mantine-color-gray-3')).toBe(
      'var(--mantine-color-gray-6)',
    );
  });

  it('adds the "{n} rating(s)" text when a count is given', () => {
    renderWithProviders(<Rating voteAverage={8} voteCount={1} />);
    expect(screen.getByText('1 rating')).toBeInTheDocument();
    expect(ratingCountText(0)).toBe('0 ratings');
    expect(ratingCountText(2)).toBe('2 ratings');
  });
});
