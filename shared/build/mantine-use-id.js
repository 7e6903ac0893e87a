/**
 * Swaps @mantine/hooks' `useId` for ours (`./mantine/use-id.mjs`) in every build that bundles
 * Mantine: the app's, its embed's and its server bundle's, so server and browser render the same
 * ids. See that file for why.
 */
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');

/** How @mantine/hooks' index asks for its use-id module (ES module or CommonJS build). */
const USE_ID_REQUEST = /^\.\/use-id\/use-id\.(mjs|cjs)$/;
/** The folder that index lives in. */
const MANTINE_HOOKS_DIR = /[\\/]@mantine[\\/]hooks[\\/](esm|cjs)$/;
/** Our `useId`. */
const REPLACEMENT = path.join(__dirname, 'mantine', 'use-id.mjs');

/**
 * @returns {import('webpack').WebpackPluginInstance} the plugin, for a webpack config's `plugins`
 */
function mantineUseIdPlugin() {
  return new NormalModuleReplacementPlugin(USE_ID_REQUEST, (resource) => {
    // only @mantine/hooks' own module: another package's ./use-id/use-id.mjs stays itself
    if (MANTINE_HOOKS_DIR.test(resource.context ?? '')) resource.request = REPLACEMENT;
  });
}

module.exports = { mantineUseIdPlugin };
