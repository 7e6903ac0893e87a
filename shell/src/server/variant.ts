/**
 * What of a request a server-rendered page depends on besides its URL (`RenderVariant` of
 * `@streamscout/server/renderer`), worked out once per request: the route (the server's match, or
 * matched here), its screen's key, the region — the edge's region when it is a known code, else
 * the first country of `Accept-Language`, else the default region — the language (architecture
 * §13) and the remembered grid/list views of the request's cookies. The server's page cache keys on its `key`, and the render reads
 * the rest instead of resolving them again.
 */
import { matchRoute } from '@streamscout/routes';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_PARAM,
  knownLanguage,
  knownRegion,
  languageDir,
  languageFromCookie,
  parseAcceptLanguage,
  resolveLanguage,
  resolveRegion,
  type Language,
} from '@streamscout/region';
import type { RenderRequest, RenderVariant, RouteMatch } from '@streamscout/server/renderer';
import { viewsFromCookie } from '@streamscout/ui';
import { screenKey } from '../federation/screenKey';

/** The route of a request: the server's match when it gave one, else this URL's. */
export function routeOf(request: Pick<RenderRequest, 'url' | 'route'>): RouteMatch | null {
  if (request.route !== undefined) return request.route;
  return matchRoute(new URL(request.url, 'http://ssr.invalid').pathname) as RouteMatch | null;
}

/**
 * The language of a request (architecture §13): the edge's (`X-StreamScout-Language`) when it is
 * one we speak, else `resolveLanguage` of the URL's `?lang=`, the footer's pick (its cookie) and
 * `Accept-Language` — the server never sees the profile, whose language the browser applies.
 */
export function languageOfRequest(request: Pick<RenderRequest, 'url' | 'language' | 'acceptLanguage' | 'cookie'>): Language {
  return (
    knownLanguage(request.language) ??
    resolveLanguage({
      url: new URL(request.url, 'http://ssr.invalid').searchParams.get(LANGUAGE_PARAM),
      picked: languageFromCookie(request.cookie),
      languages: parseAcceptLanguage(request.acceptLanguage),
    })
  );
}

/**
 * The variant of a request.
 * @param request the URL and its route (matched here when the server did not), the edge's region
 *   and language (any case, may be unknown), `Accept-Language`, `Cookie` (each may be missing)
 * @returns its `key` is the resolved region, the resolved language unless English, then each
 *   remembered view (`name=value`, sorted by name), e.g. 'GB', 'GB de' or 'US streamscout-search-view=list'
 */
export function variantOf(
  request: Pick<RenderRequest, 'url' | 'region' | 'language' | 'acceptLanguage' | 'cookie' | 'route'>,
): RenderVariant {
  const region = knownRegion(request.region) ?? resolveRegion({ languages: parseAcceptLanguage(request.acceptLanguage) });
  const language = languageOfRequest(request);
  const views = viewsFromCookie(request.cookie);
  const named = Object.entries(views)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, view]) => `${name}=${view}`);
  const route = routeOf(request);
  return {
    key: [region, ...(language === DEFAULT_LANGUAGE ? [] : [language]), ...named].join(' '),
    region,
    language,
    dir: languageDir(language),
    views,
    screen: route && !route.guard ? screenKey(route.remote, route.screen) : null,
  };
}
