/**
 * Route table of spec §2, built from each remote's table in `@streamscout/routes`: every route
 * renders its remote's exposed screen (loaded lazily through Module Federation) behind the
 * route's session guard. The shell itself serves only the page-not-found routes.
 */
import { useEffect } from 'react';
import { Route, Routes } from '@streamscout/routes/router';
import { REMOTE_KEYS } from '@streamscout/apps';
import { PATTERNS, routesOf } from '@streamscout/routes';
import { RouteGuard } from '@streamscout/session';
import { NotFound } from '@streamscout/ui';
import { RemoteScreen } from './federation/RemoteScreen';
import { loadRemoteScreen, type RemoteKey } from './federation/remotes';

/**
 * What a guarded route shows while the session loads: nothing, but it starts downloading the
 * route's screen meanwhile (the remote's entry and the screen's chunks), so the screen renders as
 * soon as the guard lets it instead of starting its download then (the calendar of a signed-in
 * user: ~0.4 s sooner). A failed download is left to {@link RemoteScreen}, which loads again and
 * shows the feature's fallback.
 */
function ScreenDownload({ remote, screen }: { remote: RemoteKey; screen: string }) {
  useEffect(() => {
    loadRemoteScreen(remote, screen).catch(() => undefined);
  }, [remote, screen]);
  return null;
}

/** The host's `<Routes>`: the four remotes' routes, '/details' (bare) and everything else → page not found. */
export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_KEYS.flatMap((remote) =>
        routesOf(remote).map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RouteGuard guard={route.guard} fallback={<ScreenDownload remote={remote} screen={route.screen} />}>
                <RemoteScreen remote={remote} screen={route.screen} />
              </RouteGuard>
            }
          />
        )),
      )}
      <Route path={PATTERNS.detailsRoot} element={<NotFound />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
