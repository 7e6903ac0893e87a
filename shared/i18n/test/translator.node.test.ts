/**
 * The translator: English from the source in the code, another language from its loaded catalog,
 * the English source for a message it has not translated, plurals in each language's forms — and
 * no ICU on the way (architecture §7: a first render that formats a plural loads no ICU data).
 */
import { compileCatalog } from '../compile.js';
import { addMessages, hasMessage, translator } from '../src/translator';

const EPISODES = '{count, plural, one {# episode} other {# episodes}}';

beforeAll(() => {
  addMessages(
    'de',
    compileCatalog({
      'test.episodes': '{count, plural, one {# Folge} other {# Folgen}}',
      'test.hello': 'Hallo {name}',
      'test.empty': '',
    }),
  );
  addMessages(
    'ar',
    compileCatalog({
      'test.episodes': '{count, plural, zero {لا حلقات} one {حلقة واحدة} two {حلقتان} few {# حلقات} many {# حلقة} other {# حلقة}}',
    }),
  );
});

describe('translator', () => {
  it('writes a changed English source under the same id (a remote redeployed with a new text)', () => {
    const en = translator('en');
    expect(en.t('test.hero', 'Discover Our Popular Shows')).toBe('Discover Our Popular Shows');
    expect(en.t('test.hero', 'Discover Our Redeployed Shows')).toBe('Discover Our Redeployed Shows');
  });

  it('writes English from the source, with the spec plural: singular for exactly 1', () => {
    const en = translator('en');
    expect(en.t('test.plain', 'Trending Shows')).toBe('Trending Shows');
    expect([0, 1, 2, 1000].map((count) => en.t('test.episodes', EPISODES, { count }))).toEqual([
      '0 episodes',
      '1 episode',
      '2 episodes',
      '1,000 episodes',
    ]);
    expect(en.t('test.hello', 'Hello {name}', { name: 'Ana' })).toBe('Hello Ana');
    expect(en.dir).toBe('ltr');
  });

  it('writes another language from its catalog, in its plural forms and digits', () => {
    const de = translator('de');
    expect(de.t('test.episodes', EPISODES, { count: 1 })).toBe('1 Folge');
    expect(de.t('test.episodes', EPISODES, { count: 12000 })).toBe('12.000 Folgen');
    expect(de.t('test.hello', 'Hello {name}', { name: 'Ana' })).toBe('Hallo Ana');
    const ar = translator('ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => ar.t('test.episodes', EPISODES, { count }))).toEqual([
      'لا حلقات',
      'حلقة واحدة',
      'حلقتان',
      '3 حلقات',
      '11 حلقة',
      '100 حلقة',
    ]);
    expect(ar.dir).toBe('rtl');
  });

  it('falls back to the English source for a message not translated (missing or empty)', () => {
    const de = translator('de');
    expect(hasMessage('de', 'test.empty')).toBe(false);
    expect(de.t('test.empty', 'Only in English')).toBe('Only in English');
    expect(de.t('test.other', 'Also {n, plural, one {# time} other {# times}}', { n: 2 })).toBe('Also 2 times');
    expect(translator('xx').lang).toBe('en');
  });

  it('uses no Intl formatter while formatting plurals and numbers', () => {
    const made: string[] = [];
    const spies = (['PluralRules', 'NumberFormat', 'DateTimeFormat', 'Collator'] as const).map((k) => {
      const Original = Intl[k];
      return jest.spyOn(Intl, k).mockImplementation(((...args: unknown[]) => {
        made.push(k);
        return new (Original as unknown as new (...a: unknown[]) => object)(...args);
      }) as never);
    });
    try {
      translator('de').t('test.episodes', EPISODES, { count: 5 });
      translator('ar').t('test.episodes', EPISODES, { count: 5 });
      translator('en').t('test.fresh', '{n, plural, one {# title} other {# titles}}', { n: 5 });
    } finally {
      for (const s of spies) s.mockRestore();
    }
    expect(made).toEqual([]);
  });
});
