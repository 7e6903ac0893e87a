/**
 * Reliability end to end in Chromium: the friendly outage text on /login, logout that ends the
 * session whatever the backend says, a failed TMDB search that says so (not "No results") and is
 * asked again when the connection comes back, and — on a second stack of its own — `npm start`'s loopback binding
 * and its supervision of the local backend (killed → restarted, the apps keep serving).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { portsFor } from '@streamscout/apps';
import { OFFSET, PORTS, freshUser, signUpThroughForm } from './helpers';

const SUPABASE = `http://localhost:${PORTS.supabase}`;

async function signUpInBrowser(page: Page) {
  const user = freshUser('rel');
  await signUpThroughForm(page, user);
  return user;
}

test("login with the backend unreachable says \"We can't reach the server…\", not 'Failed to fetch'", async ({ page }) => {
  await page.goto('/login');
  await page.route(`${SUPABASE}/**`, (route) => route.abort('connectionrefused'));
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText("We can't reach the server. Please check your network connection and try again.");
});

test('signup shows the username rule', async ({ page }) => {
  await page.goto('/signup');
  await expect(
    page.getByText('3 to 30 characters: English letters (a–z), digits, and _ . - only (no spaces, accents or emoji).'),
  ).toBeVisible();
});

for (const [label, fault] of [
  ['down', 'abort'],
  ['answering 500', 500],
] as const) {
  test(`logout with the backend ${label} ends the session: at '/', still signed out after a reload`, async ({ page }) => {
    await signUpInBrowser(page);
    await page.route(`${SUPABASE}/auth/v1/logout**`, (route) =>
      fault === 'abort'
        ? route.abort('connectionrefused')
        : route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"unexpected_failure","message":"boom"}' }),
    );
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.reload();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('a failed TMDB search says so — not "No results found!" — and is asked again when the connection comes back', async ({
  page,
  request,
}) => {
  // TMDB itself fails (the catalog's fault knob), so the server's render of /search fails too and
  // serves the page client-rendered; the browser's own requests are counted
  const knobs = (data: object) => request.put(`http://localhost:${PORTS.tmdb}/__knobs`, { data });
  let calls = 0;
  await page.route('**/3/search/multi**', (route) => {
    calls += 1;
    return route.continue();
  });
  await knobs({ fault: 'status', status: 500, prefix: 'search/' });
  try {
    await page.goto('/search?q=star');
    await expect(page.getByText("We couldn't load this right now.")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByText('No results found!')).toHaveCount(0);
    expect(calls).toBe(2); // the first try and TanStack's one retry
  } finally {
    await knobs({ fault: 'none' });
  }
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(page.getByTestId('search-results')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("We couldn't load this right now.")).toHaveCount(0);
});

test.describe('npm start on a stack of its own', () => {
  // beside the e2e stack: its shift plus 50
  const offset = OFFSET + 50;
  const ports = portsFor({}, offset);
  let stack: ChildProcess;
  let log = '';
  let dataDir = '';

  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-e2e-supervise-'));
    const env = { ...process.env };
    delete env.HOST;
    stack = spawn(process.execPath, ['scripts/start.mjs', '--port-offset', String(offset), '--data-dir', dataDir], {
      env: { ...env, LOCAL_SUPABASE_RATE_LIMIT_IP: '0', LOCAL_SUPABASE_RATE_LIMIT_IP_EMAIL: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    stack.stdout!.on('data', (d) => (log += d));
    stack.stderr!.on('data', (d) => (log += d));
    await expect.poll(() => /StreamScout is running/.test(log), { timeout: 90_000 }).toBe(true);
  });

  test.afterAll(async () => {
    if (stack && stack.exitCode === null) {
      const exited = new Promise((r) => stack.once('exit', r));
      stack.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('every server listens on 127.0.0.1 only', () => {
    // Listening sockets from the kernel's tables (state 0A = LISTEN), IPv4 and IPv6.
    const listening = ['/proc/net/tcp', '/proc/net/tcp6']
      .filter((f) => fs.existsSync(f))
      .flatMap((f) => fs.readFileSync(f, 'utf8').trim().split('\n').slice(1))
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[3] === '0A')
      .map((cols) => {
        const [addr, port] = cols[1].split(':');
        return { addr, port: parseInt(port, 16) };
      });
    for (const key of ['shell', 'search', 'details', 'discover', 'dashboard', 'tmdb', 'supabase', 'postgres', 'embedDemo'] as const) {
      const sockets = listening.filter((s) => s.port === ports[key]);
      expect(sockets.length, `${key} :${ports[key]} listens`).toBeGreaterThan(0);
      // 127.0.0.1 in /proc/net/tcp's little-endian hex; never 0.0.0.0 or an IPv6 wildcard.
      for (const s of sockets) expect(s.addr, `${key} :${ports[key]}`).toBe('0100007F');
    }
  });

  test('a killed backend is restarted with its data; the apps keep serving; the log says so', async ({ request }) => {
    const supa = `http://127.0.0.1:${ports.supabase}`;
    const headers = { apikey: (await (await request.get(`http://127.0.0.1:${ports.shell}/config.json`)).json()).supabase.anonKey };
    const who = freshUser('sup');
    const signup = await request.post(`${supa}/auth/v1/signup`, {
      headers,
      data: { email: who.email, password: who.password, data: { username: who.username } },
    });
    expect(signup.status()).toBe(200);
    const pid = Number(/local Supabase started \(pid (\d+)\)/.exec(log)![1]);
    process.kill(pid, 'SIGKILL');
    await expect
      .poll(
        () =>
          request.get(`${supa}/health`).then(
            (r) => r.status(),
            () => 0,
          ),
        { timeout: 5000 },
      )
      .toBe(0);
    for (const key of ['shell', 'search', 'details', 'discover', 'dashboard'] as const) {
      expect((await request.get(`http://127.0.0.1:${ports[key]}/`)).status(), key).toBe(200);
    }
    await expect
      .poll(
        () =>
          request.get(`${supa}/health`).then(
            (r) => r.status(),
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
    const login = await request.post(`${supa}/auth/v1/token?grant_type=password`, {
      headers,
      data: { email: who.email, password: who.password },
    });
    expect(login.status()).toBe(200);
    expect(log).toMatch(/local Supabase stopped \(SIGKILL\); the other servers keep serving; restarting in \d+ ms/);
    await expect.poll(() => /local Supabase is serving again/.test(log), { timeout: 10_000 }).toBe(true);
  });
});
