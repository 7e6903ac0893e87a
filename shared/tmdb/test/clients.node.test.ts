/**
 * Client instances (`createTmdbClient`, architecture §9): each has its own settings and its own
 * limit of requests in flight, whatever the default client or another instance does — what lets
 * the server renderer (1 s, 16 in flight), the calendar and feeds (5 s) and the job runner share a
 * process. Against the local catalog behind a gate (a real HTTP server that can hold answers), so
 * "on the wire" is counted where the requests arrive.
 */
import { startTmdbGate, tmdbGet as rawCatalog, until, type TmdbGate } from '@streamscout/testing';
import { configureTmdb, createTmdbClient, getShowDetails, resetTmdbConfig, TmdbRequestError } from '../src';
import { bindTmdbClient, createQueryClient, tmdbQueries } from '../src/query';

jest.setTimeout(30000);

let gate: TmdbGate;
let ids: number[] = [];
beforeAll(async () => {
  ids = (await rawCatalog<{ results: Array<{ id: number }> }>('/movie/popular')).results.map((r) => r.id);
});
beforeEach(async () => {
  gate = await startTmdbGate();
});
afterEach(async () => {
  gate.release();
  await gate.close();
  resetTmdbConfig();
});

describe('a client instance', () => {
  it("starts from the defaults with its own settings, and the default client's configuration never changes it", () => {
    const client = createTmdbClient({ baseUrl: 'http://tmdb.test/3/', timeoutMs: 1500, maxInFlight: 16, apiKey: 'k' });
    expect(client.config()).toEqual({
      baseUrl: 'http://tmdb.test/3',
      imageBaseUrl: 'http://localhost:3010/t/p',
      apiKey: 'k',
      timeoutMs: 1500,
      maxInFlight: 16,
    });
    configureTmdb({ baseUrl: 'http://other.test/3', timeoutMs: 1000, maxInFlight: 2 });
    expect(client.config()).toMatchObject({ baseUrl: 'http://tmdb.test/3', timeoutMs: 1500, maxInFlight: 16 });
    // the same rule as configureTmdb: a bad limit or timeout is ignored
    expect(createTmdbClient({ timeoutMs: -1, maxInFlight: 2.5 }).config()).toMatchObject({ timeoutMs: 5000, maxInFlight: 6 });
  });

  it('keeps its own limit in flight: two clients of 2 put 4 requests on the wire, 2 each', async () => {
    const a = createTmdbClient({ baseUrl: `${gate.url}/3`, maxInFlight: 2 });
    const b = createTmdbClient({ baseUrl: `${gate.url}/3`, maxInFlight: 2 });
    gate.hold();
    const asked = [
      ...ids.slice(0, 3).map((id) => a.get<{ id: number }>(`movie/${id}`)),
      ...ids.slice(3, 6).map((id) => b.get<{ id: number }>(`movie/${id}`)),
    ];
    // one limit for both would stop at 2 arrivals; each client's own lets 2 of each through
    await until(() => gate.seen.length === 4);
    expect([a.inFlight(), b.inFlight()]).toEqual([2, 2]);
    const movies = (path: string) => Number(/\/movie\/(\d+)/.exec(path)?.[1]);
    expect(gate.seen.map(movies).sort()).toEqual([...ids.slice(0, 2), ...ids.slice(3, 5)].sort());
    gate.release();
    expect((await Promise.all(asked)).map((m) => m?.id)).toEqual(ids.slice(0, 6));
  });

  it('keeps its own timeout: a held answer fails the 1 s client and reaches the 5 s one', async () => {
    const renderer = createTmdbClient({ baseUrl: `${gate.url}/3`, timeoutMs: 1000 });
    const calendar = createTmdbClient({ baseUrl: `${gate.url}/3`, timeoutMs: 5000 });
    gate.hold();
    const slow = calendar.get<{ id: number }>(`movie/${ids[0]}`, {}, { throwOnFailure: true });
    // waits for the 1 s client's own timeout (about a second), then lets the held answers go
    await expect(renderer.get(`movie/${ids[0]}`, { language: 'en-US' }, { throwOnFailure: true })).rejects.toMatchObject({
      failure: 'timeout',
    });
    gate.release();
    expect((await slow)?.id).toBe(ids[0]);
  });

  it("is what an API call's `client` option and a bound QueryClient's queries send with", async () => {
    const client = createTmdbClient({ baseUrl: `${gate.url}/3` });
    // the default client points nowhere: only the instance can answer
    configureTmdb({ baseUrl: 'http://127.0.0.1:9/3', timeoutMs: 1000 });
    expect((await getShowDetails('movie', ids[0]!, { client }))?.id).toBe(ids[0]);
    const query = bindTmdbClient(createQueryClient(), client);
    expect((await query.fetchQuery(tmdbQueries.details('movie', ids[1]!)))?.id).toBe(ids[1]);
    await expect(createQueryClient().fetchQuery({ ...tmdbQueries.details('movie', ids[2]!), retry: false })).rejects.toBeInstanceOf(
      TmdbRequestError,
    );
    expect(gate.seen.filter((p) => p.startsWith('/3/movie/'))).toHaveLength(2);
  });
});
