/**
 * The widget's words are the app's words: it ships no i18n library, so its texts are written again
 * in `texts.ts` — this test holds them to the app's catalogs (`@streamscout/i18n`'s locales), so a
 * changed translation in the app cannot leave the widget saying something else. Checked per
 * language: the five ways to watch (`watch.way.*`, word for word), "streaming in N other countries"
 * (`watch.otherCountries`, every plural form a count can take, the widget writing it mid-sentence,
 * so with a small first letter), and in Arabic every count to 300 (the widget's own plural rule
 * against the app's, which `shared/i18n`'s tests hold to `Intl.PluralRules`).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { compileCatalog } from '@streamscout/i18n/compile';
import { loadLanguage, registerCatalog, translator, type Language } from '@streamscout/i18n';
import { widgetTexts } from './texts';
import type { Kind } from './data';

const LANGUAGES: readonly Language[] = ['en', 'es', 'fr', 'de', 'pt-BR', 'it', 'ja', 'ar'];
const KINDS: readonly Kind[] = ['flatrate', 'free', 'ads', 'rent', 'buy'];
/** Counts that reach every plural category of the eight languages (Arabic's six included). */
const COUNTS = [1, 2, 3, 7, 10, 11, 15, 99, 100, 101, 102, 103, 111];

/** The app's shared catalog of a language, as its locale file holds it (ICU MessageFormat). */
function catalog(lang: Language): Record<string, string> {
  const dir = dirname(require.resolve('@streamscout/i18n/package.json'));
  return JSON.parse(readFileSync(join(dir, 'locales', `${lang}.json`), 'utf8')) as Record<string, string>;
}

/** A small first letter, as a phrase reads after a dash ('Streaming in 3…' → 'streaming in 3…'). */
const midSentence = (s: string) => s.charAt(0).toLocaleLowerCase() + s.slice(1);

beforeAll(async () => {
  // the app's common catalog, compiled as the build compiles it, loaded the way a page loads it
  registerCatalog('common-as-read-by-this-test', (lang) => Promise.resolve(compileCatalog(catalog(lang))));
  for (const lang of LANGUAGES) await loadLanguage(lang, ['common-as-read-by-this-test']);
});

describe.each(LANGUAGES)('the widget in %s', (lang) => {
  const texts = widgetTexts(lang);
  const app = translator(lang);
  const en = catalog('en');

  it('is the language asked for', () => {
    expect(texts.lang).toBe(lang);
    expect(texts.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  });

  it.each(KINDS)('names the way "%s" as the app does', (kind) => {
    expect(texts.kinds[kind]).toBe(app.t(`watch.way.${kind}`, en[`watch.way.${kind}`]!));
  });

  it('counts the other countries in the plural forms of the app', () => {
    for (const count of COUNTS)
      expect(texts.elsewhere(count)).toBe(midSentence(app.t('watch.otherCountries', en['watch.otherCountries']!, { count })));
  });
});

it("the widget's Arabic plurals are the app's for every count a title can have (1–300 other countries: its six categories, CLDR's as `@streamscout/i18n` applies them)", () => {
  const widget = widgetTexts('ar');
  const app = translator('ar');
  const en = catalog('en');
  // (TMDB knows fewer than 300 countries, so the widget writes no digit grouping; the app writes 1,000)
  for (let count = 1; count <= 300; count += 1)
    expect([count, widget.elsewhere(count)]).toEqual([
      count,
      midSentence(app.t('watch.otherCountries', en['watch.otherCountries']!, { count })),
    ]);
});
