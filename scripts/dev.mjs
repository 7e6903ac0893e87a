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
const { APPS } = require('./apps.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const children = [];
if (!(env.TMDB_API_KEY || env.TMDB_READ_TOKEN || env.TMDB_BASE_URL)) {
  children.push(spawn(process.execPath, [path.join(root, 'local/tmdb/src/cli.js'), '--port', '3010'], { stdio: 'inherit' }));
}
if (!env.SUPABASE_URL) {
  children.push(
    spawn(process.execPath, [path.join(root, 'local/supabase/src/cli.js'), '--port', '54321', '--data-dir', path.join(root, '.data/supabase'), '--seed'], { stdio: 'inherit' }),
  );
}
for (const app of APPS) {
  const config = require(path.join(root, app.dir, 'webpack.config.js'))({}, { mode: 'development' });
  const server = new WebpackDevServer(config.devServer, webpack(config));
  await server.start();
}
console.log('StreamScout (dev) is running at http://localhost:3000');
process.on('SIGINT', () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
});
