/**
 * `@streamscout/i18n`: the reader's language in the UI (architecture §13) — the translator
 * (`t` over Lingui's runtime, English source in the code, compiled catalogs for the other
 * languages), the catalogs on the page, the provider and hook, and plural rules and digit grouping
 * without ICU. A Module Federation singleton: one set of loaded catalogs per page.
 */
export type { Language } from '@streamscout/region';
export type { CompiledCatalog } from '../compile.js';
export { msg, translator, type MessageDescriptor, type MessageValues, type Translator } from './translator';
export { loadCatalog, loadLanguage, registerCatalog, type CatalogLoader } from './catalogs';
export { I18nProvider, slot, useT, withElements } from './react';
export { countryName, regionPhrase } from './countries';
export { isolate } from './bidi';
