/**
 * The details screens' route data against the screens themselves, on the real local catalog:
 * each screen's first render asks for exactly the queries its descriptor lists (a screen that
 * changed its query without its descriptor fails here) — in the default region and in the United
 * Kingdom (where-to-watch reads every region from the one details call), signed out and signed in
 * with "Only my services" on — and after the host's prefetch of the descriptor a screen asks the
 * catalog nothing more.
 */
import { paths, PATTERNS } from '@streamscout/routes';
import {
  findPerson,
  findTitle,
  firstRenderQueries,
  makeProfile,
  prefetchThenRender,
  setupLocalTmdb,
  tmdbGet,
  type RouteDataCase,
} from '@streamscout/testing';
import { resetSessionForTests } from '@streamscout/session/testing';
import { routeData } from './routeData';
import Actor from './screens/Actor';
import Season from './screens/Season';
import Seasons from './screens/Seasons';
import ShowDetails from './screens/ShowDetails';

jest.setTimeout(60000);
setupLocalTmdb();
afterEach(() => resetSessionForTests());

/** Queries each screen's descriptor lists: the season screens add where the season(s) stream. */
const QUERIES: Record<keyof typeof routeData, number> = { ShowDetails: 1, Seasons: 2, Season: 2, Actor: 1 };

/** TMDB requests a prefetch of `path` makes: one per query, and on the seasons page one per season's `watch/providers`. */
async function requestsOf(path: string): Promise<number> {
  const m = /^\/details\/tv\/(\d+)\/seasons$/.exec(path);
  if (!m) return /\/seasons\/\d+$/.test(path) ? 2 : 1;
  return 1 + ((await tmdbGet<{ seasons?: unknown[] }>(`/tv/${m[1]}`)).seasons ?? []).length;
}

/** One case per details route, on ids the catalog has. */
async function cases(): Promise<[keyof typeof routeData, RouteDataCase][]> {
  const movie = await findTitle('movie', () => true);
  const tv = await findTitle('tv', (d) => (d.seasons ?? []).some((s) => s.season_number === 1));
  const person = await findPerson(() => true);
  return [
    ['ShowDetails', { ui: <ShowDetails />, path: paths.details.movie(movie.id), route: PATTERNS.movie, profile: null }],
    ['ShowDetails', { ui: <ShowDetails />, path: paths.details.tv(tv.id), route: PATTERNS.tv, profile: null }],
    ['Seasons', { ui: <Seasons />, path: paths.details.seasons(tv.id), route: PATTERNS.seasons, profile: null }],
    ['Season', { ui: <Season />, path: paths.details.season(tv.id, 1), route: PATTERNS.season, profile: null }],
    ['Actor', { ui: <Actor />, path: paths.details.actor(person.id), route: PATTERNS.actor, profile: null }],
  ];
}

describe('details route data', () => {
  it("each screen's first render asks for exactly the queries its descriptor lists (one each; the season screens also where they stream)", async () => {
    for (const [screen, c] of await cases()) {
      const { asked, listed } = await firstRenderQueries(routeData[screen]!, c);
      expect({ path: c.path, asked }).toEqual({ path: c.path, asked: listed });
      expect(listed).toHaveLength(QUERIES[screen]);
    }
  });

  it('in the United Kingdom and with "Only my services" on, each first render still asks for exactly its listed queries', async () => {
    const mine = makeProfile({ services: [8, 337] });
    for (const [screen, c] of await cases()) {
      // signed out in the United Kingdom; signed in there with "Only my services" on
      for (const viewer of [{ region: 'GB' }, { profile: mine, onlyMyServices: true, region: 'GB' }]) {
        const { asked, listed } = await firstRenderQueries(routeData[screen]!, { ...c, ...viewer });
        expect({ path: c.path, ...viewer, asked }).toEqual({ path: c.path, ...viewer, asked: listed });
        expect(listed).toHaveLength(QUERIES[screen]);
      }
    }
  }, 240000);

  it('a malformed id (1.5, 01, 1e3) lists nothing and the screen asks for nothing', async () => {
    const malformed: [keyof typeof routeData, RouteDataCase][] = [
      ['ShowDetails', { ui: <ShowDetails />, path: '/details/movie/1.5', route: PATTERNS.movie, profile: null }],
      ['Seasons', { ui: <Seasons />, path: '/details/tv/01/seasons', route: PATTERNS.seasons, profile: null }],
      ['Season', { ui: <Season />, path: '/details/tv/1399/seasons/1e3', route: PATTERNS.season, profile: null }],
      ['Actor', { ui: <Actor />, path: '/details/actor/%201', route: PATTERNS.actor, profile: null }],
    ];
    for (const [screen, c] of malformed) {
      expect(await firstRenderQueries(routeData[screen]!, c)).toEqual({ asked: [], listed: [] });
    }
  });

  it("after the host's prefetch of a details route the screen makes no request of its own, in the default region and the United Kingdom", async () => {
    for (const [screen, c] of await cases()) {
      for (const region of [undefined, 'GB']) {
        expect({ path: c.path, region, ...(await prefetchThenRender(routeData, { ...c, region })) }).toEqual({
          path: c.path,
          region,
          started: QUERIES[screen],
          duringPrefetch: await requestsOf(c.path),
          afterPrefetch: 0,
        });
      }
    }
    const mine = makeProfile({ services: [8, 337] });
    const [, show] = (await cases())[0];
    expect(await prefetchThenRender(routeData, { ...show, profile: mine, onlyMyServices: true, region: 'GB' })).toEqual({
      started: 1,
      duringPrefetch: 1,
      afterPrefetch: 0,
    });
  }, 240000);
});
