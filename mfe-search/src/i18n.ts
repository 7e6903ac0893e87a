/**
 * This remote's catalogs (architecture §13), exposed as `./i18n`: the host loads the page
 * language's catalog of a remote with its screen (and every loaded remote's when the reader
 * switches language). One chunk per language (`../locales/{lang}.json`, compiled at build time);
 * English is the source, in the code.
 */
import type { CompiledCatalog, Language } from '@streamscout/i18n';

/** The compiled catalog of `lang` (not English). */
export function loadCatalog(lang: Language): Promise<{ default: CompiledCatalog }> {
  return import(/* webpackChunkName: "lang-search-[request]", webpackExclude: /en\.json$/ */ `../locales/${lang}.json`) as Promise<{
    default: CompiledCatalog;
  }>;
}
