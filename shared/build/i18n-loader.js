/**
 * webpack loader of a language's catalog (`locales/{lang}.json`, type `json`): compiled at build
 * time by `./i18n-catalog.js`.
 * @this {import('webpack').LoaderContext<unknown>}
 * @param {string} source
 */
module.exports = function i18nCatalogLoader(source) {
  return require('./i18n-catalog.js').compileCatalogSource(source, this.resourcePath);
};
