/**
 * Shell start-up: Mantine global CSS (imported once, here), runtime config (checked: an invalid
 * one shows which field is wrong), remotes registered from config.json (inline in the HTML), the
 * current route's TMDB data requested (as its remote's route data declares it), then the app
 * renders. Supabase (and supabase-js) starts after first paint, and only with a stored session.
 */
import '@streamscout/ui/styles';
import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { loadRuntimeConfig, RuntimeConfigError } from '@streamscout/host/runtime';
import { renderConfigError } from '@streamscout/host/config-error';
import { prefetchRoute } from '@streamscout/host/prefetch';
import { registerAppRemotes } from './federation/remotes';
import { App } from './App';
import { logCaughtError, ShellErrorBoundary } from './ShellErrorBoundary';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root not found');
  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    // an invalid config names its bad field on the page instead of leaving it blank
    if (error instanceof RuntimeConfigError) return renderConfigError(root, error);
    throw error;
  }
  registerAppRemotes(config?.remotes);
  // the route's TMDB data starts as soon as its remote's small route data module is there, in
  // parallel with the screen's code (render-as-you-fetch)
  void prefetchRoute(window.location.pathname, window.location.search);
  createRoot(root, { onCaughtError: logCaughtError }).render(
    <StrictMode>
      <ShellErrorBoundary>
        <App />
      </ShellErrorBoundary>
    </StrictMode>,
  );
}

void start();
