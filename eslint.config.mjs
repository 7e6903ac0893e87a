/**
 * ESLint flat config: the architecture's rules as errors (CONTRIBUTING.md "The rules").
 *
 * - A remote never imports another remote or the shell; `shared/*` never imports an app.
 * - App code (shell, remotes) never imports `@supabase/*` or `@mantine/*` (only `@streamscout/ui`)
 *   and never calls `fetch`: data goes through `@streamscout/tmdb` / `@streamscout/session`.
 *   The UI kit never calls `fetch` either.
 * - Routing comes only from `@streamscout/routes/router` (the router singleton Module Federation
 *   shares, tree-shaken to what we use): `react-router` itself is imported by that facade alone.
 * - No import cycles; React hooks rules; jsx-a11y.
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
const NO_FETCH_GLOBAL = {
  name: 'fetch',
  message: 'Data goes through @streamscout/tmdb or @streamscout/session, never fetch.',
};
const NO_FETCH_PROPS = ['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: NO_FETCH_GLOBAL.message }));

/** The rules a comment may never disable (the architecture's). */
const LOCKED_RULES = ['no-restricted-imports', 'no-restricted-globals', 'no-restricted-properties', 'import-x/no-cycle', 'react-hooks/rules-of-hooks'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'test-results/**', 'playwright-report/**', 'coverage/**', 'docs/**'],
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
    files: ['shared/federation/jest/setup-dom.js', 'shared/federation/runtime/**/*.js', 'examples/**/*.js'],
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
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.tsx', 'shared/ui/src/**/*.tsx', 'shared/session/src/**/*.tsx', 'shared/federation/src/**/*.tsx'],
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
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx,js}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: APPS.filter((a) => a !== remote).flatMap(appPatterns),
              message: 'A remote never imports another remote or the shell (architecture §2): lift shared code into shared/*.',
            },
            NO_SUPABASE,
            NO_MANTINE,
            NO_ROUTER,
          ],
        },
      ],
    },
  })),
  // ---- boundaries: the shell ----
  {
    files: ['shell/**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: REMOTES.flatMap(appPatterns), message: 'The shell loads remotes through Module Federation only, never by import.' },
            NO_SUPABASE,
            NO_MANTINE,
            NO_ROUTER,
          ],
        },
      ],
    },
  },
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
  // the router facade is the one module that imports react-router
  {
    files: ['shared/routes/src/router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: APPS.flatMap(appPatterns), message: 'shared/* never imports an app.' }] },
      ],
    },
  },
  // ---- no fetch in app code and the UI kit ----
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared/ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', NO_FETCH_GLOBAL],
      'no-restricted-properties': ['error', ...NO_FETCH_PROPS],
    },
  },
);
