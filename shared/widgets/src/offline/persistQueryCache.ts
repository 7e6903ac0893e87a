/**
 * The TMDB query cache kept on the device (architecture §12): the titles, rows and details a visitor
 * has seen open again offline, and a signed-in user's list pages show their cards at once on the
 * next start while they are fetched again. TanStack Query's own `dehydrate` / `hydrate` (what its
 * persister packages wrap; `@tanstack/query-persist-client-core` would bring a second copy of the
 * query core beside the shared one), stored in IndexedDB per user and per query through
 * `readOfflineQueries` / `writeOfflineQueries` of `@streamscout/session` — cleared with the rest
 * of the account's offline data at sign-out.
 *
 * Only successful `'tmdb'` queries are kept (never episode progress or anything else of an
 * account), at most {@link MAX_QUERIES}, the newest first, each for at most {@link MAX_AGE_MS}; a
 * restored answer is as old as it was (TanStack refetches it when stale, and never replaces newer
 * data: a server-rendered page's data wins).
 *
 * Cost on the main thread (architecture §7): a write structured-clones only the queries answered
 * since the last write (a page's few new answers, not the whole cache: one put of 400 queries was a
 * 0.5 s task on a throttled phone), and the restore hands the stored queries to the cache in slices
 * of {@link RESTORE_SLICE}, a task each. Nothing is written before the session is known, so the
 * queries land under their owner from the first write.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { readOfflineQueries, whenSessionReady, writeOfflineQueries, type OfflineQueryEntry } from '@streamscout/session';

/** Bumped when the shape of cached answers changes: an older copy is dropped. */
const BUSTER = 'tmdb-v3';
/** The newest queries kept. */
const MAX_QUERIES = 400;
/** How old a stored answer may be to be restored (ms): one week. */
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;
/** At most one write per this many ms while queries keep landing. */
const THROTTLE_MS = 1000;
/** Stored queries handed to the cache per task at restore. */
const RESTORE_SLICE = 50;

type DehydratedQuery = DehydratedState['queries'][number];

/** One stored query. */
interface Stored {
  buster: string;
  query: DehydratedQuery;
}

/** A macrotask boundary: lets input and paint in between two slices of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Restores the stored cache into `client` (once), then stores what changes whenever a query is
 * answered (throttled, once the session is known). A page that arrived server-rendered restores
 * after `load`, so the hydrating render sees exactly the server's data.
 * @param client the page's one QueryClient (`getQueryClient()` of `@streamscout/tmdb/query`)
 * @param options.serverRendered the page came with the server's data (restore after `load`)
 * @returns a function that stops storing
 */
export function persistQueryCache(client: QueryClient, options: { serverRendered: boolean }): () => void {
  // every query kept, by hash, newest answer known: what is stored, plus what waits to be written.
  // Queries garbage-collected from memory stay kept (and stored).
  const kept = new Map<string, DehydratedQuery>();
  const restore = async () => {
    const stored = await readOfflineQueries<Stored>();
    const now = Date.now();
    const dropped: string[] = [];
    const fresh: DehydratedQuery[] = [];
    for (const s of stored) {
      const q = s?.query;
      if (!q?.queryHash) continue;
      if (s.buster !== BUSTER || now - q.state.dataUpdatedAt >= MAX_AGE_MS) dropped.push(q.queryHash);
      else if ((kept.get(q.queryHash)?.state.dataUpdatedAt ?? -1) < q.state.dataUpdatedAt) {
        kept.set(q.queryHash, q);
        fresh.push(q);
      }
    }
    for (let i = 0; i < fresh.length; i += RESTORE_SLICE) {
      if (i) await nextTask();
      hydrate(client, { queries: fresh.slice(i, i + RESTORE_SLICE), mutations: [] });
    }
    if (dropped.length) schedule(dropped);
  };
  if (options.serverRendered && document.readyState !== 'complete') window.addEventListener('load', () => void restore(), { once: true });
  else void restore();

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let toRemove: string[] = [];
  const entry = (q: DehydratedQuery): OfflineQueryEntry => [q.queryHash, { buster: BUSTER, query: q } satisfies Stored];
  const save = () => {
    timer = null;
    if (stopped) return;
    // only the queries answered since they were last kept are dehydrated and written
    const changed = dehydrate(client, {
      shouldDehydrateQuery: (q) =>
        q.state.status === 'success' &&
        q.queryKey[0] === 'tmdb' &&
        q.state.dataUpdatedAt > (kept.get(q.queryHash)?.state.dataUpdatedAt ?? -1),
    }).queries;
    for (const q of changed) kept.set(q.queryHash, q);
    const remove = toRemove;
    toRemove = [];
    if (kept.size > MAX_QUERIES) {
      const oldest = [...kept.values()].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt).slice(MAX_QUERIES);
      for (const q of oldest) {
        kept.delete(q.queryHash);
        remove.push(q.queryHash);
      }
    }
    const put = changed.filter((q) => kept.has(q.queryHash)).map(entry);
    if (!put.length && !remove.length) return;
    void writeOfflineQueries(put, remove, () => [...kept.values()].map(entry));
  };
  const ready = whenSessionReady();
  /** Writes soon (throttled), dropping `remove` too; never before the session is known. */
  function schedule(remove: string[] = []) {
    toRemove.push(...remove);
    timer ??= setTimeout(() => void ready.then(save), THROTTLE_MS);
  }
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    schedule();
  });
  return () => {
    stopped = true;
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}
