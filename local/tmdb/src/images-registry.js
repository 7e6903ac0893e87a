'use strict';
/**
 * Registry of every image path the catalog mentions: maps TMDB-style file paths
 * ('/Abc...xyz.jpg') to what to draw (kind, label). The image route of the server answers a
 * path only when it is registered here, so every path in the catalog resolves and nothing else does.
 */
const { tokenFor } = require('./prng');

/** @typedef {'poster'|'backdrop'|'still'|'profile'|'logo'} ImageKind what a picture shows */

/**
 * A registered image.
 * @typedef {object} ImageEntry
 * @property {string} path file path with leading slash ('/<27 base62 chars>.jpg' or '.png')
 * @property {ImageKind} kind
 * @property {string} label text drawn on the picture
 * @property {string} key the unique key it was registered under (e.g. 'poster:movie:123')
 */

/**
 * Image kinds and their original pixel size (the `original` size of the image route).
 * @type {Record<ImageKind, { width: number, height: number }>}
 */
const IMAGE_KINDS = {
  poster: { width: 1000, height: 1500 },
  backdrop: { width: 1280, height: 720 },
  still: { width: 1280, height: 720 },
  profile: { width: 800, height: 1200 },
  logo: { width: 500, height: 500 },
};

class ImageRegistry {
  constructor() {
    /** @type {Map<string, ImageEntry>} key → entry */
    this.byKey = new Map();
    /** @type {Map<string, ImageEntry>} path → entry, in registration order */
    this.byPath = new Map();
  }

  /**
   * Registers (idempotently) the image identified by `key` and returns its file path.
   * @param {ImageKind} kind what the picture shows.
   * @param {string} key unique, stable key (e.g. 'poster:movie:123').
   * @param {string} label text drawn on the picture (title, name, initials source).
   * @param {string} [ext] file extension, '.jpg' by default ('.png' for logos).
   * @returns {string} path like '/kqjL17yufvn9OVLyXYpvtyrFfak.jpg'.
   */
  register(kind, key, label, ext = '.jpg') {
    const known = this.byKey.get(key);
    if (known) return known.path;
    let path = `/${tokenFor(key)}${ext}`;
    for (let n = 1; this.byPath.has(path); n++) path = `/${tokenFor(`${key}#${n}`)}${ext}`;
    const entry = { path, kind, label, key };
    this.byKey.set(key, entry);
    this.byPath.set(path, entry);
    return path;
  }

  /**
   * @param {string} path file path with leading slash.
   * @returns {ImageEntry|undefined} the entry, if registered.
   */
  get(path) {
    return this.byPath.get(path);
  }

  /** @returns {number} number of registered images */
  get size() {
    return this.byPath.size;
  }
}

module.exports = { ImageRegistry, IMAGE_KINDS };
