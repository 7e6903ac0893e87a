/**
 * TEMPORARY — replaced by each remote's `./routeData` expose (its `src/routeData.ts`, the
 * route-data descriptors of `@streamscout/tmdb/query`) once those land; the shape here is that
 * contract's, so the switch is a change of where the descriptors come from, not of their use.
 *
 * What the first screen of each public route reads from TMDB, for the server to fetch before it
 * renders (the same `tmdbQueries` options, hence the same keys, as the screens' own queries).
 * A signed-out visitor's view: adult titles off (the server never knows the session).
 */
import { DISCOVER_ROWS, isDiscoverRow } from '@streamscout/tmdb';
import { tmdbQueries } from '@streamscout/tmdb/query';

/** What a descriptor is given (`@streamscout/tmdb/query`'s `RouteDataContext`). */
interface RouteDataContext {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  adult: boolean;
  /** ISO 3166-1 country of the viewer, e.g. 'US'. */
  region: string;
}

/** One query of a route (`RouteQuery`): TanStack options from `tmdbQueries`. */
export type RouteQuery =
  | { kind: 'query'; options: ReturnType<(typeof tmdbQueries)[Exclude<keyof typeof tmdbQueries, 'search'>]> }
  | { kind: 'infinite'; options: ReturnType<(typeof tmdbQueries)['search']> };

/** `RouteDataDescriptor`: the queries of one screen. */
export type RouteDataDescriptor = (ctx: RouteDataContext) => RouteQuery[];

/** Discover rows the discover screen loads at once (the rest load on scroll, in the browser). */
const FIRST_DISCOVER_ROWS = 2;

const numeric = (s: string | undefined): number | null => (s && /^\d+$/.test(s) ? Number(s) : null);

/** Descriptors by screen name of the route table. */
export const routeData: Record<string, RouteDataDescriptor> = {
  Home: () => [
    { kind: 'query', options: tmdbQueries.homeTrending() },
    { kind: 'query', options: tmdbQueries.nowPlaying() },
  ],
  Search: ({ search }) => {
    const q = (search.get('q') ?? '').trim();
    return q ? [{ kind: 'infinite', options: tmdbQueries.search(q) }] : [];
  },
  ShowDetails: ({ params }) => {
    const id = numeric(params.id);
    if (id === null) return [];
    return [{ kind: 'query', options: tmdbQueries.details(params.type === 'tv' ? 'tv' : 'movie', id) }];
  },
  Seasons: ({ params }) => {
    const id = numeric(params.id);
    return id === null ? [] : [{ kind: 'query', options: tmdbQueries.details('tv', id) }];
  },
  Season: ({ params }) => {
    const id = numeric(params.id);
    const n = numeric(params.num);
    return id === null || n === null ? [] : [{ kind: 'query', options: tmdbQueries.season(id, n) }];
  },
  Actor: ({ params }) => {
    const id = numeric(params.id);
    return id === null ? [] : [{ kind: 'query', options: tmdbQueries.person(id) }];
  },
  Discover: ({ adult }) => DISCOVER_ROWS.slice(0, FIRST_DISCOVER_ROWS).map((row) => ({ kind: 'query' as const, options: tmdbQueries.discoverRow(row.key, { adult }) })),
  DiscoverRow: ({ params, adult }) => (isDiscoverRow(params.genre) ? [{ kind: 'query', options: tmdbQueries.discoverRow(params.genre, { adult }) }] : []),
};
