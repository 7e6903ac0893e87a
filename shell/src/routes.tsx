/**
 * Route table of spec §2, built from each remote's table in `@streamscout/routes`: every route
 * renders its remote's exposed screen (loaded lazily through Module Federation) behind the
 * route's session guard. The shell itself serves only the page-not-found routes.
 */
import { Route, Routes } from '@streamscout/routes/router';
import { REMOTE_KEYS } from '@streamscout/apps';
import { PATTERNS, routesOf } from '@streamscout/routes';
import { RouteGuard } from '@streamscout/session';
import { NotFound } from '@streamscout/ui';
import { RemoteScreen } from './federation/RemoteScreen';

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
              <RouteGuard guard={route.guard}>
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
