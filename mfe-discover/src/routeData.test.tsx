/**
 * The discover screens' route data against the screens themselves, on the real local catalog:
 * each screen's first render asks for exactly the queries its descriptor lists (for a signed-out
 * and an adult viewer: `include_adult` is part of the query), and after the host's prefetch of
 * the descriptor a screen asks the catalog nothing more. Rows below the fold stay out of both
 * (nothing scrolls here: jsdom has no layout, and the observers are held).
 */
import { paths, PATTERNS } from '@streamscout/routes';
import {
  firstRenderQueries,
  makeProfile,
  prefetchThenRender,
  setMediaQueries,
  setupLocalTmdb,
  type RouteDataCase,
} from '@streamscout/testing';
import { resetSessionForTests } from '@streamscout/session/testing';
import { routeData } from './routeData';
import { EAGER_ROWS } from './api/rows';
import Discover from './screens/Discover';
import DiscoverRow from './screens/DiscoverRow';
import { controlIntersections } from './test/intersection';

jest.setTimeout(60000);
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
