/**
 * The reader's language (architecture §13), as pure functions beside the region's: the languages
 * the product speaks, the one default, the one validator, the writing direction, TMDB's name for
 * each, and the resolution order — decided once per request on the server and once in the browser.
 *
 * Which language: the profile's (signed in), else the one named in the URL (`?lang=`, the
 * alternates search engines are pointed to), else the one picked in the footer (a cookie, so the
 * server knows it), else the first of the browser's languages we speak (`navigator.languages`, or
 * `Accept-Language` on a server), else English — the spec's texts. Independent of the region: a
 * German speaker in the United Kingdom reads German and sees the United Kingdom's services.
 */

/** The languages the product speaks, in the order the picker lists them (BCP 47). */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt-BR', 'it', 'ja', 'ar'] as const;

/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];

/** The spec's language and the fallback of every missing or unknown value (and of a message not translated yet). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself, as the picker shows it (never translated: a reader finds their own). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  it: 'Italiano',
  ja: '日本語',
  ar: 'العربية',
};

/**
 * TMDB's `language` for each (ISO 639-1 + a country TMDB keeps translations under): the catalog's
 * titles, overviews and genres come back in it.
 */
const TMDB_LANGUAGES: Readonly<Record<Language, string>> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  'pt-BR': 'pt-BR',
  it: 'it-IT',
  ja: 'ja-JP',
  ar: 'ar-SA',
};

/** The cookie that keeps the language picked in the footer, read by the server (`streamscout-lang=de`). */
export const LANGUAGE_COOKIE = 'streamscout-lang';

/** The URL parameter naming a page's language (`/discover?lang=de`): the alternates and canonicals of each page. */
export const LANGUAGE_PARAM = 'lang';

const byLower = new Map<string, Language>(LANGUAGES.map((l) => [l.toLowerCase(), l]));

/**
 * The one validator of a language: a BCP 47 tag we speak, matched the way a reader means it —
 * 'de', 'de-AT', 'DE_ch' → 'de'; 'pt', 'pt-PT', 'pt-br' → 'pt-BR' (our Portuguese is Brazil's);
 * 'en-GB' → 'en'; 'zh-CN', 'xx', '', null → null.
 */
export function knownLanguage(tag: unknown): Language | null {
  if (typeof tag !== 'string') return null;
  const t = tag.trim().replace(/_/g, '-').toLowerCase();
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(t)) return null;
  const exact = byLower.get(t);
  if (exact) return exact;
  const base = t.split('-')[0];
  if (base === 'pt') return 'pt-BR';
  return byLower.get(base) ?? null;
}

/** {@link knownLanguage}'s answer, else {@link DEFAULT_LANGUAGE}. Never empty. */
export function languageOrDefault(tag: unknown): Language {
  return knownLanguage(tag) ?? DEFAULT_LANGUAGE;
}

/** The writing direction of a language: 'rtl' for Arabic, 'ltr' for the others (and any unknown tag). */
export function languageDir(lang: unknown): 'ltr' | 'rtl' {
  return knownLanguage(lang) === 'ar' ? 'rtl' : 'ltr';
}

/** TMDB's `language` parameter for a language ('de' → 'de-DE'; unknown → 'en-US'). */
export function tmdbLanguage(lang: unknown): string {
  return TMDB_LANGUAGES[languageOrDefault(lang)];
}

/** The first of a list of language tags (`navigator.languages`, `Accept-Language`'s) that we speak, else null. */
function languageFromLanguages(languages: ReadonlyArray<unknown> | null | undefined): Language | null {
  for (const tag of languages ?? []) {
    const lang = knownLanguage(tag);
    if (lang) return lang;
  }
  return null;
}

/**
 * The language picked in the footer, from a `Cookie` header or `document.cookie`
 * (`'a=1; streamscout-lang=de'` → 'de'); null when absent or not one we speak.
 */
export function languageFromCookie(cookie: string | null | undefined): Language | null {
  if (typeof cookie !== 'string') return null;
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === LANGUAGE_COOKIE) return knownLanguage(decodeURIComponent(part.slice(eq + 1).trim()));
  }
  return null;
}

/** What the language is resolved from; every part may be missing or wrong. */
export interface LanguageInputs {
  /** Signed in: the profile's language; wins when known. */
  profileLanguage?: string | null;
  /** The URL's `?lang=` (a page's alternate in another language); next when known. */
  url?: string | null;
  /** The language picked in the footer (its cookie); next when known. */
  picked?: string | null;
  /** `navigator.languages`, or the tags of `Accept-Language` on a server. */
  languages?: ReadonlyArray<string> | null;
}

/**
 * The reader's language: profile, else URL, else the footer's pick, else the first browser
 * language we speak, else English. `resolveLanguage({ languages: ['de-AT', 'en'] })` → 'de';
 * `resolveLanguage({ picked: 'xx', languages: ['ja'] })` → 'ja'.
 * @returns one of {@link LANGUAGES}, never empty
 */
export function resolveLanguage({ profileLanguage, url, picked, languages }: LanguageInputs = {}): Language {
  return (
    knownLanguage(profileLanguage) ?? knownLanguage(url) ?? knownLanguage(picked) ?? languageFromLanguages(languages) ?? DEFAULT_LANGUAGE
  );
}
