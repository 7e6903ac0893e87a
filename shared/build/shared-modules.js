/**
 * What the apps share through Module Federation and what a remote exposes (architecture §3), for
 * the browser and the server builds alike.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * Libraries shared as singletons between host and remotes (architecture §3). A shared module is
 * not tree-shaken, so big libraries are shared through a facade of ours that re-exports only what
 * we use: Mantine through @streamscout/ui (the kit's shared chunk carries just the components we
 * use instead of all of @mantine/core), react-router through `@streamscout/routes/router` (≈14 KB
 * gzip instead of ≈60 KB for the whole package). With `loaded-first`, the host registers first and
 * keeps its copy of every singleton, so each is one instance per page.
 */
const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@streamscout/routes/router',
  '@lingui/core',
  '@streamscout/i18n',
  'zustand',
  '@tanstack/react-query',
  '@supabase/supabase-js',
  '@streamscout/tmdb',
  '@streamscout/tmdb/query',
  '@streamscout/session',
  '@streamscout/ui',
  '@streamscout/ui/overlays',
  '@streamscout/widgets',
];

/** Shared singletons the first render never needs (loaded when a screen asks): not preloaded. */
const LAZY_SHARED = ['@supabase/supabase-js', '@streamscout/ui/overlays'];

/**
 * The modules a remote exposes: one per screen file `src/screens/{Name}.tsx` (tests excluded),
 * as `./{Name}`, so the route table's screen names are the exposes (architecture §2); and its
 * route data `src/routeData.ts`, when it has one, as `./routeData` (the host's prefetch reads it);
 * and its catalogs' loader `src/i18n.ts` as `./i18n` (the host loads the page language's catalog
 * of a remote with its screen, architecture §13).
 * @param {string} dir absolute path of the remote's folder
 * @returns {Record<string, string>} e.g. `{ './Home': './src/screens/Home.tsx', './routeData': './src/routeData.ts', './i18n': './src/i18n.ts' }`
 */
function exposesFor(dir) {
  const screens = path.join(dir, 'src/screens');
  /** @type {Record<string, string>} */
  const exposes = {};
  if (fs.existsSync(screens)) {
    for (const file of fs.readdirSync(screens).sort()) {
      const m = /^([A-Z][A-Za-z0-9]*)\.tsx$/.exec(file);
      if (m) exposes[`./${m[1]}`] = `./src/screens/${file}`;
    }
  }
  if (fs.existsSync(path.join(dir, 'src/routeData.ts'))) exposes['./routeData'] = './src/routeData.ts';
  if (fs.existsSync(path.join(dir, 'src/i18n.ts'))) exposes['./i18n'] = './src/i18n.ts';
  return exposes;
}

/**
 * Builds the `shared` map of the ModuleFederationPlugin from an app's package.json, so each
 * shared library carries the `requiredVersion` range the app declares.
 * @param {Record<string,string>} deps the app's `dependencies`
 * @returns {Record<string, {singleton: boolean, requiredVersion: string, strictVersion: boolean}>}
 * @throws Error when the app does not list a shared library (MF would silently guess otherwise)
 */
function sharedFor(deps) {
  /** @type {Record<string, {singleton: boolean, requiredVersion: string, strictVersion: boolean}>} */
  const shared = {};
  for (const id of SHARED_SINGLETONS) {
    const pkg = id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0];
    const range = deps[pkg];
    if (!range) throw new Error(`@streamscout/build: the app must list ${pkg} in its dependencies`);
    shared[id] = { singleton: true, requiredVersion: range, strictVersion: false };
  }
  return shared;
}

module.exports = { SHARED_SINGLETONS, LAZY_SHARED, exposesFor, sharedFor };
