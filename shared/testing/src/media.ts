/**
 * jsdom has no layout and no media features: this decides which CSS media queries match, for
 * tests of responsive behaviour (a phone below 768 px, reduced motion, a dark system scheme).
 */

/**
 * Makes `window.matchMedia(query).matches` answer `matches(query)` until the returned restore
 * function is called.
 * @param matches e.g. `(q) => q.includes('max-width: 767px')` for a phone
 * @returns restore: puts the previous matchMedia back
 */
export function setMediaQueries(matches: (query: string) => boolean): () => void {
  const previous = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return () => {
    window.matchMedia = previous;
  };
}
