/**
 * The route data of the details screens: the TMDB queries each screen's first render asks for,
 * declared once. Exposed as `./routeData` for the host's prefetch (and a server renderer); the
 * screens' hooks build their options with the same functions (`./api/details`).
 */
import type { ScreenName } from '@streamscout/routes';
import { routeQuery, type RouteDataDescriptor } from '@streamscout/tmdb/query';
import { actorId, seasonAddress, showAddress, tvShowAddress } from './api/address';
import { personQuery, seasonQuery, seasonsWatchQuery, seasonWatchQuery, showDetailsQuery } from './api/details';

/** One descriptor per details screen; `[]` for a malformed id (the "no details" text, no request). */
export const routeData: Partial<Record<ScreenName<'details'>, RouteDataDescriptor>> = {
  /** `/details/{movie|tv}/:id`: the one detail call (the whole page). */
  ShowDetails: ({ params, language }) => {
    const show = showAddress(params);
    return show ? [routeQuery(showDetailsQuery(show, language))] : [];
  },
  /**
   * `/details/tv/:id/seasons`: the same detail call as the show's page (its seasons list), then
   * where each season streams (every region; the viewer's is picked when shown).
   */
  Seasons: ({ params, language }) => {
    const show = tvShowAddress(params);
    return show ? [routeQuery(showDetailsQuery(show, language)), routeQuery(seasonsWatchQuery(show.id, language))] : [];
  },
  /** `/details/tv/:id/seasons/:num`: the season's call and where it streams (episodes' extras wait for an expand). */
  Season: ({ params, language }) => {
    const season = seasonAddress(params);
    return season ? [routeQuery(seasonQuery(season, language)), routeQuery(seasonWatchQuery(season))] : [];
  },
  /** `/details/actor/:id`: the person's call. */
  Actor: ({ params, language }) => {
    const id = actorId(params);
    return id === null ? [] : [routeQuery(personQuery(id, language))];
  },
};
