/**
 * What of a request a server-rendered page depends on besides its URL (`RenderVariant` of
 * `@streamscout/server/renderer`), worked out once per request: the route (the server's match, or
 * matched here), its screen's key, the region — the edge's region when it is a known code, else
 * the first country of `Accept-Language`, else the default region — and the remembered grid/list
 * views of the request's cookies. The server's page cache keys on its `key`, and the render reads
 * the rest instead of resolving them again.
 */
import { matchRoute } from '@streamscout/routes';
import { knownRegion, parseAcceptLanguage, resolveRegion } from '@streamscout/region';
import type { RenderRequest, RenderVariant, RouteMatch } from '@streamscout/server/renderer';
import { viewsFromCookie } from '@streamscout/ui';
import { screenKey } from '../federation/screenKey';

/** The route of a request: the server's match when it gave one, else this URL's. */
export function routeOf(request: Pick<RenderRequest, 'url' | 'route'>): RouteMatch | null {
  if (request.route !== undefined) return request.route;
  return matchRoute(new URL(request.url, 'http://ssr.invalid').pathname) as RouteMatch | null;
}

/**
 * The variant of a request.
 * @param request the URL and its route (matched here when the server did not), the edge's region (any case, may be unknown),
 *   `Accept-Language`, `Cookie` (each may be missing)
 * @returns its `key` is the resolved region, then each remembered view (`name=value`, sorted by
 *   name), e.g. 'GB' or 'US streamscout-search-view=list'
 */
export function variantOf(request: Pick<RenderRequest, 'url' | 'region' | 'acceptLanguage' | 'cookie' | 'route'>): RenderVariant {
  const region = knownRegion(request.region) ?? resolveRegion({ languages: parseAcceptLanguage(request.acceptLanguage) });
  const views = viewsFromCookie(request.cookie);
  const named = Object.entries(views)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, view]) => `${name}=${view}`);
  const route = routeOf(request);
  return {
    key: [region, ...named].join(' '),
    region,
    views,
    screen: route && !route.guard ? screenKey(route.remote, route.screen) : null,
  };
}
