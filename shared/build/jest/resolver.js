const { REQUEST, MANTINE_CAROUSEL_DIR, REPLACEMENT } = require('../embla/swap.js');

/**
 * Jest's module resolver for every project: jest's own, plus the module swap our webpack builds
 * make (`../embla/swap.js`: @mantine/carousel gets our `useEmblaCarousel`), so component tests
 * render Mantine's carousel as the app ships it. Any other importer of `embla-carousel-react`
 * (a test comparing with embla's own hook) gets embla's.
 * @param {string} request the module asked for
 * @param {{ basedir: string, defaultResolver: (request: string, options: object) => string }} options jest's resolver options (`basedir`: the importer's folder)
 * @returns {string} the absolute path of the module to load
 */
module.exports = (request, options) => {
  if (REQUEST.test(request) && MANTINE_CAROUSEL_DIR.test(options.basedir)) return REPLACEMENT;
  return options.defaultResolver(request, options);
};
