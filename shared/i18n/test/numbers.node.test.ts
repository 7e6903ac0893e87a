/**
 * Plural categories and digit grouping without ICU: the same answers as `Intl.PluralRules` and
 * `Intl.NumberFormat` give for whole numbers in each of the product's languages (Arabic with
 * Western digits).
 */
import { LANGUAGES } from '@streamscout/region';
import { formatInteger, pluralCategory } from '../src/numbers';

const NUMBERS = [...Array.from({ length: 2100 }, (_, i) => i), 10000, 12345, 99999, 100000, 1000000, 2000000, 1234567, 21000000];

describe('pluralCategory', () => {
  it.each(LANGUAGES)('answers as Intl.PluralRules does in %s', (lang) => {
    const rules = new Intl.PluralRules(lang);
    const wrong = NUMBERS.filter((n) => pluralCategory(lang, n) !== rules.select(n)).map(
      (n) => `${n}: ${pluralCategory(lang, n)} ≠ ${rules.select(n)}`,
    );
    expect(wrong).toEqual([]);
  });

  it('gives Arabic its six forms', () => {
    expect([0, 1, 2, 3, 11, 100].map((n) => pluralCategory('ar', n))).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
  });
});

describe('formatInteger', () => {
  it.each(LANGUAGES)('groups digits as Intl.NumberFormat does in %s', (lang) => {
    const format = new Intl.NumberFormat(lang === 'ar' ? 'ar-u-nu-latn' : lang);
    const wrong = NUMBERS.filter((n) => formatInteger(lang, n) !== format.format(n));
    expect(wrong.map((n) => `${n}: ${formatInteger(lang, n)} ≠ ${format.format(n)}`)).toEqual([]);
  });
});
