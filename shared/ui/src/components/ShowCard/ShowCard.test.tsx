import { fireEvent, screen } from '@testing-library/react';
import { PLACEHOLDER_POSTER } from '@streamscout/tmdb';
import { ShowCard } from './ShowCard';
import { expectNoAxeViolations, makeProfile, makeShow, renderWithProviders } from '@streamscout/testing';
import { resetSessionForTests } from '@streamscout/session/testing';
import { overlayOffset } from '../Poster/Poster';

afterEach(() => resetSessionForTests());

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

  it('renders the hover overlay outside the link, only when showButtons', () => {
    const overlay = <button type="button">Add to queue</button>;
    const { unmount } = renderWithProviders(<ShowCard show={makeShow()} overlay={overlay} />);
    expect(screen.queryByRole('button', { name: 'Add to queue' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ShowCard show={makeShow()} overlay={overlay} showButtons />);
    const button = screen.getByRole('button', { name: 'Add to queue' });
    expect(button.closest('a')).toBeNull();
    // keyboard focus reveals the overlay
    expect(screen.getByTestId('poster-overlay')).toHaveAttribute('data-visible', 'false');
    fireEvent.focus(button);
    expect(screen.getByTestId('poster-overlay')).toHaveAttribute('data-visible', 'true');
  });

  it('signed in: the three list buttons on poster hover, outside the link, offset for three', async () => {
    const show = makeShow({ id: 77, media_type: 'tv' });
    renderWithProviders(<ShowCard show={show} />, { profile: makeProfile({ watched: ['tv-77'] }) });
    const overlay = screen.getByTestId('poster-overlay');
    expect(overlay).toHaveAttribute('data-visible', 'false');
    expect(overlay).toHaveAttribute('data-offset', String(overlayOffset(3)));
    fireEvent.mouseEnter(screen.getByTestId('show-card'));
    expect(overlay).toHaveAttribute('data-visible', 'true');
    for (const name of ['Add to queue', 'Add to favorites', 'Remove from watched']) {
      expect(screen.getByRole('button', { name }).closest('a')).toBeNull();
    }
    await expectNoAxeViolations();
  });

  it('signed in with fewer lists: the container is offset by how many buttons show', () => {
    renderWithProviders(<ShowCard show={makeShow()} lists={['favorites']} />, { profile: makeProfile() });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByTestId('poster-overlay')).toHaveAttribute('data-offset', String(overlayOffset(1)));
  });

  it('signed out (or while the session loads): no hover buttons at all', () => {
    const r = renderWithProviders(<ShowCard show={makeShow()} />, { profile: null });
    expect(screen.queryByTestId('poster-overlay')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    r.unmount();
    resetSessionForTests();
    renderWithProviders(<ShowCard show={makeShow()} />);
    expect(screen.queryByTestId('poster-overlay')).not.toBeInTheDocument();
  });
});
