/**
 * The route data context (`RouteDataContext` of `@streamscout/tmdb/query`) built the same way
 * for the host's prefetch and for the screens' hooks, so a screen's first render and its
 * prefetch ask for the same query keys: the params `matchRoute` gives for the URL (decoded, with
 * the route's static params such as the details screen's `type`), the query string, and the
 * viewer's adult flag and region.
 */
import { useMemo } from 'react';
import { matchRoute } from '@streamscout/routes';
import { useLocation } from '@streamscout/routes/router';
import {
  currentRegion,
  currentServiceFilter,
  hasStoredSession,
  sessionStore,
  useProfile,
  useRegion,
  useServiceFilter,
} from '@streamscout/session';
import type { RouteDataContext } from '@streamscout/tmdb/query';
import { useT } from '@streamscout/i18n';

/** Who is looking, as far as TMDB data cares. */
export type Viewer = Pick<RouteDataContext, 'adult' | 'region' | 'services' | 'language'>;

const NO_SERVICES: readonly number[] = Object.freeze([]);

/**
 * The route data context of a URL.
 * @param pathname e.g. '/details/movie/42' (no query string)
 * @param search the query string, with or without '?', e.g. '?q=heat'
 * @param viewer the viewer's adult flag, region, "Only my services" filter (provider ids;
 *   absent: no filter, as for a signed-out viewer or a server render) and language (absent: English)
 * @param params the params of `pathname`'s route when the caller has matched it already (the
 *   server renderer, once per request); matched here otherwise
 * @returns the context; `params` is `{}` for a path no route serves
 */
export function routeDataContext(
  pathname: string,
  search: string | URLSearchParams,
  viewer: Pick<Viewer, 'adult' | 'region'> & Partial<Pick<Viewer, 'services' | 'language'>>,
  params: Readonly<Record<string, string>> | undefined = matchRoute(pathname)?.params,
): RouteDataContext {
  return {
    params: { ...params },
    search: new URLSearchParams(search),
    adult: viewer.adult,
    region: viewer.region,
    services: viewer.services ?? NO_SERVICES,
    ...(viewer.language ? { language: viewer.language } : {}),
  };
}

/**
 * The viewer as a screen renders for it: the signed-in profile's adult flag (false when signed
 * out and until the profile has loaded, spec §5/§6), the viewer's region (`useRegion`: the
 * profile's country, else the region picked in this browser, else the browser's language, else
 * the default region), the "Only my services" filter (`useServiceFilter`: the profile's
 * provider ids while it is on, else []) and the page's language (its translator's, `useT` of
 * `@streamscout/i18n`). Needs no router (the discover embed uses it too).
 */
export function useViewer(): Viewer {
  const adult = useProfile()?.adult === true;
  const region = useRegion();
  const services = useServiceFilter();
  const language = useT().lang;
  return useMemo(() => ({ adult, region, services, language }), [adult, region, services, language]);
}

/**
 * The viewer as far as it is known before anything renders (the host's prefetch): adult false
 * when no session is stored (surely signed out), the profile's flag when the profile is already
 * in the session store, `null` when a session is stored but its profile not loaded yet; the
 * region known so far ({@link currentRegion}) and the "Only my services" filter known so far
 * (`currentServiceFilter`: [] until the profile has loaded), and the page's language (the session store's).
 */
export function knownViewer(): { adult: boolean | null; region: string; services: readonly number[]; language: string } {
  // the page's language: the host set it before the first render
  const { language } = sessionStore.getState();
  // the region as far as known now (a stored pick, the browser's language; the profile's country once loaded)
  if (!hasStoredSession()) return { adult: false, region: currentRegion(), services: NO_SERVICES, language };
  const profile = sessionStore.getState().profile;
  return { adult: profile ? profile.adult === true : null, region: currentRegion(), services: currentServiceFilter(), language };
}

/**
 * The route data context of the current location for the current viewer, as the screen's
 * first render sees it (inside the router).
 */
export function useRouteDataContext(): RouteDataContext {
  const { pathname, search } = useLocation();
  const viewer = useViewer();
  return useMemo(() => routeDataContext(pathname, search, viewer), [pathname, search, viewer]);
}
