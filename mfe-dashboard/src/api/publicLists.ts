/**
 * What the public list pages (spec §17) read: the list (`publicListQueries` of
 * `@streamscout/widgets`), the first cards the server renders and the host prefetches, the type
 * filter of the URL, and the names of the visitor's region's services (for "where it streams").
 */
import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { PublicList } from '@streamscout/session';
import type { RegionProvider } from '@streamscout/tmdb';
import { regionServices } from './regionServices';
import { routeQuery, tmdbQueries, type RouteDataContext, type RouteQuery } from '@streamscout/tmdb/query';
import { FIRST_CARDS, SECTION_LIMIT, newestFirst, parseListEntry, type ListEntry } from './lists';

/** The type filter of a public list (`?type=`): all titles, TV shows only, movies only (the kit's Type control). */
export type TypeFilter = 'none' | 'tv' | 'movie';

/** The type filter a URL asks for (`?type=tv|movie`); anything else is all titles. */
export function typeFilterOf(search: URLSearchParams): TypeFilter {
  const t = search.get('type');
  return t === 'tv' || t === 'movie' ? t : 'none';
}

/**
 * A public list's entries as the page first shows them: newest first (lists are appended to), of
 * the filter's type. The type is in the entry itself, so the filter costs no request.
 */
export function publicEntries(list: PublicList, type: TypeFilter): ListEntry[] {
  const all = newestFirst(list.entries).map(parseListEntry);
  return type === 'none' ? all : all.filter((e) => e.type === type);
}

/**
 * The card data of the first cards a public list shows ({@link FIRST_CARDS}, newest first, of the
 * URL's type): what the server renders before the browser has measured the grid. A sort other than
 * the list's own order shows the list's order until every title has answered, so it starts with
 * the same cards.
 * @param list the list (null: not public, nothing to show)
 * @param ctx the route data context (its `type` filter)
 */
export function firstCardQueries(list: PublicList | null, ctx: Pick<RouteDataContext, 'search'>): RouteQuery[] {
  if (!list) return [];
  return publicEntries(list, typeFilterOf(ctx.search))
    .slice(0, FIRST_CARDS)
    .map((e) => routeQuery(tmdbQueries.summary(e.type, e.id)));
}

/** The card data of each public list's section on a user's page: its newest {@link SECTION_LIMIT} titles. */
export function sectionCardQueries(lists: readonly PublicList[]): RouteQuery[] {
  return lists.flatMap((l) =>
    newestFirst(l.entries, SECTION_LIMIT)
      .map(parseListEntry)
      .map((e) => routeQuery(tmdbQueries.summary(e.type, e.id))),
  );
}

/** The two queries naming a region's services (movies' and shows' providers: a show's may be only in the second). */
export function serviceNameQueries(region: string): RouteQuery[] {
  return [routeQuery(tmdbQueries.regionProviders('movie', region)), routeQuery(tmdbQueries.regionProviders('tv', region))];
}

/**
 * The names of a region's services by TMDB provider id (from its movie and TV provider lists),
 * for the cards' "Streams on …" line; empty until they arrive.
 */
export function useServiceNames(region: string): ReadonlyMap<number, string> {
  const lists = useQueries({
    queries: [tmdbQueries.regionProviders('movie', region), tmdbQueries.regionProviders('tv', region)],
    combine: (results) => results.map((r) => r.data),
  });
  const [movie, tv] = lists;
  return useMemo(() => {
    const names = new Map<number, string>();
    for (const p of regionServices(movie as RegionProvider[] | undefined, tv as RegionProvider[] | undefined)) names.set(p.id, p.name);
    return names;
  }, [movie, tv]);
}
