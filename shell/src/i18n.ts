/**
 * The shell's catalogs (architecture §13): its own messages (`../locales/{lang}.json`, one chunk
 * per language) and the shared packages' (`common`), loaded for the page's language before the
 * first render or hydration, on the server and in the browser. English needs none.
 */
import { loadLanguage, registerCatalog, type CompiledCatalog, type Language } from '@streamscout/i18n';

registerCatalog(
  'shell',
  (lang) =>
    import(/* webpackChunkName: "lang-shell-[request]", webpackExclude: /en\.json$/ */ `../locales/${lang}.json`) as Promise<{
      default: CompiledCatalog;
    }>,
);

/**
 * Loads the shell's and the shared packages' messages of `lang`.
 * @throws when a catalog's chunk cannot load (the browser then shows those messages in English)
 */
export function loadShellLanguage(lang: Language): Promise<void> {
  return loadLanguage(lang, ['common', 'shell']);
}
