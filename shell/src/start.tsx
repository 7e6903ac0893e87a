/**
 * Shell start-up, run by `bootstrap.tsx` once the big libraries are evaluated: runtime config (checked: an invalid
 * one shows which field is wrong), remotes registered from config.json (inline in the HTML), then
 * the app renders. Supabase (and supabase-js) starts after first paint, and only with a stored
 * session — except on a guarded route (the dashboard, /login), which cannot render without it: there
 * supabase-js loads alongside the app's code.
 *
 * A page the server rendered (`window.__STREAMSCOUT_SSR__` present: the route's TMDB data and its
 * screen's name) is hydrated: its data goes into the page's QueryClient and its screen is loaded
 * before `hydrateRoot`, so the first render in the browser is the server's HTML, unchanged (with
 * the region the server rendered for; the viewer's own region takes over after hydration).
 * Hydration runs in a transition, time-sliced, so it never blocks input for long. Any
 * other page is rendered from scratch, its route's TMDB data requested at once (as its remote's
 * route data declares it) and its screen loaded at once (`preloadRemoteScreen`), so a guarded screen
 * renders as soon as the session lets it.
 */
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startTransition } from 'react';
import { markHydrating } from '@streamscout/ui';
import { hydrate } from '@tanstack/react-query';
import { getQueryClient } from '@streamscout/tmdb/query';
import { knownLanguage, knownRegion, languageOrDefault } from '@streamscout/region';
import { loadRuntimeConfig, RuntimeConfigError } from '@streamscout/host/runtime';
import { renderConfigError } from '@streamscout/host/config-error';
import type { ExposedScreen } from '@streamscout/host/contract';
import { prefetchRoute } from '@streamscout/host/prefetch';
import { matchRoute } from '@streamscout/routes';
import { onNavigationStart } from '@streamscout/routes/router';
import { getSupabase, sessionStore, showLanguage } from '@streamscout/session';
import { markServedPublicListsFresh } from '@streamscout/widgets';
import { loadRemoteScreen, registerAppRemotes } from './federation/remotes';
import { preloadRemoteScreen } from './federation/RemoteScreen';
import { parseScreenKey } from './federation/screenKey';
import { readHandover } from './server/handover';
import { Root } from './Root';
import { logCaughtError } from './ShellErrorBoundary';
import { startOffline } from './pwa/startOffline';
import './i18n';

/**
 * The server-rendered screen's component, loaded (with the runtime's retries) before hydration.
 * When it cannot load, a stand-in that throws the load's error: the screen's boundary shows its
 * fallback with Try again at once, instead of the same failing load being made a second time.
 */
async function preloadScreen(key: string): Promise<Record<string, ExposedScreen>> {
  const named = parseScreenKey(key);
  if (!named) return {};
  try {
    return { [key]: (await loadRemoteScreen(named.remote, named.screen)).default };
  } catch (error) {
    const Failed = () => {
      throw error;
    };
    return { [key]: Failed };
  }
}

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
  // each later page's TMDB data starts the moment its navigation does, beside React's render of it (a
  // new search's first page is asked for at Enter, not once the results screen has mounted)
  onNavigationStart((location) => void prefetchRoute(location.pathname, location.search));
  const handover = readHandover();
  // the page's language, as the server decided it for this request (`<html lang>`, the handover's
  // for a rendered page): its shared and shell catalogs load before the first render, the route's
  // remote's with its screen, so the first render is in it, never English first (architecture §13)
  const lang = knownLanguage(handover?.lang) ?? languageOrDefault(document.documentElement.lang);
  // nothing is drawn yet: the remotes' catalogs are asked in it from here on
  sessionStore.setState({ language: lang });
  const languageShown = showLanguage(lang);
  if (handover) {
    hydrate(getQueryClient(), handover.state);
    // a public list in the page was read for this very response, however old the HTML (no read
    // again at once, and no supabase-js for a signed-out visitor)
    markServedPublicListsFresh(getQueryClient(), handover.state);
    registerAppRemotes(config?.remotes);
    const [preloaded] = await Promise.all([preloadScreen(handover.screen), languageShown]);
    // the server's region for the hydrating render (so it matches the HTML); the viewer's own
    // region (profile country, picked region, browser languages) follows right after. In a
    // transition, hydration is time-sliced: React yields to the browser every few milliseconds
    // instead of holding the main thread for the whole page in one task (architecture §7); a tap in
    // the meantime makes React finish hydrating at once and then handles it (nothing is lost).
    // from here on React replays a press on HTML it has not hydrated yet; one made before is
    // replayed by Root once hydrated (`replayEarlyPresses`)
    markHydrating();
    startTransition(() => {
      hydrateRoot(root, <Root region={knownRegion(handover.region)} views={handover.views ?? null} screens={preloaded} lang={lang} />, {
        onCaughtError: logCaughtError,
      });
    });
    return;
  }
  registerAppRemotes(config?.remotes);
  await languageShown;
  // the route's TMDB data starts as soon as its remote's small route data module is there, in
  // parallel with the screen's code (render-as-you-fetch)
  void prefetchRoute(window.location.pathname, window.location.search);
  // the route's screen, loaded now: a guarded screen (the dashboard's) then renders at once when
  // the session lets it, without a Suspense fallback that React would keep up for 300 ms
  const route = matchRoute(window.location.pathname);
  if (route) void preloadRemoteScreen(route.remote, route.screen);
  // a guarded screen (the dashboard, /login) waits for the session: supabase-js is fetched and its
  // client created now, alongside the app's own code, instead of after the first render (its guard
  // asks then) — the dashboard's chain JS → supabase-js → session → profile → cards loses a link
  if (route?.guard) void getSupabase();
  markHydrating();
  // in a transition too: the first render of a client-rendered page (the dashboard's shell and
  // skeleton, 237 ms at 4× CPU) is time-sliced instead of one task at React's default lane
  const client = createRoot(root, { onCaughtError: logCaughtError });
  startTransition(() => client.render(<Root lang={lang} />));
}

startOffline();
void start();
