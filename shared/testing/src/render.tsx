/**
 * The one render helper of every package's component and screen tests: the very provider stack
 * the shell gives a screen (`AppProviders` of `@streamscout/host`) with Mantine's test env (no
 * transitions or portals), the test's QueryClient and a memory router — and the shared session
 * store in the state the test asks for (seeded, not started).
 */
import type { ReactNode } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from '@streamscout/routes/router';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@streamscout/tmdb/query';
import { clearSession, markReady, setProfile, setSession, type Profile, type Session } from '@streamscout/session';
import { AppProviders } from '@streamscout/host/providers';

/** Options of {@link renderWithProviders}. */
export interface RenderOptions {
  /** Initial URL, path and query, e.g. '/search?q=heat' (default '/'). */
  path?: string;
  /** Route pattern the UI is mounted at, so `useParams` works, e.g. '/details/movie/:id' (default '*'). */
  route?: string;
  /** Navigation state of the initial entry (e.g. `{ show }` for a details screen). */
  state?: unknown;
  /** Other routes to render beside the UI (targets of links the test follows). */
  routes?: { path: string; element: ReactNode }[];
  /** QueryClient to use (default: a fresh one, product defaults, no retries). */
  queryClient?: QueryClient;
  /**
   * The session store: `undefined` leaves it as it is; `null` → signed out and ready; a Profile →
   * signed in as that profile's user, ready.
   */
  profile?: Profile | null;
  /**
   * Lets `user` drive jest's fake timers (pass `jest.advanceTimersByTime`), for tests of delays
   * (tooltips, long presses) that run the clock themselves.
   */
  advanceTimers?: (ms: number) => void;
}

/** What {@link renderWithProviders} returns: RTL's result plus the test's tools. */
export interface RenderWithProvidersResult extends RenderResult {
  /** A user-event instance (real pointer/keyboard sequences). */
  user: ReturnType<typeof userEvent.setup>;
  /** The QueryClient the UI reads (inspect the cache, count fetches). */
  queryClient: QueryClient;
  /** The router's current path + query (e.g. '/details/movie/42'). */
  location: () => string;
  /** The router's current navigation state. */
  locationState: () => unknown;
}

/** A fresh QueryClient with the product's defaults but no retries, so a failing call settles at once. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  return client;
}

/** Puts the store in the state of {@link RenderOptions.profile}. */
function seedSession(profile: Profile | null): void {
  if (profile) {
    setSession({ user: { id: profile.id }, access_token: 'test' } as unknown as Session);
    setProfile(profile);
  } else {
    clearSession();
  }
  markReady();
}

function LocationProbe() {
  const loc = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(loc.state ?? null)} hidden>
      {loc.pathname}
      {loc.search}
    </output>
  );
}

/**
 * Renders `ui` inside the shell's providers.
 * @returns RTL's render result plus `user`, `queryClient`, `location()` and `locationState()`
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}): RenderWithProvidersResult {
  const { path = '/', route = '*', state, routes = [], profile } = options;
  const queryClient = options.queryClient ?? createTestQueryClient();
  if (profile !== undefined) seedSession(profile);
  const url = new URL(path, 'http://test.local');
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const result = render(
    <AppProviders
      uiEnv="test"
      queryClient={queryClient}
      initialLocation={{ pathname: url.pathname, search: url.search, state }}
      startSession={false}
    >
      <Routes>
        <Route path={route} element={ui} />
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
      </Routes>
      <LocationProbe />
    </AppProviders>,
  );
  return {
    ...result,
    user,
    queryClient,
    location: () => screen.getByTestId('location').textContent ?? '',
    locationState: () => JSON.parse(screen.getByTestId('location').getAttribute('data-state') ?? 'null') as unknown,
  };
}
