/**
 * A language's catalog compiled at build time (architecture §13): `locales/{lang}.json` of an app
 * (ICU JSON: id → message, what translators edit) becomes the same JSON with each message in
 * Lingui's compiled form, parsed by Lingui's own compiler (`@lingui/message-utils`) and rewritten
 * so no plural needs ICU at run time (`@streamscout/i18n/compile`). An empty translation is left
 * out: the page shows the English source. Used by the webpack loader (`./i18n-loader.js`) and jest's
 * transform (`./jest/catalog-transform.js`), so tests load the catalogs the builds ship.
 */
const { compileMessage } = require('@lingui/message-utils/compileMessage');
const { compileCatalog } = require('@streamscout/i18n/compile');

/** Files that are catalogs: `…/locales/{lang}.json`. */
const CATALOG_FILE = /[\\/]locales[\\/][A-Za-z-]+\.json$/;

/**
 * @param {string} source the catalog's JSON text
 * @param {string} file its path (named in an error)
 * @returns {string} the compiled catalog as JSON text
 * @throws Error naming the file and message that does not compile
 */
function compileCatalogSource(source, file) {
  /** @type {Record<string, string>} */
  const messages = JSON.parse(source);
  try {
    return JSON.stringify(compileCatalog(messages, compileMessage));
  } catch (e) {
    throw new Error(`${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

module.exports = { compileCatalogSource, CATALOG_FILE };
