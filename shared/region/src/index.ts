/**
 * `@streamscout/region`: the viewer's watch region in one place — the country list of spec §3,
 * the one default region, the one validator, the `Accept-Language` parser and the resolution
 * order (profile country, picked region, languages, default). Pure and dependency-free (the
 * lowest layer, architecture §2): the TMDB client, the session, the UI and the server renderer
 * all read the region through it.
 */
export { COUNTRIES, findCountry, isValidCountry } from './countries';
export type { DefaultRegion } from './region';
export {
  DEFAULT_COUNTRY,
  DEFAULT_REGION,
  isDefaultRegion,
  knownRegion,
  parseAcceptLanguage,
  regionFromLanguages,
  regionInSentence,
  regionName,
  regionOfCountry,
  regionOrDefault,
  resolveRegion,
} from './region';
export type { Language } from './language';
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_NAMES,
  LANGUAGE_PARAM,
  LANGUAGES,
  knownLanguage,
  languageDir,
  languageFromCookie,
  languageOrDefault,
  resolveLanguage,
  tmdbLanguage,
} from './language';
