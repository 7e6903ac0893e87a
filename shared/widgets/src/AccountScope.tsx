import { Fragment, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountDepartures, onAccountLeft } from '@streamscout/session';
import { forgetAccountQueries } from './userData';

const subscribe = (onChange: () => void) => onAccountLeft(() => onChange());
const serverDepartures = () => 0;

/**
 * Keeps one account's data away from the next on the same page (architecture §4 "Per-user data"):
 * the page's QueryClient forgets every per-user query and mutation when an account leaves
 * ({@link forgetAccountQueries}), and `children` are mounted afresh then — keyed by how many
 * accounts have left — so no component state of the first account (an issued feed URL, an
 * import's result, a form) survives into the second's screens. A sign-in alone (nobody → a user)
 * remounts nothing: hydration and the page's state are kept.
 * @param children the screens (the host's providers wrap the whole page in it)
 */
export function AccountScope({ children }: { children?: ReactNode }) {
  const client = useQueryClient();
  useEffect(() => forgetAccountQueries(client), [client]);
  const departures = useSyncExternalStore(subscribe, accountDepartures, serverDepartures);
  return <Fragment key={departures}>{children}</Fragment>;
}
