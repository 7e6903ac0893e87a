/**
 * The route data of the discover screens: the TMDB queries each screen's first render asks for,
 * declared once. Exposed as `./routeData` for the host's prefetch (and a server renderer); the
 * screens' hooks build their options with the same function (`./api/rows`).
 */
import type { ScreenName } from '@streamscout/routes';
import { DISCOVER_ROWS, isDiscoverRow } from '@streamscout/tmdb';
import { routeQuery, type RouteDataDescriptor } from '@streamscout/tmdb/query';
import { discoverRowQuery, EAGER_ROWS } from './api/rows';

/** One descriptor per screen of this remote. */
export const routeData: Partial<Record<ScreenName<'discover'>, RouteDataDescriptor>> = {
  /** `/discover`: the first {@link EAGER_ROWS} rows (the hero shares the first); the rest wait for a scroll. */
  Discover: (ctx) => DISCOVER_ROWS.slice(0, EAGER_ROWS).map((r) => routeQuery(discoverRowQuery(r.key, ctx))),
  /** `/discover/:genre`: that row; nothing for a name that is not one of the nine (page not found). */
  DiscoverRow: (ctx) => {
    const row = ctx.params.genre;
    return isDiscoverRow(row) ? [routeQuery(discoverRowQuery(row, ctx))] : [];
  },
};
