/**
 * Server rendering across the federation, at the level of the servers (no browser needed): the
 * shell's application server (`@streamscout/server/app`) with the shell's built server renderer,
 * against a Discover remote of the test's own — a copy of `mfe-discover/dist` served by the
 * remotes' static server on a free port — and the e2e stack's local TMDB catalog.
 *
 * - Redeploy: the Discover remote's server container is rebuilt with another hero title while
 *   the shell's server keeps running; the next server-rendered `/discover` carries the new title.
 * - Faults: a server container that throws when loaded, a remote that is down, TMDB down — each
 *   time the route is served client-rendered (the shell's HTML, 200, no server-rendered content),
 *   and the fault is logged once however many requests meet it.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import webpack from 'webpack';
import { createAppServer } from '@streamscout/server';
import { buildRuntimeConfig } from '@streamscout/host/runtime-config';
import { exposesFor, serverConfigFor, sharedFor, REMOTES } from '@streamscout/build';
import { PORTS } from './helpers';

const ROOT = path.resolve(__dirname, '..');
const HERO = 'Discover Our Popular Shows';
const REDEPLOYED = 'Discover Our Redeployed Shows';
/** The marker of a server-rendered page: the data handover for hydration. */
const SSR_MARKER = 'window.__STREAMSCOUT_SSR__=';

/** Listens on a free loopback port; returns the server and its origin. */
async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

/** A copy of the built Discover remote (browser and server files) served on its own port. */
async function discoverCopy() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-discover-'));
  fs.cpSync(path.join(ROOT, 'mfe-discover/dist'), dir, { recursive: true });
  const server = await createAppServer({ dir, config: {}, logger: false });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://localhost:${(server.server.address() as AddressInfo).port}`;
  return { dir, origin, close: () => server.close() };
}

/** The shell's server with the runtime config pointing Discover at `discoverOrigin` (and TMDB at `tmdbBase`). */
async function shellWith(discoverOrigin: string, tmdbBase = `http://localhost:${PORTS.tmdb}/3`) {
  const config = buildRuntimeConfig(
    { REMOTE_DISCOVER_URL: discoverOrigin, TMDB_BASE_URL: tmdbBase, TMDB_IMAGE_BASE_URL: `http://localhost:${PORTS.tmdb}/t/p` },
    { host: 'localhost', ports: PORTS },
  );
  const app = await createAppServer({ dir: path.join(ROOT, 'shell/dist'), config, shell: { tmdbCacheTtlMs: 0 }, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://localhost:${(app.server.address() as AddressInfo).port}`;
  return { origin, close: () => app.close() };
}

/** Builds the Discover server container from a copy of its sources with `hero` as the hero title, into `outDir`. */
async function buildDiscoverServer(hero: string, outDir: string): Promise<void> {
  const src = fs.mkdtempSync(path.join(os.tmpdir(), 'ssr-discover-src-'));
  fs.cpSync(path.join(ROOT, 'mfe-discover/src'), path.join(src, 'src'), { recursive: true, filter: (f) => !/\.test\.tsx?$/.test(f) });
  fs.copyFileSync(path.join(ROOT, 'mfe-discover/package.json'), path.join(src, 'package.json'));
  fs.cpSync(path.join(ROOT, 'mfe-discover/locales'), path.join(src, 'locales'), { recursive: true });
  const screen = path.join(src, 'src/screens/Discover.tsx');
  fs.writeFileSync(screen, fs.readFileSync(screen, 'utf8').replace(HERO, hero));
  const pkg = JSON.parse(fs.readFileSync(path.join(src, 'package.json'), 'utf8'));
  const config = serverConfigFor({
    dir: src,
    app: REMOTES.discover,
    host: false,
    mode: 'production',
    shared: sharedFor(pkg.dependencies),
    exposes: exposesFor(src),
    scriptRule: {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } },
      },
    },
  });
  // the copy lives outside the repository: resolve packages and loaders from the repository's node_modules
  config.resolve = { ...config.resolve, modules: ['node_modules', path.join(ROOT, 'node_modules')] };
  config.resolveLoader = { modules: ['node_modules', path.join(ROOT, 'node_modules')] };
  config.output = { ...config.output, path: outDir };
  await new Promise<void>((resolve, reject) =>
    webpack(config, (err, stats) => {
      if (err || !stats || stats.hasErrors()) reject(err || new Error(stats?.toString({ all: false, errors: true })));
      else resolve();
    }),
  );
  fs.rmSync(src, { recursive: true, force: true });
}

/** Collects console.error lines of this process (the renderer runs in it) while `run` runs. */
async function errorsDuring(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  };
  try {
    await run();
  } finally {
    console.error = original;
  }
  return lines;
}

async function get(url: string) {
  const res = await fetch(url);
  return { status: res.status, html: await res.text(), cache: res.headers.get('cache-control') };
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test('redeploying the Discover remote alone changes the next server-rendered /discover, the shell server keeps running', async () => {
  const discover = await discoverCopy();
  const shell = await shellWith(discover.origin);
  try {
    const before = await get(`${shell.origin}/discover`);
    expect(before.status).toBe(200);
    expect(before.html).toContain(SSR_MARKER);
    expect(before.html).toContain(HERO);

    // the remote's new deploy: its server container rebuilt with another hero title
    await buildDiscoverServer(REDEPLOYED, path.join(discover.dir, 'server'));

    const after = await get(`${shell.origin}/discover`);
    expect(after.html).toContain(SSR_MARKER);
    expect(after.html).toContain(REDEPLOYED);
    expect(after.html).not.toContain(HERO);
  } finally {
    await shell.close();
    await discover.close();
    fs.rmSync(discover.dir, { recursive: true, force: true });
  }
});

test('a server container that throws when loaded: /discover is served client-rendered, 200, the fault logged once', async () => {
  const discover = await discoverCopy();
  fs.writeFileSync(
    path.join(discover.dir, 'server/remoteEntry.js'),
    'throw new Error("broken deploy of the discover server container");\n',
  );
  const shell = await shellWith(discover.origin);
  try {
    const errors = await errorsDuring(async () => {
      for (let i = 0; i < 3; i++) {
        const page = await get(`${shell.origin}/discover`);
        expect(page.status).toBe(200);
        expect(page.html).toContain('<div id="root"></div>');
        expect(page.html).not.toContain(SSR_MARKER);
        expect(page.cache).toBe('no-cache');
      }
    });
    expect(errors.filter((e) => e.includes('[ssr]') && e.includes('mfe_discover/Discover'))).toHaveLength(1);
  } finally {
    await shell.close();
    await discover.close();
    fs.rmSync(discover.dir, { recursive: true, force: true });
  }
});

test('the Discover remote down: /discover is served client-rendered, and server-rendered again once it is back', async () => {
  const discover = await discoverCopy();
  const { origin } = discover;
  await discover.close();
  const shell = await shellWith(origin);
  try {
    const down = await get(`${shell.origin}/discover`);
    expect(down.status).toBe(200);
    expect(down.html).toContain('<div id="root"></div>');
    expect(down.html).not.toContain(SSR_MARKER);

    // back on the same port
    const port = Number(new URL(origin).port);
    const server = await createAppServer({ dir: discover.dir, config: {}, logger: false });
    await server.listen({ port, host: '127.0.0.1' });
    try {
      // the entry's version is asked at most once a second
      await expect.poll(async () => (await get(`${shell.origin}/discover`)).html.includes(HERO), { timeout: 10_000 }).toBe(true);
    } finally {
      await server.close();
    }
  } finally {
    await shell.close();
    fs.rmSync(discover.dir, { recursive: true, force: true });
  }
});

test('TMDB down: /discover is served client-rendered, 200, never an error page, the fault logged once', async () => {
  const discover = await discoverCopy();
  // a TMDB that refuses connections: a port nothing listens on
  const dead = http.createServer();
  const deadOrigin = await listen(dead);
  await new Promise<void>((resolve) => dead.close(() => resolve()));
  const shell = await shellWith(discover.origin, `${deadOrigin}/3`);
  try {
    const errors = await errorsDuring(async () => {
      for (let i = 0; i < 2; i++) {
        const page = await get(`${shell.origin}/discover`);
        expect(page.status).toBe(200);
        expect(page.html).toContain('<div id="root"></div>');
        expect(page.html).not.toContain(SSR_MARKER);
      }
    });
    expect(errors.filter((e) => e.includes('[ssr]') && e.includes('TMDB'))).toHaveLength(1);
  } finally {
    await shell.close();
    await discover.close();
    fs.rmSync(discover.dir, { recursive: true, force: true });
  }
});
