/**
 * The route data of the dashboard's public screens (spec §17): what the first render of a public
 * list page asks for, declared once. Exposed as `./routeData` for the host's prefetch and the
 * server renderer; the screens build their queries with the same functions (`./api/publicLists`).
 * The dashboard's own screens are guarded and need the session: they have none.
 */
import type { ScreenName } from '@streamscout/routes';
import { routeQuery, type RouteDataDescriptor } from '@streamscout/tmdb/query';
import { publicListQueries } from '@streamscout/widgets';
import { firstCardQueries, sectionCardQueries, serviceNameQueries } from './api/publicLists';

/** One descriptor per public screen of this remote. */
export const routeData: Partial<Record<ScreenName<'dashboard'>, RouteDataDescriptor>> = {
  /**
   * `/u/:username/:list`: the list (which the server has read already and hands over), then its
   * first cards' data; and the names of the visitor's region's services.
   */
  PublicList: (ctx) => {
    const { username, list } = ctx.params;
    if (!username || !list) return [];
    return [
      routeQuery(publicListQueries.list(username, list), (answer) => firstCardQueries(answer, ctx)),
      ...serviceNameQueries(ctx.region),
    ];
  },
  /**
   * `/u/:username`: the user's public lists (read by the server already), then the newest cards of
   * each (a section per list, as on the dashboard); and the names of the visitor's region's services.
   */
  PublicProfile: (ctx) => {
    const { username } = ctx.params;
    if (!username) return [];
    return [routeQuery(publicListQueries.lists(username), sectionCardQueries), ...serviceNameQueries(ctx.region)];
  },
};
