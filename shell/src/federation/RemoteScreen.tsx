import { createContext, lazy, Suspense, useContext, useState, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Center, FeatureFallback, Loader } from '@streamscout/ui';
import { ScreenRendered } from '@streamscout/session';
import { REMOTES } from '@streamscout/apps';
import type { ExposedScreen, ExposedScreenModule } from '@streamscout/host/contract';
import { loadRemoteScreen, type RemoteKey } from './remotes';
import { screenKey } from './screenKey';

const screens = new Map<string, LazyExoticComponent<ExposedScreen>>();

/**
 * Screens already loaded before the first render, by `'{remote}/{screen}'` (e.g.
 * 'discover/Discover'): the server renders the route's screen in one pass (no Suspense fallback
 * in the HTML a crawler or a reader without JavaScript gets), and the browser loads that screen
 * before hydrating, so its first render matches the server's HTML.
 */
export const PreloadedScreens = createContext<Readonly<Record<string, ExposedScreen>>>({});

/** First loads of screens started before their first render, by '{remote}/{screen}' (see {@link preloadRemoteScreen}). */
const firstLoads = new Map<string, Promise<ExposedScreenModule>>();
/** Screens whose first load has finished, by '{remote}/{screen}': their component, ready to render without suspending. */
const loadedScreens = new Map<string, ExposedScreen>();

/**
 * Starts loading a remote's screen before anything renders it (the shell's bootstrap does it for
 * the route of a page it renders from scratch: a guarded route's screen mounts only once the
 * session is there). Once loaded, {@link RemoteScreen} renders the component directly instead of
 * through `React.lazy`: a lazy screen always suspends on its first render, so its route's loader
 * was committed and React held the screen back until 300 ms after that fallback (React 19's
 * Suspense reveal throttle) — the calendar's ~0.3 s of an idle main thread (architecture §3).
 * A failed load is kept for the first render (its boundary shows Try again at once); Try again
 * loads afresh.
 * @param remote which remote serves the screen
 * @param name the route table's screen name, e.g. 'Calendar'
 * @returns resolves (never rejects) once the load has finished, loaded or not
 */
export function preloadRemoteScreen(remote: RemoteKey, name: string): Promise<void> {
  const key = screenKey(remote, name);
  let load = firstLoads.get(key);
  if (!load) {
    load = loadRemoteScreen(remote, name);
    firstLoads.set(key, load);
    load.then(
      (mod) => loadedScreens.set(key, mod.default),
      () => undefined,
    );
  }
  return load.then(
    () => undefined,
    () => undefined,
  );
}

/** One lazy component per (remote, screen, attempt): a retry makes a fresh import; the first attempt shares a preload in flight. */
function lazyScreen(remote: RemoteKey, name: string, attempt: number) {
  const key = `${screenKey(remote, name)}#${attempt}`;
  let screen = screens.get(key);
  if (!screen) {
    const first = attempt === 0 ? firstLoads.get(screenKey(remote, name)) : undefined;
    screen = lazy(() => first ?? loadRemoteScreen(remote, name));
    screens.set(key, screen);
  }
  return screen;
}

/**
 * The component to render for (remote, screen, attempt): the preloaded one when its first load
 * finished before any render asked for it, else the lazy one. Stable for a given (remote, screen,
 * attempt) — once a lazy screen exists it stays in use — so a re-render never swaps the component
 * type (which would remount the screen and lose its state).
 */
function screenComponent(remote: RemoteKey, name: string, attempt: number): ExposedScreen {
  if (attempt === 0 && !screens.has(`${screenKey(remote, name)}#0`)) {
    const loaded = loadedScreens.get(screenKey(remote, name));
    if (loaded) return loaded;
  }
  return lazyScreen(remote, name, attempt);
}

/**
 * Renders one screen of a remote inside the shell's content area. While it loads: a centred
 * loader. If the remote's manifest, entry or chunk cannot load, or the screen throws: the
 * FeatureFallback naming the feature, with 'Try again' (a fresh load). Header, footer and the
 * other routes are untouched (architecture §3).
 * @param remote which remote serves the screen
 * @param screen the route table's screen name, e.g. 'Home' for `mfe_search/Home`
 */
export function RemoteScreen({ remote, screen }: { remote: RemoteKey; screen: string }) {
  const [attempt, setAttempt] = useState(0);
  const preloaded = useContext(PreloadedScreens)[screenKey(remote, screen)];
  // a retry after a failure always loads afresh
  const Screen = preloaded && attempt === 0 ? preloaded : screenComponent(remote, screen, attempt);
  return (
    <ErrorBoundary
      resetKeys={[attempt, remote, screen]}
      fallbackRender={() => <FeatureFallback feature={REMOTES[remote].feature} onRetry={() => setAttempt((a) => a + 1)} />}
    >
      <Suspense
        fallback={
          <Center h={320} aria-busy="true">
            <Loader />
          </Center>
        }
      >
        <Screen />
        <ScreenRendered />
      </Suspense>
    </ErrorBoundary>
  );
}
