import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, type MantineSize } from '@mantine/core';
import { paths } from '@streamscout/routes';
import { IconEye, IconHeart, IconQueue } from '../../icons';
import { DelayedTooltip } from '../DelayedTooltip/DelayedTooltip';
import { AppLink } from '../AppLink/AppLink';
import { translator, useT, type Translator } from '@streamscout/i18n';

/**
 * The lists a {@link ListButtons} can draw a toggle for, in display order (spec §3 "lists": queue,
 * favorites, watched). The kit knows them only as names with an icon and a label; membership and
 * the calls live in `@streamscout/session`, whose `ListName` is the same union (the connected
 * buttons of `@streamscout/widgets` pass one as the other, so a drift fails the typecheck).
 */
export type ListButtonName = 'queue' | 'favorites' | 'watched';
/** Every list of {@link ListButtonName}, in display order. */
const LIST_BUTTON_NAMES: readonly ListButtonName[] = ['queue', 'favorites', 'watched'];

/**
 * Label/tooltip of a list button (spec §4): 'Add to {list}' or, when in the list, 'Remove from {list}'
 * (in `tr`'s language; English by default).
 */
export function listButtonLabel(list: ListButtonName, inList: boolean, tr: Translator = translator('en')): string {
  return inList
    ? tr.t(
        'lists.button.remove',
        '{list, select, queue {Remove from queue} favorites {Remove from favorites} other {Remove from watched}}',
        { list },
      )
    : tr.t('lists.button.add', '{list, select, queue {Add to queue} favorites {Add to favorites} other {Add to watched}}', { list });
}

const ICONS: Record<ListButtonName, (size: number) => ReactNode> = {
  queue: (size) => <IconQueue size={size} />,
  favorites: (size) => <IconHeart size={size} />,
  watched: (size) => <IconEye size={size} />,
};

/** Icon edge in px per ActionIcon size (the icon keeps about half the button's edge). */
const ICON_SIZES: Partial<Record<string, number>> = { xs: 12, sm: 14, md: 16, lg: 18, xl: 24 };

/** Props of {@link ListButtons}. */
export interface ListButtonsProps {
  /** Whether the show is in each list. */
  inQueue: boolean;
  inFavorites: boolean;
  inWatched: boolean;
  /** Per-button loading flags (spec §4: each button has its own; a spinner replaces the icon while true). */
  loading?: Partial<Record<ListButtonName, boolean>>;
  /**
   * Per-button "pending" flags: the press was made offline and is saved when the browser is back
   * online (spec §15). A pending button keeps working, shows a dashed outline and says
   * "(pending)" after its label.
   */
  pending?: Partial<Record<ListButtonName, boolean>>;
  /** Called with the list whose button was pressed (not called while that button is loading). */
  onToggle: (which: ListButtonName) => void;
  /** Signed out → a single 'Sign up to save shows!' button linking to /signup (spec §1, §6). */
  signedIn: boolean;
  /** Which buttons to show (default all three, in queue/favorites/watched order). */
  lists?: readonly ListButtonName[];
  /** ActionIcon size (default 'lg', 34 px). */
  size?: MantineSize;
  /** ActionIcon variant (default 'filled'). */
  variant?: 'filled' | 'light' | 'outline' | 'default' | 'subtle';
}

/**
 * Queue / favorites / watched toggles of a show (spec §4 "List membership", §6), presentational:
 * state and calls come from the session store through props. Signed in: one ActionIcon per list
 * with aria-label and tooltip 'Add to {list}' (green, success) or 'Remove from {list}' (red,
 * error); while that list's loading flag is true it shows a spinner and ignores presses; a pending
 * press (made offline) is outlined and labelled '(pending)'. Tooltips
 * open after 100 ms (700 ms press / 1500 ms linger on touch, spec §9). Signed out: a
 * 'Sign up to save shows!' button to /signup.
 */
export function ListButtons({
  inQueue,
  inFavorites,
  inWatched,
  loading = {},
  pending = {},
  onToggle,
  signedIn,
  lists = LIST_BUTTON_NAMES,
  size = 'lg',
  variant = 'filled',
}: ListButtonsProps) {
  const i18n = useT();
  if (!signedIn) {
    return (
      <Button component={AppLink} to={paths.signup()} size="xs" variant="filled">
        {i18n.t('lists.signUpToSave', 'Sign up to save shows!')}
      </Button>
    );
  }
  const inList: Record<ListButtonName, boolean> = { queue: inQueue, favorites: inFavorites, watched: inWatched };
  const iconSize = ICON_SIZES[size] ?? 18;
  return (
    <Group gap={6} wrap="nowrap" data-testid="list-buttons">
      {lists.map((list) => {
        const waiting = Boolean(pending[list]);
        const base = listButtonLabel(list, inList[list], i18n);
        const label = waiting ? i18n.t('lists.button.pending', '{label} (pending)', { label: base }) : base;
        const color = inList[list] ? 'red' : 'green';
        const busy = Boolean(loading[list]);
        return (
          <DelayedTooltip
            key={list}
            label={waiting ? i18n.t('lists.button.pendingTip', '{label}: saved when you are back online', { label }) : label}
          >
            <ActionIcon
              size={size}
              variant={variant}
              color={color}
              data-color={color}
              data-pending={waiting || undefined}
              style={waiting ? { outline: '2px dashed var(--mantine-color-yellow-5)', outlineOffset: 2 } : undefined}
              aria-label={label}
              aria-busy={busy || undefined}
              loading={busy}
              loaderProps={{ type: 'oval', size: 'xs' }}
              onClick={() => {
                if (!busy) onToggle(list);
              }}
            >
              {ICONS[list](iconSize)}
            </ActionIcon>
          </DelayedTooltip>
        );
      })}
    </Group>
  );
}
