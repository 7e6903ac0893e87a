#!/usr/bin/env node
/**
 * Serves the production build of StreamScout with the embedded local stack (architecture §5):
 * the shell and the four remotes (serve-handler; manifests, remote entries and index.html
 * `no-cache`, hashed chunks immutable; `/config.json` written from the environment at start),
 * the local TMDB catalog (:3010) unless TMDB_API_KEY/TMDB_READ_TOKEN/TMDB_BASE_URL is set, and the
 * local Supabase-compatible backend (:54321, data in .data/supabase) unless SUPABASE_URL is set,
 * and the embed demo (examples/embed-discover, :3020): a foreign page mounting discover's
 * `embed.js` with single-spa (served from node_modules, no CDN). Every app response carries
 * `Access-Control-Allow-Origin: *`, so another origin can import `embed.js` and read `config.json`.
 *
 * Flags: --memory (Supabase in memory), --port-offset N (add N to every port, for tests).
 */
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const handler = require('serve-handler');
const { waitForUrl } = require('./wait-for-url.cjs');
const { APPS, LOCAL_SERVERS, portsFor } = require('@streamscout/federation/apps');
const { buildRuntimeConfig } = require('@streamscout/federation/runtime-config');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
/** @param {string} name */
const flag = (name) => args.includes(name);
/** @param {string} name @param {string | number} def */
const value = (name, def) => (args.includes(name) ? args[args.indexOf(name) + 1] : def);
const offset = Number(value('--port-offset', process.env.PORT_OFFSET || 0));
const env = process.env;

const ports = portsFor(env, offset);

const runtimeConfig = buildRuntimeConfig(env, { host: env.PUBLIC_HOST || 'localhost', ports });
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let shuttingDown = false;

/** Starts a local server's CLI; its exit stops everything. @param {string} name @param {string} cli @param {string[]} cliArgs */
function startChild(name, cli, cliArgs) {
  const child = spawn(process.execPath, [cli, ...cliArgs], { stdio: ['ignore', 'inherit', 'inherit'], env });
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`${name} stopped (${signal || code})`);
      shutdown(1);
    }
  });
  children.push(child);
}

const useLocalTmdb = !(env.TMDB_API_KEY || env.TMDB_READ_TOKEN || env.TMDB_BASE_URL);
const useLocalSupabase = !env.SUPABASE_URL;
if (useLocalTmdb) startChild('local TMDB catalog', path.join(root, LOCAL_SERVERS.tmdb.dir, 'src/cli.js'), ['--port', String(ports.tmdb)]);
if (useLocalSupabase) {
  const store = flag('--memory') ? ['--memory'] : ['--data-dir', path.join(root, '.data/supabase')];
  startChild('local Supabase', path.join(root, LOCAL_SERVERS.supabase.dir, 'src/cli.js'), ['--port', String(ports.supabase), ...store, '--seed']);
}

const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
/** Serves one app's dist/ on its port. @param {import('@streamscout/federation/apps').AppInfo} app */
function serveApp(app) {
  const dist = path.join(root, app.dir, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`${app.dir}/dist is missing: run 'npm run build' first`);
    process.exit(1);
  }
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    const url = new URL(req.url || '/', 'http://x');
    if (url.pathname === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(runtimeConfig));
      return;
    }
    res.setHeader('Cache-Control', HASHED.test(url.pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    return handler(req, res, {
      public: dist,
      rewrites: [{ source: '**', destination: '/index.html' }],
      directoryListing: false,
      etag: true,
    });
  });
  server.listen(ports[app.key], () => {});
  return server;
}

// The app is only served (and its URL printed) once the local servers it needs are ready.
try {
  await Promise.all([
    useLocalTmdb ? waitForUrl(`http://127.0.0.1:${ports.tmdb}/health`) : null,
    useLocalSupabase ? waitForUrl(`http://127.0.0.1:${ports.supabase}/health`) : null,
  ]);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  for (const c of children) c.kill('SIGTERM');
  process.exit(1);
}

/**
 * The embed demo (architecture §7a): examples/embed-discover on its own port, i.e. another origin.
 * `/vendor/single-spa.js` is single-spa's ES module from the demo's node_modules; `/blog-config.json`
 * tells the page where discover and the app are (so shifted ports work).
 */
function serveEmbedDemo() {
  const dir = path.join(root, LOCAL_SERVERS.embedDemo.dir);
  const demoRequire = createRequire(path.join(dir, 'package.json'));
  const singleSpa = path.join(path.dirname(demoRequire.resolve('single-spa/package.json')), 'lib/es2015/esm/single-spa.min.js');
  const discoverUrl = runtimeConfig.remotes.discover.replace(/\/mf-manifest\.json$/, '');
  const blogConfig = JSON.stringify({ discoverUrl, appUrl: runtimeConfig.shellUrl });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url || '/', 'http://x');
    res.setHeader('Cache-Control', 'no-cache');
    if (url.pathname === '/vendor/single-spa.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      fs.createReadStream(singleSpa).pipe(res);
      return;
    }
    if (url.pathname === '/blog-config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(blogConfig);
      return;
    }
    return handler(req, res, { public: dir, directoryListing: false, etag: true, rewrites: [{ source: '/', destination: '/index.html' }] });
  });
  server.listen(ports.embedDemo, () => {});
  return server;
}

const servers = [...APPS.map(serveApp), serveEmbedDemo()];
function shutdown(code = 0) {
  shuttingDown = true;
  for (const s of servers) s.close();
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

console.log(`StreamScout is running at http://localhost:${ports.shell}`);
console.log(
  `  remotes: ${APPS.filter((a) => a.key !== 'shell').map((a) => `${a.key} :${ports[a.key]}`).join(', ')}` +
    `\n  embed demo (discover on another site): http://localhost:${ports.embedDemo}` +
    `\n  TMDB: ${runtimeConfig.tmdb.baseUrl}\n  Supabase: ${runtimeConfig.supabase.url}`,
);
