/**
 * A public list's link preview (spec §17): a 1200×630 PNG — the list's name and owner, how many
 * titles it holds, and its newest posters in a grid — drawn on the server with Satori (an element
 * tree to SVG, with the Inter font of `@fontsource/inter`) and resvg (SVG to PNG). Kept in an
 * `lru-cache` bounded by bytes, keyed on the list's hash (`entriesHash`): the same list is drawn
 * once, a changed list (a title added, removed or moved; a rename) is a new key and drawn afresh,
 * and concurrent asks of one key share one drawing. Adult titles are never on it.
 */
const fs = require('node:fs');
const { LRUCache } = require('lru-cache');
const { entriesHash } = require('./public-lists.js');
const { LIST_NOUNS } = require('@streamscout/routes/table');

/** The image's size, px: what Open Graph and link previews ask for. */
const WIDTH = 1200;
const HEIGHT = 630;
/** The poster grid: 3 columns × 2 rows of 152 × 228 px posters (2:3), 14 px apart. */
const POSTER_W = 152;
const POSTER_H = 228;
const POSTER_GAP = 14;
const POSTERS = 6;
/** Newest titles looked at to find {@link POSTERS} posters (adult ones and those without a poster are skipped). */
const LOOK_AT = 24;
/** Bytes of images kept by default: 16 MiB (an image is some 50–300 KB). */
const IMAGE_CACHE_BYTES = 16 * 1024 * 1024;
/** The drawing's version: part of the cache key, so a new layout never serves an old image. */
const LAYOUT = 'og2';

/** Inter's files, regular and bold (Latin; Satori reads WOFF, not WOFF2). */
const FONT_FILES = /** @type {const} */ ([
  [400, require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')],
  [700, require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')],
]);
/** Inter, read once. @type {Array<{name: string, data: Buffer, weight: 400 | 700, style: 'normal'}> | null} */
let fonts = null;
const loadFonts = () =>
  (fonts ??= FONT_FILES.map(([weight, file]) => ({
    name: 'Inter',
    data: fs.readFileSync(file),
    weight,
    style: /** @type {const} */ ('normal'),
  })));

/**
 * An element of Satori's tree (what JSX would make).
 * @param {string} type @param {Record<string, unknown>} style @param {unknown} [children] @param {Record<string, unknown>} [props]
 */
const el = (type, style, children, props = {}) => ({ type, props: { style, children, ...props } });

/** `s` cut to at most `max` characters, with '…' when cut. @param {string} s @param {number} max */
const clip = (s, max) => (s.length <= max ? s : `${s.slice(0, max - 1)}…`);

/**
 * A poster as a data URL, or null when it cannot be had within 3 s (its place is then a plain tile).
 * @param {string} url
 * @returns {Promise<string | null>}
 */
async function posterData(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
    if (!res.ok) return null;
    const type = (res.headers.get('content-type') || 'image/jpeg').split(';')[0].trim();
    if (!/^image\/(jpeg|png|svg\+xml|webp|gif)$/.test(type)) return null;
    return `data:${type};base64,${Buffer.from(await res.arrayBuffer()).toString('base64')}`;
  } catch {
    return null;
  }
}

/**
 * The element tree of a list's image.
 * @param {import('./public-lists').PublicList} list
 * @param {Array<string | null>} posters data URLs (null: a plain tile), at most {@link POSTERS}
 */
function tree(list, posters) {
  const count = list.entries.length;
  const tiles = Array.from({ length: POSTERS }, (_, i) => {
    const src = posters[i];
    const box = { width: POSTER_W, height: POSTER_H, borderRadius: 8, display: 'flex' };
    return src
      ? el('img', box, undefined, { src, width: POSTER_W, height: POSTER_H })
      : el('div', { ...box, background: i < count ? '#1f3a5a' : '#132738' });
  });
  const grid = el(
    'div',
    // the text's 540 px, then the grid: 64 px from the right edge
    {
      display: 'flex',
      flexWrap: 'wrap',
      flexShrink: 0,
      width: 3 * POSTER_W + 2 * POSTER_GAP,
      gap: POSTER_GAP,
      marginLeft: WIDTH - 128 - 540 - (3 * POSTER_W + 2 * POSTER_GAP),
    },
    tiles,
  );
  const text = el('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexShrink: 0, width: 540 }, [
    el('div', { fontSize: 30, fontWeight: 700, color: '#64b5f6' }, 'StreamScout'),
    el('div', { fontSize: 58, fontWeight: 700, lineHeight: 1.1, marginTop: 24 }, clip(`${list.username}'s ${LIST_NOUNS[list.list]}`, 48)),
    el('div', { fontSize: 30, color: '#cbd5e1', marginTop: 24 }, `${count.toLocaleString('en-US')} ${count === 1 ? 'title' : 'titles'}`),
    el('div', { fontSize: 26, color: '#94a3b8', marginTop: 10 }, 'Where each one streams, in your region'),
  ]);
  return el(
    'div',
    {
      width: WIDTH,
      height: HEIGHT,
      display: 'flex',
      justifyContent: 'flex-start',
      alignItems: 'center',
      paddingLeft: 64,
      background: '#0d1b2a',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [text, grid],
  );
}

/**
 * The Open Graph images of public lists.
 * @param {object} o
 * @param {import('./public-titles').TitleSource} o.titles where the titles' posters and adult flags come from
 * @param {string} o.imageBase TMDB's image base URL, e.g. 'https://image.tmdb.org/t/p'
 * @param {number} [o.maxBytes] bytes of images kept ({@link IMAGE_CACHE_BYTES})
 */
function createOgImages(o) {
  const imageBase = o.imageBase.replace(/\/+$/, '');
  /** @type {LRUCache<string, Buffer, import('./public-lists').PublicList>} */
  const images = new LRUCache({
    maxSize: o.maxBytes ?? IMAGE_CACHE_BYTES,
    sizeCalculation: (png, key) => png.length + key.length,
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context: list }) => {
      const { default: satori } = await import('satori');
      const { Resvg } = require('@resvg/resvg-js');
      const newest = list.entries.slice(-LOOK_AT).reverse();
      const titles = await o.titles.titles(newest);
      const shown = titles.filter((t) => t && !t.adult && t.poster_path).slice(0, POSTERS);
      const posters = await Promise.all(shown.map((t) => posterData(`${imageBase}/w185${t?.poster_path}`)));
      const svg = await satori(/** @type {any} */ (tree(list, posters)), { width: WIDTH, height: HEIGHT, fonts: loadFonts() });
      return new Resvg(svg, { fitTo: { mode: 'width', value: WIDTH } }).render().asPng();
    },
  });
  return {
    /**
     * The PNG of a public list (drawn, or the one kept for the same list).
     * @param {import('./public-lists').PublicList} list
     * @returns {Promise<{png: Buffer, hash: string}>} the image and the hash it is kept under (its ETag's stem)
     * @throws the titles' TMDB failure (nothing is kept then)
     */
    async png(list) {
      const hash = entriesHash(list);
      const png = await images.fetch(`${LAYOUT}:${hash}`, { context: list });
      if (!png) throw new Error('the image could not be drawn');
      return { png, hash };
    },
  };
}

module.exports = { createOgImages, OG_WIDTH: WIDTH, OG_HEIGHT: HEIGHT };
