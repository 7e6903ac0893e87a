/**
 * Public lists on the shell's server (spec §17, architecture §5d):
 *
 * - **The pages** `/u/{username}` and `/u/{username}/{list}` are server-rendered like every public
 *   route, but what they show is read from the backend first, on every request
 *   ({@link PublicLists.pageData}, called by `./pages.js`): a list that is not public (never made
 *   public, turned off a moment ago, an unknown or renamed owner) answers 404 on the very next
 *   request; a URL whose username is spelt in another case than the stored one is redirected
 *   (301) to the stored spelling. What was read goes to the renderer (`RenderRequest.known`), so
 *   the page asks the backend nothing again, and its hash is part of the page cache's key: a
 *   changed list is a new page, and the cache never has to be purged — which it could not be
 *   anyway, since the owner changes the list through Supabase, not through this server, and each
 *   worker of the cluster keeps its own cache. These pages go out `public, no-cache` with an ETag,
 *   so a CDN asks again each time (a 304 when nothing changed) and never serves a list that is gone.
 * - **The feeds** `/u/{username}/{list}.atom` and `.json` (Atom 1.0, JSON Feed 1.1: the newest
 *   {@link FEED_ITEMS} additions first) and **the Open Graph image** `/u/{username}/{list}.png`
 *   (1200×630, `./og-image.js`): read the list the same way (404 when it is not public), then
 *   their text or image kept by the list's hash. The same cache rule and ETag.
 *
 * A backend or TMDB that fails is a 503 with `Retry-After`, never a 404.
 */
const crypto = require('node:crypto');
const { LRUCache } = require('lru-cache');
const { PATTERNS } = require('@streamscout/routes/table');
const { createPublicListReader, entriesHash, isListName } = require('./public-lists.js');
const { createTitleSource } = require('./public-titles.js');
const { renderListAtom, renderListJsonFeed } = require('./public-feeds.js');
const { createOgImages } = require('./og-image.js');
const { sendTagged } = require('./feed-tokens.js');

/** Cache rule of everything under `/u/`: any cache may keep it but must ask again before each use. */
const PUBLIC_LIST_CACHE = 'public, no-cache';
/** Titles a feed lists: the newest additions. */
const FEED_ITEMS = 50;
/** A file of a public list: its name and the extension. */
const LIST_FILE = /^(queue|favorites|watched)\.(atom|json|png)$/;

/**
 * What the app server knows of a public page before it renders it.
 * @typedef {object} PublicPageData
 * @property {200 | 404} status 404: not public (or no such user, or a renamed one)
 * @property {string} key what the page's HTML depends on besides its URL and variant (the lists' hash)
 * @property {string} cacheControl its `Cache-Control` when it is a good page
 * @property {import('./renderer').RenderRequest['known']} known what was read, for the renderer
 */

/**
 * Settings of {@link createPublicLists}.
 * @typedef {object} PublicListsOptions
 * @property {string} supabaseUrl the Supabase project (or local backend) URL
 * @property {string} supabaseAnonKey its PUBLIC anon key
 * @property {string} origin the app's absolute origin for links (the runtime config's `shellUrl`)
 * @property {string} imageBase TMDB's image base URL (the runtime config's `tmdb.imageBaseUrl`)
 * @property {{baseUrl?: string, apiKey?: string, readToken?: string}} [tmdb] TMDB settings of the titles' own client
 * @property {() => string} [today] the server's today, 'YYYY-MM-DD' (the feeds' date)
 * @property {number} [titleCacheBytes] bytes of titles kept (0: none, the e2e stack's moving catalog)
 */

/** @param {import('fastify').FastifyReply} reply */
const notFound = (reply) => reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');
/** @param {import('fastify').FastifyReply} reply */
const unavailable = (reply) =>
  reply
    .code(503)
    .header('Retry-After', '30')
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Service Unavailable');

/**
 * Public lists for the shell's server: the pages' data and the lists' files.
 * @param {PublicListsOptions} o
 */
function createPublicLists(o) {
  const reader = createPublicListReader({ supabaseUrl: o.supabaseUrl, supabaseAnonKey: o.supabaseAnonKey });
  const titles = createTitleSource({ tmdb: o.tmdb, maxBytes: o.titleCacheBytes });
  const images = createOgImages({ titles, imageBase: o.imageBase });
  const origin = o.origin.replace(/\/+$/, '');
  const today = o.today ?? (() => new Date().toISOString().slice(0, 10));
  /** Feed texts already written, by kind, list hash and day. @type {LRUCache<string, string>} */
  const texts = new LRUCache({ maxSize: 8 * 1024 * 1024, sizeCalculation: (text, key) => text.length + key.length });

  /**
   * The text of a list's feed (kept by the list's hash and the day).
   * @param {import('./public-lists').PublicList} list @param {'atom' | 'json'} kind
   * @returns {Promise<string>}
   * @throws TMDB's failure
   */
  const feedText = async (list, kind) => {
    const day = today();
    const key = `${kind}:${entriesHash(list)}:${day}`;
    const kept = texts.get(key);
    if (kept) return kept;
    const newest = list.entries.slice(-FEED_ITEMS).reverse();
    const shown = (await titles.titles(newest)).filter((t) => t !== null && !t.adult);
    const feed = {
      list,
      titles: /** @type {import('./public-titles').PublicTitle[]} */ (shown),
      origin,
      imageBase: o.imageBase,
      today: day,
    };
    const text = kind === 'atom' ? renderListAtom(feed) : renderListJsonFeed(feed);
    texts.set(key, text);
    return text;
  };

  return {
    /**
     * What a public page shows, read now (spec §17): null for any other route.
     * @param {ReturnType<typeof import('@streamscout/routes/table').matchRoute>} route the request's route
     * @param {URL} url the request's URL (its query string is kept by a redirect)
     * @returns {Promise<PublicPageData | {redirect: string} | null>}
     * @throws PublicListsUnavailable when the backend cannot answer
     */
    async pageData(route, url) {
      if (route?.path === PATTERNS.publicList) {
        const { username = '', list = '' } = route.params;
        if (!isListName(list)) return null; // the route table's 404
        const found = await reader.list(username, list);
        if (found && found.username !== username) {
          return { redirect: `/u/${encodeURIComponent(found.username)}/${list}${url.search}` };
        }
        return {
          status: found ? 200 : 404,
          key: found ? entriesHash(found) : 'none',
          cacheControl: PUBLIC_LIST_CACHE,
          known: { publicList: { username, list, answer: found } },
        };
      }
      if (route?.path === PATTERNS.publicUser) {
        const username = route.params.username ?? '';
        const found = await reader.lists(username);
        if (found[0] && found[0].username !== username) {
          return { redirect: `/u/${encodeURIComponent(found[0].username)}${url.search}` };
        }
        const key = crypto.createHash('sha256').update(found.map(entriesHash).join(',')).digest('base64url').slice(0, 16);
        return {
          status: found.length ? 200 : 404,
          key,
          cacheControl: PUBLIC_LIST_CACHE,
          known: { publicLists: { username, answer: found } },
        };
      }
      return null;
    },

    /**
     * Adds the lists' files to an app server: `/u/{username}/{list}.atom|.json|.png`.
     * @param {import('fastify').FastifyInstance} app
     */
    register(app) {
      app.get('/u/:username/:file(^.+\\.(?:atom|json|png)$)', async (req, reply) => {
        const { username, file } = /** @type {{username: string, file: string}} */ (req.params);
        const m = LIST_FILE.exec(file);
        if (!m) return notFound(reply);
        const [, name, ext] = m;
        let list;
        try {
          list = await reader.list(username, name);
        } catch (e) {
          req.log.error({ err: e instanceof Error ? e.message : String(e) }, 'public list: backend unavailable');
          return unavailable(reply);
        }
        if (!list) return notFound(reply);
        try {
          if (ext === 'png') {
            const { png, hash } = await images.png(list);
            const etag = `"og-${hash}"`;
            reply.header('ETag', etag).header('Cache-Control', PUBLIC_LIST_CACHE);
            if (req.headers['if-none-match'] === etag) return reply.code(304).send();
            return reply.code(200).type('image/png').send(png);
          }
          const text = await feedText(list, ext === 'atom' ? 'atom' : 'json');
          const type = ext === 'atom' ? 'application/atom+xml; charset=utf-8' : 'application/feed+json; charset=utf-8';
          return sendTagged(req, reply, text, type, PUBLIC_LIST_CACHE);
        } catch (e) {
          req.log.error({ err: e instanceof Error ? e.message : String(e) }, 'public list: TMDB unavailable');
          return unavailable(reply);
        }
      });
    },
  };
}

/** @typedef {ReturnType<typeof createPublicLists>} PublicLists */

module.exports = { createPublicLists };
