/**
 * jsdom polyfills Mantine, embla and react-router need (architecture §8 "jest + Mantine"),
 * plus @testing-library/jest-dom matchers.
 */
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!window.ResizeObserver) window.ResizeObserver = ResizeObserver;

class IntersectionObserver {
  constructor(cb) { this.cb = cb; }
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() { return []; }
}
if (!window.IntersectionObserver) window.IntersectionObserver = IntersectionObserver;

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() { return false; },
  });
}
window.scrollTo = window.scrollTo || (() => {});
if (!global.fetch && typeof globalThis.fetch === 'function') global.fetch = globalThis.fetch;
