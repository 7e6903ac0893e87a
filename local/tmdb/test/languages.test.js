'use strict';
/**
 * The catalog in the reader's language over real HTTP (the local server at TMDB_TEST_URL), as
 * TMDB answers `language=`: translated titles and overviews where a title has them, TMDB's
 * fallback (English title, empty overview) where it has none, the `translations` part the app
 * fills its fallback from, localized season names and `include_image_language`.
 */
const { baseUrl, closeLocal, get } = require('./helpers');

/** @typedef {Record<string, any>} JsonObject a parsed answer (the tests assert its fields) */

/** @type {string} */
let base;
beforeAll(async () => {
  base = await baseUrl();
});
afterAll(closeLocal);

/** The popular movies' first page in `language` (TMDB's tag). */
const popular = async (/** @type {string} */ language) =>
  /** @type {JsonObject[]} */ ((await get(base, '/3/movie/popular', { page: '1', language })).body.results);

describe('language=', () => {
  it('answers list results in German where a title is translated, TMDB’s fallback where not; the same every time', async () => {
    const [en, de, again] = [await popular('en-US'), await popular('de-DE'), await popular('de-DE')];
    expect(de).toEqual(again);
    expect(de.map((m) => m.id)).toEqual(en.map((m) => m.id));
    const translated = de.filter((m, i) => m.title !== en[i].title);
    const untranslated = de.filter((m, i) => m.title === en[i].title);
    expect(translated.length).toBeGreaterThan(de.length / 2);
    for (const m of translated) expect(m.title).toMatch(/ – (Die Rückkehr|Das Abenteuer beginnt|Ein neues Kapitel)$/);
    // a title with no translation: its English title, and no overview (the app shows the English one)
    expect(untranslated.length).toBeGreaterThan(0);
    for (const m of untranslated) expect(m.overview).toBe('');
    // some translated titles lack a translated overview too
    expect(translated.some((m) => m.overview === '')).toBe(true);
    expect(translated.some((m) => m.overview.startsWith(`„${m.title}“`) || m.overview.includes(`„${m.title}“`))).toBe(true);
  });

  it('leaves English (and a language without translations) exactly as the catalog has it', async () => {
    const en = await popular('en-US');
    expect((await get(base, '/3/movie/popular', { page: '1' })).body.results).toEqual(en);
    expect(await popular('ko-KR')).toEqual(en);
  });

  it('gives a detail its translations (English first) when asked, and each language its own script', async () => {
    const [en, de] = [await popular('en-US'), await popular('de-DE')];
    const first = en.find((m, i) => m.title !== de[i].title) ?? en[0];
    const { body } = await get(base, `/3/movie/${first.id}`, { language: 'ar', append_to_response: 'translations' });
    const list = /** @type {JsonObject[]} */ (body.translations.translations);
    expect(list[0]).toMatchObject({ iso_639_1: 'en', data: { title: first.title, overview: first.overview } });
    expect(list.map((t) => t.iso_639_1)).toEqual(['en', 'es', 'fr', 'de', 'pt', 'it', 'ja', 'ar']);
    expect(body.title).toBe(list.find((t) => t.iso_639_1 === 'ar')?.data.title);
    expect(body.title).toMatch(/[\u0600-\u06FF]/);
    const ja = (await get(base, `/3/movie/${first.id}`, { language: 'ja-JP' })).body;
    expect(ja.title).toMatch(/[\u3040-\u30FF\u4E00-\u9FFF]/);
  });

  it('names seasons in the language, and leaves people’s biographies to the English fallback', async () => {
    const shows = (await get(base, '/3/tv/popular', { page: '1' })).body.results;
    const show = (await get(base, `/3/tv/${shows[0].id}`, { language: 'de-DE' })).body;
    const numbered = show.seasons.filter((/** @type {JsonObject} */ s) => s.season_number > 0);
    expect(numbered.length).toBeGreaterThan(0);
    for (const s of numbered) expect(s.name).toBe(`Staffel ${s.season_number}`);
    const season = (await get(base, `/3/tv/${shows[0].id}/season/${numbered[0].season_number}`, { language: 'fr-FR' })).body;
    expect(season.name).toBe(`Saison ${numbered[0].season_number}`);
    const personId = show.credits?.cast?.[0]?.id ?? (await get(base, `/3/tv/${shows[0].id}/credits`)).body.cast[0].id;
    const en = (await get(base, `/3/person/${personId}`, { append_to_response: 'translations' })).body;
    const de = (await get(base, `/3/person/${personId}`, { language: 'de-DE', append_to_response: 'translations' })).body;
    expect(de.biography).toBe('');
    expect(de.translations.translations[0]).toMatchObject({ iso_639_1: 'en', data: { biography: en.biography } });
  });

  it('narrows images to include_image_language (“null”: those without text)', async () => {
    const [first] = await popular('en-US');
    const all = (await get(base, `/3/movie/${first.id}`, { append_to_response: 'images' })).body.images;
    const langs = (/** @type {JsonObject[]} */ list) => list.map((i) => i.iso_639_1 ?? 'null');
    const narrowed = (await get(base, `/3/movie/${first.id}`, { append_to_response: 'images', include_image_language: 'de,null' })).body
      .images;
    for (const kind of ['posters', 'backdrops', 'logos']) {
      const expected = langs(all[kind] ?? []).filter((l) => l === 'de' || l === 'null');
      expect(langs(narrowed[kind] ?? [])).toEqual(expected);
    }
    const english = (await get(base, `/3/movie/${first.id}`, { append_to_response: 'images', include_image_language: 'en' })).body.images;
    expect(langs(english.posters)).toEqual(langs(all.posters).filter((l) => l === 'en'));
  });
});
