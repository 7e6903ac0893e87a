const { REQUEST, MANTINE_CAROUSEL_DIR, REPLACEMENT } = require('../embla/swap.js');
const { NODE_PACKAGES } = require('../node-package.js');

/** Our Node packages' built files by their name, each to its TypeScript entry (jest compiles it). */
const SOURCES = new Map(NODE_PACKAGES.map((pkg) => [pkg.name, pkg.entry]));

/**
 * Jest's module resolver for every project: jest's own, plus the module swap our webpack builds
 * make (`../embla/swap.js`: @mantine/carousel gets our `useEmblaCarousel`), so component tests
 * render Mantine's carousel as the app ships it. Any other importer of `embla-carousel-react`
 * (a test comparing with embla's own hook) gets embla's. A Node package of ours
 * (`../node-package.js`, e.g. `@streamscout/tmdb/node`) is its source: the tests test the code
 * as it is now, not as last built.
 * @param {string} request the module asked for
 * @param {{ basedir: string, defaultResolver: (request: string, options: object) => string }} options jest's resolver options (`basedir`: the importer's folder)
 * @returns {string} the absolute path of the module to load
 */
module.exports = (request, options) => {
  if (REQUEST.test(request) && MANTINE_CAROUSEL_DIR.test(options.basedir)) return REPLACEMENT;
  const source = SOURCES.get(request);
  if (source) return source;
  return options.defaultResolver(request, options);
};
