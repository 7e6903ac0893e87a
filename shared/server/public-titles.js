/**
 * The titles of public lists as the server's feeds and Open Graph images need them (spec §17,
 * architecture §5d): each list entry's light card data (`getShowSummary` of
 * `@streamscout/tmdb/node`: title, poster, date, the adult flag), through a TMDB client of their own
 * (`createTmdbClient`: 5 s, 8 in flight), kept an hour in an `lru-cache` bounded by bytes — one
 * request per title per hour whoever asks, concurrent asks sharing one (the LRU's `fetch()`).
 * "No such title" (404) is kept like an answer; a failure is never kept.
 */
const { LRUCache } = require('lru-cache');
const { parseEntry } = require('./public-lists.js');

/** How long a title's data is reused (ms): an hour (titles and posters change rarely). */
const TITLE_TTL_MS = 60 * 60 * 1000;
/** Bytes of titles kept by default (their JSON): 8 MiB, some 3,000 titles. */
const TITLE_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * What a feed item or an image needs of a title.
 * @typedef {object} PublicTitle
 * @property {string} entry the list entry, e.g. 'movie-603'
 * @property {'movie' | 'tv'} type
 * @property {number} id
 * @property {string} title
 * @property {string | null} poster_path TMDB's poster path ('/abc.jpg'), or null
 * @property {string} release_date 'YYYY-MM-DD' or ''
 * @property {string} overview
 * @property {boolean} adult TMDB's adult flag (false when TMDB sent none)
 */

/**
 * A source of list titles.
 * @param {object} [o]
 * @param {{baseUrl?: string, apiKey?: string, readToken?: string}} [o.tmdb] TMDB settings (default the local catalog)
 * @param {number} [o.maxBytes] bytes of titles kept ({@link TITLE_CACHE_BYTES}; 0 keeps none)
 * @param {number} [o.ttlMs] how long one is reused ({@link TITLE_TTL_MS})
 */
function createTitleSource(o = {}) {
  const { createTmdbClient, getShowSummary } = require('@streamscout/tmdb/node');
  const client = createTmdbClient({ ...(o.tmdb ?? {}), timeoutMs: 5000, maxInFlight: 8 });
  const keep = (o.maxBytes ?? TITLE_CACHE_BYTES) > 0;
  /** @type {LRUCache<string, {title: PublicTitle | null, bytes: number}>} */
  const titles = new LRUCache({
    maxSize: Math.max(1, o.maxBytes ?? TITLE_CACHE_BYTES),
    ttl: o.ttlMs ?? TITLE_TTL_MS,
    sizeCalculation: (v, key) => v.bytes + key.length,
    ignoreFetchAbort: true,
    fetchMethod: async (entry) => {
      const parsed = parseEntry(entry);
      if (!parsed) return { title: null, bytes: 8 };
      const show = await getShowSummary(parsed.type, parsed.id, { client, throwOnFailure: true });
      /** @type {PublicTitle | null} */
      const title = show && {
        entry,
        type: parsed.type,
        id: parsed.id,
        title: show.title,
        poster_path: show.poster_path,
        release_date: show.release_date,
        overview: show.overview,
        adult: show.adult === true,
      };
      return { title, bytes: Buffer.byteLength(JSON.stringify(title)) };
    },
  });
  return {
    /**
     * The titles of `entries`, in their order.
     * @param {readonly string[]} entries list entries ('movie-603', 'tv-1399')
     * @returns {Promise<Array<PublicTitle | null>>} null where TMDB has no such title
     * @throws the TMDB failure (timeout, 5xx, network) of any of them
     */
    async titles(entries) {
      return Promise.all(
        entries.map(async (entry) => {
          const got = await titles.fetch(entry, { forceRefresh: !keep });
          if (!keep) titles.delete(entry);
          return got?.title ?? null;
        }),
      );
    },
  };
}

/** @typedef {ReturnType<typeof createTitleSource>} TitleSource */

module.exports = { createTitleSource };
