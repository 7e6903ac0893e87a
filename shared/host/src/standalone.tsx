/**
 * Standalone mount of a remote (architecture §3: every remote also runs on its own port with its
 * own providers). Its routes come from the same table the shell uses (`@streamscout/routes`), so
 * a route is written once. Imports Mantine's global CSS itself — exposed modules never do.
 */
import '@streamscout/ui/styles';
import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, Route, Routes } from '@streamscout/routes/router';
import { routesOf, type RemoteKey, type ScreenMap } from '@streamscout/routes';
import { RouteGuard, ScreenRendered, showLanguage } from '@streamscout/session';
import { registerCatalog, type CatalogLoader } from '@streamscout/i18n';
import { LANGUAGE_PARAM, languageFromCookie, resolveLanguage } from '@streamscout/region';
import { Loader, Center, Container, NotFound } from '@streamscout/ui';
import { AppProviders } from './AppProviders';
import { loadRuntimeConfig, RuntimeConfigError } from './runtime';
import { renderConfigError } from './ConfigError';
import { prefetchRoute, type RouteDataTable } from './prefetch';

/**
 * Renders remote `remote`'s routes into `#root` with the providers the shell would give it: its
 * row of the route table, each route's guard, '/' redirecting to its first route when the remote
 * has no '/', and the page-not-found screen for anything else.
 * @param remote which remote this is
 * @param screens its screen components, one per screen name of its route table
 * @param routeData its route data (`src/routeData.ts`): the current route's TMDB data starts
 *   before the screen's code has loaded (none for a remote without route data)
 * @param loadCatalog its catalogs' loader (`src/i18n.ts`): the page's language — the URL's, the
 *   footer's pick (its cookie), the browser's — is loaded before the first render
 * @param rootId id of the mount element (default 'root')
 * An invalid runtime config renders the page naming the bad field instead (`renderConfigError`).
 * @throws Error when the mount element is missing
 */
export async function mountStandalone<R extends RemoteKey>(
  remote: R,
  screens: ScreenMap<R>,
  routeData: RouteDataTable | null = null,
  loadCatalog: CatalogLoader | null = null,
  rootId = 'root',
): Promise<void> {
  const el = document.getElementById(rootId);
  if (!el) throw new Error(`#${rootId} not found`);
  try {
    await loadRuntimeConfig();
  } catch (error) {
    if (error instanceof RuntimeConfigError) return renderConfigError(el, error);
    throw error;
  }
  // the page's language, with this remote's catalog and the shared packages' (architecture §13)
  if (loadCatalog) registerCatalog(remote, loadCatalog);
  const lang = resolveLanguage({
    url: new URLSearchParams(window.location.search).get(LANGUAGE_PARAM),
    picked: languageFromCookie(document.cookie),
    languages: navigator.languages,
  });
  await showLanguage(lang);
  // its own route data, directly: a standalone remote serves only its own routes
  void prefetchRoute(window.location.pathname, window.location.search, (r) => (r === remote ? routeData : null));
  const routes = routesOf(remote);
  const byName = screens as Record<string, ComponentType>;
  createRoot(el).render(
    <StrictMode>
      <AppProviders lang={lang}>
        <Container size="xl" py="md">
          <Suspense
            fallback={
              <Center h={200}>
                <Loader />
              </Center>
            }
          >
            <Routes>
              {routes.map((r) => {
                const Screen = byName[r.screen];
                return (
                  <Route
                    key={r.path}
                    path={r.path}
                    element={
                      <RouteGuard guard={r.guard}>
                        <Screen />
                        <ScreenRendered />
                      </RouteGuard>
                    }
                  />
                );
              })}
              {!routes.some((r) => r.path === '/') && <Route path="/" element={<Navigate to={routes[0].path} replace />} />}
              <Route path="*" element={<NotFound />} />
            </Routes>
          </Suspense>
        </Container>
      </AppProviders>
    </StrictMode>,
  );
}
