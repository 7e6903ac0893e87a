/**
 * The shell: providers shared with every remote (one Mantine context, one QueryClient, one
 * router), the global layout of spec §2 and the route table of spec §2.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from '@streamscout/routes/router';
import { getQueryClient } from '@streamscout/tmdb/query';
import { UiProvider } from '@streamscout/ui';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routes';

/** Root component of the host; `router` may be swapped for a MemoryRouter in tests. */
export function App({ Router = BrowserRouter }: { Router?: typeof BrowserRouter }) {
  return (
    <UiProvider>
      <QueryClientProvider client={getQueryClient()}>
        <Router>
          <Layout>
            <AppRoutes />
          </Layout>
        </Router>
      </QueryClientProvider>
    </UiProvider>
  );
}
