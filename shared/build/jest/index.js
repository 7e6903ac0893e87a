/**
 * Jest preset shared by every package: TypeScript/TSX through @swc/jest, the languages' catalogs
 * compiled as the builds compile them, CSS and images stubbed,
 * ignore build output and e2e specs (those run under Playwright).
 */
const path = require('node:path');

const jestPreset = {
  transform: {
    // a language's catalog, compiled as the builds compile it
    '[\\/]locales[\\/][A-Za-z-]+\\.json$': path.join(__dirname, 'catalog-transform.js'),
    '^.+\\.(cjs|mjs|[tj]sx?)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // our builds' module swaps, in tests too (./resolver.js)
  resolver: path.join(__dirname, 'resolver.js'),
  moduleNameMapper: {
    '\\.(css)$': path.join(__dirname, 'style-stub.js'),
    '\\.(svg|png|jpg|webp)$': path.join(__dirname, 'file-stub.js'),
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/e2e/'],
  // jose ships ESM; PGlite's CommonJS build calls import("fs") etc., which jest's vm refuses;
  // @fastify/static requires content-disposition, an ES module (Node loads it, jest's vm does not);
  // so does the server's Atom feed writer (feed) and the job runner (p-throttle).
  transformIgnorePatterns: [
    '/node_modules/(?!(jose|@electric-sql/pglite|@fastify/static/node_modules/content-disposition|content-disposition|feed|p-throttle)/)',
  ],
};

module.exports = { jestPreset };
