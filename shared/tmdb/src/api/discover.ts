/**
 * Discover: TMDB's `discover/movie` and `discover/tv`, and the nine discover rows of spec §9 over
 * them (genres, ratings, platforms, "Only my services").
 */
import { regionOrDefault } from '@streamscout/region';
import { tmdbGet, type TmdbParams } from '../http';
import { normalizeShows } from '../normalize';
import type { TmdbPagedRaw } from '../raw';
import type { DiscoverRow, MediaType, Show } from '../types';
import { languageOf, type CallOptions } from './common';
import { getHomeTrending, interleaveShows } from './lists';
import { PROVIDER_IDS } from './platforms';
import { isDiscoverRow } from './rows';

/**
 * Discover filters (spec §3 "Discover query parameters"). Dates are 'YYYY-MM-DD'; votes are
 * TMDB's 0–10 average and counts. For TV, release_date_gte/lte are sent as first_air_date.gte/lte.
 */
export interface DiscoverParams {
  /** The one page to fetch (TMDB `page`, from 1), default 1; spec §3 lists it as `pages`. */
  page?: number;
  /** e.g. 'popularity.desc'. */
  sort_by?: string;
  vote_average_gte?: number;
  vote_average_lte?: number;
  vote_count_gte?: number;
  vote_count_lte?: number;
  release_date_gte?: string;
  release_date_lte?: string;
  /** TMDB syntax: '28,12' = both genres, '28|12' = either. */
  with_genres?: string;
  /** Default false. */
  include_adult?: boolean;
  /** Movies only (TMDB's discover/tv has no such filter). */
  include_video?: boolean;
  /** ISO 3166-1 code, e.g. 'GB'. */
  watch_region?: string;
  /** Provider id(s), e.g. 8 or '8|9' (any) or '8,9' (all); needs `watch_region`. */
  with_watch_providers?: string | number;
  /** Which ways to watch `with_watch_providers` looks at, e.g. 'flatrate|free|ads' (TMDB's default: flatrate). */
  with_watch_monetization_types?: string;
}

function discoverQuery(type: MediaType, p: DiscoverParams, opts: CallOptions): TmdbParams {
  const dateKey = type === 'movie' ? 'release_date' : 'first_air_date';
  return {
    include_adult: p.include_adult === true,
    include_video: type === 'movie' && p.include_video !== undefined ? p.include_video : undefined,
    language: languageOf(opts),
    page: typeof p.page === 'number' && p.page >= 1 ? Math.floor(p.page) : 1,
    region: 'us',
    sort_by: p.sort_by,
    'vote_average.gte': p.vote_average_gte,
    'vote_average.lte': p.vote_average_lte,
    'vote_count.gte': p.vote_count_gte,
    'vote_count.lte': p.vote_count_lte,
    [`${dateKey}.gte`]: p.release_date_gte,
    [`${dateKey}.lte`]: p.release_date_lte,
    with_genres: p.with_genres,
    with_watch_providers: p.with_watch_providers,
    watch_region: p.watch_region,
    with_watch_monetization_types: p.with_watch_monetization_types,
  };
}

async function discover(type: MediaType, params: DiscoverParams, opts: CallOptions): Promise<Show[] | null> {
  const raw = await tmdbGet<TmdbPagedRaw>(`discover/${type}`, discoverQuery(type, params, opts), opts);
  if (!raw || !Array.isArray(raw.results)) return null;
  // Belt and braces: never show an adult title when adult content was not asked for.
  const results = params.include_adult === true ? raw.results : raw.results.filter((r) => !(r && r.adult === true));
  const shows = normalizeShows(results, type);
  return shows.length ? shows : null;
}

/**
 * TMDB: `GET discover/movie` with include_adult (default false), language=en-US, region=us,
 * page and the optional filters of {@link DiscoverParams}
 * (release_date.gte/lte from release_date_gte/lte).
 * @returns Shows (media_type 'movie'), or null when results are empty or missing or on failure.
 */
export function discoverMovies(params: DiscoverParams = {}, opts: CallOptions = {}): Promise<Show[] | null> {
  return discover('movie', params, opts);
}

/**
 * TMDB: `GET discover/tv` with include_adult (default false), language=en-US, region=us, page
 * and the optional filters (first_air_date.gte/lte from release_date_gte/lte).
 * @returns Shows (media_type 'tv'), or null when results are empty or missing or on failure.
 */
export function discoverTv(params: DiscoverParams = {}, opts: CallOptions = {}): Promise<Show[] | null> {
  return discover('tv', params, opts);
}

/** Options of a discover row: adult flag, page, the viewer's region and, for "Only my services", their service ids. */
export interface DiscoverRowOptions {
  /** include_adult (profile flag); default false. */
  adult?: boolean;
  /** TMDB page, default 1. */
  page?: number;
  /** Viewer's watch region (ISO 3166-1), default `DEFAULT_REGION` of `@streamscout/region`. */
  region?: string;
  /** Provider ids the viewer pays for: only titles on one of them ('a|b|c', flat-rate, free or with ads); [] or absent = all. */
  services?: ReadonlyArray<number>;
  /** The service a platform row shows (from {@link platformService}); default the spec's own. */
  platform?: number;
}

/**
 * The exact discover filters of a row (spec §9), per type. `tv: null` means the row fetches
 * movies only (horror). Not defined for 'trending' (which uses {@link getHomeTrending}).
 * All rows: sort_by popularity.desc, include_adult from `adult` (default false).
 */
export function discoverRowParams(
  row: Exclude<DiscoverRow, 'trending'>,
  opts: DiscoverRowOptions = {},
): { movie: DiscoverParams; tv: DiscoverParams | null } {
  const p = specRowParams(row, opts);
  const services = [...new Set(opts.services ?? [])].filter((id) => Number.isSafeInteger(id) && id > 0);
  if (!services.length) return p;
  const region = regionOrDefault(opts.region);
  /** Only my services: any of them (`|`), and for a platform row its own service too (`,`). */
  const narrow = (d: DiscoverParams): DiscoverParams => ({
    ...d,
    watch_region: region,
    with_watch_providers: d.with_watch_providers !== undefined ? `${d.with_watch_providers},${services.join('|')}` : services.join('|'),
    with_watch_monetization_types: 'flatrate|free|ads',
  });
  return { movie: narrow(p.movie), tv: p.tv ? narrow(p.tv) : null };
}

function specRowParams(
  row: Exclude<DiscoverRow, 'trending'>,
  opts: DiscoverRowOptions,
): { movie: DiscoverParams; tv: DiscoverParams | null } {
  const base: DiscoverParams = {
    page: opts.page && opts.page >= 1 ? Math.floor(opts.page) : 1,
    sort_by: 'popularity.desc',
    include_adult: opts.adult === true,
  };
  switch (row) {
    case 'best': {
      const p = { ...base, vote_average_gte: 8, vote_count_gte: 2000 };
      return { movie: p, tv: { ...p } };
    }
    case 'new': {
      const p = { ...base, vote_count_gte: 2000, release_date_gte: '2023-01-01' };
      return { movie: p, tv: { ...p } };
    }
    case 'action':
      return {
        movie: { ...base, with_genres: '28,12', vote_average_gte: 5, vote_count_gte: 2000, include_adult: false, include_video: false },
        tv: { ...base, with_genres: '10759', vote_average_gte: 5, vote_count_gte: 2500, include_adult: false, include_video: false },
      };
    case 'comedy': {
      const p = { ...base, with_genres: '35', vote_average_gte: 5, vote_count_gte: 2500, include_adult: false, include_video: false };
      return { movie: p, tv: { ...p } };
    }
    case 'horror':
      return { movie: { ...base, with_genres: '27', vote_average_gte: 5, vote_count_gte: 2500 }, tv: null };
    case 'netflix':
    case 'prime':
    case 'hulu': {
      const p = {
        ...base,
        watch_region: regionOrDefault(opts.region),
        with_watch_providers: opts.platform ?? PROVIDER_IDS[row],
        vote_average_gte: 7.5,
        vote_count_gte: 2500,
      };
      return { movie: p, tv: { ...p } };
    }
    default:
      return { movie: base, tv: { ...base } };
  }
}

/**
 * One discover row of spec §9 ('trending' = {@link getHomeTrending}). Movies and TV are
 * fetched in parallel and interleaved (movie, tv, movie, …); horror fetches movies only.
 * @param opts.adult include adult titles (profile adult flag); default false.
 *   The action and comedy rows always exclude adult content and video (spec §9).
 * @param opts.page TMDB page, default 1.
 * @param opts.region the viewer's `watch_region` for the platform rows (default the spec's region, §9).
 * @param opts.platform the service a platform row shows there (see {@link platformService}).
 * @param opts.services "Only my services": provider ids; every row, trending included, then
 *   asks discover for titles on any of them in `region` (`with_watch_providers=a|b|c`).
 * @returns Shows, or null when both fetches are empty or failed (or the row is unknown).
 */
export async function getDiscoverRow(row: DiscoverRow, opts: DiscoverRowOptions = {}, callOpts: CallOptions = {}): Promise<Show[] | null> {
  if (!isDiscoverRow(row)) return null;
  const page = opts.page && opts.page >= 1 ? Math.floor(opts.page) : 1;
  const narrowed = (opts.services ?? []).length > 0;
  // Trending has no provider filter of its own: with "Only my services" it is discover's most popular on them.
  if (row === 'trending' && !narrowed) return getHomeTrending(page, callOpts);
  const params = row === 'trending' ? trendingOnServices(opts, page) : discoverRowParams(row, opts);
  const [movies, tv] = await Promise.all([
    discoverMovies(params.movie, callOpts),
    params.tv ? discoverTv(params.tv, callOpts) : Promise.resolve(null),
  ]);
  const merged = interleaveShows(movies ?? [], tv ?? []);
  return merged.length ? merged : null;
}

/** Discover parameters of 'trending' narrowed to the viewer's services: most popular first, no vote bounds. */
function trendingOnServices(opts: DiscoverRowOptions, page: number): { movie: DiscoverParams; tv: DiscoverParams | null } {
  const services = [...new Set(opts.services ?? [])];
  const p: DiscoverParams = {
    page,
    sort_by: 'popularity.desc',
    include_adult: opts.adult === true,
    watch_region: regionOrDefault(opts.region),
    with_watch_providers: services.join('|'),
    with_watch_monetization_types: 'flatrate|free|ads',
  };
  return { movie: p, tv: { ...p } };
}
