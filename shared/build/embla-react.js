/**
 * Swaps embla-carousel-react's `useEmblaCarousel`, as @mantine/carousel imports it, for ours
 * (`./embla/use-embla-carousel.mjs`: no synchronous re-render of each carousel inside the commit
 * that mounts it — see that file) in every build that bundles Mantine's Carousel: the app's, its
 * embed's and its server bundle's.
 */
const { NormalModuleReplacementPlugin } = require('webpack');
const { REQUEST, MANTINE_CAROUSEL_DIR, REPLACEMENT } = require('./embla/swap.js');

/**
 * The swap as a webpack plugin. A build that bundles @mantine/carousel without the swap having
 * happened (an upgrade that imports the hook another way) fails with an error naming this file,
 * instead of silently getting embla's own hook back.
 */
class EmblaReactPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    let swapped = false;
    new NormalModuleReplacementPlugin(REQUEST, (resource) => {
      // only @mantine/carousel's import: any other importer gets embla's own hook
      if (MANTINE_CAROUSEL_DIR.test(resource.context ?? '')) {
        resource.request = REPLACEMENT;
        swapped = true;
      }
    }).apply(compiler);
    compiler.hooks.thisCompilation.tap('EmblaReactPlugin', (compilation) => {
      swapped = false;
      compilation.hooks.finishModules.tap('EmblaReactPlugin', (modules) => {
        const carousel = [...modules].some((m) => MANTINE_CAROUSEL_DIR.test(/** @type {{ resource?: string }} */ (m).resource ?? ''));
        if (carousel && !swapped) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `shared/build/embla-react.js: @mantine/carousel is bundled but no longer imports 'embla-carousel-react' as this swap expects; update the swap`,
            ),
          );
        }
      });
    });
  }
}

/**
 * @returns {import('webpack').WebpackPluginInstance} the plugin, for a webpack config's `plugins`
 */
function emblaReactPlugin() {
  return new EmblaReactPlugin();
}

module.exports = { emblaReactPlugin, REPLACEMENT };
