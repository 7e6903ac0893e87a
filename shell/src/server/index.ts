/**
 * Entry of the shell's server renderer (`dist/server/render.js`, CommonJS for `@streamscout/server`).
 * The async boundary (architecture §3) lets Module Federation set up the shared singletons —
 * React, the router facade, TanStack Query, the UI kit — before any of them is used, as in the
 * browser; the remotes' server containers then share this renderer's copies.
 */
import type { RenderRequest, RenderResult, SsrStats } from './render';

export type { RenderRequest, RenderResult, SsrStats };

/** Renders one public route ({@link import('./render').renderRoute}). */
export async function renderRoute(request: RenderRequest): Promise<RenderResult> {
  const mod = await import(/* webpackChunkName: "ssr" */ './render');
  return mod.renderRoute(request);
}

/** Counters since start (renders, client-rendered fallbacks, TMDB requests made by the server). */
export async function ssrStats(): Promise<SsrStats> {
  const mod = await import(/* webpackChunkName: "ssr" */ './render');
  return mod.ssrStats();
}
