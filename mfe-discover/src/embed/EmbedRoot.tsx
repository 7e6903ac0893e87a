import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { DiscoverRow } from '@streamscout/tmdb';
import { AppUrlProvider } from '@streamscout/ui';
import { EmbedUiProvider, type ShadowHost } from '@streamscout/ui/embed';
import Discover from '../screens/Discover';
import { DiscoverRowSection } from '../components/DiscoverRowSection';
import { I18nProvider, type Language } from '@streamscout/i18n';
import { languageDir } from '@streamscout/region';

/** What the embed's React tree receives (the host page's props, resolved by the lifecycles). */
export interface EmbedRootProps {
  /** One of the nine rows: that row alone, as a titled carousel with 'View More'; omitted: the whole overview. */
  row?: DiscoverRow;
  /** Origin (and optional base path) of the full app; links go to `${appUrl}/details/…` and `${appUrl}/discover/…`. */
  appUrl: string;
  /** 'light' or 'dark'. */
  colorScheme: 'light' | 'dark';
  /** The Shadow DOM the embed renders in. */
  shadow: ShadowHost;
  /** The embed's query cache, shared by every parcel of this module. */
  queryClient: QueryClient;
  /** The language of its texts and TMDB's (catalogs loaded by the parcel before it renders; default English). */
  lang?: Language;
}

/**
 * The embedded discover (architecture §7a): the StreamScout theme inside its Shadow DOM, the
 * embed's own QueryClient, and links made absolute into the app at `appUrl`; renders one row
 * (eager: it is the whole embed) or the overview of `/discover` (hero, nine rows, two banners,
 * rows below the fold fetched when scrolled near) — the very components the app renders.
 *
 * Deliberately not the app's `AppProviders` (`@streamscout/host/providers`): on a foreign page
 * the theme must live inside the Shadow DOM (scoped CSS variables, portals into the shadow root,
 * a colour scheme the host page forces), the query cache belongs to this embed alone, and there
 * is no router and no session — links leave for the full app instead.
 */
export function EmbedRoot({ row, appUrl, colorScheme, shadow, queryClient, lang = 'en' }: EmbedRootProps) {
  return (
    <I18nProvider lang={lang}>
      <EmbedUiProvider host={shadow.host} portalTarget={shadow.portal} colorScheme={colorScheme}>
        <QueryClientProvider client={queryClient}>
          <AppUrlProvider appUrl={appUrl}>
            <div dir={languageDir(lang)} lang={lang}>
              {row ? <DiscoverRowSection row={row} eager /> : <Discover />}
            </div>
          </AppUrlProvider>
        </QueryClientProvider>
      </EmbedUiProvider>
    </I18nProvider>
  );
}
