/**
 * Requests in flight from one page, counted at a server: a real HTTP proxy in front of the local
 * catalog that records how many requests are open at once (arrived, not yet answered) and can hold
 * answers. At most `maxInFlight` of the config are ever open (TMDB_MAX_IN_FLIGHT, 6, unless a
 * server sets its own); identical GETs share one request; a caller that gives up leaves its place.
 * Also the light card call against the catalog.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupLocalTmdb, tmdbGet as rawCatalog, tmdbTestUrl, until } from '@streamscout/testing';
import { TMDB_MAX_IN_FLIGHT, configureTmdb, getShowDetails, getShowSummary, getTmdbConfig, resetTmdbConfig, tmdbGet } from '../src';
import { createQueryClient, tmdbKeys, tmdbQueries } from '../src/query';

jest.setTimeout(30000);
setupLocalTmdb();

/** A counting proxy: `open` requests arrived and not yet answered, `maxOpen` the most at any time. */
interface CountingProxy {
  url: string;
  seen: string[];
  open: () => number;
  maxOpen: () => number;
  hold: () => void;
  release: () => void;
  close: () => Promise<void>;
  /**
   * Resolves once a request sent now has been answered by the proxy (`/__probe`: not counted, never
   * held): a request the client had sent before it has arrived by then, so one that has not is
   * still waiting in the client — an event to check against instead of a wait.
   */
  probe: () => Promise<void>;
}

async function startCountingProxy(upstream: string): Promise<CountingProxy> {
  const seen: string[] = [];
  let open = 0;
  let maxOpen = 0;
  let holding = false;
  let held: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    if (req.url === '/__probe') return void res.writeHead(204).end();
    seen.push(req.url ?? '/');
    open += 1;
    maxOpen = Math.max(maxOpen, open);
    let closed = false;
    const done = () => {
      if (closed) return;
      closed = true;
      open -= 1;
    };
    res.on('close', done);
    const forward = () => {
      if (res.destroyed) return;
      const up = http.request(`${upstream}${req.url}`, { headers: { accept: 'application/json' } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      up.on('error', () => res.destroy());
      up.end();
    };
    if (holding) held.push(forward);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    open: () => open,
    maxOpen: () => maxOpen,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      const go = held;
      held = [];
      go.forEach((f) => f());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    probe: async () => {
      await (await fetch(`${url}/__probe`)).arrayBuffer();
    },
  };
}

let proxy: CountingProxy;
let movieIds: number[];
let tvId: number;
beforeAll(async () => {
  const pages = await Promise.all([1, 2].map((p) => rawCatalog<{ results: Array<{ id: number }> }>(`/movie/popular?page=${p}`)));
  movieIds = pages.flatMap((p) => p.results.map((r) => r.id));
  tvId = (await rawCatalog<{ results: Array<{ id: number }> }>('/tv/popular')).results[0]!.id;
});
beforeEach(async () => {
  proxy = await startCountingProxy(tmdbTestUrl());
  configureTmdb({ baseUrl: `${proxy.url}/3`, timeoutMs: 10000 });
});
afterEach(async () => {
  proxy.release();
  await proxy.close();
  resetTmdbConfig();
  configureTmdb({ baseUrl: `${tmdbTestUrl()}/3`, imageBaseUrl: `${tmdbTestUrl()}/t/p` });
});

describe(`at most ${TMDB_MAX_IN_FLIGHT} requests in flight`, () => {
  it('30 different titles asked at once: the server never has more than 6 open, and all 30 arrive', async () => {
    expect(movieIds.length).toBeGreaterThanOrEqual(30);
    proxy.hold();
    const all = Promise.all(movieIds.slice(0, 30).map((id) => getShowSummary('movie', id)));
    // The first six reach the server while it answers nothing; the queue holds the other 24.
    await until(() => proxy.seen.length === TMDB_MAX_IN_FLIGHT);
    proxy.release();
    const results = await all;
    expect(results.map((r) => r?.id)).toEqual(movieIds.slice(0, 30));
    expect(proxy.seen).toHaveLength(30);
    expect(proxy.maxOpen()).toBe(TMDB_MAX_IN_FLIGHT);
  });

  it('a queued request whose caller aborts is never sent, and frees its place for the next', async () => {
    proxy.hold();
    const first = movieIds.slice(0, TMDB_MAX_IN_FLIGHT).map((id) => tmdbGet<{ id: number }>(`movie/${id}`));
    await until(() => proxy.seen.length === TMDB_MAX_IN_FLIGHT);
    const gone = new AbortController();
    const abandoned = tmdbGet(`movie/${movieIds[10]}`, {}, { signal: gone.signal });
    const wanted = tmdbGet<{ id: number }>(`movie/${movieIds[11]}`);
    gone.abort();
    await expect(abandoned).resolves.toBeNull();
    proxy.release();
    expect((await wanted)?.id).toBe(movieIds[11]);
    await Promise.all(first);
    expect(proxy.seen.some((u) => u.startsWith(`/3/movie/${movieIds[10]}?`))).toBe(false);
    expect(proxy.seen).toHaveLength(TMDB_MAX_IN_FLIGHT + 1);
  });

  it('a request on the wire whose only caller aborts is cancelled, and the queue moves on', async () => {
    proxy.hold();
    const controllers = movieIds.slice(0, TMDB_MAX_IN_FLIGHT).map(() => new AbortController());
    const sent = movieIds.slice(0, TMDB_MAX_IN_FLIGHT).map((id, i) => tmdbGet(`movie/${id}`, {}, { signal: controllers[i]!.signal }));
    await until(() => proxy.seen.length === TMDB_MAX_IN_FLIGHT);
    const next = tmdbGet<{ id: number }>(`movie/${movieIds[20]}`);
    controllers.forEach((c) => c.abort());
    expect(await Promise.all(sent)).toEqual(Array(TMDB_MAX_IN_FLIGHT).fill(null));
    // The freed places let the waiting request through (held like the others, then released).
    await until(() => proxy.seen.length === TMDB_MAX_IN_FLIGHT + 1);
    proxy.release();
    expect((await next)?.id).toBe(movieIds[20]);
  });
});

describe('maxInFlight: the limit is an option of the TMDB config', () => {
  it('defaults to 6 (a browser tab); a value that is not a positive integer is ignored', () => {
    resetTmdbConfig();
    expect(getTmdbConfig().maxInFlight).toBe(TMDB_MAX_IN_FLIGHT);
    expect(TMDB_MAX_IN_FLIGHT).toBe(6);
    for (const bad of [0, -3, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(configureTmdb({ maxInFlight: bad }).maxInFlight).toBe(6);
    expect(configureTmdb({ maxInFlight: 16 }).maxInFlight).toBe(16);
  });

  it('a server that sets 16: 20 different titles asked at once put 16 on the wire, then all 20 arrive', async () => {
    configureTmdb({ baseUrl: `${proxy.url}/3`, maxInFlight: 16 });
    proxy.hold();
    const all = Promise.all(movieIds.slice(0, 20).map((id) => tmdbGet<{ id: number }>(`movie/${id}`)));
    await until(() => proxy.seen.length === 16);
    // the other 4 wait for a slot while the 16 are held
    await proxy.probe();
    expect(proxy.seen).toHaveLength(16);
    proxy.release();
    expect((await all).map((b) => b?.id)).toEqual(movieIds.slice(0, 20));
    expect(proxy.maxOpen()).toBe(16);
  });

  it('a limit of 2: never more than 2 open; raising it lets the waiting requests go at once', async () => {
    configureTmdb({ baseUrl: `${proxy.url}/3`, maxInFlight: 2 });
    proxy.hold();
    const all = Promise.all(movieIds.slice(0, 8).map((id) => tmdbGet<{ id: number }>(`movie/${id}`)));
    await until(() => proxy.seen.length === 2);
    await proxy.probe();
    expect(proxy.seen).toHaveLength(2);
    // raised while 6 wait: once the two on the wire finish, the line fills the new limit (5 held open)
    configureTmdb({ maxInFlight: 5 });
    proxy.release();
    proxy.hold();
    await until(() => proxy.seen.length === 7 && proxy.open() === 5);
    await proxy.probe();
    expect(proxy.seen).toHaveLength(7);
    proxy.release();
    expect((await all).map((b) => b?.id)).toEqual(movieIds.slice(0, 8));
    expect(proxy.maxOpen()).toBe(5);
  });
});

describe('identical GETs in flight share one request', () => {
  it('five callers of one path: one request at the server, five answers, each its own object', async () => {
    proxy.hold();
    const calls = Array.from({ length: 5 }, () => tmdbGet<{ id: number; title: string }>(`movie/${movieIds[0]}`, { language: 'en-US' }));
    await until(() => proxy.seen.length === 1);
    proxy.release();
    const bodies = await Promise.all(calls);
    expect(bodies.map((b) => b?.id)).toEqual(Array(5).fill(movieIds[0]));
    expect(new Set(bodies).size).toBe(5);
    bodies[0]!.title = 'changed by one caller';
    expect(bodies[1]!.title).not.toBe('changed by one caller');
    expect(proxy.seen).toHaveLength(1);
  });

  it('one of two sharing callers aborts: the other still gets the answer from the same request', async () => {
    proxy.hold();
    const leaving = new AbortController();
    const a = getShowDetails('tv', tvId, { signal: leaving.signal });
    const b = getShowDetails('tv', tvId);
    await until(() => proxy.seen.length === 1);
    leaving.abort();
    await expect(a).resolves.toBeNull();
    proxy.release();
    expect((await b)?.id).toBe(tvId);
    expect(proxy.seen).toHaveLength(1);
  });

  it('different query parameters are different requests; a finished request is not reused', async () => {
    await tmdbGet(`movie/${movieIds[0]}`);
    await tmdbGet(`movie/${movieIds[0]}`);
    await tmdbGet(`movie/${movieIds[0]}`, { language: 'en-US' });
    expect(proxy.seen).toHaveLength(3);
  });
});

describe('the light card call', () => {
  it('movie/{id}?append_to_response=watch/providers: title, poster, rating, year and providers per region', async () => {
    const raw = await rawCatalog<{
      id: number;
      title: string;
      poster_path: string | null;
      vote_average: number;
      release_date: string;
      'watch/providers': { results: Record<string, Partial<Record<'flatrate' | 'free' | 'ads' | 'rent', Array<{ provider_id: number }>>>> };
    }>(`/movie/${movieIds[3]}?append_to_response=watch/providers`);
    const summary = await getShowSummary('movie', String(movieIds[3]));
    const url = new URL(proxy.seen[0]!, 'http://x');
    expect(url.pathname).toBe(`/3/movie/${movieIds[3]}`);
    expect(url.searchParams.get('append_to_response')).toBe('watch/providers');
    expect(summary).toMatchObject({
      id: raw.id,
      media_type: 'movie',
      title: raw.title,
      poster_path: raw.poster_path,
      vote_average: raw.vote_average,
      release_date: raw.release_date,
    });
    // per region the services that carry it without paying more: subscription, free, with ads (never rent)
    const expected = Object.fromEntries(
      Object.entries(raw['watch/providers'].results)
        .map(
          ([cc, r]) => [cc, [...new Set([...(r.flatrate ?? []), ...(r.free ?? []), ...(r.ads ?? [])].map((p) => p.provider_id))]] as const,
        )
        .filter(([, ids]) => ids.length > 0),
    );
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(summary!.services_by_region).toEqual(expected);
    expect(summary!.providers.map((p) => p.id)).toEqual((raw['watch/providers'].results.US?.flatrate ?? []).map((p) => p.provider_id));
    expect(summary).not.toHaveProperty('credits');
  });

  it('tv- entries use the TV call; an unknown id is null (an answer), a bad id costs no request', async () => {
    expect((await getShowSummary('tv', tvId))?.media_type).toBe('tv');
    expect(new URL(proxy.seen[0]!, 'http://x').pathname).toBe(`/3/tv/${tvId}`);
    await expect(getShowSummary('movie', 999999999, { throwOnFailure: true })).resolves.toBeNull();
    await expect(getShowSummary('movie', 'abc')).resolves.toBeNull();
    expect(proxy.seen).toHaveLength(2);
  });

  it('its query has its own key and stays cached for the session: a second fetch costs nothing', async () => {
    const client = createQueryClient();
    const first = await client.fetchQuery(tmdbQueries.summary('movie', movieIds[5]!));
    expect(tmdbQueries.summary('movie', String(movieIds[5])).queryKey).toEqual(tmdbKeys.summary('movie', movieIds[5]!));
    expect(tmdbKeys.summary('movie', 1)).not.toEqual(tmdbKeys.details('movie', 1));
    const again = await client.fetchQuery(tmdbQueries.summary('movie', movieIds[5]!));
    expect(again).toBe(first);
    expect(proxy.seen).toHaveLength(1);
    client.clear();
  });
});
