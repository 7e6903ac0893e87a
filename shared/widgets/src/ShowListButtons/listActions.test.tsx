/**
 * The kit's cards with the list actions of `useListActions`, against the real session store: a
 * signed-in reader gets the list buttons (three on a card, queue toggle plus two on poster hover on
 * a list card), reflecting the profile's lists; signed out, or while the session loads, no overlay
 * and no buttons at all (spec §2 "Cards and posters").
 */
import { fireEvent, screen } from '@testing-library/react';
import { resetSessionForTests } from '@streamscout/session/testing';
import { expectNoAxeViolations, makeProfile, makeShow, renderWithProviders } from '@streamscout/testing';
import { overlayOffset, ShowCard, ShowListCard } from '@streamscout/ui';
import type { Show } from '@streamscout/tmdb';
import { useListActions } from './ShowListButtons';

afterEach(() => resetSessionForTests());

function Card({ show }: { show: Show }) {
  const lists = useListActions();
  return <ShowCard show={show} actions={lists?.card(show)} />;
}

function ListCard({ show }: { show: Show }) {
  const lists = useListActions();
  return <ShowListCard show={show} actions={lists?.listCard(show)} posterActions={lists?.listCardPoster(show)} />;
}

describe('useListActions on the kit cards', () => {
  it('signed in: the three list buttons on a card, from the profile, on poster hover outside the link, offset for three', async () => {
    const show = makeShow({ id: 77, media_type: 'tv' });
    renderWithProviders(<Card show={show} />, { profile: makeProfile({ watched: ['tv-77'] }) });
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

  it('signed in on a list card: the queue toggle in the card, favorites and watched on poster hover', () => {
    const show = makeShow({ id: 9, media_type: 'movie', title: 'Nine' });
    renderWithProviders(<ListCard show={show} />, { profile: makeProfile({ queue: ['movie-9'] }) });
    const overlay = screen.getByTestId('poster-overlay');
    expect(overlay).toHaveAttribute('data-offset', String(overlayOffset(2, 120)));
    expect(overlay).not.toContainElement(screen.getByRole('button', { name: 'Remove from queue' }));
    expect(overlay).toContainElement(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(overlay).toContainElement(screen.getByRole('button', { name: 'Add to watched' }));
  });

  it('signed out (or while the session loads): no overlay and no buttons on either card', () => {
    const r = renderWithProviders(
      <>
        <Card show={makeShow({ id: 1 })} />
        <ListCard show={makeShow({ id: 2 })} />
      </>,
      { profile: null },
    );
    expect(screen.queryByTestId('poster-overlay')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    r.unmount();
    resetSessionForTests();
    renderWithProviders(<Card show={makeShow()} />);
    expect(screen.queryByTestId('poster-overlay')).not.toBeInTheDocument();
  });
});
