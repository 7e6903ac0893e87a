import { screen } from '@testing-library/react';
import { ShowListCard } from './ShowListCard';
import { makeShow, renderWithProviders } from '@streamscout/testing';

describe('ShowListCard', () => {
  it('shows poster, title link, date, 2-line overview and read-only stars', () => {
    const show = makeShow({ id: 5, media_type: 'tv', title: 'Lost', release_date: '2004-09-22', overview: 'Plane crash.', vote_average: 7.3 });
    renderWithProviders(<ShowListCard show={show} />);
    expect(screen.getByRole('link', { name: 'Lost' })).toHaveAttribute('href', '/details/tv/5');
    expect(screen.getByText('Sep 22nd, 2004')).toBeInTheDocument();
    const overview = screen.getByText('Plane crash.');
    expect(overview.getAttribute('style') ?? '').toContain('--text-line-clamp: 2');
    expect(screen.getByRole('img', { name: '3.5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByTestId('show-list-card').getAttribute('style')).toContain('max-width: calc(43.75rem'); // 700 px
  });

  it('hides a date that is not 10 characters and renders the actions slot', () => {
    renderWithProviders(<ShowListCard show={makeShow({ title: 'X', release_date: '2004' })} actions={<button type="button">Add to queue</button>} />);
    expect(screen.queryByText(/2004/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to queue' })).toBeInTheDocument();
  });
});
