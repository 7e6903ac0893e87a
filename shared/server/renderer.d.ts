/**
 * The contract between the shell's application server (`./app.js`, JavaScript) and the shell's
 * server renderer (`shell/dist/server/render.js`, built from `shell/src/server/index.ts`),
 * written once: the server reads it through JSDoc (`@typedef {import('./renderer').Renderer}`),
 * the shell implements it with `satisfies` (architecture §9).
 */
import type { RuntimeConfig } from '@streamscout/host/runtime';
import type { RegionProvider, SearchPage, ShowDetail, WatchByRegion, WatchRegion } from '@streamscout/tmdb';

/**
 * A route of the route table with its params, as `matchRoute` of `@streamscout/routes/table` gives it.
 * @public (the shell's renderer imports it through this package's types-only `./renderer` export)
 */
export interface RouteMatch {
  remote: 'search' | 'details' | 'discover' | 'dashboard';
  path: string;
  screen: string;
  guard?: 'auth' | 'guest';
  params: Record<string, string>;
}

/**
 * What of a request a page's HTML depends on besides its URL, decided once per request by the
 * renderer's `variantOf` and handed to its `renderRoute` (architecture §9).
 */
export interface RenderVariant {
  /** The whole variant as a string, e.g. 'GB' or 'US streamscout-search-view=list': the page cache's key. */
  key: string;
  /** The region the page is rendered for (ISO 3166-1 alpha-2). */
  region: string;
  /** The language the page is rendered in (one of `LANGUAGES` of `@streamscout/region`, e.g. 'de'; absent: English). */
  language?: string;
  /** Its writing direction ('rtl' for Arabic; absent: 'ltr'): the server writes `<html dir>` from it. */
  dir?: 'ltr' | 'rtl';
  /** The remembered grid/list views of the request's cookies, by cookie name (`{}`: none). */
  views: Readonly<Record<string, 'grid' | 'list'>>;
  /** The screen the route shows, '{remote}/{screen}' (`screenKey` of the shell), or null for no public route. */
  screen: string | null;
}

/** One render request: a public route's URL and what the server knows about the request. */
export interface RenderRequest {
  /** Path and query string, e.g. '/details/movie/42' or '/search?q=star'. */
  url: string;
  /** The runtime config (the same the browser gets inline): TMDB settings, remotes' manifest URLs, `shellUrl`. */
  config: RuntimeConfig;
  /**
   * ISO 3166-1 alpha-2 country to render for; when absent or unknown, the one the request's
   * `Accept-Language` names (`en-GB` → 'GB'), else the default region.
   */
  region?: string;
  /**
   * The language to render in (`X-StreamScout-Language`, the one a CDN edge resolved); when absent or
   * not one we speak, the URL's `?lang=`, the language cookie, then `Accept-Language`, then English.
   */
  language?: string;
  /** The request's `Accept-Language` header (null when absent): the server's guess at the viewer's region and language. */
  acceptLanguage?: string | null;
  /**
   * The current version of a remote's server entry (its ETag, else Last-Modified), or null when it
   * cannot be asked. The renderer asks at most about once a second per remote (concurrent renders
   * share one answer); a changed tag makes it register the remote afresh. Without it a loaded
   * remote is kept until the renderer restarts.
   */
  entryTag?: (entryUrl: string) => Promise<string | null>;
  /** How long TMDB answers are reused (ms; default the renderer's, 5 min; 0: never — tests that break TMDB on purpose). */
  cacheTtlMs?: number;
  /**
   * The request's `Cookie` header: only the remembered grid/list views (`streamscout-…-view`, see
   * `useRememberedView` of `@streamscout/ui`) and the footer's language (`streamscout-lang`) are
   * read from it, so the HTML shows the chosen view in the chosen language.
   */
  cookie?: string | null;
  /** The route of the URL's path when the server matched it already (null: none); matched by the renderer otherwise. */
  route?: RouteMatch | null;
  /** The request's variant when the server asked `variantOf` already; worked out by the renderer otherwise. */
  variant?: RenderVariant;
  /**
   * What the server read from the backend for this page before rendering it (spec §17): a public
   * list page's list, a user page's public lists. The render puts it where the screen's query reads
   * it (the browser gets it in the handover) and asks the backend nothing. Absent for other pages.
   */
  known?: {
    /** `/u/{username}/{list}`: the list as `public_list` answered it (null: not public). */
    publicList?: { username: string; list: string; answer: PublicListAnswer | null };
    /** `/u/{username}`: the user's public lists as `public_lists` answered them ([]: none). */
    publicLists?: { username: string; answer: PublicListAnswer[] };
  };
}

/** One public list as the backend answers it: exactly its owner's username, its name and its entries. */
interface PublicListAnswer {
  username: string;
  list: 'queue' | 'favorites' | 'watched';
  entries: string[];
}

/** A finished server render, or why the route is served client-rendered. */
export type RenderResult =
  | {
      ok: true;
      /** 200, or 404 for an id TMDB does not know (the page still renders its not-found state). */
      status: 200 | 404;
      /** HTML for `<head>`: `<title>`, meta description, Open Graph/Twitter tags, canonical link, JSON-LD. */
      head: string;
      /** The rendered `#root` content: the whole tree, nothing suspended (React's static prerender). */
      body: string;
      /**
       * The data handover as a script-safe JSON literal (`<`, U+2028, U+2029 escaped):
       * `{ state, screen, region }`, assigned to `window.__STREAMSCOUT_SSR__` after `#root`.
       */
      handover: string;
      /** The region the page was rendered for (ISO 3166-1 alpha-2, e.g. 'GB'). */
      region: string;
      /** The language the page was rendered in (e.g. 'de'; absent: English); the server writes `<html lang dir>` from it. */
      language?: string;
      /** True when the request carried a remembered view (a cookie): the HTML is this visitor's, not for a shared cache. */
      personal: boolean;
      /**
       * The page's likely LCP image — the first high-priority `<img>` the render wrote (a results grid's
       * first poster, a banner) with its `src` as `href` (and `srcSet`/`sizes` when it has them) — or
       * null/absent for none. The server preloads it from the `<head>` (architecture §7).
       */
      lcpImage?: { href: string; srcSet?: string; sizes?: string } | null;
    }
  | {
      ok: false;
      /** Why, for logs and tests: 'not a public route', '<remote>/<Screen> could not be loaded', … */
      reason: string;
    };

/**
 * Counters of one renderer since it started.
 * @public (the shell's renderer imports it through this package's types-only `./renderer` export)
 */
export interface SsrStats {
  /** Pages rendered on the server. */
  renders: number;
  /** Public routes served client-rendered because a remote, a screen or TMDB failed. */
  fallbacks: number;
  /** Requests the renderer sent to TMDB (cache misses; a request shared by concurrent renders counts once). */
  tmdbRequests: number;
}

/**
 * A TMDB query the public API (`./api-v1.js`) asks of the renderer, named by what it is: each is
 * the query a page asks for the same data (`tmdbQueries` of `@streamscout/tmdb/query`), so the API and
 * the pages share one answer per title (architecture §9a).
 */
export type TmdbDataQuery =
  /** A title's details, with its availability in every region (`ShowDetail.watch`): the details page's query. */
  | { name: 'details'; type: 'movie' | 'tv'; id: number }
  /** One season's availability in every region (`tv/{id}/season/{n}/watch/providers`): the season page's query. */
  | { name: 'seasonWatch'; id: number; season: number }
  /** The regions TMDB lists watch providers for. */
  | { name: 'watchRegions' }
  /** A region's providers for movies or shows, most prominent first. */
  | { name: 'regionProviders'; type: 'movie' | 'tv'; region: string }
  /** One page (≥ 1) of `search/multi` for a trimmed, non-blank query; page 1 is the search page's first page. */
  | { name: 'search'; query: string; page: number }
  /** The movie or show with an IMDb id (`find/{imdb_id}`, lower-case 'tt…'): its type and TMDB id. */
  | { name: 'imdb'; id: string };

/**
 * What each {@link TmdbDataQuery} answers (or null: TMDB has nothing for it, e.g. an unknown id).
 * @public (the shell's renderer imports it through this package's types-only `./renderer` export)
 */
export interface TmdbDataAnswers {
  details: ShowDetail;
  seasonWatch: WatchByRegion;
  watchRegions: WatchRegion[];
  regionProviders: RegionProvider[];
  search: SearchPage;
  imdb: { type: 'movie' | 'tv'; id: number };
}

/**
 * One ask of {@link Renderer.tmdbData}.
 * @public (the shell's renderer imports it through this package's types-only `./renderer` export)
 */
export interface TmdbDataRequest<Q extends TmdbDataQuery = TmdbDataQuery> {
  /** The runtime config (its TMDB settings make the renderer's client, as for a render). */
  config: RuntimeConfig;
  query: Q;
  /** How long the answer is reused (ms; default the renderer's, 5 min; 0: never). */
  cacheTtlMs?: number;
}

/**
 * TMDB answers shared by the server's processes (`./shared-answers.js`, architecture §9): the second
 * level behind a renderer's own answer cache, kept by the cluster's primary. Keys are the answer
 * cache's (the query key's hash), answers their JSON.
 */
export interface SharedTmdbAnswers {
  /**
   * The answer of `key` and how long it stays fresh (ms), or null: fetch it from TMDB, then
   * {@link SharedTmdbAnswers.put} it (or {@link SharedTmdbAnswers.drop} it when the fetch fails) —
   * other processes asking meanwhile wait for it.
   */
  get(key: string): Promise<{ json: string; ttlMs: number } | null>;
  /** Hands over a fetched answer, kept `ttlMs` (0: not kept). */
  put(key: string, json: string, ttlMs: number): void;
  /** The fetch of `key` failed: the processes waiting for it fetch for themselves. */
  drop(key: string): void;
}

/** The shell's server renderer: what `dist/server/render.js` exports. */
export interface Renderer {
  /**
   * Renders the public route at `request.url`. Never rejects for a fault of a remote or of TMDB:
   * those resolve to `{ ok: false, reason }` and the server serves the client-rendered page.
   */
  renderRoute(request: RenderRequest): Promise<RenderResult>;
  /** Counters since the renderer started. */
  ssrStats(): Promise<SsrStats>;
  /**
   * What of a request, besides its URL, the page's HTML depends on — the region it would be
   * rendered for, its language, the remembered views it would show and the route's screen — worked out once:
   * the server hands it back to `renderRoute` (`RenderRequest.variant`). Two requests of one URL
   * with the same `key` get the same HTML (for the same TMDB answers and deploys). The server's page
   * cache keys on it, so every spelling of `Accept-Language` that resolves to 'GB' shares one copy,
   * and cookies the render never reads do not split the cache. Optional: without it the server
   * keys on the region header, `Accept-Language` and `Cookie` as sent.
   */
  variantOf?(request: Pick<RenderRequest, 'url' | 'region' | 'language' | 'acceptLanguage' | 'cookie' | 'route'>): Promise<RenderVariant>;
  /**
   * TMDB data through the renderer's own client and its cache of TMDB answers — the cache its
   * renders read, under the same keys — so the public API costs TMDB one request per title per TTL
   * however often it is asked, and nothing for a title a page already asked about (architecture §9a).
   * Optional: without it the server serves no API.
   * @returns the normalized answer, or null when TMDB has nothing for it
   * @throws the TMDB failure (timeout, 5xx, network); nothing is cached then
   */
  tmdbData?<Q extends TmdbDataQuery>(request: TmdbDataRequest<Q>): Promise<TmdbDataAnswers[Q['name']] | null>;
  /**
   * Gives the renderer the TMDB answers the server's processes share (a cluster's worker; called
   * once, before the first request): its answer cache asks them on a miss before TMDB. Optional.
   */
  shareTmdbAnswers?(store: SharedTmdbAnswers): void;
}
