/**
 * The server renderer and the calendar share one process and nothing of TMDB's settings
 * (architecture §9, §5c): each has its own client (the renderer 1 s and 16 in flight, the calendar
 * 5 s). Before, the renderer configured the process-wide client on its first render, and a calendar
 * whose TMDB answer took 1.5 s answered 503 after 1 s. Real parts: the app server with the feeds
 * over HTTP, the local catalog behind a gate that can hold answers, and the real renderer — its
 * remote is the test's own, through the renderer's federation seam (a screen that shows the title
 * and the route data the details remote declares), since a built remote is not there in jest.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouteDataContext } from '@streamscout/host/route-data';
import { createAppServer } from '@streamscout/server';
import type { RuntimeConfig } from '@streamscout/host/runtime';
import { createTmdbClient } from '@streamscout/tmdb';
import { routeQuery, tmdbQueries, type RouteDataDescriptor } from '@streamscout/tmdb/query';
import { ANON_KEY, backendUrl, startTmdbGate, tmdbGet as rawCatalog, until, type TmdbGate } from '@streamscout/testing';
import { createRenderer, SERVER_TMDB_TIMEOUT_MS } from './render';
import type { FederationRuntime } from './remotes';

jest.setTimeout(60000);

/** The details route's screen as the test's remote serves it: the title from the route's query. */
function Title() {
  const { params } = useRouteDataContext();
  const { data } = useQuery(tmdbQueries.details('movie', Number(params.id)));
  return createElement('h1', null, data?.title ?? 'no title');
}
const routeData: Record<string, RouteDataDescriptor> = {
  ShowDetails: ({ params }) => [routeQuery(tmdbQueries.details('movie', Number(params.id)))],
};
/** The renderer's federation seam: every remote's `ShowDetails` is {@link Title}, its route data {@link routeData}. */
const federation = {
  registerRemotes: () => undefined,
  loadRemote: async (id: string) => (id.endsWith('/routeData') ? { routeData } : { default: Title }),
} as unknown as FederationRuntime;

let gate: TmdbGate;
let app: Awaited<ReturnType<typeof createAppServer>>;
let base = '';
let dir = '';
let movieId = 0;
let showId = 0;

beforeAll(async () => {
  movieId = (await rawCatalog<{ results: Array<{ id: number }> }>('/movie/popular')).results[0]!.id;
  showId = (await rawCatalog<{ results: Array<{ id: number }> }>('/tv/popular')).results[0]!.id;
  gate = await startTmdbGate();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-feeds-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>',
  );
  const tmdb = { baseUrl: `${gate.url}/3`, imageBaseUrl: `${gate.url}/t/p` };
  const config: RuntimeConfig = {
    tmdb,
    remotes: { search: 'http://r.test/s/', details: 'http://r.test/d/', discover: 'http://r.test/v/', dashboard: 'http://r.test/b/' },
    supabase: { url: backendUrl(), anonKey: ANON_KEY },
    shellUrl: 'http://streamscout.test',
  };
  app = await createAppServer({
    dir,
    app: 'shell',
    logger: false,
    config,
    shell: { ssr: createRenderer({ federation }), tmdbCacheTtlMs: 0 },
    feeds: { supabaseUrl: backendUrl(), supabaseAnonKey: ANON_KEY, origin: 'http://streamscout.test', tmdb, cacheBytes: 0 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  gate?.release();
  await gate?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('after a page render, a calendar whose TMDB answer outlasts the renderer’s timeout still answers 200', async () => {
  const page = await fetch(`${base}/details/movie/${movieId}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('window.__STREAMSCOUT_SSR__='); // rendered on the server: its client was made
  const { title } = await rawCatalog<{ title: string }>(`/movie/${movieId}`);
  expect(html).toContain(`<h1>${title}</h1>`);
  expect(gate.seen.some((p) => p.startsWith(`/3/movie/${movieId}?`))).toBe(true);

  gate.hold();
  const calendar = fetch(`${base}/api/calendar?region=US&tv=${showId}&from=2026-12-01&to=2026-12-31`);
  await until(() => gate.seen.some((p) => p.startsWith(`/3/tv/${showId}?`)));
  // a client with the renderer's timeout asking the same gate gives up first: the calendar's answer
  // is now later than the renderer would have waited (about a second, the renderer's timeout)
  const probe = createTmdbClient({ baseUrl: `${gate.url}/3`, timeoutMs: SERVER_TMDB_TIMEOUT_MS });
  await expect(probe.get(`tv/${showId}`, {}, { throwOnFailure: true })).rejects.toMatchObject({ failure: 'timeout' });
  gate.release();
  const res = await calendar;
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ region: 'US', from: '2026-12-01', to: '2026-12-31' });
});
