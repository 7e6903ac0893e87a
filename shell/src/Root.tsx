/**
 * The shell's root tree, one for the three ways a page starts: the server render
 * (`server/render.tsx`), the browser hydrating that HTML and the browser rendering from scratch
 * (`bootstrap.tsx`). Being one component, the server's HTML and the browser's first render are
 * built from the same tree, so hydration finds no difference.
 */
import { StrictMode, useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ServerRegionContext } from '@streamscout/session';
import { RenderedViewsContext, replayEarlyPresses, type RenderedViews } from '@streamscout/ui';
import type { Language } from '@streamscout/i18n';
import type { ExposedScreen } from '@streamscout/host/contract';
import { PreloadedScreens } from './federation/RemoteScreen';
import { App } from './App';
import { ShellErrorBoundary } from './ShellErrorBoundary';

/** Props of {@link Root}; a page rendered from scratch in the browser passes none. */
export interface RootProps {
  /** The URL the server renders (path and query string, e.g. '/search?q=heat'); omitted in the browser. */
  serverLocation?: string;
  /** The request's QueryClient on the server; omitted in the browser (the page's one). */
  queryClient?: QueryClient;
  /**
   * The region the server rendered for (ISO 3166-1 alpha-2), on the server and while hydrating;
   * null otherwise (the viewer's own region: profile country, picked region, browser languages).
   */
  region?: string | null;
  /**
   * The remembered grid/list views the server rendered with (from their cookies), on the server and
   * while hydrating; null otherwise (each view reads the reader's own choice).
   */
  views?: RenderedViews | null;
  /** Screens already loaded, by '{remote}/{screen}' (the server-rendered route's), so they render at once. */
  screens?: Readonly<Record<string, ExposedScreen>>;
  /**
   * The language the page is rendered in (its catalogs loaded): the request's on the server, the
   * server's HTML's while hydrating, the page's at a browser render (architecture §13). Default English.
   */
  lang?: Language;
}

const NONE: Readonly<Record<string, ExposedScreen>> = {};

/** The shell's root: strict mode, the last-resort error boundary, the server's region and views, preloaded screens, then `App` in the page's language. */
export function Root({ serverLocation, queryClient, region = null, views = null, screens = NONE, lang }: RootProps) {
  // once the tree has committed (hydrated), presses made on the server's HTML before React ran
  // (the account menu's, a carousel arrow's, a Select's) are clicked again, now with React's handlers
  // (architecture §9 "A tap before hydration is kept") — in a task of their own: a press inside a part
  // React has not hydrated yet (the route's screen hydrates after the shell) makes React hydrate that
  // part first, which it cannot do from inside this effect, and the press would be dropped
  useEffect(() => {
    const replay = setTimeout(replayEarlyPresses, 0);
    return () => clearTimeout(replay);
  }, []);
  return (
    <StrictMode>
      <ShellErrorBoundary>
        <ServerRegionContext.Provider value={region}>
          <RenderedViewsContext.Provider value={views}>
            <PreloadedScreens.Provider value={screens}>
              <App serverLocation={serverLocation} queryClient={queryClient} lang={lang} />
            </PreloadedScreens.Provider>
          </RenderedViewsContext.Provider>
        </ServerRegionContext.Provider>
      </ShellErrorBoundary>
    </StrictMode>
  );
}
