/**
 * ESLint flat config: the architecture's rules as errors (CONTRIBUTING.md "The rules").
 *
 * - A remote never imports another remote or the shell; `shared/*` never imports an app.
 * - A shared package imports only shared packages of the layers below its own (`scripts/layers.cjs`:
 *   apps; routes; tmdb; session, ui; widgets; host; build, server), and `@streamscout/testing` only
 *   from tests. The UI kit (`shared/ui`) is presentational: no session (its layer), no query hooks.
 * - App code (shell, remotes) never imports `@supabase/*` or `@mantine/*` (only `@streamscout/ui`)
 *   and never calls `fetch`: data goes through `@streamscout/tmdb` / `@streamscout/session`.
 *   The UI kit and the widgets never call `fetch` either.
 * - Routing comes only from `@streamscout/routes/router` (the router singleton Module Federation
 *   shares, tree-shaken to what we use): `react-router` itself is imported by that facade alone.
 * - No import cycles; React hooks rules; jsx-a11y.
 * - No literal text a reader sees in JSX: it comes from the message catalogs (architecture §13).
 * - These rules cannot be switched off with an inline comment, and stale disable comments fail.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import globals from 'globals';
import layers from './scripts/layers.cjs';
import i18n from './scripts/eslint-plugin-i18n.mjs';

const REMOTES = ['mfe-search', 'mfe-details', 'mfe-discover', 'mfe-dashboard'];
const APPS = ['shell', ...REMOTES];

/** Import patterns that reach app `dir` by package name or by a relative path. */
const appPatterns = (dir) => [`@streamscout/${dir}`, `@streamscout/${dir}/*`, `**/${dir}/**`, `../${dir}`];

const NO_SUPABASE = {
  group: ['@supabase/*'],
  message: 'Screens and components reach the backend only through @streamscout/session.',
};
const NO_MANTINE = {
  group: ['@mantine/*'],
  message: 'Apps reach Mantine only through @streamscout/ui (one instance, only the components we use).',
};
const NO_ROUTER = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import routing from @streamscout/routes/router (the one shared router module), never react-router itself.',
};
const NO_QUERY = {
  group: ['@tanstack/react-query', '@tanstack/react-query/*', '@streamscout/tmdb/query', '@streamscout/tmdb/query/*'],
  message:
    'The UI kit is presentational: it runs no query. A component that asks for data belongs in @streamscout/widgets or the remote that uses it.',
};
const NO_FETCH_GLOBAL = {
  name: 'fetch',
  message: 'Data goes through @streamscout/tmdb or @streamscout/session, never fetch.',
};
const NO_FETCH_PROPS = ['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: NO_FETCH_GLOBAL.message }));

/** Test files, wherever they live: the only code that may import `@streamscout/testing`. */
const TEST_FILES = ['**/*.test.{ts,tsx,js}', '**/test/**'];

/** Import patterns of a shared package by name. */
const sharedPackage = (pkg) => [`@streamscout/${pkg}`, `@streamscout/${pkg}/*`];

const NO_TESTING = {
  group: sharedPackage(layers.TEST_PACKAGE),
  message: '@streamscout/testing is for tests only.',
};

/**
 * `import-x/no-restricted-paths` zones for the files of shared package `pkg` (scripts/layers.cjs):
 * no file of a package of its own layer or the layers above, nor of `shared/testing` outside tests.
 * Matched on the resolved file, so `import`, `require()` and relative paths are all caught.
 */
function layerZones(pkg, inTests) {
  const below = layers.allowedBelow(pkg);
  const forbidden = [...layers.SHARED_LAYERS.flat(), ...(inTests ? [] : [layers.TEST_PACKAGE])].filter(
    (p) => p !== pkg && !below.includes(p),
  );
  return forbidden.map((other) => ({
    target: `./shared/${pkg}`,
    from: `./shared/${other}`,
    message:
      other === layers.TEST_PACKAGE
        ? NO_TESTING.message
        : `@streamscout/${pkg} may import only the shared packages below its layer (${below.join(', ') || 'none'}), not @streamscout/${other} (scripts/layers.cjs).`,
  }));
}

/**
 * Two configs of `no-restricted-imports` for an app's files: `patterns` everywhere, and in non-test
 * files also no `@streamscout/testing`.
 */
function withTestsApart(files, patterns) {
  return [
    { files: [files], ignores: TEST_FILES, rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, NO_TESTING] }] } },
    { files: TEST_FILES.map((g) => `${files.split('/')[0]}/${g}`), rules: { 'no-restricted-imports': ['error', { patterns }] } },
  ];
}

/** The rules a comment may never disable (the architecture's). */
const LOCKED_RULES = [
  'i18n/no-literal-text',
  'no-restricted-imports',
  'import-x/no-restricted-paths',
  'no-restricted-globals',
  'no-restricted-properties',
  'import-x/no-cycle',
  'react-hooks/rules-of-hooks',
];

export default tseslint.config(
  {
    // an embed's published releases are its build output, kept byte for byte (architecture §7b)
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'docs/**',
      '**/watch-embed/releases/**',
      'mfe-discover/embed-releases/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  comments.recommended,
  {
    rules: {
      '@eslint-community/eslint-comments/no-restricted-disable': ['error', ...LOCKED_RULES],
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx,js}', 'e2e/**', 'supabase/tests/**', 'shared/testing/**', '**/test/**', 'scripts/jest-*.js'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    files: ['shared/build/jest/setup-dom.js', 'shared/host/runtime/**/*.js', 'examples/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: [
      'shell/src/**/*.tsx',
      'mfe-*/src/**/*.tsx',
      'shared/ui/src/**/*.tsx',
      'shared/widgets/src/**/*.tsx',
      'shared/session/src/**/*.tsx',
      'shared/host/src/**/*.tsx',
    ],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // ---- boundaries: remotes ----
  ...REMOTES.flatMap((remote) =>
    withTestsApart(`${remote}/**/*.{ts,tsx,js}`, [
      {
        group: APPS.filter((a) => a !== remote).flatMap(appPatterns),
        message: 'A remote never imports another remote or the shell (architecture §2): lift shared code into shared/*.',
      },
      NO_SUPABASE,
      NO_MANTINE,
      NO_ROUTER,
    ]),
  ),
  // ---- boundaries: the shell ----
  ...withTestsApart('shell/**/*.{ts,tsx,js}', [
    { group: REMOTES.flatMap(appPatterns), message: 'The shell loads remotes through Module Federation only, never by import.' },
    NO_SUPABASE,
    NO_MANTINE,
    NO_ROUTER,
  ]),
  // ---- boundaries: shared packages ----
  {
    files: ['shared/**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: APPS.flatMap(appPatterns), message: 'shared/* never imports an app.' }, NO_ROUTER] },
      ],
    },
  },
  // the UI kit is presentational: no query hooks (the session is kept out by its layer, scripts/layers.cjs)
  {
    files: ['shared/ui/**/*.{ts,tsx,js}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: APPS.flatMap(appPatterns), message: 'shared/* never imports an app.' }, NO_ROUTER, NO_QUERY] },
      ],
    },
  },
  // the router facade is the one module that imports react-router
  {
    files: ['shared/routes/src/router.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: APPS.flatMap(appPatterns), message: 'shared/* never imports an app.' }] }],
    },
  },
  // each shared package imports only the layers below its own; @streamscout/testing only in tests
  // (`shared/testing` sits above every layer: no zone applies to it)
  ...layers.SHARED_LAYERS.flat().flatMap((pkg) => [
    {
      files: [`shared/${pkg}/**/*.{ts,tsx,js,cjs,mjs}`],
      ignores: TEST_FILES,
      rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones(pkg, false) }] },
    },
    {
      files: TEST_FILES.map((g) => `shared/${pkg}/${g}`),
      rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones(pkg, true) }] },
    },
  ]),
  // ---- every text a reader sees comes from the catalogs (architecture §13) ----
  {
    files: [
      'shell/src/**/*.tsx',
      'mfe-*/src/**/*.tsx',
      'shared/ui/src/**/*.tsx',
      'shared/widgets/src/**/*.tsx',
      'shared/session/src/**/*.tsx',
      'shared/host/src/**/*.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    plugins: { i18n },
    rules: { 'i18n/no-literal-text': 'error' },
  },
  // ---- no fetch in app code and the UI kit ----
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared/ui/src/**/*.{ts,tsx}', 'shared/widgets/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', NO_FETCH_GLOBAL],
      'no-restricted-properties': ['error', ...NO_FETCH_PROPS],
    },
  },
);
