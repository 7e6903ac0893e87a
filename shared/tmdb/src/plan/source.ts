/**
 * Where the server's plans get their TMDB answers (architecture §5e): ONE shared answer per title
 * per UTC day, whoever asks, for every region at once — so what the planner and "Pick for us" cost
 * grows with the distinct titles on people's lists, not with users × titles or regions.
 *
 * - A title costs ONE request a day, movies and shows alike. A movie:
 *   `movie/{id}?append_to_response=watch/providers`. A show: `tv/{id}?append_to_response=
 *   watch/providers,season/{a}/watch/providers,…,season/{a+18}/watch/providers` — TMDB answers a
 *   season's sub-resource appended to the show under its own key, as it does `season/{n}/credits`,
 *   and takes 20 appended parts, so 19 seasons ride along: 1–19 the first time a show is seen (a
 *   season the show lacks is left out of the answer), then the 19 up to the season after the last
 *   one aired at the previous answer (kept per show, {@link SEASON_SLOTS}). The planner counts a show
 *   by the seasons a user has not finished (spec §20) and TMDB tells a season's own availability
 *   nowhere else. An aired season without its own answer (a show of more than 19 seasons, the first
 *   day) is left out of the show's seasons: the planner then reads the seasons it has.
 *   Specials are not asked; seasons not aired by today are not kept.
 * - Answers are kept cut down to what a plan reads, compact ({@link compactWatch}), in an LRU
 *   (`lru-cache`) bounded in bytes and entries, keyed by (title, day); concurrent requests for the
 *   same title share one fetch; TMDB's 404 (an unknown id) is kept too, a failure never is.
 * - Behind a cluster of app-server processes, each process's source asks the others' answers first
 *   ({@link PlanSourceOptions.shared}: the store the cluster's primary keeps, as for the renderer's
 *   TMDB answers, architecture §9a), so the title still costs one request a day for the whole
 *   server, not one per process. Separate servers (machines) share nothing: N servers, at most N
 *   requests per title per day.
 */
import { LRUCache } from 'lru-cache';
import { tmdbGet, type TmdbClient } from '../http';
import type { MediaType } from '../types';
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
  /** The answers the server's processes share (a cluster's primary keeps them); none: this process alone. */
  shared?: SharedPlanAnswers | null;
}

/**
 * A store of answers shared by a server's processes — the contract `SharedTmdbAnswers` of the app
 * server (`shared/server/shared-answers.js`), restated here so this package does not depend on it.
 */
interface SharedPlanAnswers {
  /** The answer of `key` and how long it stays fresh (ms), or null: fetch it, then `put` it (or `drop` it on failure). */
  get(key: string): Promise<{ json: string; ttlMs: number } | null>;
  /** Hands over a fetched answer, kept `ttlMs`. */
  put(key: string, json: string, ttlMs: number): void;
  /** The fetch of `key` failed: the processes waiting for it fetch for themselves. */
  drop(key: string): void;
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
  /** A show's last season aired at this answer (which seasons the next day's request appends); null for a movie or none aired. */
  lastAired: number | null;
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
  /** `season/{n}/watch/providers` parts: a season's own availability (`{id, results}`). */
  [seasonPart: `season/${number}/watch/providers`]: TmdbWatchProvidersRaw | undefined;
}

/** TMDB's limit of appended parts per request. */
const APPEND_LIMIT = 20;
/** Seasons whose watch providers ride along a show's request (the show's own `watch/providers` takes one part). */
const SEASON_SLOTS = APPEND_LIMIT - 1;
/** The appended part (and answer key) of a season's watch providers. */
const seasonPart = (n: number) => `season/${n}/watch/providers` as const;
/** How long a shared answer is kept (its key names its day: it is not asked again after that day). */
const SHARED_TTL_MS = 24 * 60 * 60 * 1000;

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

  // show id → the last season aired at its previous answer: which seasons the next day's request appends
  const lastAired = new LRUCache<number, number>({ max: maxEntries });
  const seasonsToAsk = (id: number): number[] => {
    const first = Math.max(1, (lastAired.get(id) ?? 0) + 1 - (SEASON_SLOTS - 1));
    return Array.from({ length: SEASON_SLOTS }, (_, i) => first + i);
  };

  const detail = (type: MediaType, id: number): Promise<DetailRaw | null> => {
    tmdbRequests += 1;
    const parts = ['watch/providers', ...(type === 'tv' ? seasonsToAsk(id).map(seasonPart) : [])];
    return tmdbGet<DetailRaw>(`${type}/${id}`, { append_to_response: parts.join(',') }, send);
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
    if (type === 'movie') return { ...base, runtime: minutes(raw.runtime), seasons: null, lastAired: null };
    const aired = (raw.seasons ?? []).filter(
      (s): s is { season_number: number; episode_count?: unknown; air_date: string } =>
        Number.isSafeInteger(s.season_number) && (s.season_number as number) >= 1 && typeof s.air_date === 'string' && s.air_date <= today,
    );
    const last = aired.length > 0 ? Math.max(...aired.map((s) => s.season_number)) : null;
    const seasons: NonNullable<Kept['seasons']> = [];
    for (const s of aired) {
      const answer = raw[seasonPart(s.season_number)];
      if (!answer || typeof answer !== 'object') continue; // not asked today, or TMDB left it out
      seasons.push({ n: s.season_number, episodes: Math.max(0, num(s.episode_count)), watch: compactWatch(normalizeWatch(answer)) });
    }
    const runTimes = Array.isArray(raw.episode_run_time) ? raw.episode_run_time : [];
    return { ...base, runtime: minutes(runTimes[0]), seasons, lastAired: last };
  };

  // the other processes' answer first, else one request to TMDB, handed over to them
  const keptTitle = async (key: string, type: MediaType, id: number, today: string): Promise<{ kept: Kept | null }> => {
    // (a source keeping nothing, maxBytes 0, shares nothing either)
    const shared = maxBytes > 0 ? (options.shared ?? null) : null;
    const hit = shared ? await shared.get(`plan:${key}`) : null;
    let out: { kept: Kept | null };
    if (hit) out = JSON.parse(hit.json) as { kept: Kept | null };
    else {
      try {
        out = { kept: await fetchTitle(type, id, today) };
      } catch (e) {
        shared?.drop(`plan:${key}`);
        throw e;
      }
      shared?.put(`plan:${key}`, JSON.stringify(out), SHARED_TTL_MS);
    }
    if (out.kept?.lastAired) lastAired.set(id, out.kept.lastAired);
    return out;
  };

  const title = async (type: MediaType, id: number, today: string): Promise<Kept | null> => {
    const key = `${type}:${id}:${today}`;
    const out = await cache.fetch(key, { context: () => keptTitle(key, type, id, today) });
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
