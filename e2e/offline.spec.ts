/**
 * The installable, offline app (spec §15) in Debian Chromium, with its service worker allowed
 * (playwright.config.ts blocks workers for every other spec, so their request faults stay in the
 * page's hands): Chrome finds nothing missing to install it; signed in, the dashboard and a gallery
 * open offline from the last synced data with the offline notice; a list press made offline is
 * pending, then saved once on reconnect; sign-out leaves nothing of the account on the device;
 * a remote redeployed alone is used on the next load, not a copy kept by the worker; posters are
 * kept as CORS answers at their real size, and show offline.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createAppServer } from '@streamscout/server';
import { buildRuntimeConfig } from '@streamscout/host/runtime-config';
import { aTrendingMovie, freshUser, PORTS, signUpThroughForm } from './helpers';

const ROOT = path.resolve(__dirname, '..');
const OFFLINE_TEXT = 'You appear to be offline. Please check your network connection to make the most of the product';

test.use({ serviceWorkers: 'allow' });

/** Waits until the page is controlled by the service worker (it claims its pages as it activates). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Closes a test's own server at once: stops listening and ends every connection, even one in use. */
async function closeNow(app: Awaited<ReturnType<typeof createAppServer>>): Promise<void> {
  const closing = app.close();
  app.server.closeAllConnections();
  await closing;
}

/** The keys of the app's offline database (`streamscout-offline`), as the page sees it. */
function offlineKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('streamscout-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('data')) return resolve([]);
          const keys = db.transaction('data').objectStore('data').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

/** The query hashes of the TMDB query cache the app stored for its current owner ([] when none). */
function storedQueryHashes(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('streamscout-offline');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const store = open.result.transaction('data').objectStore('data');
          const owner = store.get('owner');
          owner.onsuccess = () => {
            // one entry per query: `queries:{owner}:{queryHash}`
            const prefix = `queries:${owner.result}:`;
            const keys = store.getAllKeys(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
            keys.onsuccess = () => resolve(keys.result.map((k) => String(k).slice(prefix.length)));
          };
        };
      }),
  );
}

test('installable (Chrome reports no installability error), and the first page of a first visit opens offline', async ({
  launchOptions,
  baseURL,
  request,
}) => {
  // a persistent profile: Chrome never offers to install from an incognito one (Playwright's default contexts)
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, serviceWorkers: 'allow' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await expect(page.locator('meta[name="theme-color"][media]')).toHaveCount(2);

    // signed out, the first page of a first visit opens offline: the worker kept it and what it loaded
    await page.waitForFunction(async () => {
      const files = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((u) => /\/(mf-manifest\.json|remoteEntry\.js)$|\.[0-9a-f]{8}\.(js|css)$/.test(new URL(u).pathname));
      for (const url of [location.href, ...files]) if (!(await caches.match(url, { ignoreVary: true }))) return false;
      return true;
    });
    await context.setOffline(true);
    await page.reload();
    // the page is the worker's copy, and its code runs: the account menu opens (in a persistent
    // profile Playwright's offline mode leaves navigator.onLine true, so the notice is not shown here)
    await expect(page.getByRole('heading', { name: 'Trending Shows' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Login' })).toBeVisible();
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', short_name: 'StreamScout' });
  expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
  );
});

test('signed in, offline: dashboard and gallery from the last sync, a press queued then saved once, sign-out clears the device', async ({
  page,
  context,
  request,
}) => {
  const movie = await aTrendingMovie(request);
  const user = freshUser('pwa');
  await signUpThroughForm(page, user);
  await controlled(page);

  // one online visit: the movie goes into the queue, the dashboard and the queue gallery show it
  await page.goto(`/details/movie/${movie.id}`);
  await page.getByRole('button', { name: 'Add to queue' }).first().click();
  await expect(page.getByRole('button', { name: 'Remove from queue' }).first()).toBeVisible();
  await page.goto('/dashboard/queue');
  await expect(page.getByTestId('show-card')).toContainText(movie.title);
  // the card's data is on the device once the throttled write after it has run
  const card = `"summary","movie",${movie.id}]`;
  await expect.poll(async () => (await storedQueryHashes(page)).some((h) => h.replace(/"(\d+)"\]$/, '$1]').endsWith(card))).toBe(true);

  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome back ${user.username}!` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Watch Queue' }).getByTestId('show-card')).toContainText(movie.title);
  await page.goto('/dashboard/queue');
  await expect(page.getByTestId('show-card')).toContainText(movie.title);

  // a title on my list opens offline; a press there is pending until the network is back
  await page.goto(`/details/movie/${movie.id}`);
  await page.getByRole('button', { name: 'Add to favorites' }).first().click();
  await expect(page.getByRole('button', { name: 'Remove from favorites (pending)' }).first()).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Remove from favorites', exact: true }).first()).toBeVisible();
  const { supabase } = await (await request.get('/config.json')).json();
  const client = createClient(supabase.url, supabase.anonKey, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  });
  await client.auth.signInWithPassword({ email: user.email, password: user.password });
  const { data } = await client.from('profiles').select('favorites, queue').single();
  expect(data).toEqual({ favorites: [`movie-${movie.id}`], queue: [`movie-${movie.id}`] });

  // sign-out: nothing of the account stays on the device
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await offlineKeys(page)).filter((k) => !k.startsWith('queries:anon:') && k !== 'owner')).toEqual([]);
});

test('posters are kept at their real size (CORS answers, never opaque ones) and show offline', async ({ page, context }) => {
  await page.goto('/search?q=a');
  await controlled(page);
  // the first visit's posters loaded before the worker; the reload's go through it
  await page.reload();
  const cards = page.getByTestId('search-results').getByTestId('show-card');
  await expect(cards.first()).toBeVisible();
  const kept = () =>
    page.evaluate(async () => {
      const cache = await caches.open('streamscout-images');
      const responses = await Promise.all((await cache.keys()).map((key) => cache.match(key)));
      return responses.map((r) => `${r?.type} ${r?.status}`);
    });
  await expect.poll(async () => (await kept()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(10);
  expect(new Set(await kept())).toEqual(new Set(['cors 200']));
  // an opaque answer counts as about 7 MB of the origin's quota whatever its size: ten would be 70 MB
  const { usage } = await page.evaluate(() => navigator.storage.estimate());
  expect(usage).toBeLessThan(50 * 1024 * 1024);

  // offline, the page's first poster still draws, from the worker's cache
  await context.setOffline(true);
  await page.reload();
  const poster = cards.first().locator('img').first();
  await expect(poster).toBeVisible();
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await context.setOffline(false);
});

test('a remote redeployed alone is used on the next load, not the copy the worker kept', async ({ page }) => {
  // the dashboard remote served from a copy of its build, and a shell server that uses it
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-dashboard-'));
  fs.cpSync(path.join(ROOT, 'mfe-dashboard/dist'), dir, { recursive: true });
  const remote = await createAppServer({ dir, config: {}, logger: false });
  await remote.listen({ port: 0, host: '127.0.0.1' });
  const remoteOrigin = `http://localhost:${(remote.server.address() as AddressInfo).port}`;
  const config = buildRuntimeConfig(
    { REMOTE_DASHBOARD_URL: remoteOrigin, TMDB_IMAGE_BASE_URL: `http://localhost:${PORTS.tmdb}/t/p` },
    { host: 'localhost', ports: PORTS },
  );
  const shell = await createAppServer({ dir: path.join(ROOT, 'shell/dist'), config, logger: false });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  const shellOrigin = `http://localhost:${(shell.server.address() as AddressInfo).port}`;
  try {
    await page.goto(`${shellOrigin}/login`);
    await controlled(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();

    // "redeploy": the chunk with the login screen gets a new name and a new title; the manifest
    // and the entry name the new file, as a new build would
    const old = fs.readdirSync(dir).find((f) => /^__federation_expose_Login\.[0-9a-f]{8}\.js$/.test(f));
    if (!old) throw new Error('the dashboard remote has no Login expose chunk');
    const oldHash = old.split('.')[1];
    const body = fs.readFileSync(path.join(dir, old), 'utf8');
    // the heading's English source, as the build writes it: `h.t("login.title","Login")`
    expect(body).toContain('"login.title","Login"');
    fs.writeFileSync(
      path.join(dir, old.replace(oldHash, '0badc0de')),
      body.replace('"login.title","Login"', '"login.title","Login (redeployed)"'),
    );
    for (const f of ['mf-manifest.json', 'remoteEntry.js']) {
      const file = path.join(dir, f);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').split(oldHash).join('0badc0de'));
    }
    for (const f of fs.readdirSync(dir).filter((n) => /^(mf-manifest\.json|remoteEntry\.js)\.(br|gz)$/.test(n)))
      fs.rmSync(path.join(dir, f));

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Login (redeployed)' })).toBeVisible();
  } finally {
    // the browser first (its worker may still be fetching from these servers), then each server
    // with its connections cut: a close that waits for a browser's open connection would hang
    await page.context().close();
    await Promise.all([shell, remote].map(closeNow));
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
