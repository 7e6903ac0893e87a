'use strict';
/**
 * Watch regions of the generated catalog, without HTTP (CPU-bound checks kept apart from the
 * HTTP tests of regions.test.js): at least a dozen regions on six continents, every way to watch,
 * only services a region carries, Hulu in the US only, and the same bytes for the same seed.
 */
const { present } = require('./helpers');
const { getCatalog, generateCatalog, SEED } = require('../src/index');
const { REGIONS } = require('../src/catalog/regions');

/** @typedef {Record<string, any>} AnyEntry a title's region entry, read by way-to-watch name */
/** @typedef {Record<string, any>} JsonObject */

const catalog = getCatalog();
const titles = [...catalog.movies, ...catalog.tv];

describe('a title in many regions', () => {
  test('at least a dozen regions on six continents carry titles, each with its own link', () => {
    const used = new Set(titles.flatMap((t) => Object.keys(t.providers)));
    expect(used.size).toBeGreaterThanOrEqual(12);
    for (const code of ['US', 'CA', 'MX', 'GB', 'DE', 'FR', 'JP', 'KR', 'IN', 'BR', 'AU', 'ZA']) expect(used).toContain(code);
    const t = present(
      titles.find((x) => Object.keys(x.providers).length >= 5),
      'a title in 5 regions',
    );
    for (const [code, entry] of Object.entries(t.providers))
      expect(entry.link).toMatch(new RegExp(`^https://www\\.themoviedb\\.org/(movie|tv)/${t.id}-.+/watch\\?locale=${code}$`));
  });

  test('every way to watch appears (flatrate, free, ads, rent, buy), only with services the region carries', () => {
    for (const kind of ['flatrate', 'free', 'ads', 'rent', 'buy'])
      expect(titles.some((t) => Object.values(t.providers).some((/** @type {AnyEntry} */ e) => e[kind] && e[kind].length))).toBe(true);
    const us = present(
      titles.find((t) =>
        ['flatrate', 'free', 'ads', 'rent', 'buy'].every((k) => t.providers.US && /** @type {AnyEntry} */ (t.providers.US)[k]),
      ),
      'a title with all five in the US',
    );
    expect(Object.keys(us.providers.US)).toEqual(['link', 'flatrate', 'free', 'ads', 'rent', 'buy']);
    for (const t of titles) {
      for (const [code, entry] of Object.entries(t.providers)) {
        const region = present(
          REGIONS.find((r) => r.iso_3166_1 === code),
          code,
        );
        for (const p of entry.flatrate || []) expect(region.flatrate).toContain(p.provider_id);
        for (const p of entry.free || []) expect(region.free).toContain(p.provider_id);
        for (const p of entry.ads || []) expect(region.ads).toContain(p.provider_id);
        for (const p of [...(entry.rent || []), ...(entry.buy || [])]) expect(region.stores).toContain(p.provider_id);
      }
    }
  });

  test('Hulu streams in the US only; some titles stream abroad but not in the US; some nowhere', () => {
    const hulu = titles.filter((t) =>
      Object.values(t.providers).some((e) => (e.flatrate || []).some((/** @type {JsonObject} */ p) => p.provider_id === 15)),
    );
    expect(hulu.length).toBeGreaterThan(20);
    for (const t of hulu)
      for (const [code, e] of Object.entries(t.providers))
        if ((e.flatrate || []).some((/** @type {JsonObject} */ p) => p.provider_id === 15)) expect(code).toBe('US');
    expect(titles.some((t) => !t.providers.US && Object.values(t.providers).some((e) => e.flatrate))).toBe(true);
    expect(titles.some((t) => Object.keys(t.providers).length === 0)).toBe(true);
  });

  test('the same seed gives the same regions, byte for byte', () => {
    expect(JSON.stringify(generateCatalog({ seed: SEED }).movies.map((m) => m.providers))).toBe(
      JSON.stringify(catalog.movies.map((m) => m.providers)),
    );
  });
});
