/**
 * What of a request a server-rendered page depends on besides its URL (the `variantOf` of
 * `Renderer` in `@streamscout/server/renderer`): the region the render resolves — the edge's region
 * when it is a known code, else the first country of `Accept-Language`, else the default region,
 * as `./render` resolves it — and the remembered grid/list views of the request's cookies.
 * The shell server's page cache keys on it (issue 26 §2).
 */
import { knownRegion, parseAcceptLanguage, resolveRegion } from '@streamscout/region';
import type { RenderRequest } from '@streamscout/server/renderer';
import { viewsFromCookie } from '@streamscout/ui';

/**
 * The variant of a request, e.g. 'GB' or 'US streamscout-search-view=list'.
 * @param request the edge's region (any case, may be unknown), `Accept-Language`, `Cookie` (each may be missing)
 * @returns the resolved region, then each remembered view (`name=value`, sorted by name)
 */
export function variantOf(request: Pick<RenderRequest, 'region' | 'acceptLanguage' | 'cookie'>): string {
  const region = knownRegion(request.region) ?? resolveRegion({ languages: parseAcceptLanguage(request.acceptLanguage) });
  const views = Object.entries(viewsFromCookie(request.cookie))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, view]) => `${name}=${view}`);
  return [region, ...views].join(' ');
}
