/**
 * The public API's input and output (spec §17, architecture §9a): each parameter read and checked
 * once — a clear reason for every refusal, which the routes answer as a 400 problem — and each
 * answer built from the app's own models: a title's ways to watch are `ShowDetail.watch` (what
 * `normalizeWatch` of `@streamscout/tmdb` made of TMDB's `watch/providers`) in the order and kinds of
 * `WATCH_KINDS`, never a second reading of TMDB's payload. The JSON shapes here are the ones the
 * OpenAPI document (`./api-openapi.js`) describes; a field is never left out, it is null or [].
 */

/** The most titles one batch request may name. */
const MAX_BATCH_TITLES = 50;
/** The longest search query (characters, after trimming). */
const MAX_QUERY_LENGTH = 200;
/** The last search page TMDB serves. */
const MAX_SEARCH_PAGE = 500;
/** Titles per page of a public list. */
const LIST_PAGE_SIZE = 50;
/** The lists a user may make public. */
const LISTS = ['queue', 'favorites', 'watched'];
/** TMDB's logo size the answers link (`logo_url`): 92 px wide. */
const LOGO_SIZE = 'w92';
/** The poster size the answers link (`poster_url`). */
const POSTER_SIZE = 'w342';

/** A parameter the request got wrong: its name and why (the 400 problem's `errors`). */
class BadParameter extends Error {
  /** @param {string} parameter @param {string} detail */
  constructor(parameter, detail) {
    super(detail);
    this.parameter = parameter;
    this.detail = detail;
  }
}

/** @param {unknown} v @returns {string} a value quoted for a message, cut to 40 characters */
const quote = (v) => {
  const s = String(v);
  return `'${s.length > 40 ? `${s.slice(0, 40)}…` : s}'`;
};

/**
 * One query parameter as a single string.
 * @param {Record<string, unknown>} query the parsed query string @param {string} name
 * @returns {string | undefined} undefined when absent
 * @throws BadParameter when it is given more than once
 */
function single(query, name) {
  const v = query[name];
  if (Array.isArray(v)) throw new BadParameter(name, `${name} must be given once`);
  return typeof v === 'string' ? v : undefined;
}

/**
 * A title a batch asks for: by TMDB id, or by IMDb id (resolved through TMDB's `find`).
 * @typedef {{type: 'movie' | 'tv', id: number} | {imdb: string}} AskedTitle
 */

/**
 * The readers of the API's parameters, over the region rules of `@streamscout/region` and the id
 * rules of `@streamscout/tmdb` (both from `@streamscout/tmdb/node`).
 * @param {{knownRegion: (code: unknown) => string | null, isTmdbId: (v: unknown) => boolean, isImdbId: (v: unknown) => boolean}} rules
 */
function parameterReaders(rules) {
  return {
    /**
     * @param {unknown} type @returns {'movie' | 'tv'}
     * @throws BadParameter unless 'movie' or 'tv'
     */
    mediaType(type, name = 'type') {
      if (type === 'movie' || type === 'tv') return type;
      throw new BadParameter(name, `${name} must be movie or tv, got ${quote(type)}`);
    },
    /**
     * @param {unknown} id a path segment @returns {number}
     * @throws BadParameter unless a TMDB id: a whole number from 1 to 2147483647, digits only
     */
    tmdbId(id, name = 'id') {
      const n = typeof id === 'string' && /^[0-9]{1,10}$/.test(id) ? Number(id) : NaN;
      if (rules.isTmdbId(n)) return n;
      throw new BadParameter(name, `${name} must be a TMDB id (a whole number from 1 to 2147483647), got ${quote(id)}`);
    },
    /**
     * The `region` parameter: a country code StreamScout knows, any case ('gb' → 'GB').
     * @param {Record<string, unknown>} query @returns {string | null} null when absent
     * @throws BadParameter for an empty or unknown code
     */
    region(query) {
      const raw = single(query, 'region');
      if (raw === undefined) return null;
      const code = /^[A-Za-z]{2}$/.test(raw) ? rules.knownRegion(raw) : null;
      if (code) return code;
      throw new BadParameter('region', `region must be a country code StreamScout knows (see /api/v1/regions), got ${quote(raw)}`);
    },
    /**
     * `include=seasons` (a show's availability per season too).
     * @param {Record<string, unknown>} query @returns {boolean}
     * @throws BadParameter for any other value
     */
    seasons(query) {
      const raw = single(query, 'include');
      if (raw === undefined || raw === '') return false;
      if (raw === 'seasons') return true;
      throw new BadParameter('include', `include may only be seasons, got ${quote(raw)}`);
    },
    /**
     * `titles=movie:603,tv:1399,imdb:tt0944947`: distinct titles in the given order, 1 to
     * {@link MAX_BATCH_TITLES}; an IMDb id is lower-cased ('imdb:TT0944947' → 'tt0944947').
     * @param {Record<string, unknown>} query @returns {AskedTitle[]}
     * @throws BadParameter when missing, malformed or too many
     */
    titles(query) {
      const raw = single(query, 'titles');
      if (!raw) throw new BadParameter('titles', 'titles is required: a comma-separated list such as movie:603,tv:1399,imdb:tt0944947');
      const parts = raw.split(',');
      if (parts.length > MAX_BATCH_TITLES) {
        throw new BadParameter('titles', `titles may name at most ${MAX_BATCH_TITLES} titles, got ${parts.length}`);
      }
      const seen = new Set();
      /** @type {AskedTitle[]} */
      const out = [];
      for (const part of parts) {
        const imdb = /^imdb:(.+)$/i.exec(part.trim());
        if (imdb && rules.isImdbId(imdb[1])) {
          const id = imdb[1].toLowerCase();
          if (!seen.has(`imdb:${id}`)) out.push({ imdb: id });
          seen.add(`imdb:${id}`);
          continue;
        }
        const m = /^(movie|tv):([0-9]{1,10})$/.exec(part.trim());
        const id = m ? Number(m[2]) : NaN;
        if (!m || !rules.isTmdbId(id)) {
          throw new BadParameter(
            'titles',
            `each title must be movie:<id> or tv:<id> with a TMDB id, or imdb:<IMDb id>, got ${quote(part)}`,
          );
        }
        const key = `${m[1]}:${id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ type: /** @type {'movie' | 'tv'} */ (m[1]), id });
      }
      return out;
    },
    /**
     * `q`: trimmed, 1 to {@link MAX_QUERY_LENGTH} characters.
     * @param {Record<string, unknown>} query @returns {string}
     * @throws BadParameter when missing, blank or too long
     */
    searchQuery(query) {
      const raw = single(query, 'q');
      const q = (raw ?? '').trim();
      if (!q) throw new BadParameter('q', 'q is required: the words to search for');
      if (q.length > MAX_QUERY_LENGTH) throw new BadParameter('q', `q must be at most ${MAX_QUERY_LENGTH} characters, got ${q.length}`);
      return q;
    },
    /**
     * `page`: a whole number from 1 to `max` (default 1).
     * @param {Record<string, unknown>} query @param {number} [max] @returns {number}
     * @throws BadParameter otherwise
     */
    page(query, max = MAX_SEARCH_PAGE) {
      const raw = single(query, 'page');
      if (raw === undefined) return 1;
      const n = /^[0-9]{1,6}$/.test(raw) ? Number(raw) : NaN;
      if (n >= 1 && n <= max) return n;
      throw new BadParameter('page', `page must be a whole number from 1 to ${max}, got ${quote(raw)}`);
    },
    /**
     * `type` of the providers: 'movie', 'tv' or absent (both).
     * @param {Record<string, unknown>} query @returns {'movie' | 'tv' | null}
     */
    providerType(query) {
      const raw = single(query, 'type');
      return raw === undefined ? null : this.mediaType(raw);
    },
    /**
     * @param {unknown} name a path segment @returns {string}
     * @throws BadParameter unless 1 to 64 characters without control characters or slashes
     */
    username(name) {
      const printable = (/** @type {string} */ ch) => ch >= ' ' && ch !== '\u007f' && ch !== '/';
      if (typeof name === 'string' && name.length >= 1 && [...name].length <= 64 && [...name].every(printable)) return name;
      throw new BadParameter('username', 'username must be 1 to 64 characters');
    },
    /**
     * @param {unknown} list a path segment @returns {'queue' | 'favorites' | 'watched'}
     * @throws BadParameter unless one of the three lists
     */
    listName(list) {
      if (typeof list === 'string' && LISTS.includes(list)) return /** @type {'queue' | 'favorites' | 'watched'} */ (list);
      throw new BadParameter('list', `list must be queue, favorites or watched, got ${quote(list)}`);
    },
  };
}

/**
 * The shapes of the API's answers.
 * @param {object} o
 * @param {readonly string[]} o.kinds the ways to watch in display order (`WATCH_KINDS`)
 * @param {readonly string[]} o.streamingKinds the ways that count as streaming (`SERVICE_KINDS`: subscription, free, ads)
 * @param {string} o.imageBaseUrl TMDB's image host (`…/t/p`), from the runtime config
 * @param {string} o.origin the app's origin for page links ('' when the config names none: links are paths)
 */
function answerShapes(o) {
  const image = (/** @type {string | null} */ p, /** @type {string} */ size) => (p ? `${o.imageBaseUrl}/${size}${p}` : null);
  /**
   * A provider as the API lists it.
   * @param {{id: number, name: string, logo_path: string | null}} p
   */
  const provider = (p) => ({ id: p.id, name: p.name, logo_path: p.logo_path, logo_url: image(p.logo_path, LOGO_SIZE) });

  /**
   * One region's ways to watch: TMDB's watch page for it and the providers of each way ([] when none).
   * @param {Record<string, any> | undefined} watch a `WatchByRegion` @param {string} region
   */
  const availability = (watch, region) => {
    const entry = watch?.[region];
    /** @type {Record<string, unknown>} */
    const out = { link: entry?.link ?? null };
    for (const kind of o.kinds) out[kind] = (entry?.[kind] ?? []).map(provider);
    return out;
  };

  /**
   * The regions where a title streams (subscription, free or with ads), in code order.
   * @param {Record<string, any> | undefined} watch a `WatchByRegion` @returns {string[]}
   */
  const streamingRegions = (watch) =>
    Object.keys(watch ?? {})
      .filter((code) => o.streamingKinds.some((kind) => (watch?.[code]?.[kind] ?? []).length > 0))
      .sort();

  /**
   * What the API says of a title: its type and id, name, date, poster and StreamScout page.
   * @param {{id: number, media_type: 'movie' | 'tv', title: string, release_date: string, poster_path: string | null}} show
   */
  const title = (show) => ({
    type: show.media_type,
    id: show.id,
    title: show.title,
    release_date: show.release_date || null,
    poster_path: show.poster_path,
    poster_url: image(show.poster_path, POSTER_SIZE),
    url: `${o.origin}/details/${show.media_type}/${show.id}`,
  });

  return {
    provider,
    availability,
    title,
    /**
     * A title and its ways to watch in a region (and per season when asked).
     * @param {any} detail a `ShowDetail` @param {string} region
     * @param {{season_number: number, name: string, air_date: string | null, watch: Record<string, any>}[] | null} seasons
     */
    titleAvailability: (detail, region, seasons) => ({
      ...title(detail),
      region,
      availability: availability(detail.watch, region),
      streaming_regions: streamingRegions(detail.watch),
      seasons: seasons
        ? seasons.map((s) => ({
            season_number: s.season_number,
            name: s.name,
            air_date: s.air_date,
            availability: availability(s.watch, region),
          }))
        : null,
    }),
  };
}

module.exports = {
  BadParameter,
  parameterReaders,
  answerShapes,
  MAX_BATCH_TITLES,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_PAGE,
  LIST_PAGE_SIZE,
  LISTS,
};
