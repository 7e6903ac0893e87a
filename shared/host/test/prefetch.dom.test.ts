/**
 * Render-as-you-fetch (issue 12): the host starts a route's TMDB requests with the same query
 * options its screen uses, so the screen adopts them — one request per query, against the real
 * local catalog.
 */
import { createQueryClient, tmdbKeys, tmdbQueries } from '@streamscout/tmdb/query';
import { recordTmdbRequests, setupLocalTmdb, tmdbGet } from '@streamscout/testing';
import { prefetchRoute } from '../src/prefetch';

setupLocalTmdb();

const clients: ReturnType<typeof createQueryClient>[] = [];
/** A fresh QueryClient, cleared after the test (its requests settled, no timers left). */
function newClient() {
  const client = createQueryClient();
  clients.push(client);
  return client;
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  for (const c of clients.splice(0)) {
    await Promise.all(c.getQueryCache().getAll().map((q) => q.promise?.catch(() => {})));
    c.clear();
  }
});

describe('prefetchRoute', () => {
  it("starts the details screen's one request, which the screen's query then adopts", async () => {
    const { results } = await tmdbGet<{ results: { id: number }[] }>('/trending/movie/week');
    const id = results[0].id;
    const client = newClient();
    const rec = recordTmdbRequests();
    try {
      expect(prefetchRoute(`/details/movie/${id}`, '', client)).toBe(1);
      const detail = await client.fetchQuery(tmdbQueries.details('movie', id));
      expect(detail?.id).toBe(id);
      expect(rec.urls.filter((u) => u.includes(`/movie/${id}`))).toHaveLength(1);
    } finally {
      rec.stop();
    }
  });

  it('prefetches both home rows, the first discover rows and a row page when signed out', async () => {
    const client = newClient();
    expect(prefetchRoute('/', '', client)).toBe(2);
    expect(prefetchRoute('/discover', '', client)).toBe(2);
    expect(prefetchRoute('/discover/netflix', '', client)).toBe(1);
    expect(prefetchRoute('/search', '?q=star', client)).toBe(1);
    await client.fetchQuery(tmdbQueries.homeTrending());
    expect(client.getQueryData(tmdbKeys.homeTrending())).toEqual(expect.any(Array));
  });

  it('leaves profile-dependent data (discover) to the screen when a session is stored, and skips pages without TMDB data', () => {
    const client = newClient();
    localStorage.setItem('sb-localhost-auth-token', '{}');
    expect(prefetchRoute('/discover', '', client)).toBe(0);
    // Search is the same for everyone (never adult titles, spec §5): prefetched signed in too.
    expect(prefetchRoute('/search', '?q=star', client)).toBe(1);
    expect(prefetchRoute('/', '', client)).toBe(2);
    expect(prefetchRoute('/dashboard/queue', '', client)).toBe(0);
    expect(prefetchRoute('/discover/nope', '', client)).toBe(0);
    expect(prefetchRoute('/details/movie/abc', '', client)).toBe(0);
    expect(prefetchRoute('/no/such/page', '', client)).toBe(0);
  });
});
