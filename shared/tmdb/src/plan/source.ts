/**
 * Where the server's plans get their TMDB answers (architecture §5e): ONE shared answer per title
 * per UTC day, whoever asks, for every region at once — so what the planner and "Pick for us" cost
 * grows with the distinct titles on people's lists, not with users × titles or regions.
 *
 * - A movie costs one request a day: `movie/{id}?append_to_response=watch/providers`.
 * - A show costs one request a day for the show, `tv/{id}?append_to_response=watch/providers`,
 *   and one per aired season (`tv/{id}/season/{n}/watch/providers`): TMDB tells a season's own
 *   availability nowhere else, and the planner counts a show by the seasons a user has not
 *   finished (spec §20). Specials and seasons not aired yet are not asked.
 * - Answers are kept cut down to what a plan reads, compact ({@link compactWatch}), in an LRU
 *   (`lru-cache`) bounded in bytes and entries, keyed by (title, day); concurrent requests for the
 *   same title share one fetch; TMDB's 404 (an unknown id) is kept too, a failure never is.
 */
import { LRUCache } from 'lru-cache';
import { tmdbGet, type TmdbClient } from '../http';
import type { MediaType, WatchByRegion } from '../types';
import type { TmdbWatchProvidersRaw } from '../raw';
import { compactWatch, type CompactWatch } from '../watch/compact';
import { normalizeWatch } from '../watch/normalize';
import { SERVICE_KINDS } from '../watch/ways';
import type { PlanRequest, PlanResponse, PlanTitle } from './types';

/** Settings of {@link createPlanSource}. */
interface PlanSourceOptions {
  /** The server's today, 'YYYY-MM-DD': the cache's day, and which seasons have aired. */
  today: () => string;
  /** Bytes of kept answers at most (JSON length; default 64 MB). 0: keep none (concurrent requests still share). */
  maxBytes?: number;
  /** Kept answers at most (default 50,000). */
  maxEntries?: number;
  /** The TMDB client its requests go through; default the process's default client. */
  client?: TmdbClient;
}

/** A plan's TMDB answers, shared and cached. */
interface PlanSource {
  /**
   * Where each title of a request streams in its region.
   * @throws TmdbRequestError when TMDB failed for a title (5xx, 429, timeout, network): nothing is kept of that title
   */
  plan(request: PlanRequest): Promise<PlanResponse>;
  /** TMDB requests sent since the source was made (answered or failed). */
  stats(): { tmdbRequests: number; entries: number; bytes: number };
}

/** What is kept of a title for the day (every region). */
interface Kept {
  type: MediaType;
  id: number;
  title: string;
  poster_path: string | null;
  popularity: number;
  vote_average: number;
  runtime: number | null;
  watch: CompactWatch;
  seasons: Array<{ n: number; episodes: number; watch: CompactWatch }> | null;
}

/** The raw fields read of a title's detail answer. */
interface DetailRaw {
  id?: unknown;
  title?: unknown;
  name?: unknown;
  poster_path?: unknown;
  popularity?: unknown;
  vote_average?: unknown;
  runtime?: unknown;
  episode_run_time?: unknown;
  seasons?: Array<{ season_number?: unknown; episode_count?: unknown; air_date?: unknown }>;
  'watch/providers'?: TmdbWatchProvidersRaw;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const minutes = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.round(v) : null);

/** The region's ids of a compact availability: streaming (subscription, free, ads), rent, buy. */
function inRegion(watch: CompactWatch, region: string, names: PlanResponse['providers']) {
  const ids = watch.regions[region];
  const note = (list: number[]) => {
    for (const id of list) if (watch.names[id]) names[id] ??= watch.names[id];
    return list;
  };
  if (!ids) return { streaming: [], rent: [], buy: [] };
  const streaming = [...new Set(SERVICE_KINDS.flatMap((kind) => ids[kind]))];
  return { streaming: note(streaming), rent: note([...ids.rent]), buy: note([...ids.buy]) };
}

/**
 * Makes a source (one per server process).
 * @see PlanSource
 */
export function createPlanSource(options: PlanSourceOptions): PlanSource {
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const maxEntries = options.maxEntries ?? 50_000;
  const cache = new LRUCache<string, { kept: Kept | null }, () => Promise<{ kept: Kept | null }>>({
    max: maxEntries,
    maxSize: maxBytes > 0 ? maxBytes : maxEntries,
    ...(maxBytes > 0 ? {} : { maxEntrySize: 1 }),
    sizeCalculation: (v) => JSON.stringify(v).length + 64,
    fetchMethod: (_key, _stale, { context }) => context(),
    ignoreFetchAbort: true,
  });
  let tmdbRequests = 0;
  const send = { throwOnFailure: true, client: options.client } as const;

  const detail = (type: MediaType, id: number): Promise<DetailRaw | null> => {
    tmdbRequests += 1;
    return tmdbGet<DetailRaw>(`${type}/${id}`, { append_to_response: 'watch/providers' }, send);
  };
  const seasonWatch = async (id: number, n: number): Promise<WatchByRegion> => {
    tmdbRequests += 1;
    return normalizeWatch(await tmdbGet<TmdbWatchProvidersRaw>(`tv/${id}/season/${n}/watch/providers`, {}, send));
  };

  const fetchTitle = async (type: MediaType, id: number, today: string): Promise<Kept | null> => {
    const raw = await detail(type, id);
    if (!raw || typeof raw !== 'object' || raw.id !== id) return null;
    const base = {
      type,
      id,
      title: typeof raw.title === 'string' ? raw.title : typeof raw.name === 'string' ? raw.name : '',
      poster_path: typeof raw.poster_path === 'string' ? raw.poster_path : null,
      popularity: num(raw.popularity),
      vote_average: num(raw.vote_average),
      watch: compactWatch(normalizeWatch(raw['watch/providers'])),
    };
    if (type === 'movie') return { ...base, runtime: minutes(raw.runtime), seasons: null };
    const aired = (raw.seasons ?? []).filter(
      (s): s is { season_number: number; episode_count?: unknown; air_date: string } =>
        Number.isSafeInteger(s.season_number) && (s.season_number as number) >= 1 && typeof s.air_date === 'string' && s.air_date <= today,
    );
    const watches = await Promise.all(aired.map((s) => seasonWatch(id, s.season_number)));
    const runTimes = Array.isArray(raw.episode_run_time) ? raw.episode_run_time : [];
    return {
      ...base,
      runtime: minutes(runTimes[0]),
      seasons: aired.map((s, i) => ({ n: s.season_number, episodes: Math.max(0, num(s.episode_count)), watch: compactWatch(watches[i]) })),
    };
  };

  const title = async (type: MediaType, id: number, today: string): Promise<Kept | null> => {
    const out = await cache.fetch(`${type}:${id}:${today}`, { context: async () => ({ kept: await fetchTitle(type, id, today) }) });
    return out!.kept;
  };

  return {
    async plan(request) {
      const today = options.today();
      const asked = [...request.tv.map((id) => ['tv', id] as const), ...request.movie.map((id) => ['movie', id] as const)];
      const kept = await Promise.all(asked.map(([type, id]) => title(type, id, today)));
      const providers: PlanResponse['providers'] = {};
      const titles: PlanTitle[] = [];
      for (const k of kept) {
        if (!k) continue;
        titles.push({
          key: `${k.type}-${k.id}`,
          type: k.type,
          id: k.id,
          title: k.title,
          poster_path: k.poster_path,
          popularity: k.popularity,
          vote_average: k.vote_average,
          runtime: k.runtime,
          ...inRegion(k.watch, request.region, providers),
          seasons:
            k.seasons &&
            k.seasons.map((s) => ({ n: s.n, episodes: s.episodes, streaming: inRegion(s.watch, request.region, providers).streaming })),
        });
      }
      return { region: request.region, today, titles, providers };
    },
    stats: () => ({ tmdbRequests, entries: cache.size, bytes: cache.calculatedSize }),
  };
}
