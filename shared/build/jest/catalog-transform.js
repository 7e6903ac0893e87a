/**
 * jest transform of a language's catalog (`locales/{lang}.json`): compiled as the builds compile
 * it (`../i18n-catalog.js`); jest parses the JSON text it returns.
 */
const { compileCatalogSource } = require('../i18n-catalog.js');

module.exports = {
  /** @param {string} source @param {string} file */
  process(source, file) {
    return { code: compileCatalogSource(source, file) };
  },
};
