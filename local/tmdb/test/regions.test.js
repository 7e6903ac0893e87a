'use strict';
/**
 * Watch regions over HTTP, like TMDB: a title's `watch/providers` in many regions and every way to
 * watch, the regions list, the providers of one region with their display priorities, and discover
 * filtered by `with_watch_providers` (`|` any, `,` all) in any region.
 */
const { baseUrl, closeLocal, get, present } = require('./helpers');
const { getCatalog, generateCatalog, SEED } = require('../src/index');
const { REGIONS } = require('../src/catalog/regions');

/** @typedef {Record<string, any>} JsonObject */
/** @typedef {Record<string, any>} AnyEntry a title's region entry, read by way-to-watch name */

/** @type {string} */
let base;
const catalog = getCatalog();
const titles = [...catalog.movies, ...catalog.tv];

beforeAll(async () => {
  base = await baseUrl();
});
afterAll(closeLocal);

describe('a title in many regions', () => {
  test('at least a dozen regions on six continents carry titles, each with its own link', () => {
    const used = new Set(titles.flatMap((t) => Object.keys(t.providers)));
    expect(used.size).toBeGreaterThanOrEqual(12);
    for (const code of ['US', 'CA', 'MX', 'GB', 'DE', 'FR', 'JP', 'KR', 'IN', 'BR', 'AU', 'ZA']) expect(used).toContain(code);
    const t = present(titles.find((x) => Object.keys(x.providers).length >= 5), 'a title in 5 regions');
    for (const [code, entry] of Object.entries(t.providers)) expect(entry.link).toMatch(new RegExp(`^https://www\\.themoviedb\\.org/(movie|tv)/${t.id}-.+/watch\\?locale=${code}$`));
  });

  test('every way to watch appears (flatrate, free, ads, rent, buy), only with services the region carries', () => {
    for (const kind of ['flatrate', 'free', 'ads', 'rent', 'buy']) expect(titles.some((t) => Object.values(t.providers).some((/** @type {AnyEntry} */ e) => e[kind] && e[kind].length))).toBe(true);
    const us = present(titles.find((t) => ['flatrate', 'free', 'ads', 'rent', 'buy'].every((k) => t.providers.US && /** @type {AnyEntry} */ (t.providers.US)[k])), 'a title with all five in the US');
    expect(Object.keys(us.providers.US)).toEqual(['link', 'flatrate', 'free', 'ads', 'rent', 'buy']);
    for (const t of titles) {
      for (const [code, entry] of Object.entries(t.providers)) {
        const region = present(REGIONS.find((r) => r.iso_3166_1 === code), code);
        for (const p of entry.flatrate || []) expect(region.flatrate).toContain(p.provider_id);
        for (const p of entry.free || []) expect(region.free).toContain(p.provider_id);
        for (const p of entry.ads || []) expect(region.ads).toContain(p.provider_id);
        for (const p of [...(entry.rent || []), ...(entry.buy || [])]) expect(region.stores).toContain(p.provider_id);
      }
    }
  });

  test('Hulu streams in the US only; some titles stream abroad but not in the US; some nowhere', () => {
    const hulu = titles.filter((t) => Object.values(t.providers).some((e) => (e.flatrate || []).some((/** @type {JsonObject} */ p) => p.provider_id === 15)));
    expect(hulu.length).toBeGreaterThan(20);
    for (const t of hulu) for (const [code, e] of Object.entries(t.providers)) if ((e.flatrate || []).some((/** @type {JsonObject} */ p) => p.provider_id === 15)) expect(code).toBe('US');
    expect(titles.some((t) => !t.providers.US && Object.values(t.providers).some((e) => e.flatrate))).toBe(true);
    expect(titles.some((t) => Object.keys(t.providers).length === 0)).toBe(true);
  });

  test('the same seed gives the same regions, byte for byte', () => {
    expect(JSON.stringify(generateCatalog({ seed: SEED }).movies.map((m) => m.providers))).toBe(JSON.stringify(catalog.movies.map((m) => m.providers)));
  });

  test('GET /3/movie/{id}/watch/providers answers every region in TMDB shape', async () => {
    const t = present(catalog.movies.find((m) => Object.keys(m.providers).length >= 4 && m.providers.GB), 'a movie in GB and 3 more');
    const { status, body } = await get(base, `/3/movie/${t.id}/watch/providers`);
    expect(status).toBe(200);
    expect(body.id).toBe(t.id);
    expect(Object.keys(body.results)).toEqual(Object.keys(t.providers));
    expect(body.results.GB.link).toContain('locale=GB');
    const first = present(Object.values(body.results.GB).find((v) => Array.isArray(v)), 'a GB list')[0];
    expect(first).toEqual({ logo_path: expect.stringMatching(/^\/.+\.jpg$/), provider_id: expect.any(Number), provider_name: expect.any(String), display_priority: expect.any(Number) });
  });
});

describe('GET /3/watch/providers/regions', () => {
  test('lists the regions with English and native names, sorted by code', async () => {
    const { status, body } = await get(base, '/3/watch/providers/regions', { language: 'en-US' });
    expect(status).toBe(200);
    expect(body.results.length).toBeGreaterThanOrEqual(12);
    expect(body.results).toContainEqual({ iso_3166_1: 'GB', english_name: 'United Kingdom', native_name: 'United Kingdom' });
    expect(body.results).toContainEqual({ iso_3166_1: 'JP', english_name: 'Japan', native_name: '日本' });
    const codes = body.results.map((/** @type {JsonObject} */ r) => r.iso_3166_1);
    expect(codes).toEqual([...codes].sort());
  });
});

describe('GET /3/watch/providers/movie|tv', () => {
  test("with watch_region: only that region's providers, most prominent first, with display_priorities", async () => {
    const { status, body } = await get(base, '/3/watch/providers/tv', { watch_region: 'GB' });
    expect(status).toBe(200);
    const ids = body.results.map((/** @type {JsonObject} */ p) => p.provider_id);
    expect(ids.slice(0, 3)).toEqual([8, 9, 337]);
    expect(ids).toContain(38); // BBC iPlayer
    expect(ids).not.toContain(15); // Hulu is US-only
    expect(body.results.map((/** @type {JsonObject} */ p) => p.display_priority)).toEqual(ids.map((/** @type {number} */ _, /** @type {number} */ i) => i));
    const netflix = body.results[0];
    expect(netflix).toEqual({ display_priorities: expect.objectContaining({ US: 0, GB: 0, JP: 0 }), display_priority: 0, logo_path: expect.any(String), provider_name: 'Netflix', provider_id: 8 });
  });

  test('lower-case region works; an unknown region has no providers; without a region, all of them', async () => {
    const lower = await get(base, '/3/watch/providers/movie', { watch_region: 'gb' });
    const upper = await get(base, '/3/watch/providers/movie', { watch_region: 'GB' });
    expect(lower.body).toEqual(upper.body);
    expect((await get(base, '/3/watch/providers/movie', { watch_region: 'XX' })).body.results).toEqual([]);
    const all = await get(base, '/3/watch/providers/movie');
    expect(all.body.results.map((/** @type {JsonObject} */ p) => p.provider_id)).toEqual(expect.arrayContaining([8, 9, 15, 38, 21, 84]));
    expect(all.body.results.find((/** @type {JsonObject} */ p) => p.provider_id === 15).display_priorities).toEqual({ US: 3 });
  });
});

describe('discover by provider and region', () => {
  /**
   * Ids of all pages of a discover query.
   * @param {Record<string, string>} params
   * @returns {Promise<number[]>}
   */
  async function allIds(params) {
    const first = await get(base, '/3/discover/movie', params);
    const ids = first.body.results.map((/** @type {JsonObject} */ r) => r.id);
    for (let p = 2; p <= first.body.total_pages; p++) ids.push(...(await get(base, '/3/discover/movie', { ...params, page: String(p) })).body.results.map((/** @type {JsonObject} */ r) => r.id));
    return ids;
  }
  /** @param {number} id @param {string} region @param {string[]} kinds @returns {Set<number>} */
  const providerIds = (id, region, kinds) => new Set(kinds.flatMap((k) => (/** @type {AnyEntry} */ (present(catalog.movieById.get(id)).providers[region] || {})[k] || []).map((/** @type {JsonObject} */ p) => p.provider_id)));

  test('"|" means any of them, "," means all of them, in the given region', async () => {
    const any = await allIds({ watch_region: 'GB', with_watch_providers: '8|39' });
    const all = await allIds({ watch_region: 'GB', with_watch_providers: '8,39' });
    const netflix = await allIds({ watch_region: 'GB', with_watch_providers: '8' });
    expect(all.length).toBeGreaterThan(0);
    expect(any.length).toBeGreaterThan(netflix.length);
    expect(all.length).toBeLessThan(netflix.length);
    for (const id of any) expect([...providerIds(id, 'GB', ['flatrate'])].some((p) => p === 8 || p === 39)).toBe(true);
    for (const id of all) expect([8, 39].every((p) => providerIds(id, 'GB', ['flatrate']).has(p))).toBe(true);
    const expected = catalog.movies.filter((m) => !m.data.adult && !m.data.video && (m.providers.GB?.flatrate || []).some((p) => p.provider_id === 8 || p.provider_id === 39)).length;
    expect(any.length).toBe(expected);
  });

  test("the region matters: Japan's U-NEXT titles, none for Hulu outside the US; free and with-ads by monetization type", async () => {
    const jp = await allIds({ watch_region: 'JP', with_watch_providers: '84' });
    expect(jp.length).toBeGreaterThan(0);
    for (const id of jp) expect(providerIds(id, 'JP', ['flatrate']).has(84)).toBe(true);
    expect((await get(base, '/3/discover/movie', { watch_region: 'GB', with_watch_providers: '15' })).body.total_results).toBe(0);
    const iplayer = await allIds({ watch_region: 'GB', with_watch_providers: '38', with_watch_monetization_types: 'flatrate|free|ads' });
    expect(iplayer.length).toBeGreaterThan(0);
    for (const id of iplayer) expect(providerIds(id, 'GB', ['free']).has(38)).toBe(true);
  });
});
