/**
 * The one provider stack of a StreamScout page (architecture §3: one Mantine context, one
 * QueryClient, one router and one session start-up across the shell and its remotes). The shell,
 * a remote's standalone mount and the test render helper of `@streamscout/testing` all render
 * their UI inside it, so a provider added here reaches every one of them.
 *
 * The discover embed keeps its own stack (`mfe-discover/src/embed/EmbedRoot.tsx`): it renders
 * inside a Shadow DOM on a foreign page, with a forced colour scheme, scoped CSS variables, its
 * own QueryClient per page and no router or session.
 */
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, MemoryRouter, StaticRouter } from '@streamscout/routes/router';
import { getQueryClient } from '@streamscout/tmdb/query';
import { LanguageProvider, SessionStartup } from '@streamscout/session';
import { DEFAULT_LANGUAGE, type Language } from '@streamscout/region';
import { UiProvider } from '@streamscout/ui';
import { AccountScope } from '@streamscout/widgets';

/** Where an in-memory router starts (tests): path, query string and navigation state. */
interface InitialLocation {
  /** e.g. '/details/movie/42' */
  pathname: string;
  /** e.g. '?q=heat' ('' for none) */
  search?: string;
  /** navigation state of the entry (e.g. `{ show }` for a details screen) */
  state?: unknown;
}

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  children?: ReactNode;
  /** The QueryClient screens read (default: the page's one, `getQueryClient()` of `@streamscout/tmdb/query`). */
  queryClient?: QueryClient;
  /**
   * Omitted: the browser's own history (`BrowserRouter`). Given: an in-memory router starting
   * there (`MemoryRouter`), for tests.
   */
  initialLocation?: InitialLocation;
  /**
   * Given: the server's render of one URL (path and query string, e.g. '/search?q=heat'), in a
   * `StaticRouter` (no history). Wins over `initialLocation`.
   */
  serverLocation?: string;
  /** 'test' turns Mantine's transitions and portals off (jest). Default 'default'. */
  uiEnv?: 'default' | 'test';
  /**
   * Whether to start the Supabase session (spec §4 "the session is loaded once at start-up";
   * `SessionStartup` of `@streamscout/session`). Default true; tests seed the store instead.
   */
  startSession?: boolean;
  /**
   * The language the page is rendered in (architecture §13): on the server, the request's; in the
   * browser, the one the server's HTML was written in while it hydrates (afterwards the session
   * store's, which starts the same). Default English.
   */
  lang?: Language;
}

/**
 * Renders `children` inside the page's language (the translator, `LanguageProvider` of
 * `@streamscout/session`), the UI kit's Mantine provider, the QueryClient, the router and (by
 * default) the session start-up, in that order, within an `AccountScope` of `@streamscout/widgets`
 * (when an account leaves the page, its per-user queries and mutations are forgotten at once;
 * `RouteGuard` mounts each route's screen afresh). On the server the session start-up renders
 * nothing (it runs in effects), so no visitor's session ever enters the HTML.
 */
export function AppProviders({
  children,
  queryClient,
  initialLocation,
  serverLocation,
  uiEnv = 'default',
  startSession = true,
  lang = DEFAULT_LANGUAGE,
}: AppProvidersProps) {
  const inner = (
    <>
      {startSession && <SessionStartup />}
      <AccountScope>{children}</AccountScope>
    </>
  );
  return (
    <LanguageProvider lang={lang}>
      <UiProvider env={uiEnv}>
        <QueryClientProvider client={queryClient ?? getQueryClient()}>
          {serverLocation !== undefined ? (
            <StaticRouter location={serverLocation}>{inner}</StaticRouter>
          ) : initialLocation ? (
            <MemoryRouter
              initialEntries={[{ pathname: initialLocation.pathname, search: initialLocation.search ?? '', state: initialLocation.state }]}
            >
              {inner}
            </MemoryRouter>
          ) : (
            <BrowserRouter>{inner}</BrowserRouter>
          )}
        </QueryClientProvider>
      </UiProvider>
    </LanguageProvider>
  );
}
