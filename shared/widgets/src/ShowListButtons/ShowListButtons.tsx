import type { ReactNode } from 'react';
import {
  isInList,
  LIST_NAMES,
  showKey,
  toggleListItem,
  useProfile,
  useSession,
  type ListableShow,
  type ListName,
} from '@streamscout/session';
import { Box, ListButtons, type MantineSize } from '@streamscout/ui';

/** Props of {@link ShowListButtons}. */
export interface ShowListButtonsProps {
  /** The show: `{ id, media_type }` is enough (its list entry is '{media_type}-{id}', spec §3). */
  show: ListableShow;
  /** Which buttons, in order (default all three: queue, favorites, watched). */
  lists?: readonly ListName[];
  /** ActionIcon size (default 'lg', 34 px: with its 6 px gap one 40 px overlay slot of Poster). */
  size?: MantineSize;
  /** ActionIcon variant (default 'filled'). */
  variant?: 'filled' | 'light' | 'outline' | 'default' | 'subtle';
  /**
   * What a signed-out visitor sees: 'signup' (default) the 'Sign up to save shows!' button
   * (spec §1, §6), 'nothing' no element at all (poster hover buttons: spec §2 "only when signed in").
   */
  signedOut?: 'signup' | 'nothing';
}

/**
 * The list buttons of one show, connected to the session store (spec §4 "List membership"):
 * reads the profile and the per-list loading flags of `showKey(show)` from @streamscout/session and
 * toggles through `toggleListItem` (add_item / remove_item; the returned profile replaces the
 * current one; on a null result the button's flag — and so its spinner — stays on). A press made
 * offline is queued by the session and its button shows it is pending until it is saved.
 * - signed in (a profile is loaded): {@link ListButtons} for `lists`;
 * - signed out (the session has loaded and there is none): 'Sign up to save shows!' (or nothing);
 * - while the session or the profile is still loading: an empty box of the buttons' height, so
 *   nothing jumps when they appear.
 */
export function ShowListButtons({ show, lists = LIST_NAMES, size = 'lg', variant = 'filled', signedOut = 'signup' }: ShowListButtonsProps) {
  const profile = useProfile();
  const isSignedOut = useSession((s) => s.ready && s.session === null);
  const key = showKey(show.media_type, show.id);
  const queue = useSession((s) => Boolean(s.loading.queue[key]));
  const favorites = useSession((s) => Boolean(s.loading.favorites[key]));
  const watched = useSession((s) => Boolean(s.loading.watched[key]));
  const queuePending = useSession((s) => Boolean(s.pending.queue[key]));
  const favoritesPending = useSession((s) => Boolean(s.pending.favorites[key]));
  const watchedPending = useSession((s) => Boolean(s.pending.watched[key]));

  if (!profile) {
    if (isSignedOut && signedOut === 'signup') {
      return <ListButtons signedIn={false} inQueue={false} inFavorites={false} inWatched={false} onToggle={() => {}} />;
    }
    return signedOut === 'signup' ? <Box mih={30} data-testid="list-buttons-pending" aria-hidden="true" /> : null;
  }
  return (
    <ListButtons
      signedIn
      inQueue={isInList(profile, 'queue', key)}
      inFavorites={isInList(profile, 'favorites', key)}
      inWatched={isInList(profile, 'watched', key)}
      loading={{ queue, favorites, watched }}
      pending={{ queue: queuePending, favorites: favoritesPending, watched: watchedPending }}
      onToggle={(which) => {
        void toggleListItem(show, which);
      }}
      lists={lists}
      size={size}
      variant={variant}
    />
  );
}

/** Whether list buttons are on offer for the current visitor (a profile is loaded) — for poster overlays. */
function useCanUseLists(): boolean {
  return useProfile() !== null;
}

/** The list card's own toggle (spec §2 "queue toggle"), always visible for a signed-in user. */
const LIST_CARD_TOGGLE: readonly ListName[] = ['queue'];
/** The list card's other two lists, on poster hover (the overlay offset for two buttons). */
const LIST_CARD_HOVER: readonly ListName[] = ['favorites', 'watched'];

/**
 * The connected list buttons for the `actions` slots of the kit's cards (spec §2 "Cards and
 * posters": hover buttons only when signed in). Each function returns the element for one show.
 */
export interface ListActions {
  /** ShowCard's `actions` (and ShowCarousel's `cardActions`): queue, favorites and watched (count 3). */
  card: (show: ListableShow) => ReactNode;
  /** ShowListCard's `actions`: the queue toggle, under the text. */
  listCard: (show: ListableShow) => ReactNode;
  /** ShowListCard's `posterActions`: favorites and watched on poster hover (count 2, the card's default). */
  listCardPoster: (show: ListableShow) => ReactNode;
}

const LIST_ACTIONS: ListActions = {
  card: (show) => <ShowListButtons show={show} signedOut="nothing" />,
  listCard: (show) => <ShowListButtons show={show} lists={LIST_CARD_TOGGLE} size="md" signedOut="nothing" />,
  listCardPoster: (show) => <ShowListButtons show={show} lists={LIST_CARD_HOVER} signedOut="nothing" />,
};

/**
 * The list buttons to hand to the kit's cards: {@link ListActions} for a signed-in visitor (a
 * profile is loaded), `null` otherwise (signed out, or while the session or profile loads) — so a
 * card shows no overlay at all, as spec §2 asks. Re-renders the caller when the profile comes or goes.
 * @example const lists = useListActions(); <ShowCard show={s} actions={lists?.card(s)} />
 */
export function useListActions(): ListActions | null {
  return useCanUseLists() ? LIST_ACTIONS : null;
}
