/**
 * The query keys and options of public lists (spec §17): one list of a user, or every public list
 * of a user, as anyone reads them (`getPublicList` / `getPublicLists` of `@streamscout/session`).
 * Public data, the same for every visitor: keyed under 'public', not under a user's id. The
 * dashboard's public pages, their route data and the shell's page head read the same keys, and the
 * server renderer puts what the app server read under them (so the browser asks nothing again).
 */
import { queryOptions, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { getPublicList, getPublicLists, type PublicList } from '@streamscout/session';

/** How long a public list read is fresh in the browser (ms): its owner may change it any time. */
const PUBLIC_LIST_STALE_MS = 60_000;

/** The first part of every public list key: public data, the same for every visitor. */
const PUBLIC = 'public';

/** Query keys of public lists; the username lower-cased (usernames are unique without regard to case). */
export const publicListKeys = {
  /** ['public', 'list', username, list]: one public list ({@link PublicList} or null). */
  list: (username: string, list: string) => [PUBLIC, 'list', username.toLowerCase(), list] as const,
  /** ['public', 'lists', username]: every public list of a user ({@link PublicList}[]). */
  lists: (username: string) => [PUBLIC, 'lists', username.toLowerCase()] as const,
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

/**
 * Marks the public lists a served page carries as read now. The app server reads a public list
 * from the backend on every request for its page and keys its page cache on what it read
 * (architecture §5d), so the list in the HTML is as fresh as the response, however long ago the
 * HTML itself was rendered. Hydrated as it was, a page rendered more than a minute earlier (the
 * page cache keeps it) arrived already stale, and the browser read the list again at once —
 * through supabase-js, 228 KiB of script a signed-out visitor otherwise never loads.
 * @param client the page's QueryClient, right after `hydrate(client, served)`
 * @param served the dehydrated state the page carried (the server's handover)
 * @param now the response's arrival, ms since the epoch (default: now)
 * @returns how many public list queries were marked
 */
export function markServedPublicListsFresh(client: QueryClient, served: DehydratedState, now: number = Date.now()): number {
  let marked = 0;
  for (const { queryKey } of served.queries) {
    if (queryKey[0] !== PUBLIC) continue;
    const state = client.getQueryState(queryKey);
    if (state?.status !== 'success') continue;
    client.setQueryData(queryKey, state.data, { updatedAt: now });
    marked += 1;
  }
  return marked;
}
