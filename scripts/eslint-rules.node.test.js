/**
 * The lint config enforces the architecture (CONTRIBUTING.md "The rules"): each case lints a
 * small file placed at a real path of the tree through the real ESLint CLI (`--stdin`) and asserts
 * the rule that fires — and that a file breaking no rule passes.
 */
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/**
 * Lints every `[file, code]` pair in ONE ESLint process (the real CLI's engine, `ESLint#lintText`
 * with each text placed at its path), since starting ESLint costs seconds.
 * @param {[string, string][]} cases `[path relative to the root, source]`
 * @returns {{ ruleId: string | null, message: string }[][]} ESLint's messages per case
 */
function lintAll(cases) {
  const runner = `
    const { ESLint } = require(${JSON.stringify(path.join(root, 'node_modules/eslint'))});
    let input = '';
    process.stdin.on('data', (d) => (input += d));
    process.stdin.on('end', async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
      const out = [];
      for (const [file, code] of JSON.parse(input)) {
        const [result] = await eslint.lintText(code, { filePath: file });
        out.push(result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })));
      }
      process.stdout.write(JSON.stringify(out));
    });`;
  const r = spawnSync(process.execPath, ['-e', runner], { cwd: root, input: JSON.stringify(cases), encoding: 'utf8' });
  if (!r.stdout) throw new Error(`eslint produced no output: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** @param {{ ruleId: string | null }[]} messages */
const rules = (messages) => messages.map((m) => m.ruleId ?? '(parse error)');

jest.setTimeout(60000);

const CASES = {
  remoteByName: [
    'mfe-search/src/screens/Bad.tsx',
    "import Actor from '@streamscout/mfe-details/src/screens/Actor';\nexport default Actor;\n",
  ],
  remoteByPath: ['mfe-search/src/screens/Bad.tsx', "import Actor from '../../../mfe-details/src/screens/Actor';\nexport default Actor;\n"],
  shell: ['mfe-discover/src/components/Bad.tsx', "import { App } from '@streamscout/shell/src/App';\nexport { App };\n"],
  fetchGlobal: ['mfe-details/src/screens/Bad.tsx', 'export async function load(url: string) {\n  return fetch(url);\n}\n'],
  fetchWindow: ['mfe-details/src/screens/Bad.tsx', 'export async function load(url: string) {\n  return window.fetch(url);\n}\n'],
  fetchGlobalThis: ['mfe-details/src/screens/Bad.tsx', 'export async function load(url: string) {\n  return globalThis.fetch(url);\n}\n'],
  supabase: ['mfe-dashboard/src/screens/Bad.tsx', "import { createClient } from '@supabase/supabase-js';\nexport { createClient };\n"],
  mantine: ['shell/src/layout/Bad.tsx', "import { Button } from '@mantine/core';\nexport { Button };\n"],
  mantineForm: ['mfe-dashboard/src/screens/Bad.tsx', "import { useForm } from '@mantine/form';\nexport { useForm };\n"],
  formThroughKit: [
    'mfe-dashboard/src/components/GoodForm.ts',
    "import { useForm } from '@streamscout/ui/form';\nexport const useNameForm = () => useForm({ initialValues: { name: '' } });\n",
  ],
  sharedToApp: ['shared/ui/src/components/Bad.tsx', "import { screens } from '@streamscout/mfe-search/src/routes';\nexport { screens };\n"],
  disable: [
    'mfe-search/src/screens/Bad.tsx',
    "// eslint-disable-next-line no-restricted-imports -- trying\nimport { Button } from '@mantine/core';\nexport { Button };\n",
  ],
  hooks: [
    'mfe-search/src/components/Bad.tsx',
    "import { useState } from 'react';\nexport function Bad({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
  ],
  routerInRemote: ['mfe-details/src/screens/Bad.tsx', "import { useParams } from 'react-router';\nexport { useParams };\n"],
  routerDomInShell: ['shell/src/layout/Bad.tsx', "import { Link } from 'react-router-dom';\nexport { Link };\n"],
  routerInShared: ['shared/ui/src/components/Bad.tsx', "import { Link } from 'react-router';\nexport { Link };\n"],
  routerFacade: ['shared/routes/src/router.ts', "export { Link, useParams } from 'react-router';\n"],
  layerAbove: ['shared/session/src/Bad.ts', "import { Rating } from '@streamscout/ui';\nexport { Rating };\n"],
  layerByPath: ['shared/session/src/Bad.ts', "import { Rating } from '../../ui/src';\nexport { Rating };\n"],
  layerSame: ['shared/tmdb/src/Bad.ts', "import { sessionStore } from '@streamscout/session';\nexport { sessionStore };\n"],
  uiToSession: ['shared/ui/src/components/Bad.tsx', "import { useProfile } from '@streamscout/session';\nexport { useProfile };\n"],
  uiToSessionType: [
    'shared/ui/src/components/Bad.tsx',
    "import type { ListName } from '@streamscout/session';\nexport type { ListName };\n",
  ],
  uiToQuery: ['shared/ui/src/components/Bad.tsx', "import { useQuery } from '@tanstack/react-query';\nexport { useQuery };\n"],
  uiToTmdbQuery: ['shared/ui/src/components/Bad.tsx', "import { tmdbQueries } from '@streamscout/tmdb/query';\nexport { tmdbQueries };\n"],
  uiToTmdb: ['shared/ui/src/components/Good.tsx', "import { imageUrl } from '@streamscout/tmdb';\nexport { imageUrl };\n"],
  widgetsBelow: [
    'shared/widgets/src/Good.tsx',
    "import { useProfile } from '@streamscout/session';\nimport { tmdbQueries } from '@streamscout/tmdb/query';\nimport { useQuery } from '@tanstack/react-query';\nimport { ListButtons } from '@streamscout/ui';\nexport { useProfile, tmdbQueries, useQuery, ListButtons };\n",
  ],
  uiToWidgets: [
    'shared/ui/src/components/Bad.tsx',
    "import { ShowListButtons } from '@streamscout/widgets';\nexport { ShowListButtons };\n",
  ],
  routesToHost: [
    'shared/routes/src/Bad.ts',
    "import { loadRuntimeConfig } from '@streamscout/host/runtime';\nexport { loadRuntimeConfig };\n",
  ],
  appsToRoutes: ['shared/apps/Bad.js', "const { ROUTES } = require('@streamscout/routes/table');\nmodule.exports = { ROUTES };\n"],
  hostToBuild: ['shared/host/src/Bad.ts', "import { createAppConfig } from '@streamscout/build';\nexport { createAppConfig };\n"],
  buildToServer: [
    'shared/build/Bad.js',
    "const { createAppServer } = require('@streamscout/server');\nmodule.exports = { createAppServer };\n",
  ],
  layersBelow: [
    'shared/host/src/Good.ts',
    "import { REMOTES } from '@streamscout/apps';\nimport { paths } from '@streamscout/routes';\nimport { Rating } from '@streamscout/ui';\nexport { REMOTES, paths, Rating };\n",
  ],
  testingInShared: [
    'shared/ui/src/components/Bad.tsx',
    "import { makeShow } from '@streamscout/testing';\nexport const show = makeShow();\n",
  ],
  testingInRemote: [
    'mfe-search/src/components/Bad.tsx',
    "import { makeShow } from '@streamscout/testing';\nexport const show = makeShow();\n",
  ],
  testingInTest: [
    'shared/ui/src/components/Good.test.tsx',
    "import { makeShow } from '@streamscout/testing';\nimport { Rating } from '@streamscout/ui';\nexport { makeShow, Rating };\n",
  ],
  good: [
    'mfe-search/src/screens/Good.tsx',
    "import { Title } from '@streamscout/ui';\nimport { useT } from '@streamscout/i18n';\nimport { paths } from '@streamscout/routes';\nimport { Link } from '@streamscout/routes/router';\nexport default function Good() {\n  const i18n = useT();\n  return <Link to={paths.home()}><Title>{i18n.t('nav.home', 'Home')}</Title></Link>;\n}\n",
  ],
};
/** @type {Record<string, string[]>} rule ids reported per case */
const reported = {};

beforeAll(() => {
  const keys = Object.keys(CASES);
  const results = lintAll(keys.map((k) => /** @type {[string, string]} */ (CASES[/** @type {keyof typeof CASES} */ (k)])));
  keys.forEach((k, i) => (reported[k] = rules(results[i])));
});

describe('eslint: architecture rules are errors', () => {
  it('a remote importing another remote fails (by package name and by relative path)', () => {
    expect(reported.remoteByName).toContain('no-restricted-imports');
    expect(reported.remoteByPath).toContain('no-restricted-imports');
  });

  it('a remote importing the shell fails', () => {
    expect(reported.shell).toContain('no-restricted-imports');
  });

  it('fetch in a screen fails (global, window.fetch and globalThis.fetch)', () => {
    expect(reported.fetchGlobal).toContain('no-restricted-globals');
    expect(reported.fetchWindow).toContain('no-restricted-properties');
    expect(reported.fetchGlobalThis).toContain('no-restricted-properties');
  });

  it('@supabase/* or @mantine/* in an app fails', () => {
    expect(reported.supabase).toContain('no-restricted-imports');
    expect(reported.mantine).toContain('no-restricted-imports');
    expect(reported.mantineForm).toContain('no-restricted-imports');
  });

  it("Mantine's form library through the kit (@streamscout/ui/form) passes", () => {
    expect(reported.formThroughKit).toEqual([]);
  });

  it('a shared package importing an app fails', () => {
    expect(reported.sharedToApp).toContain('no-restricted-imports');
  });

  it('a shared package importing its own layer or one above fails (scripts/layers.cjs): by name, by path, by require()', () => {
    for (const name of ['layerAbove', 'layerByPath', 'layerSame', 'routesToHost', 'appsToRoutes', 'hostToBuild', 'buildToServer']) {
      expect([name, reported[name]]).toEqual([name, expect.arrayContaining(['import-x/no-restricted-paths'])]);
    }
  });

  it('the UI kit is presentational: importing the session (values or types), the widgets or a query hook fails', () => {
    for (const name of ['uiToSession', 'uiToSessionType', 'uiToWidgets']) {
      expect([name, reported[name]]).toEqual([name, expect.arrayContaining(['import-x/no-restricted-paths'])]);
    }
    expect(reported.uiToQuery).toContain('no-restricted-imports');
    expect(reported.uiToTmdbQuery).toContain('no-restricted-imports');
  });

  it('the kit may use the TMDB client; the widgets may use the session, the query layer and the kit', () => {
    expect(reported.uiToTmdb).toEqual([]);
    expect(reported.widgetsBelow).toEqual([]);
  });

  it('a shared package importing the layers below it passes', () => {
    expect(reported.layersBelow).toEqual([]);
  });

  it('@streamscout/testing outside a test fails (shared package, remote); in a test it passes', () => {
    expect(reported.testingInShared).toContain('import-x/no-restricted-paths');
    expect(reported.testingInRemote).toContain('no-restricted-imports');
    expect(reported.testingInTest).toEqual([]);
  });

  it('react-router outside the router facade fails (remote, shell, shared package); the facade itself passes', () => {
    expect(reported.routerInRemote).toContain('no-restricted-imports');
    expect(reported.routerDomInShell).toContain('no-restricted-imports');
    expect(reported.routerInShared).toContain('no-restricted-imports');
    expect(reported.routerFacade).toEqual([]);
  });

  it('an inline comment cannot switch an architecture rule off', () => {
    expect(reported.disable).toContain('@eslint-community/eslint-comments/no-restricted-disable');
  });

  it('hooks rules apply: a hook called conditionally fails', () => {
    expect(reported.hooks).toContain('react-hooks/rules-of-hooks');
  });

  it('a screen going through the kit and the route helpers passes', () => {
    expect(reported.good).toEqual([]);
  });
});
