import { Box, type MantineSize } from '@mantine/core';
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
import { ListButtons } from '../ListButtons/ListButtons';

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
 * current one; on a null result the button's flag — and so its spinner — stays on).
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
export function useCanUseLists(): boolean {
  return useProfile() !== null;
}
