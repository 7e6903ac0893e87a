/**
 * The shell's server renderer (architecture §9), orchestrating one render of a public route: take
 * the request's variant (`./variant`: its route, screen, region and views, decided once per
 * request), load its screen and route data from the remote's server container (`./remotes`), fetch
 * the route's TMDB queries (`./tmdbCache`), render the same root tree as the browser (`../Root`) at
 * the URL with React's static prerender (`./stream`), and return the head (`./head`), the HTML,
 * the data handover (`./handover`) and the page's LCP image (the first high-priority image the
 * render met, `LcpImageContext` of `@streamscout/ui`; the server preloads it from the head). The contract is `Renderer` of `@streamscout/server/renderer`.
 *
 * - Faults: a remote that cannot be loaded, a screen that throws, a TMDB failure or timeout → the
 *   result is `{ ok: false }` and the server sends the client-rendered page, never an error page;
 *   each distinct fault is logged once until the same kind of render succeeds again.
 * - Nothing about the visitor enters the HTML but the region and the language it resolved to: no
 *   session (signed-in controls render their neutral stand-ins), no theme (the inline theme script).
 * - Every piece of state (remotes, TMDB cache, counters, logged faults) belongs to one instance of
 *   {@link createRenderer}: `index.ts` makes the process's one, tests make fresh ones.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteKey } from '@streamscout/apps';
import { configureTmdb, createTmdbClient, type TmdbClient } from '@streamscout/tmdb';
import { routeDataContext } from '@streamscout/host/route-data';
import type { ExposedRouteDataModule, ExposedScreen, ExposedScreenModule } from '@streamscout/host/contract';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { RouteDataDescriptor, RouteQuery } from '@streamscout/tmdb/query';
import { publicListKeys } from '@streamscout/widgets';
import type {
  Renderer,
  RenderRequest,
  RenderResult,
  SharedTmdbAnswers,
  SsrStats,
  TmdbDataAnswers,
  TmdbDataQuery,
  TmdbDataRequest,
} from '@streamscout/server/renderer';
import { LcpImageContext, createLcpImageRecorder } from '@streamscout/ui';
import { loadLanguage, registerCatalog, type CatalogLoader } from '@streamscout/i18n';
import { knownLanguage } from '@streamscout/region';
import { loadShellLanguage } from '../i18n';
import { Root } from '../Root';
import { headFor } from '../head/pageHead';
import { writeHandover } from './handover';
import { createRemoteRegistry, type FederationRuntime } from './remotes';
import { screenKey } from '../federation/screenKey';
import { renderToHtml } from './stream';
import { routeOf, variantOf } from './variant';
import { createTmdbAnswerCache, serverQueryClient, type TmdbAnswerCache, type TmdbAnswerCacheOptions } from './tmdbCache';
import { apiRouteQuery } from './apiData';

/**
 * Server TMDB timeout (ms): past it the route is served client-rendered (the browser fetches as
 * before). 1,000 ms; `SSR_TMDB_TIMEOUT_MS` changes it for a process (the e2e stack, whose renderer
 * keeps no TMDB answer and asks the catalog on every page of a busy 2-core machine, gives it 3 s so
 * a one-second stall of the machine is not taken for TMDB failing).
 */
export const SERVER_TMDB_TIMEOUT_MS = Number(process.env.SSR_TMDB_TIMEOUT_MS) > 0 ? Number(process.env.SSR_TMDB_TIMEOUT_MS) : 1000;
/**
 * TMDB requests the renderer keeps on the wire at once (`maxInFlight` of its client; a browser
 * tab keeps 6). One process speaks for every visitor: a cold page needs up to ~5 queries, so 16
 * lets three cold renders go without queueing behind each other, while at TMDB's ≥ 300 ms per
 * answer from a server it stays near the ~50 requests/s TMDB allows an address. The calendar and
 * feeds of the same process have a client and a limit of their own.
 */
const SERVER_TMDB_MAX_IN_FLIGHT = 16;

/** Settings of {@link createRenderer}; each has the default named beside it. */
export interface RendererOptions {
  /** The Module Federation runtime the remotes are registered with (default the built host's global runtime). */
  federation?: FederationRuntime;
  /** The TMDB answer cache's TTLs and size (`./tmdbCache` defaults: 5 min, 30 s for null, 1,000 entries). */
  cache?: Omit<TmdbAnswerCacheOptions, 'tmdb'>;
  /** Least time between two asks of a remote's entry tag (ms; 1,000). */
  revalidateMs?: number;
  /** The TMDB answers the server's processes share, read at each miss (default: none, this renderer's cache alone). */
  shared?: () => SharedTmdbAnswers | null;
}

/**
 * Puts what the server read from the backend for a page (`RenderRequest.known`: a public list, a
 * user's public lists) into the render's QueryClient under the keys the screens read it by.
 * @returns the hashes of the keys it filled (their route queries are not asked again)
 */
function seedKnown(client: QueryClient, known: RenderRequest['known']): Set<string> {
  const filled = new Set<string>();
  const put = (key: readonly unknown[], data: unknown) => {
    client.setQueryData(key, data);
    filled.add(hashKey(key));
  };
  if (known?.publicList) put(publicListKeys.list(known.publicList.username, known.publicList.list), known.publicList.answer);
  if (known?.publicLists) put(publicListKeys.lists(known.publicLists.username), known.publicLists.answer);
  return filled;
}

/** A new renderer: its own remotes, TMDB answers, counters and logged faults. */
export function createRenderer(options: RendererOptions = {}) {
  const remotes = createRemoteRegistry({
    federation: options.federation ?? { registerRemotes, loadRemote },
    revalidateMs: options.revalidateMs,
  });
  const stats: SsrStats = { renders: 0, fallbacks: 0, tmdbRequests: 0 };
  const logged = new Set<string>();
  /** The renderer's own TMDB client and its answers, made from the first request's runtime config. */
  let tmdb: { fingerprint: string; client: TmdbClient; answers: TmdbAnswerCache } | null = null;

  /** Logs a fault the first time it is seen since the last good render of its kind (no flood per request). */
  const fail = (key: string, message: string, e?: unknown): RenderResult => {
    stats.fallbacks += 1;
    if (!logged.has(key)) {
      logged.add(key);
      const why = e ? `: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}` : '';
      console.error(`[ssr] ${message}${why} — serving the client-rendered page`);
    }
    return { ok: false, reason: message };
  };

  /**
   * Makes the renderer's TMDB client from the runtime config (again only when its TMDB settings
   * change, with an empty answer cache) and registers the remotes. The client is the renderer's
   * alone: its 1 s timeout and 16 in flight are nobody else's. The one process-wide TMDB setting it
   * writes is the image host, which the rendered components read (`imageUrl`), the same for every
   * consumer of the process since it comes from the one runtime config.
   */
  const configure = (config: RenderRequest['config']) => {
    const fingerprint = JSON.stringify(config.tmdb);
    if (fingerprint !== tmdb?.fingerprint) {
      const client = createTmdbClient({
        ...config.tmdb,
        timeoutMs: SERVER_TMDB_TIMEOUT_MS,
        maxInFlight: SERVER_TMDB_MAX_IN_FLIGHT,
        onRequest: () => {
          stats.tmdbRequests += 1;
        },
      });
      tmdb = { fingerprint, client, answers: createTmdbAnswerCache({ ...options.cache, tmdb: client, shared: options.shared }) };
      configureTmdb({ imageBaseUrl: config.tmdb.imageBaseUrl });
    }
    remotes.configure(config.remotes);
    return tmdb!;
  };

  const renderRoute = async (request: RenderRequest): Promise<RenderResult> => {
    const url = new URL(request.url, 'http://ssr.invalid');
    const route = routeOf(request);
    if (!route || route.guard) return { ok: false, reason: 'not a public route' };
    const { client: tmdbClient, answers } = configure(request.config);
    // the request's variant, as the server decided it (or decided here when it did not)
    const variant = request.variant ?? variantOf({ ...request, route });
    const { region, views } = variant;
    const lang = knownLanguage(variant.language) ?? 'en';
    const remote = route.remote as RemoteKey;
    const screen = variant.screen ?? screenKey(remote, route.screen); // the handover's and PreloadedScreens' key
    const id = `${REMOTES[remote].name}/${route.screen}`; // the Module Federation id, as logs name it

    await remotes.revalidate(remote, request.entryTag);
    let Screen: ExposedScreen;
    let describe: RouteDataDescriptor | undefined;
    try {
      // the screen, its remote's route data (`./routeData`: which TMDB queries its first render asks
      // for) and, in another language than English, its remote's catalogs (`./i18n`) with the shell's
      const [mod, data, messages] = await Promise.all([
        remotes.load<ExposedScreenModule>(remote, route.screen),
        remotes.load<Partial<ExposedRouteDataModule>>(remote, 'routeData'),
        lang === 'en' ? null : remotes.load<{ loadCatalog?: CatalogLoader }>(remote, 'i18n'),
      ]);
      if (!mod || typeof mod.default !== 'function') throw new Error(`${id} has no default component`);
      Screen = mod.default;
      describe = data?.routeData?.[route.screen];
      if (messages?.loadCatalog) registerCatalog(remote, messages.loadCatalog);
      await Promise.all([loadShellLanguage(lang), loadLanguage(lang, messages?.loadCatalog ? [remote] : [])]);
    } catch (e) {
      remotes.forget(remote); // the next render tries the remote again
      return fail(`load ${id}`, `${id} could not be loaded`, e);
    }

    // a signed-out viewer's data, in the region the variant resolved (the request's languages are
    // the server's best guess at it), for the route's params
    const context = routeDataContext(url.pathname, url.searchParams, { adult: false, region, language: lang }, route.params);
    const queries = describe?.(context) ?? [];
    const client = serverQueryClient(tmdbClient);
    // what the server read from the backend already (a public list): in the client, never asked again
    const known = seedKnown(client, request.known);
    /** One route query's data (known, cached or from TMDB), then its follow-ups' (a list's first cards). */
    const load = async (q: RouteQuery): Promise<unknown> => {
      const data = known.has(hashKey(q.options.queryKey))
        ? client.getQueryData(q.options.queryKey)
        : await answers.load(client, q, request.cacheTtlMs);
      if (q.then && data != null) await Promise.all(q.then(data).map(load));
      return data;
    };
    let results: unknown[];
    try {
      results = await Promise.all(queries.map(load));
    } catch (e) {
      return fail('tmdb', `TMDB did not answer for ${url.pathname}`, e);
    }

    // the first high-priority image the screen renders: the server preloads it from the head
    const lcpImage = createLcpImageRecorder();
    const tree = (
      <LcpImageContext.Provider value={lcpImage}>
        <Root
          queryClient={client}
          serverLocation={`${url.pathname}${url.search}`}
          region={region}
          views={views}
          lang={lang}
          screens={{ [screen]: Screen }}
        />
      </LcpImageContext.Provider>
    );
    const rendered = await renderToHtml(tree, 5 * SERVER_TMDB_TIMEOUT_MS);
    if (!rendered.ok) return fail(`render ${id}`, `${id} failed to render`, rendered.error);

    stats.renders += 1;
    for (const k of [`load ${id}`, `render ${id}`, 'tmdb']) logged.delete(k); // healthy again
    return {
      ok: true,
      status: queries.length > 0 && results.some((d) => d === null) ? 404 : 200,
      head: headFor({
        route: { path: route.path, params: context.params },
        url,
        client,
        region,
        lang,
        shellUrl: request.config.shellUrl || '',
      }),
      body: rendered.html,
      handover: writeHandover(client, screen, region, views, lang),
      region,
      language: lang,
      personal: Object.keys(views).length > 0,
      lcpImage: lcpImage.first,
    };
  };

  /** The public API's TMDB data: the renderer's client and answer cache, the pages' keys (architecture §9a). */
  const tmdbData = async <Q extends TmdbDataQuery>(request: TmdbDataRequest<Q>): Promise<TmdbDataAnswers[Q['name']] | null> => {
    const { client, answers } = configure(request.config);
    const { route, read } = apiRouteQuery(request.query, client);
    return read(await answers.get(route, request.cacheTtlMs)) as TmdbDataAnswers[Q['name']] | null;
  };

  return { renderRoute, tmdbData, ssrStats: async () => ({ ...stats }) } satisfies Renderer;
}
