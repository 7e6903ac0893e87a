/**
 * The loaders and the minifier every build of ours uses (the apps' browser and server builds, the
 * embed, the Module Federation runtime core, the Node packages).
 */
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { CATALOG_FILE } = require('./i18n-catalog.js');

/**
 * The loaders every build of ours uses: TypeScript/TSX through swc; CSS extracted (production)
 * or injected (development) — except in a `*.shadow.ts` module, which gets each CSS file it
 * imports as text (a string for a Shadow DOM's own `<style>`, never added to the page); images
 * as files; a language's catalog compiled (`./i18n-catalog.js`).
 * @param {boolean} prod
 * @returns {import('webpack').RuleSetRule[]}
 */
function rulesFor(prod) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
            target: 'es2020',
          },
        },
      },
    },
    {
      test: /\.css$/,
      oneOf: [
        { issuer: /\.shadow\.[jt]sx?$/, use: [{ loader: 'css-loader', options: { exportType: 'string', esModule: true } }] },
        { use: [prod ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
      ],
    },
    { test: /\.(png|svg|jpe?g|webp|ico)$/, type: 'asset/resource' },
    // a language's catalog, compiled at build time (architecture §13)
    { test: CATALOG_FILE, type: 'json', use: [require.resolve('./i18n-loader.js')] },
  ];
}

/** SWC minifier (≈2.5× faster than Terser here, architecture §8). */
function minimizers() {
  return [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })];
}

module.exports = { rulesFor, minimizers };
