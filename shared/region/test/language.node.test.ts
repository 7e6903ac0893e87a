/**
 * The reader's language as pure functions (architecture §13): the profile's, then the URL's, then
 * the footer's pick (its cookie), then the browser's languages, then English; unknown tags fall
 * back; Portuguese is Brazil's; Arabic alone is written right to left.
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  knownLanguage,
  languageDir,
  languageFromCookie,
  languageOrDefault,
  parseAcceptLanguage,
  resolveLanguage,
  tmdbLanguage,
} from '../src';

describe('resolveLanguage', () => {
  it('is English with nothing known, or nothing we speak', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(resolveLanguage()).toBe('en');
    expect(resolveLanguage({ languages: ['zh-CN', 'ko'] })).toBe('en');
    expect(resolveLanguage({ profileLanguage: 'xx', url: '', picked: '<b>', languages: [] })).toBe('en');
  });

  it("the profile's language wins, then the URL's, then the picked one, then the browser's", () => {
    expect(resolveLanguage({ profileLanguage: 'ja', url: 'fr', picked: 'de', languages: ['es'] })).toBe('ja');
    expect(resolveLanguage({ url: 'fr', picked: 'de', languages: ['es'] })).toBe('fr');
    expect(resolveLanguage({ picked: 'de', languages: ['es'] })).toBe('de');
    expect(resolveLanguage({ languages: parseAcceptLanguage('zh;q=0.9,it-CH;q=0.8,en;q=0.5') })).toBe('it');
  });

  it('is independent of the region a tag names', () => {
    expect(resolveLanguage({ languages: ['de-GB'] })).toBe('de');
    expect(resolveLanguage({ languages: ['en-DE'] })).toBe('en');
  });
});

describe('knownLanguage', () => {
  it('matches a tag as a reader means it', () => {
    expect(knownLanguage('de-AT')).toBe('de');
    expect(knownLanguage('DE_ch')).toBe('de');
    expect(knownLanguage('pt')).toBe('pt-BR');
    expect(knownLanguage('pt-PT')).toBe('pt-BR');
    expect(knownLanguage('pt-br')).toBe('pt-BR');
    expect(knownLanguage('ar-EG')).toBe('ar');
    expect(knownLanguage('ja-JP')).toBe('ja');
  });

  it('refuses what is not a tag we speak', () => {
    for (const bad of [null, undefined, 3, '', ' ', 'xx', 'zh-CN', 'de;q=1', '<script>']) expect(knownLanguage(bad)).toBeNull();
    expect(languageOrDefault('xx')).toBe('en');
  });

  it('knows every language it lists', () => {
    for (const l of LANGUAGES) expect(knownLanguage(l)).toBe(l);
  });
});

describe('the language around it', () => {
  it('writes Arabic right to left and the others left to right', () => {
    expect(languageDir('ar')).toBe('rtl');
    expect(LANGUAGES.filter((l) => languageDir(l) === 'rtl')).toEqual(['ar']);
    expect(languageDir('xx')).toBe('ltr');
  });

  it("names TMDB's language of each", () => {
    expect(tmdbLanguage('de')).toBe('de-DE');
    expect(tmdbLanguage('pt-BR')).toBe('pt-BR');
    expect(tmdbLanguage('ja')).toBe('ja-JP');
    expect(tmdbLanguage('xx')).toBe('en-US');
  });

  it('reads the picked language from a cookie header, ignoring others and bad values', () => {
    expect(languageFromCookie('a=1; streamscout-lang=de; b=2')).toBe('de');
    expect(languageFromCookie('streamscout-lang=pt-BR')).toBe('pt-BR');
    expect(languageFromCookie('streamscout-lang=xx')).toBeNull();
    expect(languageFromCookie('x-streamscout-lang=de')).toBeNull();
    expect(languageFromCookie(null)).toBeNull();
  });
});
