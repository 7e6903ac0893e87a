/**
 * Data of the details area (spec §2, §7) over `@streamscout/tmdb/query`. Everything is cached in
 * the one shared QueryClient, so a page seen before in this session costs no request:
 * - a show: one request (`movie|tv/{id}` with credits, providers, ratings and recommendations
 *   appended — the whole details page, and the seasons screen after it);
 * - a season: one request, and one for where it streams (`tv/{id}/season/{n}/watch/providers`);
 *   the seasons page: one such request per season; an episode's extras: one request, on its first expand only;
 * - an actor: one request (`person/{id}` with movie and TV credits appended).
 * A NaN id (a malformed route segment) disables the call.
 *
 * The query options of each screen's first render come from the `*Query` functions below, which
 * the route data (`../routeData.ts`) calls too: the host prefetches exactly what the screen reads.
 * Texts come in the reader's language (`lang`; the keys carry it, architecture §13).
 */
import { useQuery } from '@tanstack/react-query';
import type { MediaType } from '@streamscout/tmdb';
import { tmdbQueries } from '@streamscout/tmdb/query';
import { useT } from '@streamscout/i18n';
import type { SeasonAddress, ShowAddress } from './address';

/** Options of a show's one detail call (`movie|tv/{id}` with everything appended). */
export function showDetailsQuery({ type, id }: ShowAddress, lang?: string) {
  return tmdbQueries.details(type, id, lang);
}

/** Options of a season's call (`tv/{tvId}/season/{num}`). */
export function seasonQuery({ tvId, num }: SeasonAddress, lang?: string) {
  return tmdbQueries.season(tvId, num, lang);
}

/** Options of a season's `tv/{tvId}/season/{num}/watch/providers` (every region). */
export function seasonWatchQuery({ tvId, num }: SeasonAddress) {
  return tmdbQueries.seasonWatch(tvId, num);
}

/** Options of every season's `watch/providers` of a show (after its detail call, which it shares). */
export function seasonsWatchQuery(tvId: number, lang?: string) {
  return tmdbQueries.seasonsWatch(tvId, lang);
}

/** Options of a person's call (`person/{id}` with both credit lists appended). */
export function personQuery(id: number, lang?: string) {
  return tmdbQueries.person(id, lang);
}

/**
 * `movie/{id}` or `tv/{id}` with everything the page shows appended (one request).
 * @returns TanStack's query result; `data` a ShowDetail (with `recommendations`), or `null`
 *   when TMDB has nothing (unknown id); a failed call is `isError` with no data
 */
export function useShowDetails(type: MediaType, id: number) {
  return useQuery({ ...showDetailsQuery({ type, id }, useT().lang), enabled: Number.isFinite(id) });
}

/** `tv/{tvId}/season/{n}`: `data` a Season with its episodes, or `null`. */
export function useSeason(tvId: number, n: number) {
  return useQuery({ ...seasonQuery({ tvId, num: n }, useT().lang), enabled: Number.isFinite(tvId) && Number.isFinite(n) });
}

/**
 * Where one season can be watched (`tv/{tvId}/season/{n}/watch/providers`; spec §10).
 * @returns `data` every region's ways to watch (`{}`: nowhere), or null for no such season
 */
export function useSeasonWatch(tvId: number, n: number) {
  return useQuery({ ...seasonWatchQuery({ tvId, num: n }), enabled: Number.isFinite(tvId) && Number.isFinite(n) });
}

/**
 * Where each season of a show can be watched (one `watch/providers` call per season, after the
 * show's cached detail call).
 * @returns `data` season number → every region's ways to watch, or null for no such show
 */
export function useSeasonsWatch(tvId: number) {
  return useQuery({ ...seasonsWatchQuery(tvId, useT().lang), enabled: Number.isFinite(tvId) });
}

/**
 * `tv/{tvId}/season/{n}/episode/{m}?append_to_response=images,videos,credits`, made only once
 * `requested` turns true (the episode card's first expand, spec §2) and then kept: later
 * expands read the cache; nothing refetches an answer while the card stays mounted (a failure
 * is asked again on reconnect, on focus and by Try again).
 * @returns `data` an EpisodeDetail (cast, guest stars, crew, stills), or `null`
 */
export function useEpisodeDetails(tvId: number, n: number, m: number, requested: boolean) {
  // Asked again on reconnect only when it failed: an answer, even "no information", is kept.
  const { lang } = useT();
  return useQuery({ ...tmdbQueries.episode(tvId, n, m, lang), enabled: requested, refetchOnReconnect: (q) => q.state.status === 'error' });
}

/** `person/{id}?append_to_response=movie_credits,tv_credits`: `data` an Actor, or `null`. */
export function usePerson(id: number) {
  return useQuery({ ...personQuery(id, useT().lang), enabled: Number.isFinite(id) });
}
