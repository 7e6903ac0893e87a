/**
 * The query keys and options of public lists (spec §17): one list of a user, or every public list
 * of a user, as anyone reads them (`getPublicList` / `getPublicLists` of `@streamscout/session`).
 * Public data, the same for every visitor: keyed under 'public', not under a user's id. The
 * dashboard's public pages, their route data and the shell's page head read the same keys, and the
 * server renderer puts what the app server read under them (so the browser asks nothing again).
 */
import { queryOptions } from '@tanstack/react-query';
import { getPublicList, getPublicLists, type PublicList } from '@streamscout/session';

/** How long a public list read is fresh in the browser (ms): its owner may change it any time. */
const PUBLIC_LIST_STALE_MS = 60_000;

/** Query keys of public lists; the username lower-cased (usernames are unique without regard to case). */
export const publicListKeys = {
  /** ['public', 'list', username, list]: one public list ({@link PublicList} or null). */
  list: (username: string, list: string) => ['public', 'list', username.toLowerCase(), list] as const,
  /** ['public', 'lists', username]: every public list of a user ({@link PublicList}[]). */
  lists: (username: string) => ['public', 'lists', username.toLowerCase()] as const,
};

/** Query options of public lists (for `useQuery`, a route's data, `fetchQuery`). */
export const publicListQueries = {
  /** One public list: the list, or null when it is not public (or its owner or name is unknown). */
  list: (username: string, list: string) =>
    queryOptions<PublicList | null>({
      queryKey: publicListKeys.list(username, list),
      queryFn: () => getPublicList(username, list),
      staleTime: PUBLIC_LIST_STALE_MS,
    }),
  /** Every public list of a user, in the lists' order; [] for none. */
  lists: (username: string) =>
    queryOptions<PublicList[]>({
      queryKey: publicListKeys.lists(username),
      queryFn: () => getPublicLists(username),
      staleTime: PUBLIC_LIST_STALE_MS,
    }),
};
