#!/usr/bin/env node
/**
 * Development: the five webpack dev servers (reload on change) in one process, plus the local
 * TMDB catalog and the local Supabase backend (unless the environment points elsewhere).
 */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const { APPS, LOCAL_SERVERS, portsFor } = require('@streamscout/apps');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const ports = portsFor(env);
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
if (!(env.TMDB_API_KEY || env.TMDB_READ_TOKEN || env.TMDB_BASE_URL)) {
  children.push(
    spawn(process.execPath, [path.join(root, LOCAL_SERVERS.tmdb.dir, 'src/cli.js'), '--port', String(ports.tmdb)], { stdio: 'inherit' }),
  );
}
if (!env.SUPABASE_URL) {
  children.push(
    spawn(
      process.execPath,
      [
        path.join(root, LOCAL_SERVERS.supabase.dir, 'src/cli.js'),
        '--port',
        String(ports.supabase),
        '--data-dir',
        path.join(root, '.data/supabase'),
        '--seed',
      ],
      { stdio: 'inherit' },
    ),
  );
}
for (const app of APPS) {
  // an app with an embed build gives [app, embed]: one dev server serves both outputs
  const configs = [require(path.join(root, app.dir, 'webpack.config.js'))({}, { mode: 'development' })].flat();
  const server = new WebpackDevServer({ ...configs[0].devServer, port: ports[app.key] }, webpack(configs));
  await server.start();
}
console.log(`StreamScout (dev) is running at http://localhost:${ports.shell}`);
process.on('SIGINT', () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
});
