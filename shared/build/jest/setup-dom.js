/**
 * jsdom polyfills Mantine, embla and react-router need (architecture §8 "jest + Mantine"),
 * plus @testing-library/jest-dom matchers. (fetch, TextEncoder and friends come from the
 * environment, `jsdom-env.js`.)
 */
require('@testing-library/jest-dom/jest-globals');

/** Layout observers do nothing in jsdom: there is no layout. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  /** @returns {never[]} */
  takeRecords() {
    return [];
  }
}
const w = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
if (!w.ResizeObserver) w.ResizeObserver = NoopObserver;
if (!w.IntersectionObserver) w.IntersectionObserver = NoopObserver;

if (!window.matchMedia) {
  /** @param {string} query @returns {MediaQueryList} */
  window.matchMedia = (query) =>
    /** @type {MediaQueryList} */ ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent() {
        return false;
      },
    });
}
window.scrollTo = window.scrollTo || (() => {});
// no layout, so no scrollIntoView; Mantine's combobox scrolls the active option into view
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// Screens load real data over HTTP from the local servers: allow findBy*/waitFor more than 1 s.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
