import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Center, FeatureFallback, Loader } from '@streamscout/ui';
import { ScreenRendered } from '@streamscout/session';
import { REMOTES } from '@streamscout/apps';
import { loadRemoteScreen, type RemoteKey } from './remotes';

const screens = new Map<string, LazyExoticComponent<ComponentType>>();

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
 * other routes are untouched (issue 2 §4, architecture §3).
 * @param remote which remote serves the screen
 * @param screen the route table's screen name, e.g. 'Home' for `mfe_search/Home`
 */
export function RemoteScreen({ remote, screen }: { remote: RemoteKey; screen: string }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(remote, screen, attempt);
  return (
    <ErrorBoundary
      resetKeys={[attempt, remote, screen]}
      fallbackRender={() => (
        <FeatureFallback feature={REMOTES[remote].feature} onRetry={() => setAttempt((a) => a + 1)} />
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
