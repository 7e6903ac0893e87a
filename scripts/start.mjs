#!/usr/bin/env node
/**
 * Serves the production build of StreamScout with the embedded local stack (architecture §5):
 * every app on the one app server (`createAppServer` of `@streamscout/server`, Fastify: one JSON log
 * line per request) — the shell with its server renderer (the public routes server-rendered from the
 * remotes' server containers, the rest client-rendered, with the route's preload hints and the
 * route table's statuses), the four remotes (each also serving its `server/remoteEntry.js` to the
 * shell's server) — precompressed brotli/gzip; manifests, remote entries and index.html `no-cache`,
 * hashed chunks immutable; `/config.json` written from the environment at start and inlined into
 * each app's HTML —
 * the local TMDB catalog (:3010) unless TMDB_API_KEY/TMDB_READ_TOKEN/TMDB_BASE_URL is set, and the
 * local Supabase-compatible backend (:54321, data in .data/supabase) unless SUPABASE_URL is set,
 * and the embed demo (examples/embed-discover, :3020, on the same app server): a foreign page
 * mounting discover's `embed.js` with single-spa (served from node_modules, no CDN). Every app response carries
 * `Access-Control-Allow-Origin: *`, so another origin can import `embed.js` and read `config.json`.
 *
 * Every server listens on 127.0.0.1 only, unless `HOST` says otherwise (e.g. HOST=0.0.0.0 to
 * reach it from another machine — mind that the local backend signs tokens with the public demo
 * secret). The local catalog and backend are supervised: one that exits is restarted with the same
 * arguments (so the backend reopens its data directory), the app servers keep serving meanwhile,
 * the log says what happened, and a restart loop backs off (0.5 s doubling up to 30 s; a child
 * that ran 30 s resets it).
 *
 * Every app server logs one JSON line per request (pino); `LOG_LEVEL=warn` keeps only warnings and
 * errors (the e2e stack), `LOG_LEVEL=silent` nothing.
 *
 * The job runner (`@streamscout/jobs`, pg-boss: the availability-alert scan every 4 hours,
 * `ALERTS_CRON`) runs supervised too, against the local backend's database on Postgres's wire
 * protocol (:54322, `PORT_POSTGRES`) or `DATABASE_URL`; without either (a hosted Supabase and no
 * DATABASE_URL) it does not run. It is a separate process: if it cannot start, the app still serves
 * and the log says so. `--no-jobs` or `JOBS=0` turns it off; `LOCAL_PG_WIRE=1` still serves the
 * local database's wire-protocol port without the runner (the e2e stack runs the runner on demand:
 * `node jobs/src/cli.js --once --until-done`).
 *
 * The app servers use every core: node's cluster forks `WEB_CONCURRENCY` workers (default the
 * cores available), each serving every app on the same ports, and replaces a worker that dies;
 * this process (the primary) runs the local servers and the job runner. `WEB_CONCURRENCY=1` serves
 * in this process. The shell server keeps rendered pages (`SSR_HTML_CACHE_MB`, `SSR_HTML_FRESH_S`,
 * `SSR_HTML_STALE_S`; see `htmlCacheOptions`).
 *
 * Flags: --memory (Supabase in memory), --data-dir DIR (Supabase data elsewhere than .data/supabase),
 * --port-offset N (add N to every port, for tests), --only a,b (serve only these apps: e.g.
 * `--only details` serves one remote's build, as `npm run serve` of that app does), --no-jobs.
 */
import path from 'node:path';
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { waitForUrl } = require('./wait-for-url.cjs');
const { APPS, LOCAL_SERVERS, portsFor } = require('@streamscout/apps');
const { buildRuntimeConfig } = require('@streamscout/host/runtime-config');
const { createAppServer } = require('@streamscout/server');
const { serverToday } = require('@streamscout/server/feeds');
const { runServers, workerCount } = require('@streamscout/server/cluster');
const { createRouteHints } = require('@streamscout/server/hints');
const { NODE_PACKAGES } = require('@streamscout/build/node-package');
const { createEmbedDemoServer } = require('@streamscout/example-embed-discover');
const { createWatchDemoServer } = require('@streamscout/example-embed-watch');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flags = (() => {
  try {
    return parseArgs({
      options: {
        memory: { type: 'boolean', default: false },
        'data-dir': { type: 'string' },
        'port-offset': { type: 'string' },
        only: { type: 'string' },
        'no-jobs': { type: 'boolean', default: false },
      },
    }).values;
  } catch (e) {
    console.error(
      `${e instanceof Error ? e.message : e}\nusage: node scripts/start.mjs [--memory | --data-dir DIR] [--port-offset N] [--only shell,details,…] [--no-jobs]`,
    );
    process.exit(2);
  }
})();
/** The apps this run serves (`--only`), all by default. */
const only = flags.only ? new Set(flags.only.split(',').map((k) => k.trim())) : null;
const DEMOS = ['embedDemo', 'watchDemo'];
const unknown = only ? [...only].filter((k) => !APPS.some((a) => a.key === k) && !DEMOS.includes(k)) : [];
if (unknown.length) {
  console.error(`--only: no app named ${unknown.join(', ')} (apps: ${APPS.map((a) => a.key).join(', ')}, ${DEMOS.join(', ')})`);
  process.exit(2);
}
const served = APPS.filter((a) => !only || only.has(a.key));
const offset = Number(flags['port-offset'] ?? (process.env.PORT_OFFSET || 0));
const env = process.env;

const ports = portsFor(env, offset);
/** The interface every server listens on (loopback unless HOST says otherwise). */
const host = env.HOST || '127.0.0.1';
/** Where this script itself reaches the local servers. */
const probeHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

const runtimeConfig = (() => {
  try {
    serverToday(env); // a bad STREAMSCOUT_TODAY stops the start with its name
    return buildRuntimeConfig(env, { host: env.PUBLIC_HOST || 'localhost', ports });
  } catch (e) {
    // a bad setting stops the start with its name (e.g. 'supabase.url must be an http(s) URL (SUPABASE_URL)')
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
})();
/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
let shuttingDown = false;
/** Restart backoff of the supervised local servers (ms). */
const RESTART_FIRST_MS = 500;
const RESTART_MAX_MS = 30_000;
/** A child that ran this long (ms) was healthy: its next restart starts the backoff again. */
const HEALTHY_AFTER_MS = 30_000;

/**
 * Starts a local server's CLI and keeps it running: when it exits (crash, kill) while we are not
 * shutting down, it is started again with the same arguments after a backoff, and the log says
 * so. The app servers are independent processes' clients and keep serving meanwhile.
 * @param {string} name for the log @param {string} cli @param {string[]} cliArgs
 * @param {string | null} healthUrl polled after a restart to log when it serves again (null: none)
 * @param {Record<string, string | undefined>} [childEnv] the child's environment (default this one's)
 */
function supervise(name, cli, cliArgs, healthUrl, childEnv = env) {
  let delay = RESTART_FIRST_MS;
  let restarts = 0;
  const launch = () => {
    const startedAt = Date.now();
    const child = spawn(process.execPath, [cli, ...cliArgs], { stdio: ['ignore', 'inherit', 'inherit'], env: childEnv });
    children.add(child);
    if (restarts > 0) {
      console.error(`[start] ${name} restarted (restart #${restarts}, pid ${child.pid})`);
      if (healthUrl) {
        waitForUrl(healthUrl, 60_000).then(
          () => !shuttingDown && console.error(`[start] ${name} is serving again`),
          () => {},
        );
      }
    } else {
      console.error(`[start] ${name} started (pid ${child.pid})`);
    }
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (shuttingDown) return;
      if (Date.now() - startedAt >= HEALTHY_AFTER_MS) delay = RESTART_FIRST_MS;
      restarts += 1;
      console.error(
        `[start] ${name} stopped (${signal || `exit code ${code}`}); the other servers keep serving; restarting in ${delay} ms`,
      );
      const wait = delay;
      delay = Math.min(RESTART_MAX_MS, delay * 2);
      setTimeout(() => {
        if (!shuttingDown) launch();
      }, wait).unref();
    });
  };
  launch();
}

// the local catalog and backend serve the browser: a run without the shell (one remote deployed) needs neither
const withShell = served.some((a) => a.key === 'shell');
// a cluster worker only serves the apps: the primary runs (and supervises) everything else
const primary = !cluster.isWorker;
const useLocalTmdb = primary && withShell && !(env.TMDB_API_KEY || env.TMDB_READ_TOKEN || env.TMDB_BASE_URL);
const useLocalSupabase = primary && withShell && !env.SUPABASE_URL;
// the job runner's database: the local backend's (wire protocol) or DATABASE_URL
const jobsDatabaseUrl =
  !primary || flags['no-jobs'] || env.JOBS === '0' || !withShell
    ? null
    : useLocalSupabase
      ? `postgres://postgres@127.0.0.1:${ports.postgres}/postgres` // served on loopback only
      : env.DATABASE_URL || null;
if (useLocalTmdb) {
  supervise(
    'local TMDB catalog',
    path.join(root, LOCAL_SERVERS.tmdb.dir, 'src/cli.js'),
    ['--port', String(ports.tmdb), '--host', host],
    `http://${probeHost}:${ports.tmdb}/health`,
  );
}
if (useLocalSupabase) {
  // With a data directory a restarted backend reopens it (nothing lost); --memory starts fresh.
  const store = flags.memory ? ['--memory'] : ['--data-dir', path.resolve(flags['data-dir'] ?? path.join(root, '.data/supabase'))];
  supervise(
    flags.memory ? 'local Supabase (in memory)' : 'local Supabase',
    path.join(root, LOCAL_SERVERS.supabase.dir, 'src/cli.js'),
    [
      '--port',
      String(ports.supabase),
      '--host',
      host,
      ...store,
      '--seed',
      ...(jobsDatabaseUrl || env.LOCAL_PG_WIRE === '1' ? ['--pg-port', String(ports.postgres)] : []),
    ],
    `http://${probeHost}:${ports.supabase}/health`,
  );
}

/**
 * The shell's page cache from the environment: `SSR_HTML_CACHE_MB` (MiB of compressed pages; 0
 * turns it off), `SSR_HTML_FRESH_S` and `SSR_HTML_STALE_S` (the fresh and stale-while-revalidate
 * times, also what CDNs are told); unset: the server's defaults (16 MiB, 60 s, 600 s).
 * @returns {false | {maxBytes?: number, freshMs?: number, staleMs?: number} | undefined}
 */
function htmlCacheOptions() {
  const num = (/** @type {string} */ name) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0) {
      console.error(`${name} must be a number ≥ 0 (got '${raw}')`);
      process.exit(2);
    }
    return n;
  };
  const mb = num('SSR_HTML_CACHE_MB');
  if (mb === 0) return false;
  const fresh = num('SSR_HTML_FRESH_S');
  const stale = num('SSR_HTML_STALE_S');
  if (mb === undefined && fresh === undefined && stale === undefined) return undefined;
  return {
    ...(mb !== undefined ? { maxBytes: Math.round(mb * 1024 * 1024) } : {}),
    ...(fresh !== undefined ? { freshMs: fresh * 1000 } : {}),
    ...(stale !== undefined ? { staleMs: stale * 1000 } : {}),
  };
}

/**
 * The public API's limit per client address from the environment: `API_RATE_LIMIT` requests a
 * minute (default the server's, 300; the bench lifts it, as its load comes from one address).
 * @returns {{max: number, windowMs: number} | undefined}
 */
function apiLimit() {
  const raw = env.API_RATE_LIMIT;
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`API_RATE_LIMIT must be a whole number ≥ 1 (got '${raw}')`);
    process.exit(2);
  }
  return { max: n, windowMs: 60_000 };
}

/**
 * Serves one app's dist/ on its port, on the one app server (`@streamscout/server`). The shell adds
 * its server renderer, `robots.txt` and `sitemap.xml` (`SSR=0` serves every route client-rendered,
 * `SSR_TMDB_CACHE_TTL_MS` sets how long it reuses TMDB answers, `SSR_STATS=1` adds `/__ssr/stats`),
 * the public API `/api/v1` and its docs `/api/docs` (`API_RATE_LIMIT` requests a minute per address),
 * the calendar's JSON and the private feeds (`STREAMSCOUT_TODAY=YYYY-MM-DD` sets the server's today,
 * `CALENDAR_CACHE_BYTES` how much of TMDB's answers it keeps for the day, 0 none)
 * the public lists' pages, feeds and images (`/u/…`)
 * and the current route's preload hints; a remote serves its files, the HTML of its standalone
 * routes and its server container under `server/`.
 * @param {import('@streamscout/apps').AppInfo} app
 * @returns {Promise<{ close: () => unknown }>}
 */
async function serveApp(app) {
  const dist = path.join(root, app.dir, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`${app.dir}/dist is missing: run 'npm run build' first`);
    process.exit(1);
  }
  const shell = app.key === 'shell';
  // the calendar and feeds load our TMDB client as built for Node (shared/tmdb/dist/node.js)
  const unbuilt = shell ? NODE_PACKAGES.find((pkg) => !fs.existsSync(pkg.output)) : undefined;
  if (unbuilt) {
    console.error(`${path.relative(root, unbuilt.output)} is missing: run 'npm run build' first`);
    process.exit(1);
  }
  const server = await createAppServer({
    dir: dist,
    app: app.key,
    config: runtimeConfig,
    logger: env.LOG_LEVEL || true,
    ...(shell
      ? {
          hints: createRouteHints({ root, config: runtimeConfig, hostDist: dist }),
          shell: {
            ssr: env.SSR !== '0',
            stats: env.SSR_STATS === '1',
            tmdbCacheTtlMs: env.SSR_TMDB_CACHE_TTL_MS ? Number(env.SSR_TMDB_CACHE_TTL_MS) : undefined,
            htmlCache: htmlCacheOptions(),
            api: { perAddress: apiLimit() },
            // /embed/v1/watch.js (the details remote's, forwarded) and the logos it shows (architecture §7b)
            embeds: true,
          },
          // the calendar's JSON and the private feeds: the Supabase RPCs with the public anon key only
          feeds: {
            supabaseUrl: runtimeConfig.supabase.url,
            supabaseAnonKey: runtimeConfig.supabase.anonKey,
            origin: runtimeConfig.shellUrl || `http://localhost:${ports.shell}`,
            tmdb: runtimeConfig.tmdb,
            cacheBytes: env.CALENDAR_CACHE_BYTES ? Number(env.CALENDAR_CACHE_BYTES) : undefined,
          },
          // public lists (spec §17): read through the backend's public readers with the anon key only
          publicLists: {
            supabaseUrl: runtimeConfig.supabase.url,
            supabaseAnonKey: runtimeConfig.supabase.anonKey,
            origin: runtimeConfig.shellUrl || `http://localhost:${ports.shell}`,
            imageBase: runtimeConfig.tmdb.imageBaseUrl,
            tmdb: runtimeConfig.tmdb,
            today: () => serverToday(env),
          },
        }
      : {}),
  });
  await server.listen({ port: ports[app.key], host });
  return server;
}

// The app is only served (and its URL printed) once the local servers it needs are ready.
try {
  await Promise.all([
    useLocalTmdb ? waitForUrl(`http://${probeHost}:${ports.tmdb}/health`) : null,
    useLocalSupabase ? waitForUrl(`http://${probeHost}:${ports.supabase}/health`) : null,
  ]);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  shuttingDown = true;
  for (const c of children) c.kill('SIGTERM');
  process.exit(1);
}

// The job runner: its own process, started once the database is up; a runner that cannot start
// (or dies) is retried with the same backoff while the app keeps serving.
if (jobsDatabaseUrl) {
  supervise(
    'job runner (availability alerts)',
    path.join(root, 'jobs/src/cli.js'),
    ['--database-url', jobsDatabaseUrl, '--tmdb-base-url', runtimeConfig.tmdb.baseUrl],
    null,
    // the embedded PGlite runs every wire-protocol connection on one session: one connection for the runner
    { ...env, DATABASE_URL: jobsDatabaseUrl, ...(useLocalSupabase ? { ALERTS_ONE_CONNECTION: '1' } : {}) },
  );
} else if (primary && withShell && !flags['no-jobs'] && env.JOBS !== '0') {
  console.error("[start] job runner not started: set DATABASE_URL (the Supabase project's Postgres) to run the availability alerts");
}

/**
 * The embed demo (architecture §7a): examples/embed-discover on its own port, i.e. another origin,
 * told where discover and the app are (so shifted ports work).
 */
async function serveEmbedDemo() {
  const demo = await createEmbedDemoServer({
    discoverUrl: runtimeConfig.remotes.discover.replace(/\/mf-manifest\.json$/, ''),
    appUrl: runtimeConfig.shellUrl,
    logger: env.LOG_LEVEL || true,
  });
  await demo.listen({ port: ports.embedDemo, host });
  return demo;
}

/**
 * The where-to-watch demo (architecture §7b): examples/embed-watch on its own port, i.e. another
 * origin, told where the app is.
 */
async function serveWatchDemo() {
  const demo = await createWatchDemoServer({
    appUrl: runtimeConfig.shellUrl || `http://localhost:${ports.shell}`,
    logger: env.LOG_LEVEL || true,
  });
  await demo.listen({ port: ports.watchDemo, host });
  return demo;
}

/** Every app server of this run, listening (in each worker, or here with one process). */
const serveAll = async () => [
  ...(await Promise.all(served.map(serveApp))),
  ...(!only || only.has('embedDemo') ? [await serveEmbedDemo()] : []),
  ...(!only || only.has('watchDemo') ? [await serveWatchDemo()] : []),
];
const workers = (() => {
  try {
    return workerCount(env);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  }
})();
/** @type {Awaited<ReturnType<typeof runServers>>} */
let run;
try {
  run = await runServers({ workers, serve: serveAll });
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  shuttingDown = true;
  for (const c of children) c.kill('SIGTERM');
  process.exit(1);
}
if (run.role === 'worker') {
  // a worker's servers run until the primary stops it
} else {
  const shutdown = (code = 0) => {
    if (shuttingDown) return;
    shuttingDown = true;
    for (const c of children) c.kill('SIGTERM');
    const exit = setTimeout(() => process.exit(code), 3000);
    exit.unref();
    void run.close().then(() => setTimeout(() => process.exit(code), 300).unref());
  };
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));
}

if (run.role !== 'worker') {
  console.log(
    withShell
      ? `StreamScout is running at http://localhost:${ports.shell}${host === '127.0.0.1' ? ' (this machine only; HOST changes it)' : ` (listening on ${host})`}`
      : `StreamScout apps served: ${served.map((a) => `${a.key} http://localhost:${ports[a.key]}`).join(', ')}`,
  );
  if (withShell) {
    console.log(
      `  remotes: ${served
        .filter((a) => a.key !== 'shell')
        .map((a) => `${a.key} :${ports[a.key]}`)
        .join(', ')}` +
        (!only || only.has('embedDemo') ? `\n  embed demo (discover on another site): http://localhost:${ports.embedDemo}` : '') +
        (!only || only.has('watchDemo')
          ? `\n  where-to-watch demo (the widget on a review site): http://localhost:${ports.watchDemo}/reviews/night-of-the-star`
          : '') +
        `\n  TMDB: ${runtimeConfig.tmdb.baseUrl}\n  Supabase: ${runtimeConfig.supabase.url}`,
    );
  }
}
