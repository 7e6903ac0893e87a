/**
 * The route data of the search screens: the TMDB queries each screen's first render asks for,
 * declared once. Exposed as `./routeData` for the host's prefetch (and a server renderer); the
 * screens' hooks build their options with the same functions (`./api/*`).
 */
import type { ScreenName } from '@streamscout/routes';
import { routeInfiniteQuery, routeQuery, type RouteDataDescriptor } from '@streamscout/tmdb/query';
import { searchQuery, searchQueryOf } from './api/search';
import { homeTrendingQuery, nowPlayingQuery } from './api/trending';

/** One descriptor per screen of this remote. */
export const routeData: Partial<Record<ScreenName<'search'>, RouteDataDescriptor>> = {
  /** `/`: 'Trending Shows', then 'In Theaters' — the same for every viewer of a language. */
  Home: ({ language }) => [routeQuery(homeTrendingQuery(language)), routeQuery(nowPlayingQuery(language))],
  /** `/search?q=`: the first page of the trimmed query; nothing for a blank one (400 'Bad Request'). */
  Search: ({ search, language }) => {
    const q = searchQueryOf(search);
    return q ? [routeInfiniteQuery(searchQuery(q, language))] : [];
  },
};
