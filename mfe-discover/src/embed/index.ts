/**
 * `embed.js` of the discover remote (architecture §7a): an ES module exporting single-spa
 * lifecycles, for pages that are not StreamScout:
 *
 *   import { mountRootParcel } from 'single-spa';
 *   const discover = await import('https://<discover host>/embed.js');
 *   mountRootParcel(discover, { domElement: el, row: 'netflix', appUrl: 'https://<app host>' });
 *
 * Its TMDB settings and the default `appUrl` come from the remote's own `config.json`, found
 * next to this file (relative to `import.meta.url`), so one build serves any deployment.
 */
import { createDiscoverEmbed } from './lifecycles';

export type { DiscoverEmbedProps } from './lifecycles';

const lifecycles = createDiscoverEmbed({ configUrl: new URL(/* webpackIgnore: true */ 'config.json', import.meta.url).href });

export const { bootstrap, mount, unmount, update } = lifecycles;
