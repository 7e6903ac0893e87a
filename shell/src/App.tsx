/**
 * The shell: the one provider stack shared with every remote (`AppProviders`: one Mantine
 * context, one QueryClient, one router, the session start-up), the global layout of spec §2 and
 * the route table of spec §2.
 */
import { AppProviders } from '@streamscout/host/providers';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routes';

/** Root component of the host, in the browser's own history. */
export function App() {
  return (
    <AppProviders>
      <Layout>
        <AppRoutes />
      </Layout>
    </AppProviders>
  );
}
