/**
 * The discover screens' route data against the screens themselves, on the real local catalog:
 * each screen's first render asks for exactly the queries its descriptor lists (for a signed-out
 * and an adult viewer: `include_adult` is part of the query; in the default region and in the
 * United Kingdom, whose platform rows read the region's providers; with "Only my services" on),
 * and after the host's prefetch of the descriptor a screen asks the catalog nothing more. Rows
 * below the fold stay out of both (nothing scrolls here: jsdom has no layout, and the observers
 * are held).
 */
import { paths, PATTERNS } from '@streamscout/routes';
import {
  firstRenderQueries,
  makeProfile,
  prefetchThenRender,
  setMediaQueries,
  setupLocalTmdb,
  type RouteDataCase,
  controlIntersections,
} from '@streamscout/testing';
import { resetSessionForTests } from '@streamscout/session/testing';
import { routeData } from './routeData';
import { EAGER_ROWS } from './api/rows';
import Discover from './screens/Discover';
import DiscoverRow from './screens/DiscoverRow';

// each case renders a screen on the real catalog; the region and services cases add several per test
jest.setTimeout(180000);
setupLocalTmdb();
controlIntersections();
afterEach(() => resetSessionForTests());
// carousels' autoplay ticks would only add act() noise here
let restoreMedia = () => {};
beforeAll(() => {
  restoreMedia = setMediaQueries((query) => query.includes('prefers-reduced-motion'));
});
afterAll(() => restoreMedia());

const DISCOVER: RouteDataCase = { ui: <Discover />, path: paths.discover.overview(), route: PATTERNS.discover, profile: null };
const ROW: RouteDataCase = { ui: <DiscoverRow />, path: paths.discover.row('netflix'), route: PATTERNS.discoverRow, profile: null };

describe('discover route data', () => {
  it('the first render of /discover and /discover/:genre asks for exactly the queries their descriptors list, for any viewer', async () => {
    const adult = makeProfile({ adult: true });
    for (const [describe, c, count] of [
      [routeData.Discover!, DISCOVER, EAGER_ROWS],
      [routeData.DiscoverRow!, ROW, 1],
      [routeData.Discover!, { ...DISCOVER, profile: adult }, EAGER_ROWS],
      [routeData.DiscoverRow!, { ...ROW, profile: adult }, 1],
    ] as const) {
      const { asked, listed } = await firstRenderQueries(describe, c);
      expect({ path: c.path, adult: c.profile?.adult, asked }).toEqual({ path: c.path, adult: c.profile?.adult, asked: listed });
      expect(listed).toHaveLength(count);
    }
  });

  it('a row name that is not one of the nine lists nothing and the screen (page not found) asks for nothing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await firstRenderQueries(routeData.DiscoverRow!, { ...ROW, path: '/discover/nope' })).toEqual({ asked: [], listed: [] });
      expect(error).toHaveBeenCalledWith('Not Found');
    } finally {
      error.mockRestore();
    }
  });

  // a row is two calls (discover/movie and discover/tv, merged)
  it('outside the default region and with "Only my services" on, the first render asks for exactly what the descriptors list', async () => {
    const mine = makeProfile({ services: [8, 337] });
    for (const [describe, c, count] of [
      // the region's providers (the platform rows' titles and stand-ins), then the eager rows
      [routeData.Discover!, { ...DISCOVER, region: 'GB' }, EAGER_ROWS + 1],
      [routeData.DiscoverRow!, { ...ROW, region: 'GB' }, 2],
      [routeData.DiscoverRow!, { ...ROW, path: paths.discover.row('hulu'), region: 'GB', profile: makeProfile({ adult: true }) }, 2],
      // a row that is no platform row needs no providers in any region
      [routeData.DiscoverRow!, { ...ROW, path: paths.discover.row('best'), region: 'GB' }, 1],
      // "Only my services": every row narrowed to the profile's services (a key of its own)
      [routeData.Discover!, { ...DISCOVER, profile: mine, onlyMyServices: true }, EAGER_ROWS],
      [routeData.DiscoverRow!, { ...ROW, profile: mine, onlyMyServices: true }, 1],
      [routeData.DiscoverRow!, { ...ROW, profile: mine, onlyMyServices: true, region: 'GB' }, 2],
    ] as const) {
      const { asked, listed } = await firstRenderQueries(describe, c);
      const who = { path: c.path, region: c.region, services: c.onlyMyServices === true };
      expect({ ...who, asked }).toEqual({ ...who, asked: listed });
      expect(listed).toHaveLength(count);
    }
  });

  it('after the host\'s prefetch the screen makes no request of its own, in the United Kingdom and with "Only my services" on', async () => {
    const mine = makeProfile({ services: [8, 337] });
    // the region's providers (one request, shared with the row's own read of them), then movies and TV
    expect(await prefetchThenRender(routeData, { ...ROW, region: 'GB' })).toEqual({ started: 2, duringPrefetch: 3, afterPrefetch: 0 });
    expect(await prefetchThenRender(routeData, { ...DISCOVER, region: 'GB' })).toEqual({
      started: EAGER_ROWS + 1,
      duringPrefetch: 2 * EAGER_ROWS + 1,
      afterPrefetch: 0,
    });
    expect(await prefetchThenRender(routeData, { ...ROW, profile: mine, onlyMyServices: true })).toEqual({
      started: 1,
      duringPrefetch: 2,
      afterPrefetch: 0,
    });
    expect(await prefetchThenRender(routeData, { ...ROW, profile: mine, onlyMyServices: true, region: 'GB' })).toEqual({
      started: 2,
      duringPrefetch: 3,
      afterPrefetch: 0,
    });
  });

  it("after the host's prefetch the screen makes no request of its own, for a signed-out and an adult viewer", async () => {
    const adult = makeProfile({ adult: true });
    expect(await prefetchThenRender(routeData, DISCOVER)).toEqual({
      started: EAGER_ROWS,
      duringPrefetch: 2 * EAGER_ROWS,
      afterPrefetch: 0,
    });
    expect(await prefetchThenRender(routeData, ROW)).toEqual({ started: 1, duringPrefetch: 2, afterPrefetch: 0 });
    expect(await prefetchThenRender(routeData, { ...DISCOVER, profile: adult })).toEqual({
      started: EAGER_ROWS,
      duringPrefetch: 2 * EAGER_ROWS,
      afterPrefetch: 0,
    });
  });
});
