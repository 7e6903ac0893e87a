/**
 * single-spa lifecycles of the discover embed (architecture §7a), made with single-spa-react over
 * React 19's `react-dom/client`. Each mount puts a Shadow DOM host into the page's `domElement`
 * and renders {@link EmbedRoot} in it; unmount removes the React root and that host, and the last
 * unmount also empties the shared query cache (no timers left).
 */
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycleFn } from 'single-spa';
import type { QueryClient } from '@tanstack/react-query';
import { DISCOVER_ROWS, isDiscoverRow } from '@streamscout/tmdb';
import { createQueryClient } from '@streamscout/tmdb/query';
import { loadRuntimeConfig } from '@streamscout/host/runtime';
import { Text } from '@streamscout/ui';
import { createShadowHost, SHADOW_CSS, type ShadowHost } from '@streamscout/ui/embed';
import { EmbedRoot, type EmbedRootProps } from './EmbedRoot';
import { loadLanguage, msg, registerCatalog, translator } from '@streamscout/i18n';
import { languageOrDefault } from '@streamscout/region';
import { loadCatalog } from '../i18n';

/** The props a host page passes to `mountRootParcel(embed, props)`. */
export interface DiscoverEmbedProps {
  /** Required: the page's element the embed renders into (it only appends one child to it). */
  domElement: HTMLElement;
  /** One of trending, best, new, action, comedy, horror, netflix, hulu, prime; omitted: the whole overview. */
  row?: string;
  /** Where StreamScout lives, e.g. 'https://streamscout.example'; default: `shellUrl` of the remote's config.json. */
  appUrl?: string;
  /** 'light' (default) or 'dark'. */
  colorScheme?: 'light' | 'dark';
  /**
   * The language of the embed's texts and TMDB's titles: one of en, es, fr, de, pt-BR, it, ja, ar
   * (any tag: 'de-AT' reads German); omitted or unknown: English. Arabic is drawn right to left.
   */
  lang?: string;
}

/** single-spa's props: the host's plus single-spa's own (the parcel's unique `name`, …). */
type ParcelProps = Parameters<LifeCycleFn<DiscoverEmbedProps>>[0];

/** The four lifecycles single-spa calls. */
export interface DiscoverEmbedLifecycles {
  bootstrap: LifeCycleFn<DiscoverEmbedProps>;
  mount: LifeCycleFn<DiscoverEmbedProps>;
  unmount: LifeCycleFn<DiscoverEmbedProps>;
  update: LifeCycleFn<DiscoverEmbedProps>;
}

/** Text shown if the embed's React tree throws (the host page keeps working). */
const EMBED_ERROR = msg('embed.error', 'Sorry, StreamScout discover is unavailable right now.');

/**
 * Creates the lifecycles.
 * @param o.configUrl the remote's runtime `config.json` (TMDB settings, `shellUrl`); read once, at
 *   the first bootstrap. Unreadable → the TMDB defaults and links to the config's own origin;
 *   invalid → bootstrap rejects with the `RuntimeConfigError` naming the bad field (the host page's
 *   single-spa reports it).
 * @returns `{ bootstrap, mount, unmount, update }` for single-spa (`mountRootParcel`)
 * @throws (mount, as a rejected promise) TypeError when `domElement` is missing or `row` is not one of the nine
 */
export function createDiscoverEmbed(o: { configUrl: string }): DiscoverEmbedLifecycles {
  let defaultAppUrl: Promise<string> | null = null;
  const settings = () =>
    (defaultAppUrl ??= loadRuntimeConfig(o.configUrl).then((config) => config?.shellUrl || new URL(o.configUrl).origin));

  let queryClient: QueryClient | null = null;
  const hosts = new Map<string, ShadowHost>();

  const react = singleSpaReact<Omit<EmbedRootProps, never>>({
    React,
    ReactDOMClient,
    rootComponent: EmbedRoot,
    errorBoundary: (props) => <Text py="md">{translator((props as { lang?: string }).lang).t(EMBED_ERROR)}</Text>,
  });

  /** The props single-spa-react gets: render into the shadow container, with everything resolved. */
  function innerProps(props: ParcelProps, shadow: ShadowHost, appUrl: string) {
    return {
      ...props,
      domElement: shadow.container,
      row: props.row as EmbedRootProps['row'],
      appUrl: props.appUrl || appUrl,
      colorScheme: props.colorScheme === 'dark' ? ('dark' as const) : ('light' as const),
      lang: languageOrDefault(props.lang),
      shadow,
      queryClient: queryClient!,
    };
  }

  function validate(props: ParcelProps) {
    if (props.row !== undefined && !isDiscoverRow(props.row)) {
      throw new TypeError(
        `StreamScout discover: row must be one of ${DISCOVER_ROWS.map((r) => r.key).join(', ')} (got '${String(props.row)}')`,
      );
    }
  }

  return {
    async bootstrap(props: ParcelProps) {
      await settings();
      await react.bootstrap(props as never);
    },
    async mount(props: ParcelProps) {
      if (!(props.domElement instanceof HTMLElement))
        throw new TypeError('StreamScout discover: the domElement prop (an HTMLElement) is required');
      validate(props);
      const appUrl = await settings();
      // the language's catalogs (the shared packages' and discover's own) before the first render
      registerCatalog('discover', loadCatalog);
      await loadLanguage(languageOrDefault(props.lang), ['common', 'discover']).catch(() => undefined);
      queryClient ??= createQueryClient();
      const shadow = createShadowHost(props.domElement, SHADOW_CSS);
      hosts.set(props.name, shadow);
      try {
        await react.mount(innerProps(props, shadow, appUrl) as never);
      } catch (error) {
        shadow.remove();
        hosts.delete(props.name);
        throw error;
      }
    },
    async update(props: ParcelProps) {
      validate(props);
      const shadow = hosts.get(props.name);
      if (!shadow) return;
      await loadLanguage(languageOrDefault(props.lang), ['common', 'discover']).catch(() => undefined);
      await react.update!(innerProps(props, shadow, await settings()) as never);
    },
    async unmount(props: ParcelProps) {
      const shadow = hosts.get(props.name);
      await react.unmount(props as never);
      shadow?.remove();
      hosts.delete(props.name);
      if (hosts.size === 0 && queryClient) {
        queryClient.clear();
        queryClient = null;
      }
    },
  };
}
