/**
 * Plural categories and digit grouping of the product's languages, in JavaScript (architecture
 * §13): what `Intl.PluralRules` and `Intl.NumberFormat` would answer for whole numbers, without
 * loading ICU data on a page's first render (architecture §7). The rules are CLDR's for integers;
 * a number that is not a safe integer goes to `Intl` (never on a first render: counts, runtimes
 * and episode numbers are whole).
 */
import type { Language } from '@streamscout/region';

/** A CLDR plural category. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The plural category of a whole number in a language (CLDR, integers): English, German, Spanish,
 * Italian one for 1; French and Brazilian Portuguese one for 0 and 1; Japanese other always;
 * Arabic zero, one, two, few (…03–…10), many (…11–…99), other.
 * @param lang one of the product's languages
 * @param n a number (a non-integer: `Intl.PluralRules`)
 */
export function pluralCategory(lang: Language, n: number): PluralCategory {
  if (!Number.isSafeInteger(n)) return new Intl.PluralRules(lang).select(n) as PluralCategory;
  const i = Math.abs(n);
  switch (lang) {
    case 'ja':
      return 'other';
    case 'fr':
    case 'pt-BR':
      return i === 0 || i === 1 ? 'one' : i !== 0 && i % 1000000 === 0 ? 'many' : 'other';
    case 'es':
    case 'it':
      return i === 1 ? 'one' : i !== 0 && i % 1000000 === 0 ? 'many' : 'other';
    case 'ar': {
      const mod100 = i % 100;
      if (i === 0) return 'zero';
      if (i === 1) return 'one';
      if (i === 2) return 'two';
      if (mod100 >= 3 && mod100 <= 10) return 'few';
      if (mod100 >= 11) return 'many';
      return 'other';
    }
    default:
      return i === 1 ? 'one' : 'other';
  }
}

/** Each language's group separator and the fewest digits a number has before it is grouped. */
const GROUPING: Readonly<Record<Language, { sep: string; min: number }>> = {
  en: { sep: ',', min: 4 },
  es: { sep: '.', min: 5 }, // CLDR: 1000, but 10.000
  fr: { sep: '\u202f', min: 4 },
  de: { sep: '.', min: 4 },
  'pt-BR': { sep: '.', min: 4 },
  it: { sep: '.', min: 5 }, // as es
  ja: { sep: ',', min: 4 },
  // Western digits, as Arabic sites of the Gulf and the Maghreb write them and as TMDB's numbers are
  ar: { sep: ',', min: 4 },
};

/** Languages that write a decimal comma. */
const DECIMAL_COMMA: ReadonlySet<Language> = new Set(['es', 'fr', 'de', 'pt-BR', 'it']);

/**
 * A number with `digits` decimals as the language writes it, without ICU: 7.25 → '7.3' (en, ja, ar),
 * '7,3' (de, fr, es, it, pt-BR). Meant for ratings and other small numbers (no digit grouping).
 */
export function formatDecimal(lang: Language, n: number, digits: number): string {
  const fixed = n.toFixed(digits);
  return DECIMAL_COMMA.has(lang) ? fixed.replace('.', ',') : fixed;
}

/**
 * A whole number as the language writes it: 12345 → '12,345' (en), '12.345' (de), '12 345' (fr,
 * a narrow no-break space), '1000' but '10.000' (es). Not a safe integer: `toLocaleString`.
 * @param lang one of the product's languages @param n the number
 */
export function formatInteger(lang: Language, n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString(lang === 'ar' ? 'ar-u-nu-latn' : lang);
  const { sep, min } = GROUPING[lang];
  const digits = String(Math.abs(n));
  const grouped = digits.length < min ? digits : digits.replace(/\B(?=(\d{3})+$)/g, sep);
  return n < 0 ? `-${grouped}` : grouped;
}
