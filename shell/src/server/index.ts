/**
 * Entry of the shell's server renderer (`dist/server/render.js`, CommonJS for `@streamscout/server`):
 * the process's one renderer, implementing `Renderer` of `@streamscout/server/renderer`.
 * The async boundary (architecture §3) lets Module Federation set up the shared singletons —
 * React, the router facade, TanStack Query, the UI kit — before any of them is used, as in the
 * browser; the remotes' server containers then share this renderer's copies.
 */
import type { Renderer, SharedTmdbAnswers } from '@streamscout/server/renderer';

/** The process's renderer, made on first use (after the async boundary). */
type ProcessRenderer = ReturnType<typeof import('./render').createRenderer>;
let instance: Promise<ProcessRenderer> | null = null;
/** The TMDB answers the server's processes share, once the server gives them (`shareTmdbAnswers`). */
let shared: SharedTmdbAnswers | null = null;
const renderer = (): Promise<ProcessRenderer> =>
  (instance ??= import(/* webpackChunkName: "ssr" */ './render').then((mod) => mod.createRenderer({ shared: () => shared })));

/** The page variant's module (it reads the UI kit's cookie names: after the async boundary too). */
let variant: Promise<typeof import('./variant')> | null = null;

/** The module's exports: `renderRoute`, `ssrStats`, `variantOf`, `tmdbData` and `shareTmdbAnswers` of the contract. */
const entry = {
  renderRoute: async (request) => (await renderer()).renderRoute(request),
  tmdbData: async (request) => (await renderer()).tmdbData(request),
  shareTmdbAnswers: (store) => {
    shared = store;
  },
  ssrStats: async () => (await renderer()).ssrStats(),
  variantOf: async (request) => (await (variant ??= import(/* webpackChunkName: "ssr" */ './variant'))).variantOf(request),
} satisfies Renderer;

export const { renderRoute, ssrStats, variantOf, tmdbData, shareTmdbAnswers } = entry;
