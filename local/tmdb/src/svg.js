'use strict';
/**
 * Generated pictures for the image route (`/t/p/{size}/{file}`): small SVGs (< 2 KB) whose colour
 * is derived from the file name — posters with the title, wide backdrops and episode stills,
 * profile silhouettes with the name, and provider/network logos as coloured squares with initials.
 */
const { hash32 } = require('./prng');
const { IMAGE_KINDS } = require('./images-registry');

/** Sizes TMDB's image host accepts (w = width, h = height, original = full size). */
const IMAGE_SIZES = ['w45', 'w92', 'w154', 'w185', 'w300', 'w342', 'w500', 'w780', 'w1280', 'h632', 'original'];

/** @typedef {import('./images-registry').ImageKind} ImageKind */

/**
 * The viewBox each kind is drawn in; the width/height attributes scale it to the requested size.
 * @type {Record<ImageKind, [number, number]>}
 */
const VIEWBOX = { poster: [200, 300], profile: [200, 300], backdrop: [320, 180], still: [320, 180], logo: [100, 100] };

/**
 * Pixel size of an image of `kind` at TMDB `size`.
 * @param {string} kind image kind (poster, backdrop, still, profile, logo).
 * @param {string} size one of {@link IMAGE_SIZES}.
 * @returns {{width: number, height: number}|null} null for an unknown kind or size.
 */
function imageSize(kind, size) {
  const orig = /** @type {Record<string, { width: number, height: number } | undefined>} */ (IMAGE_KINDS)[kind];
  if (!orig || !IMAGE_SIZES.includes(size)) return null;
  if (size === 'original') return { width: orig.width, height: orig.height };
  const n = Number(size.slice(1));
  if (size[0] === 'w') return { width: n, height: Math.round((n * orig.height) / orig.width) };
  return { width: Math.round((n * orig.width) / orig.height), height: n };
}

/** @type {Record<string, string>} */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/**
 * Escapes text for SVG/XML content and attributes.
 * @param {unknown} s
 * @returns {string}
 */
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ENTITIES[c]);

/**
 * Greedy word wrap into at most `maxLines` lines of about `width` characters (a longer word is
 * cut with '…'; text beyond the last line ends it with '…').
 * @param {string} text
 * @param {number} width characters per line
 * @param {number} maxLines
 * @returns {string[]}
 */
function wrap(text, width, maxLines) {
  const lines = [];
  let line = '';
  for (const word of String(text).split(/\s+/).filter(Boolean)) {
    const w = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    if (line && (line + ' ' + w).length > width) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].slice(0, width - 1)}…`;
  }
  return lines;
}

/**
 * `<text>` elements for lines of text, one line every 1.2 × size.
 * @param {string[]} lines
 * @param {{ x: number, y: number, size: number, anchor?: string, weight?: number }} at position of
 *   the first baseline, font size (viewBox units), text-anchor, font-weight
 * @returns {string} SVG markup
 */
function textLines(lines, { x, y, size, anchor = 'middle', weight = 700 }) {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * size * 1.2}" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}">${esc(l)}</text>`,
    )
    .join('');
}

/**
 * Up to two initials of a label ('Blue Harbor Films' → 'BH', 'HBO' → 'HB').
 * @param {string} label
 * @returns {string} upper case; '?' for a label without letters or digits
 */
function initials(label) {
  const words = String(label)
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0] || '?').slice(0, 2)).toUpperCase();
}

/**
 * The drawing of each kind (inside the `<svg>`), from its label and a hue (0..359).
 * @type {Record<ImageKind, (label: string, h: number) => string>}
 */
const BODY = {
  poster(label, h) {
    const lines = wrap(label, 13, 4);
    return (
      `<defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="hsl(${h},55%,48%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},60%,16%)"/></linearGradient></defs>` +
      '<rect width="200" height="300" fill="url(#g)"/>' +
      `<circle cx="140" cy="85" r="46" fill="hsl(${(h + 180) % 360},70%,70%)" opacity=".35"/>` +
      `<g fill="#fff" font-family="Helvetica,Arial,sans-serif">${textLines(lines, { x: 100, y: 190, size: 22 })}</g>`
    );
  },
  backdrop(label, h) {
    const lines = wrap(label, 26, 2);
    return (
      `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},50%,40%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},55%,14%)"/></linearGradient></defs>` +
      '<rect width="320" height="180" fill="url(#g)"/>' +
      `<path d="M0 150 L70 100 L130 140 L210 80 L320 145 V180 H0Z" fill="hsl(${h},40%,10%)" opacity=".6"/>` +
      `<g fill="#fff" font-family="Helvetica,Arial,sans-serif">${textLines(lines, { x: 18, y: 40, size: 20, anchor: 'start' })}</g>`
    );
  },
  still(label, h) {
    const lines = wrap(label, 30, 2);
    return (
      `<rect width="320" height="180" fill="hsl(${h},45%,30%)"/>` +
      `<circle cx="250" cy="60" r="30" fill="hsl(${(h + 30) % 360},70%,65%)" opacity=".5"/>` +
      `<path d="M0 180 L90 110 L160 150 L240 100 L320 160 V180Z" fill="hsl(${h},35%,12%)"/>` +
      `<g fill="#fff" font-family="Helvetica,Arial,sans-serif">${textLines(lines, { x: 14, y: 30, size: 15, anchor: 'start', weight: 600 })}</g>`
    );
  },
  profile(label, h) {
    const lines = wrap(label, 16, 2);
    return (
      `<rect width="200" height="300" fill="hsl(${h},25%,78%)"/>` +
      `<g fill="hsl(${h},20%,38%)"><circle cx="100" cy="105" r="48"/><path d="M20 260 C20 185 60 165 100 165 C140 165 180 185 180 260Z"/></g>` +
      `<g fill="#222" font-family="Helvetica,Arial,sans-serif">${textLines(lines, { x: 100, y: 282, size: 16 })}</g>`
    );
  },
  logo(label, h) {
    return (
      `<rect width="100" height="100" rx="18" fill="hsl(${h},65%,42%)"/>` +
      `<text x="50" y="62" fill="#fff" font-family="Helvetica,Arial,sans-serif" font-size="34" font-weight="800" text-anchor="middle">${esc(initials(label))}</text>`
    );
  },
};

/**
 * Renders the SVG for a registered image at a TMDB size.
 * @param {{path: string, kind: ImageKind, label: string}} entry registry entry of the image.
 * @param {string} size TMDB size (w500, original, ...).
 * @returns {string|null} SVG document, or null when the size is unknown.
 */
function renderSvg(entry, size) {
  const dims = imageSize(entry.kind, size);
  if (!dims) return null;
  const [vw, vh] = VIEWBOX[entry.kind]; // a known kind: imageSize returned dimensions
  const hue = hash32(entry.path) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${dims.width}" height="${dims.height}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${esc(entry.label)}">${BODY[entry.kind](entry.label, hue)}</svg>`;
}

module.exports = { IMAGE_SIZES, imageSize, renderSvg };
