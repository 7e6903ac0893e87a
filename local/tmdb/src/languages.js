'use strict';
/**
 * The catalog in the reader's language, as TMDB answers `language=`: a title's `title` / `name`
 * and `overview` in that language when the title has a translation in it, else the original
 * (English) title and an empty overview — TMDB's own fallback, which the app fills from the
 * English entry of `append_to_response=translations`. Season names are localized ("Staffel 2");
 * people's biographies have no translation (empty in any language but English). Images follow
 * `include_image_language` ("de,null": those in German or without text).
 *
 * Deterministic: whether a title is translated, and its texts, depend only on its type, id and
 * English title. About one title in six has no translation at all and one in six a translated
 * title but no translated overview, so the English fallback is exercised everywhere.
 */

/** The languages with translations (TMDB's ISO 639-1 part of `language`, 'pt-BR' → 'pt'). */
const TRANSLATED = ['es', 'fr', 'de', 'pt', 'it', 'ja', 'ar'];

/** Each language's display names, for the `translations` part ([name in itself, English name, usual country]). */
/** @type {Record<string, [string, string, string]>} */
const NAMES = {
  en: ['English', 'English', 'US'],
  es: ['Español', 'Spanish', 'ES'],
  fr: ['Français', 'French', 'FR'],
  de: ['Deutsch', 'German', 'DE'],
  pt: ['Português', 'Portuguese', 'BR'],
  it: ['Italiano', 'Italian', 'IT'],
  ja: ['日本語', 'Japanese', 'JP'],
  ar: ['العربية', 'Arabic', 'SA'],
};

/** Localized subtitles a translated title takes ("Star of the Harbor – Die Rückkehr"), and how it is joined. */
/** @type {Record<string, [string[], (title: string, sub: string) => string]>} */
const SUBTITLES = {
  es: [['El regreso', 'Comienza la aventura', 'Un nuevo capítulo'], (t, s) => `${t}: ${s}`],
  fr: [['Le retour', 'L’aventure commence', 'Un nouveau chapitre'], (t, s) => `${t} : ${s}`],
  de: [['Die Rückkehr', 'Das Abenteuer beginnt', 'Ein neues Kapitel'], (t, s) => `${t} – ${s}`],
  pt: [['O retorno', 'A aventura começa', 'Um novo capítulo'], (t, s) => `${t}: ${s}`],
  it: [['Il ritorno', 'L’avventura ha inizio', 'Un nuovo capitolo'], (t, s) => `${t}: ${s}`],
  ja: [['帰還', '冒険の始まり', '新たな章'], (t, s) => `${t} 〜${s}〜`],
  ar: [['العودة', 'بداية المغامرة', 'فصل جديد'], (t, s) => `${t}: ${s}`],
};

/** Overviews of translated titles, built on the translated title. */
/** @type {Record<string, Array<(title: string) => string>>} */
const OVERVIEWS = {
  es: [
    (t) => `«${t}» cuenta una historia de valor, traición y segundas oportunidades.`,
    (t) => `En «${t}» todo está en juego cuando sale a la luz un viejo secreto.`,
  ],
  fr: [
    (t) => `« ${t} » raconte une histoire de courage, de trahison et de secondes chances.`,
    (t) => `Dans « ${t} », tout est en jeu lorsqu’un vieux secret refait surface.`,
  ],
  de: [
    (t) => `„${t}“ erzählt eine Geschichte über Mut, Verrat und zweite Chancen.`,
    (t) => `In „${t}“ steht alles auf dem Spiel, als ein altes Geheimnis ans Licht kommt.`,
  ],
  pt: [
    (t) => `"${t}" conta uma história de coragem, traição e segundas chances.`,
    (t) => `Em "${t}", tudo está em jogo quando um velho segredo vem à tona.`,
  ],
  it: [
    (t) => `«${t}» racconta una storia di coraggio, tradimento e seconde possibilità.`,
    (t) => `In «${t}» tutto è in gioco quando un vecchio segreto viene a galla.`,
  ],
  ja: [(t) => `『${t}』は、勇気と裏切り、そしてやり直しの物語。`, (t) => `古い秘密が明らかになり、『${t}』ではすべてが懸かっている。`],
  ar: [(t) => `«${t}» قصة عن الشجاعة والخيانة والفرص الثانية.`, (t) => `في «${t}» يصبح كل شيء على المحك حين ينكشف سر قديم.`],
};

/** A season's name in each language: its number's ("Staffel 2"), and "Specials" (season 0). */
/** @type {Record<string, [(n: number) => string, string]>} */
const SEASON_NAMES = {
  es: [(n) => `Temporada ${n}`, 'Especiales'],
  fr: [(n) => `Saison ${n}`, 'Épisodes spéciaux'],
  de: [(n) => `Staffel ${n}`, 'Specials'],
  pt: [(n) => `Temporada ${n}`, 'Especiais'],
  it: [(n) => `Stagione ${n}`, 'Speciali'],
  ja: [(n) => `シーズン${n}`, '特別編'],
  ar: [(n) => `الموسم ${n}`, 'حلقات خاصة'],
};

/**
 * The language of a request: the ISO 639-1 part of `language` when the catalog has translations
 * in it ('de-DE' → 'de'), else null (English, absent or unknown: the catalog as it is).
 * @param {URLSearchParams} q
 * @returns {string | null}
 */
function requestLanguage(q) {
  const tag = (q.get('language') || '').trim().toLowerCase().split('-')[0];
  return TRANSLATED.includes(tag) ? tag : null;
}

/**
 * A title's hash: the same for the same type and id, spread over its low bits.
 * @param {'movie'|'tv'} type @param {number} id
 */
const hashOf = (type, id) => (Math.imul(id, 2654435761) + (type === 'tv' ? 0x9e37 : 0)) >>> 0;

/**
 * A title's texts in `lang`, or null when it has no translation in it.
 * @param {'movie'|'tv'} type
 * @param {number} id
 * @param {string} english its English title
 * @param {string} lang one of {@link TRANSLATED}
 * @returns {{ title: string, overview: string } | null} overview '' when only the title is translated
 */
function translationOf(type, id, english, lang) {
  const h = hashOf(type, id);
  if (h % 6 === 0) return null;
  const [subs, join] = SUBTITLES[lang];
  const title = join(english, subs[(h >>> 3) % subs.length]);
  const overview = h % 6 === 1 ? '' : OVERVIEWS[lang][(h >>> 5) % 2](title);
  return { title, overview };
}

/**
 * A movie or show (detail or list item) in `lang`; anything else as it is.
 * @param {Record<string, unknown>} o
 * @param {string} lang
 * @returns {Record<string, unknown>} a copy when changed
 */
function localizeTitle(o, lang) {
  const movie = typeof o.title === 'string' && ('release_date' in o || 'original_title' in o);
  const tv = !movie && typeof o.name === 'string' && ('first_air_date' in o || 'original_name' in o);
  if ((!movie && !tv) || typeof o.id !== 'number') return o;
  const key = movie ? 'title' : 'name';
  const t = translationOf(movie ? 'movie' : 'tv', o.id, /** @type {string} */ (o[key]), lang);
  return { ...o, [key]: t ? t.title : o[key], overview: t ? t.overview : '' };
}

/**
 * A season (of a show's `seasons`, or a season detail) with its name in `lang`.
 * @param {Record<string, unknown>} o
 * @param {string} lang
 */
function localizeSeason(o, lang) {
  if (typeof o.season_number !== 'number' || typeof o.name !== 'string' || 'episode_number' in o) return o;
  if (!('episode_count' in o || 'episodes' in o)) return o;
  const [numbered, specials] = SEASON_NAMES[lang];
  const name = o.season_number === 0 ? specials : /^Season \d+$/.test(o.name) ? numbered(o.season_number) : o.name;
  return { ...o, name };
}

/**
 * `value` with every title, season and person in it in `lang` (new objects; the catalog's are
 * shared and never changed).
 * @param {unknown} value
 * @param {string} lang
 * @returns {unknown}
 */
function walk(value, lang) {
  if (Array.isArray(value)) return value.map((v) => walk(v, lang));
  if (!value || typeof value !== 'object') return value;
  /** @type {Record<string, unknown>} */
  let o = {};
  for (const [k, v] of Object.entries(value)) o[k] = k === 'translations' ? v : walk(v, lang);
  o = localizeSeason(localizeTitle(o, lang), lang);
  // a person's biography has no translation: TMDB answers '' (the app shows the English one)
  if (typeof o.biography === 'string' && 'known_for_department' in o) o = { ...o, biography: '' };
  return o;
}

/**
 * The `translations` part of a movie, show or person detail: English, and each language it is
 * translated into, with TMDB's `data` fields.
 * @param {Record<string, unknown>} detail the English detail
 * @param {'movie'|'tv'|'person'} type
 * @returns {{ translations: object[] }}
 */
function translationsOf(detail, type) {
  const entry = (/** @type {string} */ lang, /** @type {Record<string, unknown>} */ data) => {
    const [name, english_name, iso_3166_1] = NAMES[lang];
    return { iso_3166_1, iso_639_1: lang, name, english_name, data };
  };
  if (type === 'person') return { translations: [entry('en', { biography: detail.biography ?? '' })] };
  const key = type === 'movie' ? 'title' : 'name';
  const english = String(detail[key] ?? '');
  const out = [entry('en', { [key]: english, overview: detail.overview ?? '', tagline: detail.tagline ?? '', homepage: '' })];
  for (const lang of TRANSLATED) {
    const t = translationOf(type, Number(detail.id), english, lang);
    if (t) out.push(entry(lang, { [key]: t.title, overview: t.overview, tagline: '', homepage: '' }));
  }
  return { translations: out };
}

/**
 * The `images` of a detail narrowed to `include_image_language` (a comma list of ISO 639-1 codes,
 * 'null' for images without text), as TMDB does; without the parameter, all of them.
 * @param {unknown} images
 * @param {string | null} include
 */
function filterImages(images, include) {
  if (include === null || !images || typeof images !== 'object') return images;
  const wanted = new Set(
    include
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  /** @type {Record<string, unknown>} */
  const out = { ...images };
  for (const [k, list] of Object.entries(out)) {
    if (Array.isArray(list))
      out[k] = list.filter((img) => wanted.has(img && img.iso_639_1 != null && img.iso_639_1 !== '' ? String(img.iso_639_1) : 'null'));
  }
  return out;
}

/**
 * A route's answer in the request's language: texts localized (`language`), the `translations`
 * part of a detail (`append_to_response=translations`), images narrowed (`include_image_language`).
 * English or no `language`: the answer as it is, plus those two parts when asked.
 * @param {unknown} body the route's JSON answer
 * @param {string} pathname e.g. '/3/movie/12'
 * @param {URLSearchParams} q
 * @returns {unknown}
 */
function localize(body, pathname, q) {
  const detail = /^\/3\/(movie|tv|person)\/\d+$/.exec(pathname);
  const appended = (q.get('append_to_response') || '').split(',').map((s) => s.trim());
  const lang = requestLanguage(q);
  let out = lang ? walk(body, lang) : body;
  if (detail && out && typeof out === 'object') {
    /** @type {Record<string, unknown>} */
    const o = { ...out };
    if (appended.includes('translations'))
      o.translations = translationsOf(/** @type {Record<string, unknown>} */ (body), /** @type {'movie'|'tv'|'person'} */ (detail[1]));
    if ('images' in o) o.images = filterImages(o.images, q.has('include_image_language') ? q.get('include_image_language') : null);
    out = o;
  }
  return out;
}

module.exports = { localize, translationOf, requestLanguage, TRANSLATED };
