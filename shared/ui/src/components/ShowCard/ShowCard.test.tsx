import { fireEvent, screen } from '@testing-library/react';
import { PLACEHOLDER_POSTER } from '@streamscout/tmdb';
import { ShowCard } from './ShowCard';
import { expectNoAxeViolations, makeShow, renderWithProviders } from '@streamscout/testing';
import { overlayOffset } from '../Poster/Poster';

describe('ShowCard', () => {
  it('links to /details/{media_type}/{id} and passes the show as navigation state', () => {
    const show = makeShow({ id: 550, media_type: 'movie', title: 'Fight Club' });
    renderWithProviders(<ShowCard show={show} />);
    const link = screen.getByRole('link', { name: /Fight Club/ });
    expect(link).toHaveAttribute('href', '/details/movie/550');
    fireEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/details/movie/550');
    expect(JSON.parse(screen.getByTestId('location').getAttribute('data-state')!)).toEqual({ show });
  });

  it('tv shows link to /details/tv/{id}', () => {
    renderWithProviders(<ShowCard show={makeShow({ id: 1399, media_type: 'tv', title: 'Thrones' })} />);
    expect(screen.getByRole('link', { name: /Thrones/ })).toHaveAttribute('href', '/details/tv/1399');
  });

  it('shows the medium-format date only for 10-character dates', () => {
    const { unmount } = renderWithProviders(<ShowCard show={makeShow({ release_date: '2020-01-01' })} />);
    expect(screen.getByText('Jan 1st, 2020')).toBeInTheDocument();
    unmount();
    for (const release_date of ['', '2020', '2020-01', '2020-01-011']) {
      const r = renderWithProviders(<ShowCard show={makeShow({ title: 'Dateless', release_date })} />);
      expect(screen.getByTestId('show-card')).toHaveTextContent(/^Dateless$/);
      r.unmount();
    }
  });

  it('title is clamped to 3 lines', () => {
    renderWithProviders(<ShowCard show={makeShow({ title: 'A very long title' })} />);
    const title = screen.getByText('A very long title');
    expect(title).toHaveAttribute('data-line-clamp', 'true');
    expect(title.getAttribute('style') ?? '').toContain('--text-line-clamp: 3');
  });

  it('uses the placeholder poster when poster_path is null, alt = title', () => {
    renderWithProviders(<ShowCard show={makeShow({ poster_path: null, title: 'Posterless' })} />);
    const img = screen.getByRole('img', { name: 'Posterless' });
    expect(img).toHaveAttribute('src', PLACEHOLDER_POSTER);
  });

  it("renders the caller's actions on poster hover or focus, outside the link, offset for actionCount buttons", async () => {
    const actions = <button type="button">Add to queue</button>;
    renderWithProviders(<ShowCard show={makeShow()} actions={actions} actionCount={1} />);
    const button = screen.getByRole('button', { name: 'Add to queue' });
    expect(button.closest('a')).toBeNull();
    const overlay = screen.getByTestId('poster-overlay');
    expect(overlay).toContainElement(button);
    expect(overlay).toHaveAttribute('data-offset', String(overlayOffset(1)));
    expect(overlay).toHaveAttribute('data-visible', 'false');
    fireEvent.mouseEnter(screen.getByTestId('show-card'));
    expect(overlay).toHaveAttribute('data-visible', 'true');
    fireEvent.mouseLeave(screen.getByTestId('show-card'));
    expect(overlay).toHaveAttribute('data-visible', 'false');
    // keyboard focus reveals the overlay too
    fireEvent.focus(button);
    expect(overlay).toHaveAttribute('data-visible', 'true');
    await expectNoAxeViolations();
  });

  it('offsets the overlay for three buttons by default', () => {
    renderWithProviders(<ShowCard show={makeShow()} actions={<span>three buttons</span>} />);
    expect(screen.getByTestId('poster-overlay')).toHaveAttribute('data-offset', String(overlayOffset(3)));
  });

  it('without actions (null or omitted): no overlay and no buttons at all', () => {
    const r = renderWithProviders(<ShowCard show={makeShow()} actions={null} />);
    expect(screen.queryByTestId('poster-overlay')).not.toBeInTheDocument();
    r.unmount();
    renderWithProviders(<ShowCard show={makeShow()} />);
    expect(screen.queryByTestId('poster-overlay')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
