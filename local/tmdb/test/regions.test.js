'use strict';
/**
 * Watch regions over HTTP, like TMDB: a title's `watch/providers` in many regions and every way to
 * watch, the regions list, the providers of one region with their display priorities, and discover
 * filtered by `with_watch_providers` (`|` any, `,` all) in any region.
 */
const { baseUrl, closeLocal, get, present } = require('./helpers');
const { getCatalog } = require('../src/index');

/** @typedef {Record<string, any>} JsonObject */
/** @typedef {Record<string, any>} AnyEntry a title's region entry, read by way-to-watch name */

/** @type {string} */
let base;
const catalog = getCatalog();

beforeAll(async () => {
  base = await baseUrl();
});
afterAll(closeLocal);

describe("a title's regions over HTTP", () => {
  test('GET /3/movie/{id}/watch/providers answers every region in TMDB shape', async () => {
    const t = present(
      catalog.movies.find((m) => Object.keys(m.providers).length >= 4 && m.providers.GB),
      'a movie in GB and 3 more',
    );
    const { status, body } = await get(base, `/3/movie/${t.id}/watch/providers`);
    expect(status).toBe(200);
    expect(body.id).toBe(t.id);
    expect(Object.keys(body.results)).toEqual(Object.keys(t.providers));
    expect(body.results.GB.link).toContain('locale=GB');
    const first = present(
      Object.values(body.results.GB).find((v) => Array.isArray(v)),
      'a GB list',
    )[0];
    expect(first).toEqual({
      logo_path: expect.stringMatching(/^\/.+\.jpg$/),
      provider_id: expect.any(Number),
      provider_name: expect.any(String),
      display_priority: expect.any(Number),
    });
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
    expect(body.results.map((/** @type {JsonObject} */ p) => p.display_priority)).toEqual(
      ids.map((/** @type {number} */ _, /** @type {number} */ i) => i),
    );
    const netflix = body.results[0];
    expect(netflix).toEqual({
      display_priorities: expect.objectContaining({ US: 0, GB: 0, JP: 0 }),
      display_priority: 0,
      logo_path: expect.any(String),
      provider_name: 'Netflix',
      provider_id: 8,
    });
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
    for (let p = 2; p <= first.body.total_pages; p++)
      ids.push(
        ...(await get(base, '/3/discover/movie', { ...params, page: String(p) })).body.results.map((/** @type {JsonObject} */ r) => r.id),
      );
    return ids;
  }
  /** @param {number} id @param {string} region @param {string[]} kinds @returns {Set<number>} */
  const providerIds = (id, region, kinds) => {
    /** @type {AnyEntry} */
    const entry = present(catalog.movieById.get(id)).providers[region] || {};
    return new Set(kinds.flatMap((k) => (entry[k] || []).map((/** @type {JsonObject} */ p) => p.provider_id)));
  };

  test('"|" means any of them, "," means all of them, in the given region', async () => {
    const any = await allIds({ watch_region: 'GB', with_watch_providers: '8|39' });
    const all = await allIds({ watch_region: 'GB', with_watch_providers: '8,39' });
    const netflix = await allIds({ watch_region: 'GB', with_watch_providers: '8' });
    expect(all.length).toBeGreaterThan(0);
    expect(any.length).toBeGreaterThan(netflix.length);
    expect(all.length).toBeLessThan(netflix.length);
    for (const id of any) expect([...providerIds(id, 'GB', ['flatrate'])].some((p) => p === 8 || p === 39)).toBe(true);
    for (const id of all) expect([8, 39].every((p) => providerIds(id, 'GB', ['flatrate']).has(p))).toBe(true);
    const expected = catalog.movies.filter(
      (m) => !m.data.adult && !m.data.video && (m.providers.GB?.flatrate || []).some((p) => p.provider_id === 8 || p.provider_id === 39),
    ).length;
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
