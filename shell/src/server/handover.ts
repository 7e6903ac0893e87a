/**
 * The handover of a server render's data to the browser (architecture §9), both sides: the server
 * writes it as a script-safe JSON literal (`handover` of the render result, which the application
 * server assigns to `window.__STREAMSCOUT_SSR__` after `#root`), the browser's bootstrap reads it
 * back before `hydrateRoot`. No Node or React import: the browser bundle takes this module too.
 */
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { RenderedViews } from '@streamscout/ui';
import type { Language } from '@streamscout/i18n';
import { HANDOVER_GLOBAL } from './handoverGlobal';

/** What a server-rendered page hands over: the route's data, its screen and the region and language it was rendered for. */
export interface SsrHandover {
  /** The render's QueryClient, dehydrated (TanStack Query `dehydrate`). */
  state: DehydratedState;
  /** '{remote}/{screen}', e.g. 'details/ShowDetails': the screen to load before hydrating. */
  screen: string;
  /** The region the server rendered for (ISO 3166-1 alpha-2); the hydrating render uses it too. */
  region?: string;
  /** The remembered grid/list views the server rendered with (from their cookies); the hydrating render uses them too. */
  views?: RenderedViews;
  /** The language the server rendered in (architecture §13; absent: English); the hydrating render uses it too. */
  lang?: Language;
}

/** `value` as JSON that is safe inside an inline `<script>`: `<`, U+2028 and U+2029 escaped. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The server side: the handover of a finished render, as the render result's `handover` string.
 * @param client the render's QueryClient (every query of the route's data in it)
 * @param screen '{remote}/{screen}'
 * @param region the region rendered for
 * @param views the remembered views rendered with (`{}`: none)
 * @param lang the language rendered in (English is left out)
 */
export function writeHandover(
  client: QueryClient,
  screen: string,
  region: string,
  views: RenderedViews = {},
  lang: Language = 'en',
): string {
  const handover: SsrHandover = { state: dehydrate(client), screen, region, views, ...(lang !== 'en' ? { lang } : {}) };
  return scriptJson(handover);
}

/**
 * The browser side: the server's handover, or null for a page rendered in the browser (no
 * handover, or not one of this shape).
 */
export function readHandover(): SsrHandover | null {
  const value = (globalThis as Record<string, unknown>)[HANDOVER_GLOBAL];
  return value && typeof value === 'object' && 'state' in value && 'screen' in value ? (value as SsrHandover) : null;
}
