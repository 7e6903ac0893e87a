/**
 * The one module swap of our builds and tests: @mantine/carousel's `embla-carousel-react` import
 * becomes our `useEmblaCarousel` (`./use-embla-carousel.mjs`). Read by the webpack plugin
 * (`../embla-react.js`) and by jest's resolver (`../jest/resolver.js`), so a component test renders
 * Mantine's carousel with the hook the app ships.
 */
const path = require('node:path');

/** How @mantine/carousel asks for the hook. */
const REQUEST = /^embla-carousel-react$/;
/** The folders @mantine/carousel's modules live in (ES module and CommonJS builds). */
const MANTINE_CAROUSEL_DIR = /[\\/]@mantine[\\/]carousel[\\/](esm|cjs)([\\/]|$)/;
/** Our hook. */
const REPLACEMENT = path.join(__dirname, 'use-embla-carousel.mjs');

module.exports = { REQUEST, MANTINE_CAROUSEL_DIR, REPLACEMENT };
