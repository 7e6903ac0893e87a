/**
 * One function per TMDB call of spec §7. Each returns the normalized entity of spec §3, or
 * `null` (non-OK status, unparseable body, network error, timeout, invalid id — spec §8).
 * Ids may be numbers or numeric strings (route params); anything else yields `null` without a request.
 * Every function takes an optional `{ signal }` as its last argument (TanStack Query passes its own).
 */
import { isDefaultRegion, regionOrDefault } from '@streamscout/region';
import { parseId, parseSeasonNumber } from '@streamscout/routes';
import { tmdbGet, type TmdbParams } from './http';
import {
  normalizeActor,
  normalizeEpisodeDetail,
  normalizeProviders,
  normalizeRecommendations,
  normalizeRegionProviders,
  normalizeWatch,
  normalizeWatchRegions,
  normalizeSeason,
  normalizeShowDetail,
  normalizeShowSummary,
  normalizeShows,
} from './normalize';
import type {
  TmdbEpisodeRaw,
  TmdbPagedRaw,
  TmdbPersonRaw,
  TmdbRegionProvidersRaw,
  TmdbSeasonRaw,
  TmdbShowDetailRaw,
  TmdbWatchProvidersRaw,
  TmdbWatchRegionsRaw,
} from './raw';
import type {
  Actor,
  DiscoverRow,
  EpisodeDetail,
  MediaType,
  Provider,
  RegionProvider,
  SearchPage,
  Season,
  Show,
  ShowDetail,
  ShowSummary,
  WatchByRegion,
  WatchRegion,
} from './types';

/** Options every call accepts. */
export interface CallOptions {
  /** Cancels the request; the call then resolves to null. */
  signal?: AbortSignal;
  /**
   * Reject with a `TmdbRequestError` on a failure (5xx/429/408, unparseable body, network error,
   * timeout, abort) instead of resolving to null — what TanStack query functions ask for, so a
   * failure is retried and never cached as "nothing found". A 4xx answer (e.g. 404) stays null.
   */
  throwOnFailure?: boolean;
}

const LANGUAGE = 'en-US';

/** A TMDB id: a positive safe integer, or a string in the one id syntax of the routes (`parseId`). */
function toId(id: number | string): number | null {
  if (typeof id === 'string') return parseId(id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
/** A season or episode number: a safe integer ≥ 0, or its canonical decimal string. */
function toIndex(n: number | string): number | null {
  if (typeof n === 'string') return parseSeasonNumber(n);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}
function isMediaType(type: unknown): type is MediaType {
  return type === 'movie' || type === 'tv';
}

/**
 * Interleaves two lists (a0, b0, a1, b1, …, then the rest of the longer one), dropping repeats
 * of the same media_type-id. Used for every movie + TV merge of this package.
 */
export function interleaveShows(a: ReadonlyArray<Show>, b: ReadonlyArray<Show>): Show[] {
  const out: Show[] = [];
  const seen = new Set<string>();
  const push = (s: Show | undefined) => {
    if (!s) return;
    const key = `${s.media_type}-${s.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(s);
  };
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    push(a[i]);
    push(b[i]);
  }
  return out;
}

/**
 * Actor page data. TMDB: `GET person/{id}?append_to_response=movie_credits,tv_credits&language=en-US`.
 * @returns {@link Actor} (movies/tv from the cast credits), or null (unknown id → 404, failure).
 */
export async function getPerson(id: number | string, opts: CallOptions = {}): Promise<Actor | null> {
  const pid = toId(id);
  if (pid === null) return null;
  const raw = await tmdbGet<TmdbPersonRaw>(`person/${pid}`, { append_to_response: 'movie_credits,tv_credits', language: LANGUAGE }, opts);
  return normalizeActor(raw);
}

/**
 * `append_to_response` of the TV detail call: spec §7's parts plus `recommendations`, so the whole
 * details page (info, providers, cast/crew, seasons, recommendations) costs one request.
 */
const TV_DETAIL_APPEND = 'images,release_dates,content_ratings,watch/providers,credits,recommendations';
/** `append_to_response` of the movie detail call: spec §7's parts plus `recommendations` (one request per page). */
const MOVIE_DETAIL_APPEND = 'images,release_dates,watch/providers,credits,recommendations';

/**
 * TV details. TMDB: `GET tv/{id}?append_to_response=images,release_dates,content_ratings,watch/providers,credits,recommendations`.
 * @returns {@link ShowDetail} with media_type 'tv', seasons, end_date, next_air_date and
 *   recommendations (page 1, null when none); or null.
 */
export async function getTvDetails(id: number | string, opts: CallOptions = {}): Promise<ShowDetail | null> {
  const tid = toId(id);
  if (tid === null) return null;
  const raw = await tmdbGet<TmdbShowDetailRaw>(`tv/${tid}`, { append_to_response: TV_DETAIL_APPEND }, opts);
  return normalizeShowDetail(raw, 'tv');
}

/**
 * Movie details. TMDB: `GET movie/{id}?append_to_response=images,release_dates,watch/providers,credits,recommendations&language=en-US`.
 * @returns {@link ShowDetail} with media_type 'movie' (runtime in minutes) and recommendations
 *   (page 1, null when none); or null.
 */
export async function getMovieDetails(id: number | string, opts: CallOptions = {}): Promise<ShowDetail | null> {
  const mid = toId(id);
  if (mid === null) return null;
  const raw = await tmdbGet<TmdbShowDetailRaw>(`movie/${mid}`, { append_to_response: MOVIE_DETAIL_APPEND, language: LANGUAGE }, opts);
  return normalizeShowDetail(raw, 'movie');
}

/**
 * Details of either type: 'tv' → {@link getTvDetails}, anything else → {@link getMovieDetails}
 * (spec §7: watched-list items load by prefix, tv- uses the TV call, otherwise the movie call).
 */
export function getShowDetails(type: MediaType | string, id: number | string, opts: CallOptions = {}): Promise<ShowDetail | null> {
  return type === 'tv' ? getTvDetails(id, opts) : getMovieDetails(id, opts);
}

/**
 * The light call of a list card: what the card shows (title, poster, rating, year) and where the
 * title streams. TMDB: `GET {type}/{id}?append_to_response=watch/providers&language=en-US` — no
 * credits, images or recommendations, so a card costs a few KB instead of the details page's ~17 KB.
 * @param type 'tv' → the TV call, anything else → the movie call (spec §7, list entries by prefix)
 * @returns {@link ShowSummary}, or null (unknown id → 404, invalid id without a request, failure).
 */
export async function getShowSummary(type: MediaType | string, id: number | string, opts: CallOptions = {}): Promise<ShowSummary | null> {
  const sid = toId(id);
  if (sid === null) return null;
  const t: MediaType = type === 'tv' ? 'tv' : 'movie';
  const raw = await tmdbGet<TmdbShowDetailRaw>(`${t}/${sid}`, { append_to_response: 'watch/providers', language: LANGUAGE }, opts);
  return normalizeShowSummary(raw, t);
}

/**
 * Where to watch. TMDB: `GET {type}/{id}/watch/providers`.
 * @returns US flat-rate providers only ([] when none in the US), or null on failure / bad type.
 */
export async function getWatchProviders(type: MediaType, id: number | string, opts: CallOptions = {}): Promise<Provider[] | null> {
  const sid = toId(id);
  if (sid === null || !isMediaType(type)) return null;
  const raw = await tmdbGet<TmdbWatchProvidersRaw>(`${type}/${sid}/watch/providers`, {}, opts);
  return raw && typeof raw === 'object' ? normalizeProviders(raw) : null;
}

/**
 * Every region and way to watch of a title. TMDB: `GET {type}/{id}/watch/providers`.
 * (The details call already carries the same data as `ShowDetail.watch`; this is for callers without it.)
 * @returns region code → {@link RegionWatch} ({} when nowhere), or null on failure / bad id or type.
 */
export async function getTitleWatch(type: MediaType, id: number | string, opts: CallOptions = {}): Promise<WatchByRegion | null> {
  const sid = toId(id);
  if (sid === null || !isMediaType(type)) return null;
  const raw = await tmdbGet<TmdbWatchProvidersRaw>(`${type}/${sid}/watch/providers`, {}, opts);
  return raw && typeof raw === 'object' ? normalizeWatch(raw) : null;
}

/**
 * The regions TMDB has watch providers for (the region picker's list).
 * TMDB: `GET watch/providers/regions?language=en-US`.
 * @returns regions sorted by English name, or null on failure or an empty list.
 */
export async function getWatchRegions(opts: CallOptions = {}): Promise<WatchRegion[] | null> {
  const raw = await tmdbGet<TmdbWatchRegionsRaw>('watch/providers/regions', { language: LANGUAGE }, opts);
  const regions = normalizeWatchRegions(raw);
  return regions.length ? regions : null;
}

/**
 * The providers one region carries for movies or shows, most prominent first (the services
 * picker's grid, and the stand-in for a platform row whose service the region lacks).
 * TMDB: `GET watch/providers/{type}?watch_region={region}&language=en-US`.
 * @param region ISO 3166-1 code (an unknown one → the default region: `regionOrDefault` of `@streamscout/region`)
 * @returns the providers ([] when the region has none), or null on failure / bad type.
 */
export async function getRegionProviders(type: MediaType, region: string, opts: CallOptions = {}): Promise<RegionProvider[] | null> {
  if (!isMediaType(type)) return null;
  const code = regionOrDefault(region);
  const raw = await tmdbGet<TmdbRegionProvidersRaw>(`watch/providers/${type}`, { watch_region: code, language: LANGUAGE }, opts);
  return raw && typeof raw === 'object' ? normalizeRegionProviders(raw, code) : null;
}

async function getList(path: string, type: MediaType | undefined, params: TmdbParams, opts: CallOptions): Promise<Show[] | null> {
  const raw = await tmdbGet<TmdbPagedRaw>(path, params, opts);
  if (!raw || !Array.isArray(raw.results)) return null;
  return normalizeShows(raw.results, type);
}

/**
 * Popular TV. TMDB: `GET tv/popular?language=en-US&page={page}`.
 * @returns Shows (media_type 'tv'; [] when TMDB lists none), or null when results are missing / on failure.
 */
export function getPopularTv(page = 1, opts: CallOptions = {}): Promise<Show[] | null> {
  return getList('tv/popular', 'tv', { language: LANGUAGE, page }, opts);
}

/**
 * Weekly trending movies. TMDB: `GET trending/movie/week?language=en-US&page={page}`.
 * @returns Shows (media_type 'movie'), or null when results are missing / on failure.
 */
export function getTrendingMovies(page = 1, opts: CallOptions = {}): Promise<Show[] | null> {
  return getList('trending/movie/week', 'movie', { language: LANGUAGE, page }, opts);
}

/**
 * Home 'Trending Shows' (spec §2, §7 "trending combines two fetches"): trending/movie/week and
 * tv/popular fetched in parallel and interleaved (movie, tv, movie, tv, …).
 * @returns the merged Shows, or null when both are empty or failed.
 */
export async function getHomeTrending(page = 1, opts: CallOptions = {}): Promise<Show[] | null> {
  const [movies, tv] = await Promise.all([getTrendingMovies(page, opts), getPopularTv(page, opts)]);
  const merged = interleaveShows(movies ?? [], tv ?? []);
  return merged.length ? merged : null;
}

/**
 * Home 'In Theaters'. TMDB: `GET movie/now_playing?language=en-US&page={page}`.
 * @returns Shows (media_type 'movie'), or null when results are missing / on failure.
 */
export function getNowPlaying(page = 1, opts: CallOptions = {}): Promise<Show[] | null> {
  return getList('movie/now_playing', 'movie', { language: LANGUAGE, page }, opts);
}

/**
 * Recommendations row. TMDB: `GET {type}/{id}/recommendations?language=en-US`.
 * Results without a media_type take the requested type.
 * @returns Shows, or null when results are empty or missing (spec §8) or on failure.
 */
export async function getRecommendations(type: MediaType, id: number | string, opts: CallOptions = {}): Promise<Show[] | null> {
  const sid = toId(id);
  if (sid === null || !isMediaType(type)) return null;
  const raw = await tmdbGet<TmdbPagedRaw>(`${type}/${sid}/recommendations`, { language: LANGUAGE, page: 1 }, opts);
  return normalizeRecommendations(raw, type);
}

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

function discoverQuery(type: MediaType, p: DiscoverParams): TmdbParams {
  const dateKey = type === 'movie' ? 'release_date' : 'first_air_date';
  return {
    include_adult: p.include_adult === true,
    include_video: type === 'movie' && p.include_video !== undefined ? p.include_video : undefined,
    language: LANGUAGE,
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
  const raw = await tmdbGet<TmdbPagedRaw>(`discover/${type}`, discoverQuery(type, params), opts);
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

/** US provider ids of the platform rows (spec §9: netflix 8, prime 9, hulu 15). */
export const PROVIDER_IDS = Object.freeze({ netflix: 8, prime: 9, hulu: 15 } as const);

/** The discover rows of one streaming service. */
export type PlatformRow = keyof typeof PROVIDER_IDS;

/** Names of the platform rows' own services (spec §9). */
const PLATFORM_NAMES: Record<PlatformRow, string> = { netflix: 'Netflix', hulu: 'Hulu', prime: 'Prime' };

/** True for the rows of one service (netflix, hulu, prime). */
export function isPlatformRow(row: unknown): row is PlatformRow {
  return typeof row === 'string' && Object.prototype.hasOwnProperty.call(PROVIDER_IDS, row);
}

/** The service a platform row shows in a region. */
export interface PlatformService {
  /** TMDB provider id sent as `with_watch_providers`. */
  id: number;
  /** Name for the row's title ('Netflix', or the stand-in's TMDB name). */
  name: string;
  /** True when the row's own service does not exist in the region and this one stands in. */
  standIn: boolean;
}

/**
 * Which service a platform row shows in a region (pure). In the US, or while the region's list
 * is unknown (null), the spec's own service. A region that carries the row's service keeps it;
 * one that lacks it gets the region's most prominent service that no other platform row shows
 * (rows resolved in the order netflix, hulu, prime), so `/discover/hulu` in the United Kingdom is
 * never an empty row. An empty list (a region with no services) keeps the spec's service.
 * @param regionProviders `watch/providers/movie?watch_region=XX`, most prominent first
 */
export function platformService(row: PlatformRow, region: string, regionProviders: ReadonlyArray<RegionProvider> | null): PlatformService {
  const own: PlatformService = { id: PROVIDER_IDS[row], name: PLATFORM_NAMES[row], standIn: false };
  if (isDefaultRegion(region) || !regionProviders || regionProviders.length === 0) return own;
  const carried = new Set(regionProviders.map((p) => p.id));
  const used = new Set<number>(Object.values(PROVIDER_IDS).filter((id) => carried.has(id)));
  for (const r of ['netflix', 'hulu', 'prime'] as const) {
    if (carried.has(PROVIDER_IDS[r])) {
      if (r === row) return own;
      continue;
    }
    const pick = regionProviders.find((p) => !used.has(p.id));
    if (!pick) return own;
    used.add(pick.id);
    if (r === row) return { id: pick.id, name: pick.name, standIn: true };
  }
  return own;
}

/** Title of a platform row for the service it shows: the spec's own title, or 'Popular on {stand-in}'. */
export function platformRowTitle(row: PlatformRow, service: PlatformService): string {
  return service.standIn ? `Popular on ${service.name}` : discoverRowTitle(row);
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

/** Rows of the discover screen in display order, with their titles (spec §2, §9). */
export const DISCOVER_ROWS: ReadonlyArray<{ key: DiscoverRow; title: string }> = Object.freeze([
  { key: 'trending', title: 'Trending' },
  { key: 'best', title: 'Highest Rated' },
  { key: 'new', title: 'Newly Added' },
  { key: 'action', title: 'Action & Adventure' },
  { key: 'comedy', title: 'Comedy' },
  { key: 'horror', title: 'Horror' },
  { key: 'netflix', title: 'Popular on Netflix' },
  { key: 'hulu', title: 'Popular on Hulu' },
  { key: 'prime', title: 'Popular on Prime' },
] as const);

/** True when `s` is one of the discover row keys (the allowed values of /discover/{genre}). */
export function isDiscoverRow(s: unknown): s is DiscoverRow {
  return typeof s === 'string' && DISCOVER_ROWS.some((r) => r.key === s);
}

/** Title of a row ('Highest Rated' for 'best'), or '' for an unknown key. */
export function discoverRowTitle(row: string): string {
  return DISCOVER_ROWS.find((r) => r.key === row)?.title ?? '';
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

/**
 * One season with its episodes. TMDB: `GET tv/{tvId}/season/{n}?language=en-US` (n = 0 is the specials season).
 * @returns {@link Season} with `episodes` (each with show_id = tvId), or null.
 */
export async function getSeason(tvId: number | string, n: number | string, opts: CallOptions = {}): Promise<Season | null> {
  const tid = toId(tvId);
  const sn = toIndex(n);
  if (tid === null || sn === null) return null;
  const raw = await tmdbGet<TmdbSeasonRaw>(`tv/${tid}/season/${sn}`, { language: LANGUAGE }, opts);
  const season = normalizeSeason(raw, tid);
  if (season && !season.episodes) season.episodes = [];
  return season;
}

/**
 * Lazily loaded episode extras. TMDB: `GET tv/{tvId}/season/{n}/episode/{m}?append_to_response=images,videos,credits`.
 * @returns {@link EpisodeDetail} (cast = credits.cast, stills = images.stills[].file_path), or null.
 */
export async function getEpisodeDetails(
  tvId: number | string,
  n: number | string,
  m: number | string,
  opts: CallOptions = {},
): Promise<EpisodeDetail | null> {
  const tid = toId(tvId);
  const sn = toIndex(n);
  const en = toIndex(m);
  if (tid === null || sn === null || en === null) return null;
  const raw = await tmdbGet<TmdbEpisodeRaw>(`tv/${tid}/season/${sn}/episode/${en}`, { append_to_response: 'images,videos,credits' }, opts);
  return normalizeEpisodeDetail(raw, tid, sn);
}

/**
 * Search. TMDB: `GET search/multi?language=en-US&query={query}&page={page}&include_adult=false`
 * (query trimmed, encoded by URLSearchParams). Search excludes adult content for everyone, whatever
 * a profile's adult flag (spec §5, §7: the flag governs discover only); an adult result TMDB sends
 * anyway is dropped here too. Person results are dropped (spec §5).
 * @returns `{ shows, page, hasMore: total_pages > page }`, or null when the query is blank,
 *   results are empty or missing, or on failure. A page whose results were all persons gives
 *   `shows: []` with hasMore still telling whether to load on.
 */
export async function searchMulti(query: string, page = 1, opts: CallOptions = {}): Promise<SearchPage | null> {
  const q = typeof query === 'string' ? query.trim() : '';
  if (!q) return null;
  const p = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const raw = await tmdbGet<TmdbPagedRaw>(
    'search/multi',
    { language: LANGUAGE, query: q, page: p, include_adult: false },
    { signal: opts.signal, throwOnFailure: opts.throwOnFailure },
  );
  if (!raw || !Array.isArray(raw.results) || raw.results.length === 0) return null;
  // Belt and braces: a server that ignores include_adult=false still never shows an adult title.
  const results = raw.results.filter((r) => !(r && r.adult === true));
  const current = typeof raw.page === 'number' && raw.page >= 1 ? raw.page : p;
  const totalPages = typeof raw.total_pages === 'number' ? raw.total_pages : current;
  return { shows: normalizeShows(results), page: current, hasMore: totalPages > current };
}
