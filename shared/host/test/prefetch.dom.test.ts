/**
 * The host's prefetch: it asks the route's remote for its route data, builds the context (route
 * params, query string, the viewer as far as it is known) and starts exactly the queries the
 * screen's descriptor answers — counted in the cache and at the real local catalog (through a
 * gate) — which a screen then adopts without a second request. The descriptors here are test
 * stand-ins built on `tmdbQueries` (the host never imports a remote); the remotes' own
 * `src/routeData.test.tsx` run the real ones against their screens.
 */
import { hashKey } from '@tanstack/react-query';
import { parseId } from '@streamscout/routes';
import { configureTmdb } from '@streamscout/tmdb';
import { createQueryClient, routeInfiniteQuery, routeQuery, tmdbQueries, type RouteDataDescriptor } from '@streamscout/tmdb/query';
import { setProfile } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { makeProfile, setupLocalTmdb, startTmdbGate, tmdbGet, tmdbTestUrl, type TmdbGate } from '@streamscout/testing';
import { prefetchRoute, type RouteDataTable } from '../src/prefetch';

setupLocalTmdb();

const details: RouteDataDescriptor = ({ params }) => {
  const id = parseId(params.id);
  return id !== null && (params.type === 'movie' || params.type === 'tv') ? [routeQuery(tmdbQueries.details(params.type, id))] : [];
};
/** One query that depends on the adult flag and one that does not. */
const discover: RouteDataDescriptor = ({ adult }) => [
  routeQuery(tmdbQueries.discoverRow('trending', { adult })),
  routeQuery(tmdbQueries.nowPlaying()),
];
const search: RouteDataDescriptor = ({ search: s }) => {
  const q = (s.get('q') ?? '').trim();
  return q ? [routeInfiniteQuery(tmdbQueries.search(q))] : [];
};
const TABLES: Record<string, RouteDataTable> = {
  details: { ShowDetails: details },
  discover: { Discover: discover },
  search: { Search: search },
};

let gate: TmdbGate;
const asked: string[] = [];
/** The route data source: the stand-in table of the remote, recording which remote was asked. */
const source = (remote: string) => {
  asked.push(remote);
  return TABLES[remote] ?? null;
};

beforeAll(async () => {
  gate = await startTmdbGate();
  configureTmdb({ baseUrl: `${gate.url}/3`, imageBaseUrl: `${tmdbTestUrl()}/t/p` });
});
afterAll(() => gate.close());

let client = createQueryClient();
beforeEach(() => {
  client = createQueryClient();
  asked.length = 0;
  gate.reset();
  localStorage.clear();
  resetSessionForTests();
});
afterEach(async () => {
  await Promise.all(
    client
      .getQueryCache()
      .getAll()
      .map((q) => q.promise?.catch(() => {})),
  );
  client.clear();
});

/** Hashes of the queries in the cache, sorted. */
const cached = () =>
  client
    .getQueryCache()
    .getAll()
    .map((q) => q.queryHash)
    .sort();
/** Hashes of a descriptor's answer, sorted. */
const hashes = (...keys: (readonly unknown[])[]) => keys.map((k) => hashKey(k)).sort();

describe('prefetchRoute', () => {
  it("starts exactly the details screen's query (one request at the catalog), which the screen's query then adopts", async () => {
    const { results } = await tmdbGet<{ results: { id: number }[] }>('/trending/movie/week');
    const id = results[0].id;
    expect(await prefetchRoute(`/details/movie/${id}`, '', source, client)).toBe(1);
    expect(asked).toEqual(['details']);
    expect(cached()).toEqual(hashes(tmdbQueries.details('movie', id).queryKey));
    const detail = await client.fetchQuery(tmdbQueries.details('movie', id));
    expect(detail?.id).toBe(id);
    expect(gate.seen.filter((u) => u.startsWith(`/3/movie/${id}`))).toHaveLength(1);
    expect(gate.seen).toHaveLength(1);
  });

  it('starts the first page of an infinite query with the query string of the URL', async () => {
    expect(await prefetchRoute('/search', '?q=%20star%20', source, client)).toBe(1);
    expect(cached()).toEqual(hashes(tmdbQueries.search('star').queryKey));
    await client.fetchInfiniteQuery(tmdbQueries.search('star'));
    expect(gate.seen.filter((u) => u.startsWith('/3/search/multi'))).toHaveLength(1);
  });

  it('signed out (no stored session): the adult-dependent queries with adult false', async () => {
    expect(await prefetchRoute('/discover', '', source, client)).toBe(2);
    expect(cached()).toEqual(hashes(tmdbQueries.discoverRow('trending', { adult: false }).queryKey, tmdbQueries.nowPlaying().queryKey));
  });

  it('a stored session whose profile is not loaded yet: only the queries that do not depend on the adult flag', async () => {
    localStorage.setItem('sb-localhost-auth-token', '{}');
    expect(await prefetchRoute('/discover', '', source, client)).toBe(1);
    expect(cached()).toEqual(hashes(tmdbQueries.nowPlaying().queryKey));
  });

  it('the profile already loaded: its adult flag', async () => {
    localStorage.setItem('sb-localhost-auth-token', '{}');
    setProfile(makeProfile({ adult: true }));
    expect(await prefetchRoute('/discover', '', source, client)).toBe(2);
    expect(cached()).toEqual(hashes(tmdbQueries.discoverRow('trending', { adult: true }).queryKey, tmdbQueries.nowPlaying().queryKey));
  });

  it('starts nothing for guarded routes (without asking their remote), unknown paths, malformed ids, screens without route data, or route data that cannot load', async () => {
    expect(await prefetchRoute('/dashboard/queue', '', source, client)).toBe(0);
    expect(await prefetchRoute('/login', '', source, client)).toBe(0);
    expect(await prefetchRoute('/no/such/page', '', source, client)).toBe(0);
    expect(asked).toEqual([]);
    expect(await prefetchRoute('/details/movie/1.5', '', source, client)).toBe(0);
    expect(await prefetchRoute('/details/actor/42', '', source, client)).toBe(0);
    expect(await prefetchRoute('/search', '?q=%20', source, client)).toBe(0);
    expect(await prefetchRoute('/details/movie/42', '', () => Promise.reject(new Error('remote down')), client)).toBe(0);
    expect(cached()).toEqual([]);
    expect(gate.seen).toEqual([]);
  });
});
