/**
 * TMDB failures are not "no results". Against the local catalog behind a fault proxy
 * (500, malformed JSON, connection reset, no answer): the plain API functions still resolve to
 * null (spec §8), the TanStack query functions throw instead, so a failure is retried once, kept
 * as an error rather than cached data, refetched on reconnect / focus, and asked again next time;
 * the time before a failure is shown is bounded (11 s with the default timeout).
 */
import { QueryObserver, onlineManager, focusManager } from '@tanstack/react-query';
import { startFaultProxy, tmdbGet as rawCatalog, tmdbTestUrl, until, type FaultProxy } from '@streamscout/testing';
import { configureTmdb, getShowDetails, resetTmdbConfig, searchMulti } from '../src';
import { TmdbRequestError, tmdbGet } from '../src/http';
import { FAILURE_SHOWN_WITHIN_MS, QUERY_RETRIES, createQueryClient, queryRetryDelay, tmdbKeys, tmdbQueries } from '../src/query';
import { DEFAULT_TMDB_CONFIG } from '../src/config';

jest.setTimeout(30000);

let proxy: FaultProxy;
let movieId: number;
beforeAll(async () => {
  proxy = await startFaultProxy(tmdbTestUrl());
  const trending = await rawCatalog<{ results: Array<{ id: number }> }>('/trending/movie/week');
  movieId = trending.results[0].id;
});
afterAll(() => proxy.close());
beforeEach(() => {
  proxy.setMode('pass');
  configureTmdb({ baseUrl: `${proxy.url}/3`, imageBaseUrl: `${proxy.url}/t/p`, timeoutMs: 500 });
});
afterEach(() => resetTmdbConfig());

const FAULTS = [
  ['a 500', { status: 500, body: { status_code: 11 } }, 'status'],
  ['a 503', { status: 503, body: {} }, 'status'],
  ['malformed JSON', { status: 200, raw: '{"id": 1, "title": "cut off' }, 'parse'],
  ['a connection reset', 'reset', 'network'],
  ['no answer (timeout)', 'hang', 'timeout'],
] as const;

describe('plain functions (non-query callers) keep returning null (spec §8)', () => {
  it.each(FAULTS)('%s → null', async (_label, mode) => {
    proxy.setMode(mode);
    await expect(getShowDetails('movie', movieId)).resolves.toBeNull();
    await expect(searchMulti('star', 1)).resolves.toBeNull();
  });

  it.each(FAULTS)('%s with throwOnFailure → a TmdbRequestError', async (_label, mode, failure) => {
    proxy.setMode(mode);
    const err = await tmdbGet(`movie/${movieId}`, {}, { throwOnFailure: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TmdbRequestError);
    expect((err as TmdbRequestError).failure).toBe(failure);
    expect((err as Error).message).not.toContain('api_key');
  });

  it('a 404 is an answer, not a failure: null even with throwOnFailure', async () => {
    await expect(tmdbGet('movie/999999999', {}, { throwOnFailure: true })).resolves.toBeNull();
    await expect(getShowDetails('movie', 999999999, { throwOnFailure: true })).resolves.toBeNull();
  });
});

describe('query functions: a failure is never cached as data', () => {
  it('defaults: 1 retry after 1 s, refetch on reconnect, refetch on focus only after a failure', () => {
    const client = createQueryClient();
    const q = client.getDefaultOptions().queries!;
    expect(q.retry).toBe(QUERY_RETRIES);
    expect(QUERY_RETRIES).toBe(1);
    expect(q.retryDelay).toBe(queryRetryDelay);
    expect([0, 1, 2, 5].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(q.refetchOnReconnect).toBe(true);
    const focus = q.refetchOnWindowFocus as (query: { state: { status: string } }) => boolean;
    expect(focus({ state: { status: 'error' } })).toBe(true);
    expect(focus({ state: { status: 'success' } })).toBe(false);
  });

  it.each(FAULTS)('%s: retried once, then an error (no data); the next fetch asks again and gets the show', async (_label, mode) => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 1 } });
    proxy.setMode(mode);
    const before = proxy.requests.length;
    await expect(client.fetchQuery(tmdbQueries.details('movie', movieId))).rejects.toBeInstanceOf(TmdbRequestError);
    expect(proxy.requests.length - before).toBe(1 + QUERY_RETRIES);
    const state = client.getQueryState(tmdbKeys.details('movie', movieId))!;
    expect(state.status).toBe('error');
    expect(state.data).toBeUndefined();
    proxy.setMode('pass');
    const show = await client.fetchQuery(tmdbQueries.details('movie', movieId));
    expect(show?.id).toBe(movieId);
    client.clear();
  });

  it('the time before a failure shows is bounded: every try of the default timeout plus the pause, 11 s ≤ 12 s', () => {
    expect(DEFAULT_TMDB_CONFIG.timeoutMs).toBe(5000);
    expect(FAILURE_SHOWN_WITHIN_MS).toBe((QUERY_RETRIES + 1) * DEFAULT_TMDB_CONFIG.timeoutMs + queryRetryDelay(0));
    expect(FAILURE_SHOWN_WITHIN_MS).toBe(11000);
    expect(FAILURE_SHOWN_WITHIN_MS).toBeLessThanOrEqual(12000);
  });

  it('no answer at all: two tries, each ended by the timeout, then an error', async () => {
    const client = createQueryClient();
    proxy.setMode('hang');
    const before = proxy.requests.length;
    const err = await client.fetchQuery(tmdbQueries.nowPlaying()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TmdbRequestError);
    expect((err as TmdbRequestError).failure).toBe('timeout');
    expect(proxy.requests.length - before).toBe(2);
    client.clear();
  });

  it('a failed search is not "No results" for 5 minutes: the next visit gets the results', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    proxy.setMode({ status: 500, body: {} });
    await expect(client.fetchInfiniteQuery(tmdbQueries.search('star'))).rejects.toBeInstanceOf(TmdbRequestError);
    expect(client.getQueryData(tmdbKeys.search('star'))).toBeUndefined();
    proxy.setMode('pass');
    const data = await client.fetchInfiniteQuery(tmdbQueries.search('star'));
    expect(data.pages[0]?.shows.length).toBeGreaterThan(0);
    client.clear();
  });

  it('an errored query refetches by itself when the connection comes back, and on focus', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    client.mount();
    proxy.setMode('reset');
    const observer = new QueryObserver(client, tmdbQueries.details('movie', movieId));
    const seen: string[] = [];
    const unsubscribe = observer.subscribe((r) => seen.push(r.status));
    try {
      await waitFor(() => observer.getCurrentResult().status === 'error');
      proxy.setMode('pass');
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
      await waitFor(() => observer.getCurrentResult().data?.id === movieId);

      // Focus: only a failed query is refetched.
      const key = tmdbKeys.details('tv', 999999998);
      proxy.setMode({ status: 500, body: {} });
      const failing = new QueryObserver(client, { ...tmdbQueries.details('tv', 999999998), queryKey: key });
      const stop = failing.subscribe(() => {});
      await waitFor(() => failing.getCurrentResult().status === 'error');
      const okRequests = proxy.requests.filter((r) => r.path.includes(`/movie/${movieId}`)).length;
      const failedRequests = proxy.requests.filter((r) => r.path.includes('/tv/999999998')).length;
      proxy.setMode('pass');
      focusManager.setFocused(false);
      focusManager.setFocused(true);
      await waitFor(() => proxy.requests.filter((r) => r.path.includes('/tv/999999998')).length > failedRequests);
      expect(proxy.requests.filter((r) => r.path.includes(`/movie/${movieId}`)).length).toBe(okRequests);
      stop();
    } finally {
      unsubscribe();
      focusManager.setFocused(undefined);
      client.unmount();
      client.clear();
    }
  });
});

/** Resolves when `check()` holds (polled by `until` of @streamscout/testing), or rejects after `ms`. */
async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  await until(check, ms);
}
