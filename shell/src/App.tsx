/**
 * The shell: providers shared with every remote (one Mantine context, one QueryClient, one
 * router), the global layout of spec §2 and the route table of spec §2.
 */
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from '@streamscout/routes/router';
import { getQueryClient } from '@streamscout/tmdb/query';
import { UiProvider } from '@streamscout/ui';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routes';

/**
 * Root component of the host.
 * @param Router the router around the app: BrowserRouter in the page, a MemoryRouter in tests;
 *   the server passes `router` instead (a StaticRouter at the requested URL)
 * @param router a router element wrapping the layout (overrides `Router`)
 * @param client the QueryClient (default the page's one; the server gives each request its own)
 */
export function App({
  Router = BrowserRouter,
  router,
  client = getQueryClient(),
}: {
  Router?: typeof BrowserRouter;
  router?: (children: ReactNode) => ReactNode;
  client?: QueryClient;
}) {
  const content = (
    <Layout>
      <AppRoutes />
    </Layout>
  );
  return (
    <UiProvider>
      <QueryClientProvider client={client}>{router ? router(content) : <Router>{content}</Router>}</QueryClientProvider>
    </UiProvider>
  );
}
