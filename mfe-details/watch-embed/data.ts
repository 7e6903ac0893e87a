/**
 * The where-to-watch widget's data (spec §21, architecture §7b): what each element asks for, the
 * batch requests to the public API's v1 contract (`GET /api/v1/availability?titles=…`, architecture
 * §9a) that answer every element of a page at once, and the check that an answer is the v1 shape
 * this build reads. No cookies (`credentials: 'omit'`), no storage: answers live in this module.
 *
 * The one file of the widget that calls `fetch`; it lives outside `src/` because the widget is not
 * app code: it talks to our own public API, never to TMDB or Supabase.
 */

/** The most titles one batch request may name (the API's limit). */
export const MAX_BATCH = 50;

/** The ways to watch in display order, as the API's `availability` names them (subscription first). */
export const KINDS = ['flatrate', 'free', 'ads', 'rent', 'buy'] as const;
export type Kind = (typeof KINDS)[number];

/** A service as the API lists it. */
interface Provider {
  id: number;
  name: string;
  logo_path: string | null;
}

/** One title's answer as this build reads it (fields it does not read are left alone). */
export interface TitleAnswer {
  type: 'movie' | 'tv';
  id: number;
  title: string;
  /** The title's StreamScout page. */
  url: string;
  region: string;
  availability: { link: string | null } & Record<Kind, Provider[]>;
  /** Regions where it streams; absent from a server older than this field (then no count is shown). */
  streaming_regions?: string[];
}

/** What one element asks: a title by TMDB id or IMDb id, in a region (null: the reader's), in a language. */
export interface Ask {
  /** 'movie:603', 'tv:1399' or 'imdb:tt0944947' (the API's `titles` item). */
  name: string;
  /** An upper-case country code, or null for the reader's region (the server resolves it). */
  region: string | null;
  /** The element's `lang` (passed on to the API; the widget's words follow it, `./texts.ts`), or null. */
  lang: string | null;
}

/** What an element shows, once its batch has answered. */
export type Outcome =
  { kind: 'title'; title: TitleAnswer; region: string; readerRegion: boolean } | { kind: 'unknown' } | { kind: 'failed' };

/**
 * The element's attributes as an {@link Ask}, or null when they name no title (no id, a malformed
 * one, or a `type` other than movie/tv).
 * @param attr reads an attribute (null when absent)
 */
export function askOf(attr: (name: string) => string | null): Ask | null {
  const imdb = (attr('imdb-id') ?? '').trim().toLowerCase();
  const tmdb = (attr('tmdb-id') ?? '').trim();
  const type = (attr('type') ?? '').trim();
  let name: string | null = null;
  if (/^tt[0-9]{7,10}$/.test(imdb)) name = `imdb:${imdb}`;
  else if ((type === 'movie' || type === 'tv') && /^[0-9]{1,10}$/.test(tmdb) && Number(tmdb) >= 1 && Number(tmdb) <= 2147483647)
    name = `${type}:${Number(tmdb)}`;
  if (!name) return null;
  const region = (attr('region') ?? '').trim();
  const lang = (attr('lang') ?? '').trim();
  return {
    name,
    region: /^[A-Za-z]{2}$/.test(region) ? region.toUpperCase() : null,
    lang: /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang) ? lang : null,
  };
}

/**
 * The batch requests that answer a set of asks: one per region and language (the reader's region
 * is one group), each naming at most {@link MAX_BATCH} distinct titles.
 * @param api the API's base, e.g. 'https://streamscout.example/api/v1/'
 * @returns each request's URL and the names it asks, in first-asked order
 */
export function plan(api: string, asks: readonly Ask[]): { url: string; names: string[]; region: string | null; lang: string | null }[] {
  const groups = new Map<string, { region: string | null; lang: string | null; names: string[] }>();
  for (const a of asks) {
    const key = `${a.region ?? ''}|${a.lang ?? ''}`;
    const g = groups.get(key) ?? { region: a.region, lang: a.lang, names: [] };
    groups.set(key, g);
    if (!g.names.includes(a.name)) g.names.push(a.name);
  }
  const out: { url: string; names: string[]; region: string | null; lang: string | null }[] = [];
  for (const g of groups.values()) {
    for (let i = 0; i < g.names.length; i += MAX_BATCH) {
      const names = g.names.slice(i, i + MAX_BATCH);
      const params = new URLSearchParams({ titles: names.join(',') });
      if (g.region) params.set('region', g.region);
      if (g.lang) params.set('lang', g.lang);
      out.push({
        url: `${api}availability?${params.toString().replace(/%2C/g, ',').replace(/%3A/g, ':')}`,
        names,
        region: g.region,
        lang: g.lang,
      });
    }
  }
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isProvider = (p: unknown): p is Provider =>
  isObject(p) && typeof p.id === 'number' && typeof p.name === 'string' && (p.logo_path === null || typeof p.logo_path === 'string');

/** Whether `t` is a title answer of the v1 contract, as far as this build reads it. */
function isTitle(t: unknown): t is TitleAnswer {
  if (!isObject(t) || !isObject(t.availability)) return false;
  const a = t.availability;
  return (
    (t.type === 'movie' || t.type === 'tv') &&
    typeof t.id === 'number' &&
    typeof t.title === 'string' &&
    typeof t.url === 'string' &&
    typeof t.region === 'string' &&
    (a.link === null || typeof a.link === 'string') &&
    KINDS.every((k) => Array.isArray(a[k]) && (a[k] as unknown[]).every(isProvider)) &&
    (t.streaming_regions === undefined || (Array.isArray(t.streaming_regions) && t.streaming_regions.every((r) => typeof r === 'string')))
  );
}

/**
 * Each asked name's outcome from a batch answer of the v1 contract.
 * @param body the parsed JSON
 * @param names the names the request asked
 * @param readerRegion whether the request left the region to the server (the reader's)
 * @returns null when the body is not a v1 batch answer (a server this build cannot read: every
 *   element of the request falls back to its plain link)
 */
export function readBatch(body: unknown, names: readonly string[], readerRegion: boolean): Map<string, Outcome> | null {
  if (!isObject(body) || typeof body.region !== 'string' || !Array.isArray(body.titles) || !Array.isArray(body.not_found)) return null;
  if (!body.titles.every(isTitle)) return null;
  const resolved = isObject(body.resolved) ? body.resolved : {};
  const region = body.region;
  const byName = new Map(body.titles.map((t) => [`${t.type}:${t.id}`, t]));
  const out = new Map<string, Outcome>();
  for (const name of names) {
    const to = name.startsWith('imdb:') ? resolved[name] : name;
    const title = typeof to === 'string' ? byName.get(to) : undefined;
    if (title) out.set(name, { kind: 'title', title, region, readerRegion });
    else out.set(name, body.not_found.includes(name) ? { kind: 'unknown' } : { kind: 'failed' });
  }
  return out;
}

/**
 * The loader every element of a page shares: asks made before the page has finished parsing (or
 * within the same task after it) go out together, one request per region and language.
 * @param o.api the API's base URL, ending in '/'
 * @param o.send `fetch` (the page's)
 * @param o.whenReady runs its callback once the page's elements are all there (DOMContentLoaded, or
 *   the next microtask when the page is parsed already)
 * @returns `load(ask)`: the ask's outcome; a failed request (network, status, shape) is 'failed' for
 *   each of its asks, once — nothing is retried in a loop
 */
export function createLoader(o: { api: string; send: typeof fetch; whenReady: (run: () => void) => void }) {
  const done = new Map<string, Promise<Outcome>>();
  let pending: { ask: Ask; resolve: (o: Outcome) => void }[] = [];

  const flush = () => {
    const batch = pending;
    pending = [];
    for (const req of plan(
      o.api,
      batch.map((p) => p.ask),
    )) {
      const answer = o
        .send(req.url, { credentials: 'omit', mode: 'cors', referrerPolicy: 'strict-origin-when-cross-origin' })
        .then(async (res) => (res.ok ? readBatch(await res.json(), req.names, req.region === null) : null))
        .catch(() => null);
      for (const p of batch) {
        if (p.ask.region !== req.region || p.ask.lang !== req.lang || !req.names.includes(p.ask.name)) continue;
        void answer.then((outcomes) => p.resolve(outcomes?.get(p.ask.name) ?? { kind: 'failed' }));
      }
    }
  };

  return {
    load(ask: Ask): Promise<Outcome> {
      const key = `${ask.name}|${ask.region ?? ''}|${ask.lang ?? ''}`;
      let found = done.get(key);
      if (!found) {
        found = new Promise<Outcome>((resolve) => {
          if (!pending.length) o.whenReady(flush);
          pending.push({ ask, resolve });
        });
        done.set(key, found);
      }
      return found;
    },
  };
}
