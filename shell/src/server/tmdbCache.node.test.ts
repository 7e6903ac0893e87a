/**
 * The server renderer's TMDB answer cache against the local TMDB catalog over HTTP: a hit costs no
 * request, answers expire after their TTL (a `null` one sooner), TTL 0 never caches, concurrent
 * misses share one query, the LRU keeps at most `max` answers and `maxBytes` of them, a failure is not cached. Requests
 * are counted where they leave the TMDB client (its debug hook), query runs by the query function.
 */
import { setupLocalTmdb, tmdbGet as rawCatalog, tmdbTestUrl } from '@streamscout/testing';
import { configureTmdb, getShowDetails, setTmdbDebugHook } from '@streamscout/tmdb';
import { routeInfiniteQuery, routeQuery, tmdbQueries, type RouteQuery } from '@streamscout/tmdb/query';
import { boardStore, createAnswerBoard } from '@streamscout/server/shared-answers';
import { createTmdbAnswerCache, serverQueryClient } from './tmdbCache';

jest.setTimeout(20000);
setupLocalTmdb();

/** The `performance` lru-cache reads its TTLs' clock from (it keeps the object it found when loaded). */
const cacheClock = performance;
/**
 * The cache's clock, faked: jest's fake timers, and lru-cache's `performance.now()` reading theirs;
 * `later(ms)` moves it forward (lru-cache's own timers included) instead of waiting. HTTP to the
 * catalog stays real (Node's fetch keeps its own timers).
 */
function fakeClock() {
  const start = cacheClock.now(); // lru-cache takes a time of 0 for "no time": go on from the real one
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate'] });
  const fake = performance; // the fake timers' own, from 0
  jest.spyOn(cacheClock, 'now').mockImplementation(() => start + fake.now());
}
const later = (ms: number) => jest.advanceTimersByTime(ms);

let requests: string[] = [];
let ids: number[] = [];
beforeAll(async () => {
  ids = (await rawCatalog<{ results: Array<{ id: number }> }>('/movie/popular')).results.map((r) => r.id);
});
beforeEach(() => {
  requests = [];
  setTmdbDebugHook((e) => requests.push(e.url));
});
afterEach(() => {
  setTmdbDebugHook(null);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** The details query of a movie, its query function counting its runs in `runs`. */
function countedDetails(id: number, runs: { n: number }): RouteQuery {
  const options = tmdbQueries.details('movie', id);
  return routeQuery({
    ...options,
    queryFn: () => {
      runs.n += 1;
      return getShowDetails('movie', id, { throwOnFailure: true });
    },
  });
}

describe('the TMDB answer cache of a server renderer', () => {
  it('a hit costs no request and puts the same answer into each render’s client', async () => {
    const cache = createTmdbAnswerCache();
    const [a, b] = [serverQueryClient(), serverQueryClient()];
    const first = (await cache.load(a, routeQuery(tmdbQueries.details('movie', ids[0]!)))) as { id: number; title: string };
    const again = await cache.load(b, routeQuery(tmdbQueries.details('movie', ids[0]!)));
    expect(first.id).toBe(ids[0]);
    expect(again).toEqual(first);
    expect(requests).toHaveLength(1);
    expect(b.getQueryData(tmdbQueries.details('movie', ids[0]!).queryKey)).toEqual(first);
  });

  it('an answer is asked again once its TTL has passed', async () => {
    fakeClock();
    const cache = createTmdbAnswerCache({ ttlMs: 150 });
    const q = routeQuery(tmdbQueries.details('movie', ids[1]!));
    await cache.load(serverQueryClient(), q);
    await cache.load(serverQueryClient(), q);
    expect(requests).toHaveLength(1);
    later(250);
    await cache.load(serverQueryClient(), q);
    expect(requests).toHaveLength(2);
  });

  it('a null answer (an id TMDB does not know) lives only its shorter TTL; a title lives on', async () => {
    fakeClock();
    const cache = createTmdbAnswerCache({ ttlMs: 60000, nullTtlMs: 150 });
    const missing = routeQuery(tmdbQueries.details('movie', 999999999));
    const known = routeQuery(tmdbQueries.details('movie', ids[2]!));
    expect(await cache.load(serverQueryClient(), missing)).toBeNull();
    await cache.load(serverQueryClient(), known);
    await cache.load(serverQueryClient(), missing);
    expect(requests).toHaveLength(2);
    later(250);
    expect(await cache.load(serverQueryClient(), missing)).toBeNull();
    await cache.load(serverQueryClient(), known);
    expect(requests).toHaveLength(3);
    expect(requests[2]).toContain('/movie/999999999');
  });

  it('a TTL of 0 neither reads nor writes the cache', async () => {
    const cache = createTmdbAnswerCache();
    const q = routeQuery(tmdbQueries.details('movie', ids[3]!));
    await cache.load(serverQueryClient(), q, 0);
    await cache.load(serverQueryClient(), q, 0);
    expect(requests).toHaveLength(2);
    expect(cache.size()).toBe(0);
  });

  it('five renders missing the same answer at once run its query once', async () => {
    const cache = createTmdbAnswerCache();
    const runs = { n: 0 };
    const q = countedDetails(ids[4]!, runs);
    const all = await Promise.all(Array.from({ length: 5 }, () => cache.load(serverQueryClient(), q)));
    expect(runs.n).toBe(1);
    expect(requests).toHaveLength(1);
    expect(all.map((d) => (d as { id: number }).id)).toEqual(Array(5).fill(ids[4]));
  });

  it('keeps at most `maxBytes` of answers, dropping the least recently used', async () => {
    const probe = createTmdbAnswerCache();
    await probe.load(serverQueryClient(), routeQuery(tmdbQueries.details('movie', ids[0]!)));
    const one = probe.bytes(); // a details answer as the cache counts it
    // room for about three details answers
    const cache = createTmdbAnswerCache({ maxBytes: Math.round(one * 3.5), max: 1000 });
    for (const id of ids.slice(0, 6)) await cache.load(serverQueryClient(), routeQuery(tmdbQueries.details('movie', id)));
    expect(cache.bytes()).toBeLessThanOrEqual(Math.round(one * 3.5));
    expect(cache.size()).toBeGreaterThan(1);
    expect(cache.size()).toBeLessThan(6);
    requests = [];
    await cache.load(serverQueryClient(), routeQuery(tmdbQueries.details('movie', ids[5]!)));
    expect(requests).toHaveLength(0); // the last one is kept
    await cache.load(serverQueryClient(), routeQuery(tmdbQueries.details('movie', ids[0]!)));
    expect(requests).toHaveLength(1); // the first one was dropped
  });

  it('keeps at most `max` answers, dropping the least recently used', async () => {
    const cache = createTmdbAnswerCache({ max: 2 });
    const [a, b, c] = [5, 6, 7].map((i) => routeQuery(tmdbQueries.details('movie', ids[i]!)));
    await cache.load(serverQueryClient(), a!);
    await cache.load(serverQueryClient(), b!);
    await cache.load(serverQueryClient(), a!); // a is now the most recently used
    await cache.load(serverQueryClient(), c!); // evicts b
    expect(requests).toHaveLength(3);
    expect(cache.size()).toBe(2);
    await cache.load(serverQueryClient(), a!);
    await cache.load(serverQueryClient(), c!);
    expect(requests).toHaveLength(3);
    await cache.load(serverQueryClient(), b!);
    expect(requests).toHaveLength(4);
  });

  it('an infinite query caches its first page', async () => {
    const cache = createTmdbAnswerCache();
    const q = routeInfiniteQuery(tmdbQueries.search('the'));
    const data = (await cache.load(serverQueryClient(), q)) as { pages: unknown[]; pageParams: unknown[] };
    expect(data.pages).toHaveLength(1);
    expect(data.pageParams).toEqual([1]);
    await cache.load(serverQueryClient(), q);
    expect(requests).toHaveLength(1);
  });

  it('a TMDB failure rejects and is not cached: the next render asks again', async () => {
    const cache = createTmdbAnswerCache();
    const q = routeQuery(tmdbQueries.details('movie', ids[8]!));
    configureTmdb({ baseUrl: 'http://127.0.0.1:9/3', timeoutMs: 1000 });
    try {
      await expect(cache.load(serverQueryClient(), q)).rejects.toThrow(/TMDB request failed/);
    } finally {
      configureTmdb({ baseUrl: `${tmdbTestUrl()}/3` });
    }
    expect(cache.size()).toBe(0);
    expect(((await cache.load(serverQueryClient(), q)) as { id: number }).id).toBe(ids[8]);
  });
});

describe('answers shared by the server’s processes (the cluster primary’s board)', () => {
  /** Two "processes" of one server: two caches, each asking the same board as its own worker. */
  function twoProcesses(options: { ttlMs?: number } = {}) {
    const board = createAnswerBoard();
    return [boardStore(board, 'a'), boardStore(board, 'b')].map((store) => createTmdbAnswerCache({ ...options, shared: () => store }));
  }

  it('what one process fetched, the other takes from the board: one request for both', async () => {
    const [a, b] = twoProcesses();
    const q = routeQuery(tmdbQueries.details('movie', ids[9]!));
    const first = await a!.load(serverQueryClient(), q);
    const second = await b!.load(serverQueryClient(), q);
    expect(second).toEqual(first);
    expect(requests).toHaveLength(1);
    await b!.load(serverQueryClient(), q); // now in b's own cache too
    expect(requests).toHaveLength(1);
  });

  it('both missing at once: one fetches, the other waits for its answer', async () => {
    const [a, b] = twoProcesses();
    const runs = { n: 0 };
    const q = countedDetails(ids[10]!, runs);
    const [x, y] = await Promise.all([a!.load(serverQueryClient(), q), b!.load(serverQueryClient(), q)]);
    expect(runs.n).toBe(1);
    expect(requests).toHaveLength(1);
    expect(y).toEqual(x);
  });

  it('a failed fetch is never shared: the other process fetches for itself', async () => {
    const [a, b] = twoProcesses();
    const q = routeQuery(tmdbQueries.details('movie', ids[11]!));
    configureTmdb({ baseUrl: 'http://127.0.0.1:9/3', timeoutMs: 1000 });
    try {
      await expect(a!.load(serverQueryClient(), q)).rejects.toThrow(/TMDB request failed/);
    } finally {
      configureTmdb({ baseUrl: `${tmdbTestUrl()}/3` });
    }
    expect(((await b!.load(serverQueryClient(), q)) as { id: number }).id).toBe(ids[11]);
    expect(requests.filter((u) => u.includes(`/movie/${ids[11]}`))).toHaveLength(2);
  });

  it('a TTL of 0 shares nothing', async () => {
    const [a, b] = twoProcesses();
    const q = routeQuery(tmdbQueries.details('movie', ids[12]!));
    await a!.load(serverQueryClient(), q, 0);
    await b!.load(serverQueryClient(), q, 0);
    await b!.load(serverQueryClient(), q);
    expect(requests).toHaveLength(3);
  });

  it('the board keeps an answer its TTL: past it, the next process asks TMDB again', async () => {
    fakeClock();
    const [a, b] = twoProcesses({ ttlMs: 150 });
    const q = routeQuery(tmdbQueries.details('movie', ids[13]!));
    await a!.load(serverQueryClient(), q);
    later(250);
    await b!.load(serverQueryClient(), q);
    expect(requests).toHaveLength(2);
  });
});
