/**
 * What the host takes from a remote (architecture §3, "Versions that skew"), written once so a
 * remote whose change would break the host fails its own type check and its `remote-contract`
 * test, before it is deployed:
 *
 * - every exposed screen (`./{Name}`, a file `src/screens/{Name}.tsx`) is a module whose default
 *   export is a React component the host renders with no props (`<Screen />` in the shell's
 *   `RemoteScreen`); it reads what it needs from the route (params, query) and the providers;
 * - `./routeData` (when a remote has one) maps screen names to the descriptor of the TMDB queries
 *   their first render asks for (read by the server renderer and the host's prefetch).
 *
 * These are the types Module Federation's type hints would carry (`@module-federation/dts-plugin`),
 * checked offline through the workspace instead: the plugin fetches each remote's types over the
 * network at build time, and our host and remotes build from one repository.
 */
import type { ComponentType } from 'react';
import type { RouteDataTable } from './prefetch';

/**
 * An exposed screen module as the host loads it: a component rendered with no props. (`object`:
 * a component that needs a prop is not assignable to it; with `Record<string, never>` it would be.)
 */
export interface ExposedScreenModule {
  default: ExposedScreen;
}

/** An exposed screen's component (the default export of an {@link ExposedScreenModule}), as the host renders it: `<Screen />`. */
export type ExposedScreen = ComponentType<object>;

/** A remote's `./routeData` module as the host reads it. */
export interface ExposedRouteDataModule {
  routeData: RouteDataTable;
}
