/**
 * Shell start-up: Mantine global CSS (imported once, here), runtime config, remotes registered
 * from config.json, then the app renders. Supabase (and supabase-js) starts after first paint.
 */
import '@streamscout/ui/styles';
import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { loadRuntimeConfig } from '@streamscout/federation/runtime';
import { registerAppRemotes } from './federation/remotes';
import { App } from './App';

async function start() {
  const config = await loadRuntimeConfig();
  registerAppRemotes(config?.remotes);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root not found');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
