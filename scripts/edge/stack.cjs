/**
 * The production-shaped stack of README "Deploy" on one machine (architecture §9): nginx with the
 * repository's config (`deploy/nginx/`) as balancer and cache on one port, in front of N app-server
 * processes on ports of their own, each serving the shell and the four remotes from their builds
 * (`scripts/start.mjs --only …`, one process each: `WEB_CONCURRENCY=1`), the local TMDB catalog
 * and the local Supabase-compatible backend (with its Postgres wire protocol port) as the shared
 * services, and job runners (`jobs/src/cli.js`) against that database.
 *
 * The browser and the shell's server reach everything through the edge: `SHELL_URL` is the
 * edge, each remote's manifest is `{edge}/remotes/{key}/mf-manifest.json`.
 *
 * Ports, with `offset` (`npm run edge`: 0 or `--port-offset`; e2e: E2E_PORT_OFFSET + 500; the
 * bench: BENCH_PORT_OFFSET + 500):
 *   edge 3000 + offset; app server i (1…N): shell 3000 + offset + 100·i, its remotes the next four
 *   ports (3101–3104, 3201–3204, …); catalog 3010 + offset; backend 54321 + offset, its Postgres
 *   54322 + offset.
 *
 * Used by `npm run edge` (scripts/edge.mjs), the bench's part 13 and e2e/edge.spec.ts.
 */
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { waitForUrl } = require('../wait-for-url.cjs');
const { APPS, REMOTE_KEYS, LOCAL_SERVERS } = require('@streamscout/apps');
const { NGINX, writeNginxPrefix } = require('./nginx.cjs');

/** The repository's root. */
const root = path.resolve(__dirname, '../..');
/**
 * How long a restarted server is given before the next one stops (ms): it takes its share of the
 * requests again at once (the edge leaves no server out, `max_fails=0`), and warms up meanwhile.
 */
const SETTLE_MS = 3000;

/**
 * The ports of an edge stack, as the module comment lays them out.
 * @param {number} offset every port shifted by it (`npm run edge`: 0) @param {number} servers how many app servers
 * @returns {{edge: number, tmdb: number, supabase: number, postgres: number, servers: Array<Record<import('@streamscout/apps').AppKey, number>>}}
 */
function edgePorts(offset, servers) {
  return {
    edge: 3000 + offset,
    tmdb: LOCAL_SERVERS.tmdb.port + offset,
    supabase: LOCAL_SERVERS.supabase.port + offset,
    postgres: LOCAL_SERVERS.postgres.port + offset,
    servers: Array.from(
      { length: servers },
      (_, i) =>
        /** @type {Record<import('@streamscout/apps').AppKey, number>} */ (
          Object.fromEntries(APPS.map((app, k) => [app.key, 3000 + offset + 100 * (i + 1) + k]))
        ),
    ),
  };
}

/**
 * A running child process with its output kept (the last 200 kB).
 * @param {string} cmd @param {string[]} args @param {NodeJS.ProcessEnv} env @param {(text: string) => void} onOutput
 */
function launch(cmd, args, env, onOutput) {
  const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => onOutput(String(d)));
  child.stderr?.on('data', (d) => onOutput(String(d)));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  return { child, exited };
}

/**
 * @typedef {object} EdgeStack
 * @property {string} url the edge's origin (`http://localhost:{port}`)
 * @property {ReturnType<typeof edgePorts>} ports
 * @property {string} databaseUrl the backend's Postgres (wire protocol)
 * @property {(i: number) => Promise<void>} kill SIGKILLs app server i (0-based); resolves once it is gone
 * @property {(i: number) => Promise<void>} start starts app server i again; resolves once each of its apps answers
 * @property {(i: number) => Promise<void>} restart stops app server i gracefully (SIGTERM: it takes nothing new and
 *   finishes what it serves, while the edge sends the rest to the others), starts it, waits until it answers and
 *   until the edge sends it requests again
 * @property {() => Promise<void>} rollingRestart {@link EdgeStack.restart} of every server in turn
 * @property {(n: number, env?: NodeJS.ProcessEnv) => void} startJobRunners starts n job runner processes on the
 *   backend's database (`env`: their settings, e.g. `ALERTS_CRON`; default this process's environment)
 * @property {() => number[]} appServerPids
 * @property {() => string} log everything the stack printed so far (the last 200 kB)
 * @property {() => Promise<void>} stop stops everything and removes the temp folders
 */

/**
 * Starts the edge stack (needs `npm run build` and nginx).
 * @param {object} [o]
 * @param {number} [o.offset] port shift (module comment), default 0
 * @param {number} [o.servers] app-server processes, default 2
 * @param {string} [o.dataDir] the backend's data folder (default: in memory)
 * @param {string} [o.logLevel] the app servers' LOG_LEVEL (default 'warn')
 * @param {NodeJS.ProcessEnv} [o.env] more environment for the app servers
 * @param {boolean} [o.echo] also write the stack's output to this process's stderr
 * @returns {Promise<EdgeStack>}
 * @throws when a build or nginx is missing, or something does not start within 4 minutes
 */
async function startEdge(o = {}) {
  const offset = o.offset ?? 0;
  const count = o.servers ?? 2;
  for (const app of APPS) {
    if (!fs.existsSync(path.join(root, app.dir, 'dist/index.html')))
      throw new Error(`${app.dir}/dist is missing: run 'npm run build' first`);
  }
  if (spawnSync(NGINX, ['-v'], { stdio: 'ignore' }).status !== 0) {
    throw new Error(`nginx is missing (${NGINX}): run 'npm run prerequisites' (Debian's nginx-light or nginx) or set NGINX_PATH`);
  }
  const ports = edgePorts(offset, count);
  const url = `http://localhost:${ports.edge}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-edge-'));
  const prefix = path.join(tmp, 'nginx');
  let output = '';
  const onOutput = (/** @type {string} */ text) => {
    output = (output + text).slice(-200_000);
    if (o.echo) process.stderr.write(text);
  };
  /** @type {Set<import('node:child_process').ChildProcess>} */
  const children = new Set();
  /** @param {string} cmd @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
  const run = (cmd, args, env = process.env) => {
    const p = launch(cmd, args, env, onOutput);
    children.add(p.child);
    void p.exited.then(() => children.delete(p.child));
    return p;
  };
  const stopAll = async () => {
    const all = [...children];
    for (const c of all) c.kill('SIGTERM');
    await Promise.all(all.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)))));
    fs.rmSync(tmp, { recursive: true, force: true });
  };

  try {
    // the shared services
    run(process.execPath, [path.join(root, LOCAL_SERVERS.tmdb.dir, 'src/cli.js'), '--port', String(ports.tmdb), '--host', '127.0.0.1']);
    run(process.execPath, [
      path.join(root, LOCAL_SERVERS.supabase.dir, 'src/cli.js'),
      '--port',
      String(ports.supabase),
      '--host',
      '127.0.0.1',
      ...(o.dataDir ? ['--data-dir', o.dataDir] : ['--memory']),
      '--seed',
      '--pg-port',
      String(ports.postgres),
    ]);
    await Promise.all([
      waitForUrl(`http://127.0.0.1:${ports.tmdb}/health`, 240_000),
      waitForUrl(`http://127.0.0.1:${ports.supabase}/health`, 240_000),
    ]);

    // the app servers: every one the same app, told where the edge and the shared services are
    const tmdbUrl = `http://localhost:${ports.tmdb}`;
    /** @param {Record<string, number>} own */
    const serverEnv = (own) => ({
      ...process.env,
      WEB_CONCURRENCY: '1',
      JOBS: '0',
      LOG_LEVEL: o.logLevel ?? 'warn',
      // the reader's address is the edge's X-Forwarded-For (rate limits count readers, not nginx)
      TRUST_PROXY: '127.0.0.1',
      SHELL_URL: url,
      TMDB_BASE_URL: `${tmdbUrl}/3`,
      TMDB_IMAGE_BASE_URL: `${tmdbUrl}/t/p`,
      SUPABASE_URL: `http://localhost:${ports.supabase}`,
      ...Object.fromEntries(REMOTE_KEYS.map((key) => [`REMOTE_${key.toUpperCase()}_URL`, `${url}/remotes/${key}`])),
      ...Object.fromEntries(APPS.map((app) => [app.envPort, String(own[app.key])])),
      ...o.env,
    });
    /** @type {Array<ReturnType<typeof launch> | null>} */
    const servers = ports.servers.map(() => null);
    const ready = (/** @type {number} */ i) =>
      Promise.all(APPS.map((app) => waitForUrl(`http://127.0.0.1:${ports.servers[i][app.key]}/config.json`, 240_000)));
    const startServer = async (/** @type {number} */ i) => {
      const p = run(
        process.execPath,
        [path.join(root, 'scripts/start.mjs'), '--only', APPS.map((a) => a.key).join(','), '--no-jobs'],
        serverEnv(ports.servers[i]),
      );
      servers[i] = p;
      await Promise.race([
        ready(i),
        p.exited.then((how) => {
          throw new Error(`app server ${i + 1} exited (${how}) before it served:\n${output.slice(-4000)}`);
        }),
      ]);
    };
    await Promise.all(ports.servers.map((_, i) => startServer(i)));

    // the edge
    const nginxArgs = writeNginxPrefix(prefix, { port: ports.edge, servers: ports.servers });
    const test = spawnSync(NGINX, [...nginxArgs, '-t', '-q'], { encoding: 'utf8' });
    if (test.status !== 0) throw new Error(`nginx refused the edge config:\n${test.stderr}`);
    run(NGINX, [...nginxArgs, '-g', 'daemon off;']);
    await waitForUrl(`http://127.0.0.1:${ports.edge}/__edge/health`, 30_000);
    /** @type {Array<ReturnType<typeof launch>>} */
    const runners = [];
    /** @param {number} i @param {NodeJS.Signals} signal */
    const stopServer = async (i, signal) => {
      const p = servers[i];
      if (!p) return;
      p.child.kill(signal);
      await p.exited;
      servers[i] = null;
    };
    // The drain is the server's own graceful stop: on SIGTERM it stops accepting connections, answers
    // 503 to a request arriving on one it still has, finishes those in flight and exits; the edge sends
    // whatever it refuses to the others (proxy_next_upstream). The edge is not reloaded: a reload
    // closes the browsers' idle keep-alive connections, and a request sent on one at that moment fails.
    const restart = async (/** @type {number} */ i) => {
      await stopServer(i, 'SIGTERM');
      await startServer(i);
      await new Promise((r) => setTimeout(r, SETTLE_MS));
    };
    return {
      url,
      ports,
      databaseUrl: `postgres://postgres@127.0.0.1:${ports.postgres}/postgres`,
      kill: (i) => stopServer(i, 'SIGKILL'),
      start: (i) => startServer(i),
      restart,
      rollingRestart: async () => {
        for (let i = 0; i < ports.servers.length; i++) await restart(i);
      },
      startJobRunners: (n, env = {}) => {
        for (let i = 0; i < n; i++) {
          runners.push(
            run(process.execPath, [path.join(root, 'jobs/src/cli.js')], {
              ...process.env,
              DATABASE_URL: `postgres://postgres@127.0.0.1:${ports.postgres}/postgres`,
              TMDB_BASE_URL: `${tmdbUrl}/3`,
              // the embedded backend's PGlite: one connection per runner
              ALERTS_ONE_CONNECTION: '1',
              ...env,
            }),
          );
        }
      },
      appServerPids: () => servers.flatMap((p) => (p?.child.pid ? [p.child.pid] : [])),
      log: () => output,
      stop: stopAll,
    };
  } catch (e) {
    await stopAll();
    throw new Error(`${e instanceof Error ? e.message : e}\n--- the stack's output, last part ---\n${output.slice(-3000)}`);
  }
}

module.exports = { edgePorts, startEdge };
