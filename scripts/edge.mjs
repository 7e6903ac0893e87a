#!/usr/bin/env node
/**
 * `npm run edge`: the production build served the way README "Deploy" describes, on this machine —
 * nginx with `deploy/nginx/` as balancer and page cache on one port (http://localhost:3000), in
 * front of N app-server processes (default one per core, at least 2) on ports of their own
 * (3100–3104, 3200–3204, …), with the local TMDB catalog, the local backend (data in
 * .data/supabase, or --memory) and one job runner. Ports and layout: `scripts/edge/stack.cjs`.
 * Needs `npm run build` and nginx (`npm run prerequisites` installs Debian's nginx-light, or nginx).
 *
 * Flags: --servers N (or EDGE_SERVERS), --port-offset N (every port shifted), --memory,
 * --data-dir DIR, --no-jobs. Ctrl-C stops everything.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startEdge } from './edge/stack.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: flags } = (() => {
  try {
    return parseArgs({
      options: {
        servers: { type: 'string' },
        'port-offset': { type: 'string' },
        memory: { type: 'boolean', default: false },
        'data-dir': { type: 'string' },
        'no-jobs': { type: 'boolean', default: false },
      },
    });
  } catch (e) {
    console.error(
      `${e instanceof Error ? e.message : e}\nusage: node scripts/edge.mjs [--servers N] [--port-offset N] [--memory | --data-dir DIR] [--no-jobs]`,
    );
    process.exit(2);
  }
})();
const servers = Number(flags.servers ?? process.env.EDGE_SERVERS ?? Math.max(2, os.availableParallelism()));
const offset = Number(flags['port-offset'] ?? 0);
if (!Number.isInteger(servers) || servers < 1 || servers > 9 || !Number.isInteger(offset)) {
  console.error('--servers must be 1–9 and --port-offset a whole number');
  process.exit(2);
}

let stack;
try {
  stack = await startEdge({
    offset,
    servers,
    dataDir: flags.memory ? undefined : path.resolve(flags['data-dir'] ?? path.join(root, '.data/supabase')),
    logLevel: process.env.LOG_LEVEL || 'info',
    echo: true,
  });
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
if (!flags['no-jobs']) stack.startJobRunners(1);
console.log(
  `StreamScout through the edge: ${stack.url}\n` +
    stack.ports.servers.map((p, i) => `  app server ${i + 1}: shell :${p.shell}, remotes :${p.search}–${p.dashboard}`).join('\n') +
    `\n  TMDB :${stack.ports.tmdb}, Supabase :${stack.ports.supabase} (Postgres :${stack.ports.postgres})`,
);
const shutdown = () => void stack.stop().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
