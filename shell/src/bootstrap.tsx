/**
 * Shell start-up: Mantine global CSS (imported once, here), runtime config, remotes registered
 * from config.json (inline in the HTML), the current route's TMDB data requested (as its remote's
 * route data declares it), then the app renders. Supabase (and supabase-js) starts after first paint, and only with a stored session.
 */
import '@streamscout/ui/styles';
import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { loadRuntimeConfig } from '@streamscout/host/runtime';
import { prefetchRoute } from '@streamscout/host/prefetch';
import { registerAppRemotes } from './federation/remotes';
import { App } from './App';
import { logCaughtError, ShellErrorBoundary } from './ShellErrorBoundary';

async function start() {
  const config = await loadRuntimeConfig();
  registerAppRemotes(config?.remotes);
  // the route's TMDB data starts as soon as its remote's small route data module is there, in
  // parallel with the screen's code (render-as-you-fetch)
  void prefetchRoute(window.location.pathname, window.location.search);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root not found');
  createRoot(root, { onCaughtError: logCaughtError }).render(
    <StrictMode>
      <ShellErrorBoundary>
        <App />
      </ShellErrorBoundary>
    </StrictMode>,
  );
}

void start();
