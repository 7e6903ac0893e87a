/**
 * The search screens' route data against the screens themselves, on the real local catalog:
 * each screen's first render asks for exactly the queries its descriptor lists (for any viewer:
 * signed out or in, in the default region or the United Kingdom, with "Only my services" on or
 * off — home and search are the same for everyone), and after the host's prefetch of the
 * descriptor a screen asks the catalog nothing more.
 */
import { paths, PATTERNS } from '@streamscout/routes';
import { firstRenderQueries, makeProfile, prefetchThenRender, setupLocalTmdb, type RouteDataCase } from '@streamscout/testing';
import { resetSessionForTests } from '@streamscout/session/testing';
import { routeData } from './routeData';
import Home from './screens/Home';
import Search from './screens/Search';

jest.setTimeout(60000);
setupLocalTmdb();
afterEach(() => resetSessionForTests());

const HOME: RouteDataCase = { ui: <Home />, path: paths.home(), route: PATTERNS.home, profile: null };
const SEARCH: RouteDataCase = { ui: <Search />, path: paths.search('  star '), route: PATTERNS.search, profile: null };

describe('search route data', () => {
  it('the first render of / and /search?q= asks for exactly the queries their descriptors list, signed in or not', async () => {
    const adult = makeProfile({ adult: true });
    for (const [describe, c, count] of [
      [routeData.Home!, HOME, 2],
      [routeData.Search!, SEARCH, 1],
      [routeData.Home!, { ...HOME, profile: adult }, 2],
      [routeData.Search!, { ...SEARCH, profile: adult }, 1],
    ] as const) {
      const { asked, listed } = await firstRenderQueries(describe, c);
      expect({ path: c.path, asked }).toEqual({ path: c.path, asked: listed });
      expect(listed).toHaveLength(count);
    }
  });

  it('in the United Kingdom and with "Only my services" on, the first render asks for the same listed queries', async () => {
    const mine = makeProfile({ services: [8, 337] });
    for (const [describe, c, count] of [
      [routeData.Home!, HOME, 2],
      [routeData.Search!, SEARCH, 1],
    ] as const) {
      for (const viewer of [
        { region: 'GB' },
        { profile: mine, onlyMyServices: true },
        { profile: mine, onlyMyServices: true, region: 'GB' },
      ]) {
        const { asked, listed } = await firstRenderQueries(describe, { ...c, ...viewer });
        expect({ path: c.path, ...viewer, asked }).toEqual({ path: c.path, ...viewer, asked: listed });
        expect(listed).toHaveLength(count);
      }
    }
  });

  it('a blank query lists nothing and the screen (400 Bad Request) asks for nothing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await firstRenderQueries(routeData.Search!, { ...SEARCH, path: '/search?q=%20%20' })).toEqual({ asked: [], listed: [] });
    } finally {
      error.mockRestore();
    }
  });

  it("after the host's prefetch of / or /search?q= the screen makes no request of its own", async () => {
    // 'Trending Shows' is two calls (trending movies and popular TV), 'In Theaters' one
    expect(await prefetchThenRender(routeData, HOME)).toEqual({ started: 2, duringPrefetch: 3, afterPrefetch: 0 });
    expect(await prefetchThenRender(routeData, SEARCH)).toEqual({ started: 1, duringPrefetch: 1, afterPrefetch: 0 });
    const mine = makeProfile({ services: [8, 337] });
    expect(await prefetchThenRender(routeData, { ...HOME, region: 'GB' })).toEqual({ started: 2, duringPrefetch: 3, afterPrefetch: 0 });
    expect(await prefetchThenRender(routeData, { ...SEARCH, profile: mine, onlyMyServices: true, region: 'GB' })).toEqual({
      started: 1,
      duringPrefetch: 1,
      afterPrefetch: 0,
    });
  });
});
