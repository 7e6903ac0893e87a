/**
 * The route data of the discover screens: the TMDB queries each screen's first render asks for,
 * declared once. Exposed as `./routeData` for the host's prefetch (and a server renderer); the
 * screens' hooks build their options with the same function (`./api/rows`).
 */
import type { ScreenName } from '@streamscout/routes';
import { DISCOVER_ROWS, isDiscoverRow } from '@streamscout/tmdb';
import type { RouteDataDescriptor } from '@streamscout/tmdb/query';
import { EAGER_ROWS, rowsRouteQueries } from './api/rows';

/** One descriptor per screen of this remote. */
export const routeData: Partial<Record<ScreenName<'discover'>, RouteDataDescriptor>> = {
  /**
   * `/discover`: the first {@link EAGER_ROWS} rows (the hero shares the first); the rest wait for
   * a scroll. Outside the default region, first the region's providers: the platform rows' titles
   * name the service standing in for one the region lacks.
   */
  Discover: (ctx) =>
    rowsRouteQueries(
      DISCOVER_ROWS.map((r) => r.key),
      EAGER_ROWS,
      ctx,
    ),
  /**
   * `/discover/:genre`: that row (with the viewer's region and "Only my services" filter), after
   * the region's providers for a platform row outside the default region; nothing for a name that
   * is not one of the nine (page not found).
   */
  DiscoverRow: (ctx) => {
    const row = ctx.params.genre;
    return isDiscoverRow(row) ? rowsRouteQueries([row], 1, ctx) : [];
  },
};
