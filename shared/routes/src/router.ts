/**
 * `@streamscout/routes/router` — the one door to react-router for the shell, the remotes and the
 * shared packages (architecture §3, §7): the few router pieces StreamScout uses, re-exported
 * from `react-router`.
 *
 * Module Federation shares THIS module as the singleton instead of `react-router` itself: a shared
 * module is not tree-shaken, so sharing `react-router` whole put its data routers, SSR helpers and
 * framework-mode code (≈60 KB gzip) on every first load; this facade is tree-shaken to what it
 * re-exports (≈14 KB gzip). One instance per page still means one router context across shell and
 * remotes. ESLint allows `react-router` imports only here.
 *
 * - Routers: `BrowserRouter` (the shell, standalone remotes), `MemoryRouter` (tests), `StaticRouter`
 *   (the shell's server render: one location, no history).
 * - Route table: `Routes`, `Route`, `Outlet`, `Navigate`.
 * - Links and hooks: `Link`, `useLocation`, `useNavigate`, `useParams`, `useSearchParams`.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
