'use strict';
/** Where titles come from: original languages (with weights, their names and countries), country names, production companies and TV networks. */

/** @type {[string, number][]} original languages (ISO 639-1) with weights */
const LANGUAGES = [
  ['en', 14],
  ['fr', 1],
  ['es', 1],
  ['ja', 1],
  ['ko', 1],
  ['de', 0.6],
  ['it', 0.5],
  ['hi', 0.5],
];
/** @type {Record<string, string>} language → its own name */
const LANGUAGE_NAMES = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
  ko: '한국어/조선말',
  de: 'Deutsch',
  it: 'Italiano',
  hi: 'हिन्दी',
};
/** @type {Record<string, string>} language → English name */
const LANGUAGE_ENGLISH = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  ja: 'Japanese',
  ko: 'Korean',
  de: 'German',
  it: 'Italian',
  hi: 'Hindi',
};
/** @type {Record<string, string>} language → production country (ISO 3166-1) */
const LANGUAGE_COUNTRY = { en: 'US', fr: 'FR', es: 'ES', ja: 'JP', ko: 'KR', de: 'DE', it: 'IT', hi: 'IN' };
/** @type {Record<string, string>} ISO 3166-1 → English name */
const COUNTRY_NAMES = {
  US: 'United States of America',
  GB: 'United Kingdom',
  FR: 'France',
  ES: 'Spain',
  JP: 'Japan',
  KR: 'South Korea',
  DE: 'Germany',
  IT: 'Italy',
  IN: 'India',
  CA: 'Canada',
};

const COMPANIES = [
  'Northlight Pictures',
  'Blue Harbor Films',
  'Paper Lantern Studios',
  'Orbit Entertainment',
  'Redwood Media',
  'Copperline',
];
const NETWORKS = ['Netflix', 'HBO', 'AMC', 'FX', 'BBC One', 'Hulu', 'Prime Video', 'NBC', 'Apple TV+', 'Disney+'];

module.exports = {
  LANGUAGES,
  LANGUAGE_NAMES,
  LANGUAGE_ENGLISH,
  LANGUAGE_COUNTRY,
  COUNTRY_NAMES,
  COMPANIES,
  NETWORKS,
};
