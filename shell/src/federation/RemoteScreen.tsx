import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Center, FeatureFallback, Loader } from '@streamscout/ui';
import { ScreenRendered } from '@streamscout/federation/session-startup';
import { loadRemoteScreen, type RemoteKey } from './remotes';

const screens = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per (remote, screen, attempt): a retry makes a fresh import. */
function lazyScreen(remote: RemoteKey, expose: string, attempt: number) {
  const key = `${remote}/${expose}#${attempt}`;
  let screen = screens.get(key);
  if (!screen) {
    screen = lazy(() => loadRemoteScreen(remote, expose));
    screens.set(key, screen);
  }
  return screen;
}

/** Human names of the feature areas, shown by the fallback. */
const FEATURES: Record<RemoteKey, string> = {
  search: 'Search',
  details: 'Show details',
  discover: 'Discover',
  dashboard: 'Your dashboard',
};

/**
 * Renders one screen of a remote inside the shell's content area. While it loads: a centred
 * loader. If the remote's manifest, entry or chunk cannot load, or the screen throws: the
 * FeatureFallback naming the feature, with 'Try again' (a fresh load). Header, footer and the
 * other routes are untouched (issue 2 §4, architecture §3).
 * @param remote which remote serves the screen
 * @param expose the exposed module name, e.g. 'Home' for `mfe_search/Home`
 */
export function RemoteScreen({ remote, expose }: { remote: RemoteKey; expose: string }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(remote, expose, attempt);
  return (
    <ErrorBoundary
      resetKeys={[attempt, remote, expose]}
      fallbackRender={() => (
        <FeatureFallback feature={FEATURES[remote]} onRetry={() => setAttempt((a) => a + 1)} />
      )}
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
