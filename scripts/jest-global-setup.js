/**
 * Starts the real local servers for the jest run: the TMDB catalog (local/tmdb) and the
 * Supabase-compatible backend (local/supabase, fresh in-memory database), each on a free port,
 * as child processes. Their URLs are exported to the test workers as TMDB_TEST_URL and
 * SUPABASE_TEST_URL. A server whose package has no CLI yet is skipped (its tests then fail loudly).
 * First it builds our Node packages that are missing or older than their sources
 * (`@streamscout/build`'s `node-package.js`, about a second): tests that start a real Node process
 * (the job runner's CLI) load them as a deployment does.
 */
const { spawn } = require('node:child_process');
const path = require('node:path');
const fs = require('node:fs');
const net = require('node:net');
const { waitForUrl } = require('./wait-for-url.cjs');
const { nodePackagesConfig } = require('@streamscout/build');
const { staleNodePackages } = require('@streamscout/build/node-package');

/** A free TCP port on 127.0.0.1. @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Spawns a local server's CLI and waits until `readyUrl` answers.
 * @param {string} cli @param {string[]} args @param {Record<string, string>} env @param {string} readyUrl
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
async function startServer(cli, args, env, readyUrl) {
  const child = spawn(process.execPath, [cli, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    if (code && code !== 0) process.stderr.write(`[jest] ${path.basename(path.dirname(path.dirname(cli)))} exited with ${code}\n`);
  });
  await waitForUrl(readyUrl, 60000);
  return child;
}

/**
 * Builds the Node packages that are missing or stale (webpack, in this process).
 * @returns {Promise<void>} rejects with webpack's errors
 */
function buildNodePackages() {
  const stale = staleNodePackages();
  if (!stale.length) return Promise.resolve();
  const webpack = require('webpack');
  return new Promise((resolve, reject) => {
    webpack(nodePackagesConfig(stale), (err, stats) => {
      if (err || !stats || stats.hasErrors()) reject(err ?? new Error(stats?.toString({ all: false, errors: true })));
      else resolve();
    });
  });
}

module.exports = async function globalSetup() {
  const root = path.join(__dirname, '..');
  await buildNodePackages();
  const children = [];
  const tmdbCli = path.join(root, 'local/tmdb/src/cli.js');
  if (fs.existsSync(tmdbCli)) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    children.push(await startServer(tmdbCli, ['--port', String(port)], {}, `${url}/health`));
    process.env.TMDB_TEST_URL = url;
  }
  const supaCli = path.join(root, 'local/supabase/src/cli.js');
  if (fs.existsSync(supaCli)) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // No sign-in/signup rate limits on the shared test backend: every test file signs users up from
    // 127.0.0.1. The limits themselves are tested on backends of their own (small limits).
    children.push(
      await startServer(
        supaCli,
        ['--port', String(port), '--memory'],
        { LOCAL_SUPABASE_RATE_LIMIT_IP: '0', LOCAL_SUPABASE_RATE_LIMIT_IP_EMAIL: '0' },
        `${url}/health`,
      ),
    );
    process.env.SUPABASE_TEST_URL = url;
  }
  /** @type {{ __STREAMSCOUT_SERVERS__?: import('node:child_process').ChildProcess[] }} */ (globalThis).__STREAMSCOUT_SERVERS__ = children;
};
