/**
 * The server's one reader of public lists (spec §17, architecture §5d): a user's lists that they
 * made public, read through the two SQL functions meant for everyone — `public_lists(owner_name)`
 * and `public_list(owner_name, which_col)` (supabase/README.md "Public lists") — over Supabase REST
 * with the PUBLIC anon key, as the private feeds read theirs (`./feed-tokens.js`). The server holds
 * no key that reads a profile: what comes back is exactly the username (its stored spelling), the
 * list's name and its entries, and only for a list that is public at that moment.
 *
 * Nothing is cached here: a list its owner turns private must answer nothing on the very next
 * request, and the owner turns it off through Supabase, not through this server. Callers key their
 * own caches (rendered pages, Open Graph images, feeds) on {@link entriesHash} of what this answers.
 * Identical reads in flight at once share one request.
 *
 * Used by the public list pages, their feeds and Open Graph images, and the read API.
 */
const crypto = require('node:crypto');

/** The three lists (spec §3), in their order. */
const LIST_NAMES = /** @type {const} */ (['queue', 'favorites', 'watched']);
/**
 * What may be a username: what `public_lists` accepts (1–64 characters), without control
 * characters. New names are 3–30 ASCII letters, digits and `_ . -`, but names stored before that
 * rule keep their spelling until renamed, so the backend decides.
 */
const USERNAME_MAX = 64;
/** A list entry: `movie-{id}` or `tv-{id}`, the id a TMDB id (1 … 2^31 − 1, canonical spelling). */
const ENTRY = /^(movie|tv)-([1-9][0-9]{0,9})$/;
const MAX_TMDB_ID = 2 ** 31 - 1;

/** @typedef {(typeof LIST_NAMES)[number]} ListName */

/**
 * One public list, as SQL answers it.
 * @typedef {object} PublicList
 * @property {string} username the owner's username, as stored (its case may differ from the URL's)
 * @property {ListName} list
 * @property {string[]} entries `movie-{id}` / `tv-{id}`, in the order they were added (oldest
 *   first); anything else SQL might hold is left out
 */

/** The backend did not answer (network, timeout, a 5xx, a wrong shape): say 503, never 404. */
class PublicListsUnavailable extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'PublicListsUnavailable';
  }
}

/**
 * Whether a string is one of the three list names.
 * @param {unknown} name
 * @returns {name is ListName}
 */
const isListName = (name) => typeof name === 'string' && /** @type {readonly string[]} */ (LIST_NAMES).includes(name);

/**
 * Whether a string has a username's shape (it may still name nobody).
 * @param {unknown} name
 * @returns {name is string}
 */
const isUsername = (name) => {
  if (typeof name !== 'string') return false;
  const chars = [...name];
  return chars.length >= 1 && chars.length <= USERNAME_MAX && chars.every((c) => (c.codePointAt(0) ?? 0) >= 0x20 && c !== '\u007f');
};

/**
 * A list entry read as a title, or null when it is not one.
 * @param {unknown} entry e.g. 'movie-603'
 * @returns {{type: 'movie' | 'tv', id: number} | null}
 */
function parseEntry(entry) {
  const m = typeof entry === 'string' ? ENTRY.exec(entry) : null;
  if (!m) return null;
  const id = Number(m[2]);
  return id <= MAX_TMDB_ID ? { type: /** @type {'movie' | 'tv'} */ (m[1]), id } : null;
}

/**
 * A short, stable hash of a list's state (its owner's spelling, its name, its entries in order):
 * what caches of a public list's page, image and feeds are keyed on, so any change — an entry
 * added, removed or moved, a rename — is a new key.
 * @param {PublicList} list
 * @returns {string} 16 base64url characters
 */
function entriesHash(list) {
  return crypto
    .createHash('sha256')
    .update(`${list.username}\n${list.list}\n${list.entries.join(',')}`)
    .digest('base64url')
    .slice(0, 16);
}

/**
 * One row of SQL's answer as a {@link PublicList}, or null when it is not a row's shape.
 * @param {unknown} row
 * @returns {PublicList | null}
 */
function toPublicList(row) {
  if (!row || typeof row !== 'object') return null;
  const r = /** @type {{username?: unknown, list?: unknown, entries?: unknown}} */ (row);
  if (typeof r.username !== 'string' || !isListName(r.list) || !Array.isArray(r.entries)) return null;
  return { username: r.username, list: r.list, entries: r.entries.filter((e) => parseEntry(e) !== null) };
}

/**
 * Settings of {@link createPublicListReader}.
 * @typedef {object} ReaderOptions
 * @property {string} supabaseUrl the Supabase project (or local backend) URL
 * @property {string} supabaseAnonKey its PUBLIC anon key (never a service key)
 * @property {number} [timeoutMs] how long a read may take (default 3000 ms)
 */

/**
 * A reader of public lists over Supabase REST.
 * @param {ReaderOptions} o
 */
function createPublicListReader(o) {
  const base = `${o.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc`;
  const headers = { apikey: o.supabaseAnonKey, Authorization: `Bearer ${o.supabaseAnonKey}`, 'Content-Type': 'application/json' };
  const timeoutMs = o.timeoutMs ?? 3000;
  /** Reads under way, by RPC and arguments: concurrent callers share one. @type {Map<string, Promise<PublicList[]>>} */
  const inflight = new Map();

  /**
   * Calls one reader RPC.
   * @param {'public_lists' | 'public_list'} rpc @param {Record<string, string>} args
   * @returns {Promise<PublicList[]>}
   * @throws PublicListsUnavailable when the backend does not answer a list of rows
   */
  const call = (rpc, args) => {
    const key = `${rpc}\n${JSON.stringify(args)}`;
    const pending = inflight.get(key);
    if (pending) return pending;
    const job = (async () => {
      let res;
      try {
        res = await fetch(`${base}/${rpc}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(args),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (e) {
        throw new PublicListsUnavailable(`${rpc}: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (!res.ok) throw new PublicListsUnavailable(`${rpc}: the backend answered ${res.status}`);
      const body = await res.json().catch(() => null);
      if (!Array.isArray(body)) throw new PublicListsUnavailable(`${rpc}: the backend answered no list of rows`);
      return body.map(toPublicList).filter((r) => r !== null);
    })().finally(() => inflight.delete(key));
    inflight.set(key, job);
    return job;
  };

  return {
    /**
     * One public list of a user.
     * @param {string} username as written in the URL (any case)
     * @param {string} list 'queue', 'favorites' or 'watched'
     * @returns {Promise<PublicList | null>} null when the user is unknown (or renamed), the list is
     *   private, or either is not a valid name (then without asking the backend)
     * @throws PublicListsUnavailable when the backend cannot answer
     */
    async list(username, list) {
      if (!isUsername(username) || !isListName(list)) return null;
      const rows = await call('public_list', { owner_name: username, which_col: list });
      return rows.find((r) => r.list === list) ?? null;
    },
    /**
     * Every public list of a user, in the lists' order (queue, favorites, watched).
     * @param {string} username as written in the URL (any case)
     * @returns {Promise<PublicList[]>} empty when the user is unknown, has no public list, or the
     *   name is not a username's shape (then without asking the backend)
     * @throws PublicListsUnavailable when the backend cannot answer
     */
    async lists(username) {
      if (!isUsername(username)) return [];
      return call('public_lists', { owner_name: username });
    },
  };
}

/** @typedef {ReturnType<typeof createPublicListReader>} PublicListReader */

module.exports = { createPublicListReader, entriesHash, parseEntry, isListName, PublicListsUnavailable };
