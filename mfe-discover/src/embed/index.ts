/**
 * `discover.js`, the discover remote's embed (architecture §7a, §7b): an ES module exporting
 * single-spa lifecycles, for pages that are not StreamScout:
 *
 *   import { mountRootParcel } from 'single-spa';
 *   const discover = await import('https://<app host>/embed/v1/discover.js');
 *   mountRootParcel(discover, { domElement: el, row: 'netflix', appUrl: 'https://<app host>' });
 *
 * Built to `embed/v1/discover.js` (the evergreen major) and published at `embed/v<x.y.z>/discover.js`
 * for pages that pin; `<discover host>/embed.js`, the URL before versions, re-exports the evergreen.
 * Its TMDB settings and the default `appUrl` come from the runtime `config.json` at the root of the
 * host this file was loaded from (two folders up from `import.meta.url`: the app's host, or the
 * discover remote's own), so one build serves any deployment.
 */
import { createDiscoverEmbed } from './lifecycles';

export type { DiscoverEmbedProps } from './lifecycles';

const lifecycles = createDiscoverEmbed({ configUrl: new URL(/* webpackIgnore: true */ '../../config.json', import.meta.url).href });

export const { bootstrap, mount, unmount, update } = lifecycles;
