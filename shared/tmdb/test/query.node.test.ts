/**
 * TanStack Query integration against a real node:http stub: keys, dedupe of identical
 * requests, freshness, infinite search paging, the shared QueryClient.
 */
import { DEFAULT_REGION } from '@streamscout/region';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { configureTmdb, resetTmdbConfig } from '../src';
import { createQueryClient, getQueryClient, LIST_STALE_TIME, tmdbKeys, tmdbQueries } from '../src/query';
import { fixture, json, startServer, type TestServer } from './helpers/server';

let srv: TestServer;
let delayMs = 0;
beforeAll(async () => {
  srv = await startServer((req, res) => {
    const send = () => {
      if (req.path === '/3/movie/550') return json(res, fixture('movie-details'));
      if (req.path === '/3/movie/404') return json(res, { success: false }, 404);
      if (req.path === '/3/search/multi') {
        const p = Number(req.query.get('page'));
        return json(res, { ...fixture('search-multi'), page: p, total_pages: 2 });
      }
      return json(res, { success: false }, 404);
    };
    if (delayMs) setTimeout(send, delayMs);
    else send();
  });
});
afterAll(() => srv.close());
beforeEach(() => {
  srv.requests.length = 0;
  delayMs = 0;
  configureTmdb({ baseUrl: `${srv.url}/3`, imageBaseUrl: `${srv.url}/t/p` });
});
afterEach(() => resetTmdbConfig());

describe('tmdbKeys', () => {
  it('are hierarchical arrays under "tmdb", ids normalized to numbers', () => {
    expect(tmdbKeys.details('movie', 123)).toEqual(['tmdb', 'details', 'movie', 123]);
    expect(tmdbKeys.details('movie', '123')).toEqual(['tmdb', 'details', 'movie', 123]);
    expect(tmdbKeys.season(1396, '0')).toEqual(['tmdb', 'season', 1396, 0]);
    // only canonical decimals are numbers ('01' is not the id 1)
    expect(tmdbKeys.details('movie', '01')).toEqual(['tmdb', 'details', 'movie', '01']);
    expect(tmdbKeys.episode(1, 2, 3)).toEqual(['tmdb', 'episode', 1, 2, 3]);
    expect(tmdbKeys.person(5)).toEqual(['tmdb', 'person', 5]);
    expect(tmdbKeys.discoverRow('best')).toEqual([
      'tmdb',
      'discoverRow',
      'best',
      { adult: false, page: 1, region: DEFAULT_REGION, services: [] },
    ]);
    expect(tmdbKeys.discoverRow('netflix', { region: 'gb', services: [9, 8, 9] })).toEqual([
      'tmdb',
      'discoverRow',
      'netflix',
      { adult: false, page: 1, region: 'GB', services: [8, 9] },
    ]);
    expect(tmdbKeys.discoverRow('netflix', { region: 'nowhere' })[3].region).toBe(DEFAULT_REGION);
    // a row the region does not change shares everyone's entry
    expect(tmdbKeys.discoverRow('best', { region: 'GB' })).toEqual(tmdbKeys.discoverRow('best'));
    expect(tmdbKeys.discoverRow('best', { region: 'GB', services: [8] })[3].region).toBe('GB');
    expect(tmdbKeys.search(' tom ')).toEqual(['tmdb', 'search', 'tom']);
    for (const key of [tmdbKeys.homeTrending(), tmdbKeys.nowPlaying()]) {
      expect(key[0]).toBe('tmdb');
    }
  });

  it('every options object carries its key, a queryFn and a staleTime', () => {
    const all = [
      tmdbQueries.homeTrending(),
      tmdbQueries.nowPlaying(),
      tmdbQueries.details('tv', 1),
      tmdbQueries.season(1, 1),
      tmdbQueries.episode(1, 1, 1),
      tmdbQueries.person(1),
      tmdbQueries.discoverRow('horror', { adult: true }),
    ];
    for (const o of all) {
      expect(o.queryKey[0]).toBe('tmdb');
      expect(typeof o.queryFn).toBe('function');
      expect(o.staleTime).toBeDefined();
    }
    expect(tmdbQueries.details('movie', 7).queryKey).toEqual(tmdbKeys.details('movie', 7));
  });
});

describe('QueryClient', () => {
  it('createQueryClient defaults: staleTime 5 min, retry 1, refetch on focus only after a failure', () => {
    const qc = createQueryClient();
    expect(qc).toBeInstanceOf(QueryClient);
    expect(qc.getDefaultOptions().queries).toMatchObject({ staleTime: LIST_STALE_TIME, retry: 1, refetchOnReconnect: true });
    expect(LIST_STALE_TIME).toBe(5 * 60 * 1000);
  });

  it('getQueryClient is one singleton', () => {
    expect(getQueryClient()).toBe(getQueryClient());
    expect(getQueryClient()).not.toBe(createQueryClient());
  });

  it('identical concurrent requests collapse into one; fresh data is served without a request', async () => {
    delayMs = 50;
    const qc = createQueryClient();
    const [a, b] = await Promise.all([
      qc.fetchQuery(tmdbQueries.details('movie', 550)),
      qc.fetchQuery(tmdbQueries.details('movie', '550')),
    ]);
    expect(a).toBe(b);
    expect(a!.title).toBe('Fight Club');
    expect(srv.requests).toHaveLength(1);
    await qc.fetchQuery(tmdbQueries.details('movie', 550));
    expect(srv.requests).toHaveLength(1);
    qc.clear();
  });

  it('a null result is cached but stale, so it is fetched again', async () => {
    const qc = createQueryClient();
    expect(await qc.fetchQuery(tmdbQueries.details('movie', 404))).toBeNull();
    expect(await qc.fetchQuery(tmdbQueries.details('movie', 404))).toBeNull();
    expect(srv.requests).toHaveLength(2);
    qc.clear();
  });

  it('search sends include_adult=false (spec §5: search excludes adult content for everyone)', async () => {
    const qc = createQueryClient();
    await qc.fetchInfiniteQuery(tmdbQueries.search('tom'));
    expect(srv.requests.map((r) => r.query.get('include_adult'))).toEqual(['false']);
    qc.clear();
  });

  it('search is an infinite query: page 1, next page while hasMore', async () => {
    const qc = createQueryClient();
    const opts = tmdbQueries.search('tom & jerry');
    expect(opts.initialPageParam).toBe(1);
    expect(opts.enabled).toBe(true);
    expect(tmdbQueries.search('  ').enabled).toBe(false);
    const first = await qc.fetchInfiniteQuery(opts);
    expect(first.pages).toHaveLength(1);
    expect(opts.getNextPageParam(first.pages[0], first.pages, 1, first.pageParams)).toBe(2);
    const observer = new InfiniteQueryObserver(qc, opts);
    const next = await observer.fetchNextPage();
    const both = next.data!;
    expect(next.hasNextPage).toBe(false);
    expect(both.pages.map((p) => p!.page)).toEqual([1, 2]);
    expect(opts.getNextPageParam(both.pages[1], both.pages, 2, both.pageParams as number[])).toBeUndefined();
    expect(opts.getNextPageParam(null, [null], 1, [1])).toBeUndefined();
    expect(srv.requests.map((r) => [r.query.get('query'), r.query.get('page')])).toEqual([
      ['tom & jerry', '1'],
      ['tom & jerry', '2'],
    ]);
    qc.clear();
  });
});
