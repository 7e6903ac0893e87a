import { createContext, lazy, Suspense, useContext, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Center, FeatureFallback, Loader } from '@streamscout/ui';
import { ScreenRendered } from '@streamscout/session';
import { REMOTES } from '@streamscout/apps';
import { loadRemoteScreen, type RemoteKey } from './remotes';

const screens = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * Screens already loaded before the first render, by `'{remote}/{screen}'` (e.g.
 * 'discover/Discover'): the server renders the route's screen in one pass (no Suspense fallback
 * in the HTML a crawler or a reader without JavaScript gets), and the browser loads that screen
 * before hydrating, so its first render matches the server's HTML.
 */
export const PreloadedScreens = createContext<Readonly<Record<string, ComponentType>>>({});

/** One lazy component per (remote, screen, attempt): a retry makes a fresh import. */
function lazyScreen(remote: RemoteKey, name: string, attempt: number) {
  const key = `${remote}/${name}#${attempt}`;
  let screen = screens.get(key);
  if (!screen) {
    screen = lazy(() => loadRemoteScreen(remote, name));
    screens.set(key, screen);
  }
  return screen;
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
  const preloaded = useContext(PreloadedScreens)[`${remote}/${screen}`];
  // a retry after a failure always loads afresh
  const Screen = preloaded && attempt === 0 ? preloaded : lazyScreen(remote, screen, attempt);
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
