/**
 * The shell: the one provider stack shared with every remote (`AppProviders`: one Mantine
 * context, one QueryClient, one router, the session start-up), the global layout of spec §2 and
 * the route table of spec §2.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@streamscout/i18n';
import { AppProviders } from '@streamscout/host/providers';
import { Layout } from './layout/Layout';
import { AppRoutes } from './routes';

/**
 * Root component of the host: in the browser's own history, or — on the server — at one URL.
 * @param serverLocation the URL the server renders (path and query string, e.g. '/search?q=heat');
 *   omitted in the browser
 * @param queryClient the QueryClient (default the page's one; the server gives each request its own)
 * @param lang the page's language (architecture §13; default English)
 */
export function App({ serverLocation, queryClient, lang }: { serverLocation?: string; queryClient?: QueryClient; lang?: Language } = {}) {
  return (
    <AppProviders serverLocation={serverLocation} queryClient={queryClient} lang={lang}>
      <Layout>
        <AppRoutes />
      </Layout>
    </AppProviders>
  );
}
