/**
 * Standalone mount of a remote (architecture §3: every remote also runs on its own port with its
 * own providers). Imports Mantine's global CSS itself — exposed modules never do.
 */
import '@mantine/core/styles.css';
import '@mantine/carousel/styles.css';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@streamscout/tmdb';
import { UiProvider, Loader, Center, Container } from '@streamscout/ui';
import { loadRuntimeConfig } from './runtime';
import { ScreenRendered, SessionStartup } from './SessionStartup';

/** One route of a remote: an absolute path pattern (spec §2) and the screen it renders. */
export interface RemoteRoute {
  path: string;
  element: ReactNode;
}

/**
 * Renders a remote's routes into `#root` with the providers the shell would give it.
 * @param routes the remote's own route list (its `src/routes.tsx`)
 * @param rootId id of the mount element (default 'root')
 */
export async function mountStandalone(routes: RemoteRoute[], rootId = 'root'): Promise<void> {
  await loadRuntimeConfig();
  const el = document.getElementById(rootId);
  if (!el) throw new Error(`#${rootId} not found`);
  createRoot(el).render(
    <StrictMode>
      <UiProvider>
        <QueryClientProvider client={getQueryClient()}>
          <BrowserRouter>
            <SessionStartup />
            <Container size="xl" py="md">
              <Suspense fallback={<Center h={200}><Loader /></Center>}>
                <Routes>
                  {routes.map((r) => (
                    <Route
                      key={r.path}
                      path={r.path}
                      element={
                        <>
                          {r.element}
                          <ScreenRendered />
                        </>
                      }
                    />
                  ))}
                </Routes>
              </Suspense>
            </Container>
          </BrowserRouter>
        </QueryClientProvider>
      </UiProvider>
    </StrictMode>,
  );
}
