/**
 * @streamscout/routes — where every screen lives (spec §2 "Screens and routes").
 *
 * - {@link ROUTES}: one route table per remote — path pattern, the screen (a file
 *   `src/screens/{screen}.tsx` of that remote, exposed to the shell as `./{screen}`) and the
 *   session guard. The shell builds its route table from it, and each remote's standalone mount
 *   builds its own from its row, so a route is written once.
 * - {@link paths}: helpers that build the URLs screens link to (`paths.details.movie(42)` →
 *   '/details/movie/42'), from the same patterns.
 *
 * - {@link matchRoute}: the route serving a pathname and its params (the static server's preload
 *   hints, the host's prefetch and the screens' route data read the same params).
 * - {@link statusFor}: the HTTP status a page URL answers with (404 page not found, 400 'Bad
 *   Request', 200), which the server sends for server- and client-rendered pages alike.
 * - {@link parseId}, {@link parseSeasonNumber}: the one parser of numbers in route segments.
 *
 * Pure data and string functions: no React, no router at runtime. The table itself is plain
 * CommonJS data in `../table.js`, so Node scripts read it too.
 */
import type { ComponentType } from 'react';
import type { RemoteKey } from '@streamscout/apps';
import { PATTERNS, ROUTES as TABLE_ROUTES } from '../table.js';

export type { RemoteKey };

export { PATTERNS };
/** The route of the table serving a pathname (or null): see `../table.js`. */
export { matchRoute } from '../table.js';
/** The HTTP status of a page URL (200, 400 'Bad Request' or 404 page not found): see `../table.js`. */
export { statusFor, PARAM_VALUES } from '../table.js';
/** What each list is called in a sentence ('watch queue', 'favorites', 'watched list'): see `../table.js`. */
export { LIST_NOUNS } from '../table.js';
export { parseId, parseSeasonNumber } from './ids';

/** Who may open a route (spec §6): 'auth' signed-in only (else /login), 'guest' signed-out only (else /dashboard). */
export type Guard = 'auth' | 'guest';

/** One route of a remote. */
export interface RouteDef {
  /** Path pattern from {@link PATTERNS}. */
  readonly path: string;
  /** Screen component name: the remote's `src/screens/{screen}.tsx`, exposed as `./{screen}`. */
  readonly screen: string;
  /** Session guard, if any. */
  readonly guard?: Guard;
  /**
   * Params the pattern spells as a static segment, e.g. `{ type: 'movie' }` for
   * '/details/movie/:id', so a screen serving two routes reads its media type like any param.
   */
  readonly params?: Readonly<Record<string, string>>;
}

/** The route table of each remote (spec §2), from `../table.js`. The shell adds only '/details' and '*' (page not found). */
const ROUTES = TABLE_ROUTES satisfies Record<RemoteKey, readonly RouteDef[]>;

/** The routes of one remote, typed as plain {@link RouteDef}s (for code that maps over any remote's table). */
export function routesOf(remote: RemoteKey): readonly RouteDef[] {
  return ROUTES[remote];
}

/** Screen names of remote `R`, e.g. `ScreenName<'search'>` = 'Home' | 'Search'. */
export type ScreenName<R extends RemoteKey> = (typeof ROUTES)[R][number]['screen'];

/** What a remote's `src/routes.tsx` provides: one component (usually `lazy`) per screen of its table. */
export type ScreenMap<R extends RemoteKey> = Record<ScreenName<R>, ComponentType>;

/**
 * Fills a pattern's `:params` (URL-encoded).
 * @throws Error when a parameter is missing (a programming error, never user input)
 */
function fill(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([a-z]+)/gi, (_, name: string) => {
    const v = params[name];
    if (v === undefined || v === '') throw new Error(`@streamscout/routes: ${pattern} needs :${name}`);
    return encodeURIComponent(String(v));
  });
}

type Id = number | string;

/** URL builders for every route of spec §2. Each returns a path (no origin). */
export const paths = {
  /** '/' — featured search screen. */
  home: (): string => PATTERNS.home,
  /** '/search?q={query}' — the query trimmed and URL-encoded (spec §2 "Search form"). */
  search: (query: string): string => `${PATTERNS.search}?${new URLSearchParams({ q: query.trim() }).toString()}`,
  details: {
    /** '/details/{movie|tv}/{id}'. */
    show: (type: 'movie' | 'tv', id: Id): string => fill(type === 'tv' ? PATTERNS.tv : PATTERNS.movie, { id }),
    movie: (id: Id): string => fill(PATTERNS.movie, { id }),
    tv: (id: Id): string => fill(PATTERNS.tv, { id }),
    /** '/details/tv/{id}/seasons'. */
    seasons: (tvId: Id): string => fill(PATTERNS.seasons, { id: tvId }),
    /** '/details/tv/{id}/seasons/{num}'. */
    season: (tvId: Id, num: Id): string => fill(PATTERNS.season, { id: tvId, num }),
    /** '/details/actor/{id}'. */
    actor: (id: Id): string => fill(PATTERNS.actor, { id }),
  },
  discover: {
    /** '/discover'. */
    overview: (): string => PATTERNS.discover,
    /** '/discover/{row}', row one of spec §2's nine names. */
    row: (row: string): string => fill(PATTERNS.discoverRow, { genre: row }),
  },
  login: (): string => PATTERNS.login,
  signup: (): string => PATTERNS.signup,
  dashboard: (): string => PATTERNS.dashboard,
  /** '/dashboard/services' — "My services". */
  services: (): string => PATTERNS.services,
  /** '/dashboard/alerts' — the alerts inbox and its settings (spec §13). */
  alerts: (): string => PATTERNS.alerts,
  /** '/dashboard/calendar' — the calendar of what is coming (spec §12). */
  calendar: (): string => PATTERNS.calendar,
  /** '/dashboard/import' — import lists from IMDb, Letterboxd or Trakt (spec §14). */
  import: (): string => PATTERNS.import,
  /** '/dashboard/plan' — the service planner (spec §20). */
  plan: (): string => PATTERNS.plan,
  /** '/dashboard/together' — watch groups and "Pick for us" (spec §19). */
  together: (): string => PATTERNS.together,
  /**
   * '/dashboard/together/join#{token}' — an invite link (spec §19). The token rides in the
   * fragment, which browsers never send to a server, so no request log or Referer carries it.
   */
  togetherJoin: (token: string): string => `${PATTERNS.togetherJoin}#${encodeURIComponent(token)}`,
  /** '/dashboard/{queue|favorites|watched}'. */
  gallery: (list: 'queue' | 'favorites' | 'watched'): string => fill(PATTERNS.gallery, { list }),
  /** '/u/{username}' — a user's public lists (spec §17). */
  publicUser: (username: string): string => fill(PATTERNS.publicUser, { username }),
  /** '/u/{username}/{queue|favorites|watched}' — one public list (spec §17). */
  publicList: (username: string, list: 'queue' | 'favorites' | 'watched'): string => fill(PATTERNS.publicList, { username, list }),
} as const;
