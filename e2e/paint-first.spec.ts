/**
 * Architecture §7 "Paint first": on every public page the server's HTML is painted before any script of
 * ours runs, whatever the CPU. Each page is loaded at 390 px on a 6× slowed CPU with a Chromium trace
 * recording, and the trace says in which order things happened: the first contentful paint, then the
 * first evaluation of a script of the shell or a remote (`paintFigures` of the bench reads it). The same
 * check runs on every Lighthouse run of `npm run bench` (part 10), quiet and busy.
 */
import { expect, test } from '@playwright/test';
import { paintFigures } from '../scripts/bench/paint.mjs';
import { PORTS, TMDB, hydrated } from './helpers';

/** Our scripts' origins: the shell's and each remote's. */
const OURS = [PORTS.shell, PORTS.search, PORTS.details, PORTS.discover, PORTS.dashboard].map((p) => `http://localhost:${p}`);

test('every public page paints before any script of ours runs, on a 6× slowed CPU', async ({ browser, request }) => {
  test.slow(); // nine pages on a slowed CPU, each traced
  const get = async <T>(path: string) => (await (await request.get(`${TMDB}${path}`)).json()) as T;
  const movie = (await get<{ results: { id: number }[] }>('/trending/movie/week')).results[0].id;
  const tv = (await get<{ results: { id: number }[] }>('/tv/popular')).results.find(Boolean)!.id;
  const seasons = (await get<{ seasons?: { season_number: number }[] }>(`/tv/${tv}`)).seasons ?? [];
  const actor = (await get<{ credits?: { cast?: { id: number }[] } }>(`/movie/${movie}?append_to_response=credits`)).credits?.cast?.[0]?.id;
  const paths = [
    '/',
    '/search?q=star',
    '/discover',
    '/discover/netflix',
    `/details/movie/${movie}`,
    `/details/tv/${tv}`,
    `/details/tv/${tv}/seasons`,
    ...(seasons.length ? [`/details/tv/${tv}/seasons/${seasons[seasons.length - 1].season_number}`] : []),
    ...(actor ? [`/details/actor/${actor}`] : []),
  ];
  expect(paths.length).toBe(9);

  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'loading', 'blink.user_timing'] });
    await page.goto(path);
    await hydrated(page);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: { name: string; ts: number }[] };
    const figures = paintFigures(trace.traceEvents, OURS);
    expect(figures.fcpMs, `${path}: a first contentful paint`).not.toBeNull();
    expect(figures.firstOwnScript, `${path}: our scripts ran (the page hydrated)`).toMatch(/\/main\.[0-9a-f]{8}\.js$/);
    expect(figures.paintFirst, `${path}: painted (${figures.fcpMs} ms) before our first script ran (${figures.firstOwnEvalMs} ms)`).toBe(
      true,
    );
    expect(figures.jsBeforePaintUrls, `${path}: no script arrived before the paint`).toEqual([]);
    await context.close();
  }
});
