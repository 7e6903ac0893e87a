/**
 * The TMDB query cache kept on the device (architecture §12): the titles, rows and details a visitor
 * has seen open again offline, and a signed-in user's list pages show their cards at once on the
 * next start while they are fetched again. TanStack Query's own `dehydrate` / `hydrate` (what its
 * persister packages wrap; `@tanstack/query-persist-client-core` would bring a second copy of the
 * query core beside the shared one), stored in IndexedDB per user through
 * `readOfflineQueries` / `writeOfflineQueries` of `@streamscout/session` — cleared with the rest
 * of the account's offline data at sign-out.
 *
 * Only successful `'tmdb'` queries are kept (never episode progress or anything else of an
 * account), at most {@link MAX_QUERIES}, the newest first, for at most {@link MAX_AGE_MS}; a
 * restored answer is as old as it was (TanStack refetches it when stale, and never replaces newer
 * data: a server-rendered page's data wins).
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { readOfflineQueries, writeOfflineQueries } from '@streamscout/session';

/** Bumped when the shape of cached answers changes: an older copy is dropped. */
const BUSTER = 'tmdb-v2';
/** The newest queries kept. */
const MAX_QUERIES = 400;
/** How old a stored cache may be to be restored (ms): one week. */
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;
/** At most one write per this many ms while queries keep landing. */
const THROTTLE_MS = 1000;

interface Stored {
  buster: string;
  savedAt: number;
  state: DehydratedState;
}

/**
 * Restores the stored cache into `client` (once), then stores the cache again whenever a query
 * changes (throttled). A page that arrived server-rendered restores after `load`, so the
 * hydrating render sees exactly the server's data.
 * @param client the page's one QueryClient (`getQueryClient()` of `@streamscout/tmdb/query`)
 * @param options.serverRendered the page came with the server's data (restore after `load`)
 * @returns a function that stops storing
 */
export function persistQueryCache(client: QueryClient, options: { serverRendered: boolean }): () => void {
  // what is stored, by query hash: queries garbage-collected from memory stay stored
  const kept = new Map<string, DehydratedState['queries'][number]>();
  const restore = async () => {
    const stored = await readOfflineQueries<Stored>();
    if (!stored || stored.buster !== BUSTER || Date.now() - stored.savedAt >= MAX_AGE_MS) return;
    for (const q of stored.state.queries) if (!kept.has(q.queryHash)) kept.set(q.queryHash, q);
    hydrate(client, stored.state);
  };
  if (options.serverRendered && document.readyState !== 'complete') window.addEventListener('load', () => void restore(), { once: true });
  else void restore();

  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const state = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' && q.queryKey[0] === 'tmdb' });
    for (const q of state.queries) kept.set(q.queryHash, q);
    state.queries = [...kept.values()].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt).slice(0, MAX_QUERIES);
    kept.clear();
    for (const q of state.queries) kept.set(q.queryHash, q);
    void writeOfflineQueries({ buster: BUSTER, savedAt: Date.now(), state } satisfies Stored);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    timer ??= setTimeout(save, THROTTLE_MS);
  });
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
