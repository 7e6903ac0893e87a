import { screen } from '@testing-library/react';
import { ShowListCard } from './ShowListCard';
import { fireEvent } from '@testing-library/react';
import { expectNoAxeViolations, makeShow, renderWithProviders } from '@streamscout/testing';
import { overlayOffset } from '../Poster/Poster';

describe('ShowListCard', () => {
  it('shows poster, title link, date, 2-line overview and read-only stars', () => {
    const show = makeShow({
      id: 5,
      media_type: 'tv',
      title: 'Lost',
      release_date: '2004-09-22',
      overview: 'Plane crash.',
      vote_average: 7.3,
    });
    renderWithProviders(<ShowListCard show={show} />);
    expect(screen.getByRole('link', { name: 'Lost' })).toHaveAttribute('href', '/details/tv/5');
    expect(screen.getByText('Sep 22nd, 2004')).toBeInTheDocument();
    const overview = screen.getByText('Plane crash.');
    expect(overview.getAttribute('style') ?? '').toContain('--text-line-clamp: 2');
    expect(screen.getByRole('img', { name: '3.5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByTestId('show-list-card').getAttribute('style')).toContain('max-width: calc(43.75rem'); // 700 px
  });

  it('hides a date that is not 10 characters and renders the actions slot', () => {
    renderWithProviders(
      <ShowListCard show={makeShow({ title: 'X', release_date: '2004' })} actions={<button type="button">Add to queue</button>} />,
    );
    expect(screen.queryByText(/2004/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to queue' })).toBeInTheDocument();
  });

  it("the caller's posterActions show on poster hover (offset for two on a 120 px poster by default), outside the text slot", async () => {
    const show = makeShow({ id: 9, media_type: 'movie', title: 'Nine' });
    renderWithProviders(
      <ShowListCard
        show={show}
        actions={<button type="button">Remove from queue</button>}
        posterActions={
          <>
            <button type="button">Add to favorites</button>
            <button type="button">Add to watched</button>
          </>
        }
      />,
    );
    const overlay = screen.getByTestId('poster-overlay');
    expect(overlay).toHaveAttribute('data-offset', String(overlayOffset(2, 120)));
    expect(overlay).toHaveAttribute('data-visible', 'false');
    expect(overlay).not.toContainElement(screen.getByRole('button', { name: 'Remove from queue' }));
    fireEvent.mouseEnter(overlay.parentElement!);
    expect(overlay).toHaveAttribute('data-visible', 'true');
    expect(overlay).toContainElement(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(overlay).toContainElement(screen.getByRole('button', { name: 'Add to watched' }));
    await expectNoAxeViolations();
  });

  it('posterActionCount sets the offset', () => {
    renderWithProviders(<ShowListCard show={makeShow()} posterActions={<span>one</span>} posterActionCount={1} />);
    expect(screen.getByTestId('poster-overlay')).toHaveAttribute('data-offset', String(overlayOffset(1, 120)));
  });

  it('without actions: no toggle and no hover overlay', () => {
    renderWithProviders(<ShowListCard show={makeShow()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('poster-overlay')).not.toBeInTheDocument();
  });
});
