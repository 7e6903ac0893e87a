/**
 * Helpers over the REAL local TMDB catalog (no mocks): find titles and people with a given trait
 * in the catalog's raw JSON, pick titles for lists, count the TMDB requests the client makes, and
 * start a second catalog with a knob (forced status) for error states.
 */
import { spawn } from 'node:child_process';
import { configureTmdb, setTmdbDebugHook, type TmdbDebugEvent } from '@streamscout/tmdb';
import { tmdbGet, tmdbTestUrl } from './tmdb';

/** A raw cast/crew entry as the catalog serves it. */
interface RawCredit {
  id: number;
  name: string;
  character?: string;
  job?: string;
  profile_path: string | null;
}
/** A raw season entry of `tv/{id}.seasons`. */
interface RawSeason {
  season_number: number;
  name: string;
  air_date: string | null;
  episode_count: number;
  vote_average: number;
  overview: string;
  poster_path: string | null;
}
/** One region of a raw `watch/providers` answer. */
interface RawRegionWatch {
  link?: string;
  flatrate?: RawWatchProvider[];
  free?: RawWatchProvider[];
  ads?: RawWatchProvider[];
  rent?: RawWatchProvider[];
  buy?: RawWatchProvider[];
}
/** A provider of a raw `watch/providers` list. */
interface RawWatchProvider {
  provider_id: number;
  provider_name: string;
}
/** The raw fields of `movie|tv/{id}` (with credits, providers, ratings, recommendations appended) the tests read. */
export interface RawDetail {
  id: number;
  title?: string;
  name?: string;
  release_date?: string;
  first_air_date?: string;
  runtime?: number;
  poster_path: string | null;
  overview: string;
  vote_average: number;
  vote_count: number;
  seasons?: RawSeason[];
  next_episode_to_air?: { air_date: string } | null;
  last_episode_to_air?: { air_date: string } | null;
  credits: { cast: RawCredit[]; crew: RawCredit[] };
  release_dates?: { results: { iso_3166_1: string; release_dates: { certification: string }[] }[] };
  content_ratings?: { results: { iso_3166_1: string; rating: string }[] };
  'watch/providers': { results: Record<string, RawRegionWatch | undefined> };
  recommendations: { results: { id: number; poster_path: string | null; title?: string; name?: string }[] };
}
/** A raw person with both credit lists appended. */
export interface RawPerson {
  id: number;
  name: string;
  birthday: string | null;
  place_of_birth: string | null;
  biography: string;
  profile_path: string | null;
  movie_credits: { cast: { id: number; title: string; poster_path: string | null }[] };
  tv_credits: { cast: { id: number; name: string; poster_path: string | null }[] };
}

const APPEND = {
  movie: 'images,release_dates,watch/providers,credits,recommendations',
  tv: 'images,release_dates,content_ratings,watch/providers,credits,recommendations',
};

/** Raw `movie|tv/{id}` with everything the details page uses appended. */
function rawDetail(type: 'movie' | 'tv', id: number): Promise<RawDetail> {
  return tmdbGet<RawDetail>(`/${type}/${id}?append_to_response=${encodeURIComponent(APPEND[type])}`);
}

/** Raw `person/{id}` with movie and TV credits. */
function rawPerson(id: number): Promise<RawPerson> {
  return tmdbGet<RawPerson>(`/person/${id}?append_to_response=movie_credits,tv_credits`);
}

/**
 * The first title of the catalog's popular lists (pages 1..`pages`, 20 a page) whose raw
 * detail satisfies `test`.
 * @throws Error when none does (the catalog lacks the case: the test must not pass silently)
 */
export async function findTitle(type: 'movie' | 'tv', test: (d: RawDetail) => boolean, pages = 8): Promise<RawDetail> {
  for (let page = 1; page <= pages; page += 1) {
    const list = await tmdbGet<{ results: { id: number }[] }>(`/${type}/popular?page=${page}`);
    for (const { id } of list.results) {
      const d = await rawDetail(type, id);
      if (test(d)) return d;
    }
  }
  throw new Error(`no ${type} in the first ${pages} popular pages matches the test`);
}

/**
 * The first person credited on the popular titles of `type` whose raw record satisfies `test`.
 * @throws Error when none does
 */
export async function findPerson(test: (p: RawPerson) => boolean, type: 'movie' | 'tv' = 'movie', pages = 3): Promise<RawPerson> {
  const seen = new Set<number>();
  for (let page = 1; page <= pages; page += 1) {
    const list = await tmdbGet<{ results: { id: number }[] }>(`/${type}/popular?page=${page}`);
    for (const { id } of list.results) {
      const d = await rawDetail(type, id);
      for (const c of [...d.credits.cast, ...d.credits.crew]) {
        if (seen.has(c.id)) continue;
        seen.add(c.id);
        const p = await rawPerson(c.id);
        if (test(p)) return p;
      }
    }
  }
  throw new Error('no person on the scanned titles matches the test');
}

/**
 * Records every TMDB request the client makes (through `setTmdbDebugHook`, the client's one
 * observation point: one event per real HTTP request) until `stop()`.
 * @returns `urls` (without api_key), in order
 */
export function recordTmdbRequests(): { urls: string[]; stop: () => void } {
  const urls: string[] = [];
  setTmdbDebugHook((e: TmdbDebugEvent) => {
    urls.push(e.url);
  });
  return { urls, stop: () => setTmdbDebugHook(null) };
}

/**
 * Starts a second local catalog (its CLI as a child process: same deterministic data, so the
 * same ids) with the `TMDB_LOCAL_FORCE_STATUS` knob (path prefix → HTTP status, see
 * local/tmdb/README.md "Knobs") and points the client at it.
 * @returns `close()`, which points the client back at the jest catalog and stops the child
 */
export async function startFailingCatalog(forceStatus: Record<string, number>): Promise<{ close: () => Promise<void> }> {
  const cli = require.resolve('@streamscout/local-tmdb/src/cli.js');
  const child = spawn(process.execPath, [cli, '--port', '0', '--host', '127.0.0.1'], {
    env: { ...process.env, TMDB_LOCAL_FORCE_STATUS: JSON.stringify(forceStatus) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on http:\/\/[^\s:]+:(\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.on('exit', (code) => reject(new Error(`local TMDB catalog exited with ${code}`)));
  });
  configureTmdb({ baseUrl: `${origin}/3`, imageBaseUrl: `${origin}/t/p` });
  return {
    close: async () => {
      configureTmdb({ baseUrl: `${tmdbTestUrl()}/3`, imageBaseUrl: `${tmdbTestUrl()}/t/p` });
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A catalog title: its list entry ('movie-123') and the title the card shows. */
export interface CatalogTitle {
  entry: string;
  title: string;
}

interface RawList {
  results: { id: number; title?: string; name?: string }[];
}

/**
 * `count` movies (weekly trending) and `count` TV shows (popular) of the local catalog, titles unique.
 * @returns `{ movies, tv }`
 */
export async function catalogTitles(count: number): Promise<{ movies: CatalogTitle[]; tv: CatalogTitle[] }> {
  const [movies, tv] = await Promise.all([tmdbGet<RawList>('/trending/movie/week'), tmdbGet<RawList>('/tv/popular')]);
  const seen = new Set<string>();
  const pick = (list: RawList, type: 'movie' | 'tv') =>
    list.results
      .map((r) => ({ entry: `${type}-${r.id}`, title: (type === 'movie' ? r.title : r.name) ?? '' }))
      .filter((t) => t.title && !seen.has(t.title) && seen.add(t.title))
      .slice(0, count);
  return { movies: pick(movies, 'movie'), tv: pick(tv, 'tv') };
}
