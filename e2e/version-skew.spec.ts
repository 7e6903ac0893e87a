/**
 * Versions that skew (architecture §3; README "Deploy", rolling out one remote): a tab keeps the
 * remote entry it loaded while the remote is redeployed under it, and a shell may be newer than a
 * remote that lags behind. Here the details remote is served from a copy of its build by an app
 * server of this test (`createAppServer`), in front of a shell of its own (`scripts/start.mjs --only
 * shell`, ports E2E_PORT_OFFSET + 900, the suite's catalog, backend and other remotes), and
 * "redeployed" by changing that copy the way a new release changes it:
 *
 * - old host, new remote: the Actor screen's chunk gets a new hash and new content, the remote
 *   entry and manifest name the new one, the old file is deleted. A tab that loaded the details
 *   remote before goes to an actor page: its old entry asks for the deleted chunk, and the page
 *   reloads once into the new version, which shows the actor — never a blank page, never a loop.
 * - new host, old remote: the remote does not expose the Actor screen the shell asks for. The
 *   actor page shows "Show details is unavailable right now." with Try again (which shows it again,
 *   no loop); the header still leads home; no reload.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAppServer } from '@streamscout/server';
import { hydrated, OFFSET, PORTS, TMDB } from './helpers';

const ROOT = path.resolve(__dirname, '..');
const SHELL_PORT = 3000 + OFFSET + 900;
const DETAILS_PORT = SHELL_PORT + 2;
const SHELL = `http://localhost:${SHELL_PORT}`;

test.describe.configure({ mode: 'serial' });

let dir = '';
let shell: ChildProcess;
let details: Awaited<ReturnType<typeof createAppServer>>;

/** Copies the details remote's build (a release as deployed). */
function deployDetails() {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'mfe-details/dist'), dir, { recursive: true });
}

/** Rewrites a text file of the deployed remote and drops its precompressed variants (a new release writes new ones). */
function rewrite(file: string, change: (text: string) => string) {
  const full = path.join(dir, file);
  fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
  for (const ext of ['.br', '.gz']) fs.rmSync(full + ext, { force: true });
}

/**
 * A new release of the details remote whose Actor screen changed: its chunk has a new content hash
 * and content (it marks the page), the entry and manifest name it, the old file is gone.
 * @returns the old chunk's file name
 */
function redeployActorChanged(): string {
  const old = fs.readdirSync(dir).find((f) => /^__federation_expose_Actor\.[0-9a-f]{8}\.js$/.test(f));
  if (!old) throw new Error('no Actor chunk in the details build');
  const hash = old.split('.')[1];
  const fresh = `${hash.slice(4)}${hash.slice(0, 4)}`; // another 8-hex hash
  const content = fs.readFileSync(path.join(dir, old), 'utf8');
  fs.writeFileSync(path.join(dir, old.replace(hash, fresh)), `${content}\n;window.__streamscoutActorRelease = 'new';\n`);
  for (const ext of ['', '.br', '.gz']) fs.rmSync(path.join(dir, old + ext), { force: true });
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) rewrite(file, (t) => t.split(hash).join(fresh));
  return old;
}

/** An older release of the details remote, from before the Actor screen existed: its entry and manifest expose no `./Actor`. */
function deployOldWithoutActor() {
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) rewrite(file, (t) => t.split('"./Actor"').join('"./ActorSoon"'));
}

/** A show with cast, from the catalog. */
async function aShowWithCast(request: APIRequestContext): Promise<{ id: number; actor: { id: number; name: string } }> {
  const list = (await (await request.get(`${TMDB}/tv/popular`)).json()) as { results: { id: number }[] };
  for (const { id } of list.results) {
    const d = (await (await request.get(`${TMDB}/tv/${id}?append_to_response=credits`)).json()) as {
      credits: { cast: { id: number; name: string }[] };
    };
    if (d.credits.cast.length) return { id, actor: d.credits.cast[0] };
  }
  throw new Error('no show with cast');
}

/** Counts the page's loads (the first and each reload), its warnings and its uncaught errors. */
function watch(page: Page) {
  const seen = { loads: 0, errors: [] as string[], warnings: [] as string[] };
  page.on('load', () => (seen.loads += 1));
  page.on('console', (m) => m.type() === 'warning' && seen.warnings.push(m.text()));
  page.on('pageerror', (e) => seen.errors.push(e.message));
  return seen;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-skew-details-'));
  deployDetails();
  details = await createAppServer({ dir, app: 'details', logger: false });
  await details.listen({ port: DETAILS_PORT, host: '127.0.0.1' });
  const remote = (key: 'search' | 'discover' | 'dashboard') => `http://localhost:${PORTS[key]}`;
  shell = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--only', 'shell', '--no-jobs'], {
    env: {
      ...process.env,
      PORT_SHELL: String(SHELL_PORT),
      SHELL_URL: SHELL,
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'warn',
      TMDB_BASE_URL: TMDB,
      TMDB_IMAGE_BASE_URL: TMDB.replace(/\/3$/, '/t/p'),
      SUPABASE_URL: `http://localhost:${PORTS.supabase}`,
      REMOTE_DETAILS_URL: `http://localhost:${DETAILS_PORT}`,
      REMOTE_SEARCH_URL: remote('search'),
      REMOTE_DISCOVER_URL: remote('discover'),
      REMOTE_DASHBOARD_URL: remote('dashboard'),
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 800; i++) {
    if (
      await fetch(`${SHELL}/config.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the shell did not start');
});

test.afterAll(async () => {
  shell?.kill('SIGTERM');
  await details?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('old host, new remote: a tab from before the deploy reloads once into the new version and shows the actor', async ({
  page,
  request,
}) => {
  deployDetails();
  const { id, actor } = await aShowWithCast(request);
  const seen = watch(page);
  await page.goto(`${SHELL}/details/tv/${id}`);
  const castLink = page
    .getByRole('region', { name: 'Cast' })
    .getByRole('link', { name: new RegExp(actor.name) })
    .first();
  await expect(castLink).toBeVisible();
  // the page is the app now (a click before hydration would be a plain link: a fresh page load)
  await hydrated(page);

  const old = redeployActorChanged();
  await castLink.click();
  await expect(page).toHaveURL(new RegExp(`/details/actor/${actor.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: actor.name })).toBeVisible();
  // the new release runs: the page reloaded once, after the old chunk answered 404
  await expect.poll(() => page.evaluate(() => (window as { __streamscoutActorRelease?: string }).__streamscoutActorRelease)).toBe('new');
  expect(seen.loads).toBe(2);
  expect(seen.warnings.filter((w) => w.includes(`/${old} is gone`))).toHaveLength(1);
  expect(seen.errors).toEqual([]);
  await expect(page.getByText('is unavailable right now')).toHaveCount(0);
});

test('new host, old remote: the screen the remote lacks shows the feature fallback, Try again does not loop, the rest keeps working', async ({
  page,
  request,
}) => {
  deployDetails();
  deployOldWithoutActor();
  const { id, actor } = await aShowWithCast(request);
  const seen = watch(page);
  await page.goto(`${SHELL}/details/tv/${id}`);
  await page
    .getByRole('region', { name: 'Cast' })
    .getByRole('link', { name: new RegExp(actor.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/details/actor/${actor.id}$`));
  const fallback = page.getByText('Show details is unavailable right now.');
  await expect(fallback).toBeVisible();
  const loads = seen.loads;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(fallback).toBeVisible();
  // no reload for a screen the remote lacks (reloading cannot bring it), so no loop
  expect(seen.loads).toBe(loads);
  expect(seen.warnings.filter((w) => w.includes('is gone'))).toEqual([]);
  // the actor page may arrive server-rendered (the remote's server container has the screen): React then
  // reports that it rendered that part in the browser instead (#422, recoverable) — nothing else
  expect(seen.errors.filter((e) => !e.includes('#422'))).toEqual([]);
  // the header still works: its logo leads home, another remote's screen
  await page
    .getByRole('banner')
    .getByRole('link', { name: /StreamScout/ })
    .first()
    .click();
  await expect(page).toHaveURL(`${SHELL}/`);
  await expect(fallback).toHaveCount(0);
});
