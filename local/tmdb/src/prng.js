'use strict';
/**
 * Deterministic randomness for the local catalog: a seeded PRNG (mulberry32), a string hash
 * (FNV-1a, 32 bit) to derive sub-seeds, and small helpers over a PRNG. Nothing here reads the
 * clock or Math.random, so the same seed always yields the same catalog.
 */

/**
 * mulberry32 PRNG.
 * @param {number} seed 32-bit integer seed.
 * @returns {() => number} function returning floats in [0, 1).
 */
function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * FNV-1a 32-bit hash of a string.
 * @param {string} str any string.
 * @returns {number} unsigned 32-bit integer.
 */
function hash32(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const HEX = '0123456789abcdef';

/**
 * Helpers over one PRNG stream. Every call advances the stream, so the order of calls is part of
 * the generated data.
 * @typedef {object} Rng
 * @property {() => number} next float in [0, 1)
 * @property {(min: number, max: number) => number} int integer in [min, max] (inclusive)
 * @property {(min: number, max: number) => number} float float in [min, max)
 * @property {(p: number) => boolean} chance true with probability p
 * @property {<T>(arr: readonly T[]) => T} pick one element of a non-empty array
 * @property {<T>(pairs: readonly (readonly [T, number])[]) => T} weighted one value of
 *   `[[value, weight], ...]`, chosen proportionally to weight
 * @property {<T>(arr: readonly T[], n: number) => T[]} sample `n` distinct elements (all when
 *   n >= length), in random order
 * @property {(len: number, alphabet?: string) => string} str random string of `len` characters
 *   (base62 by default)
 * @property {() => string} hexId 24-character lowercase hex id (TMDB's credit_id / _id style)
 */

/**
 * Helper bundle over one PRNG stream.
 * @param {number|string} seed integer seed, or a string hashed with {@link hash32}.
 * @returns {Rng}
 */
function makeRng(seed) {
  const next = mulberry32(typeof seed === 'string' ? hash32(seed) : seed);
  /** @type {Rng} */
  const rng = {
    /** Float in [0, 1). */
    next,
    /** Integer in [min, max] (inclusive). */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    /** Float in [min, max). */
    float: (min, max) => min + next() * (max - min),
    /** True with probability p. */
    chance: (p) => next() < p,
    /** One element of a non-empty array. */
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    /** One element of `[[value, weight], ...]`, chosen proportionally to weight. */
    weighted: (pairs) => {
      let total = 0;
      for (const [, w] of pairs) total += w;
      let r = next() * total;
      for (const [v, w] of pairs) {
        r -= w;
        if (r < 0) return v;
      }
      return pairs[pairs.length - 1][0];
    },
    /** `n` distinct elements of `arr` (or all of them when n >= arr.length), in random order. */
    sample: (arr, n) => {
      const copy = arr.slice();
      const out = [];
      while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
      return out;
    },
    /** Random string of `len` characters from `alphabet`. */
    str: (len, alphabet = B62) => {
      let s = '';
      for (let i = 0; i < len; i++) s += alphabet[Math.floor(next() * alphabet.length)];
      return s;
    },
    /** 24-character lowercase hex id, TMDB's credit_id / _id style. */
    hexId: () => rng.str(24, HEX),
  };
  return rng;
}

/**
 * Stable 27-character base62 token derived from a key (TMDB image file names look like this).
 * @param {string} key unique key of the image (e.g. 'poster:movie:123').
 * @returns {string} token of 27 characters.
 */
function tokenFor(key) {
  const r = makeRng(hash32(key) ^ 0x5bd1e995);
  return r.str(27);
}

/**
 * Deterministic float in [0, 1) for a key (no stream state).
 * @param {string} key any string
 * @returns {number}
 */
function unitFor(key) {
  return mulberry32(hash32(key))();
}

module.exports = { mulberry32, hash32, makeRng, tokenFor, unitFor };
