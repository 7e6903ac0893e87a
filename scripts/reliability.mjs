#!/usr/bin/env node
/**
 * `npm run reliability`: starts its own StreamScout stack (the production build, `scripts/start.mjs`
 * on ports shifted by RELIABILITY_PORT_OFFSET, default 7000; the backend in a temp data dir, the
 * catalog's runtime fault knobs on, no sign-in rate limits except on a second backend started for
 * that check), then tries to break it and writes RELIABILITY.md: one table — load held, faults
 * survived, bad inputs tried, nothing lost.
 *
 * All traffic goes to 127.0.0.1 (and localhost); every loop is bounded in count and time; the
 * stack and the browser are stopped at the end. Exit code 1 when a check failed. The pass/fail
 * cases also live in `npm test` (jest, Playwright); the timings only here.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { portsFor } = require('@streamscout/apps');
const { ANON_KEY, DEFAULT_JWT_SECRET, signJwt } = require('../local/supabase/src/keys.js');
const { LONG_LIST_SIZE, longListEntries, seedLongList } = await import('./long-list.mjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OFFSET = Number(process.env.RELIABILITY_PORT_OFFSET || 7000);
const ports = portsFor({}, OFFSET);
const SHELL = `http://localhost:${ports.shell}`;
const SUPA = `http://127.0.0.1:${ports.supabase}`;
const TMDB = `http://127.0.0.1:${ports.tmdb}`;
const deadline = Date.now() + 15 * 60_000; // the whole run is bounded
/**
 * The longest a TMDB-backed view may take to say it failed, ms: `FAILURE_SHOWN_WITHIN_MS` of
 * `@streamscout/tmdb/query` (two tries of the 5 s timeout and a 1 s pause). Page load and
 * rendering get 3 s on top in the check.
 */
const FAILURE_BOUND_MS = 11_000;

/** @type {Array<{ area: string, check: string, ok: boolean, figures: string }>} */
const rows = [];
/** @param {string} area @param {string} check @param {boolean} ok @param {string} [figures] */
const row = (area, check, ok, figures = '') => {
  rows.push({ area, check, ok, figures });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${area}: ${check}${figures ? ` — ${figures}` : ''}`);
};
/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** @param {number[]} values @param {number} p percentile 0..100 */
const pct = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : 0;
};
/** Polls `check` until truthy or `ms` passed. @param {() => unknown} check @param {number} ms @param {number} [step] */
async function until(check, ms, step = 100) {
  const end = Math.min(Date.now() + ms, deadline);
  for (;;) {
    try {
      if (await check()) return true;
    } catch {
      /* not yet */
    }
    if (Date.now() > end) return false;
    await sleep(step);
  }
}
/** @param {string} url */
const healthy = async (url) => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
/** A supabase-js client (no stored session). @param {string} [url] */
const client = (url = SUPA) =>
  createClient(url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: /** @type {never} */ (WebSocket) },
  });
let n = 0;
/** @param {string} tag */
const fresh = (tag) => {
  n += 1;
  const id = `${Date.now().toString(36)}${n}`;
  return { email: `${tag}-${id}@example.com`, password: 'secret-123', username: `${tag}_${id}`.slice(0, 30) };
};
/** Signs a fresh user up. @param {string} tag @param {string} [url] */
async function signUp(tag, url = SUPA) {
  const who = fresh(tag);
  const c = client(url);
  const { data, error } = await c.auth.signUp({ email: who.email, password: who.password, options: { data: { username: who.username } } });
  if (error) throw new Error(`signup failed: ${error.message}`);
  if (!data.user || !data.session) throw new Error('signup gave no session');
  return { ...who, c, id: data.user.id, session: data.session };
}

// ------------------------------------------------------------------------------------------------
// The stack
// ------------------------------------------------------------------------------------------------
for (const app of ['shell', 'mfe-search', 'mfe-details', 'mfe-discover', 'mfe-dashboard']) {
  if (!fs.existsSync(path.join(root, app, 'dist/index.html'))) {
    console.error(`${app}/dist is missing: run 'npm run build' first`);
    process.exit(2);
  }
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'streamscout-reliability-'));
let log = '';
const stack = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--port-offset', String(OFFSET), '--data-dir', dataDir], {
  env: { ...process.env, TMDB_LOCAL_RUNTIME_KNOBS: '1', LOCAL_SUPABASE_RATE_LIMIT_IP: '0', LOCAL_SUPABASE_RATE_LIMIT_IP_EMAIL: '0' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
stack.stdout.on('data', (d) => (log += d));
stack.stderr.on('data', (d) => (log += d));
/** @type {import('playwright-core').Browser | null} */
let browser = null;
/** @type {{ stop: () => Promise<void> } | null} */
let limited = null;
async function cleanup() {
  await browser?.close().catch(() => {});
  await limited?.stop().catch(() => {});
  stack.kill('SIGTERM');
  await /** @type {Promise<void>} */ (new Promise((r) => (stack.exitCode !== null ? r() : stack.once('exit', () => r()))));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const backendPid = () => {
  const all = [...log.matchAll(/\[start\] local Supabase (?:started|restarted)[^\n]*pid (\d+)/g)];
  return all.length ? Number(all[all.length - 1][1]) : null;
};

try {
  const up = await until(async () => (await healthy(`${SHELL}/config.json`)) && (await healthy(`${SUPA}/health`)), 120_000, 250);
  if (!up) throw new Error(`the stack did not start:\n${log}`);

  // ----------------------------------------------------------------------------------------------
  // Two users and anon against each other's data
  // ----------------------------------------------------------------------------------------------
  const a = await signUp('alice');
  const b = await signUp('bob');
  await b.c.rpc('add_item', { profile_id: b.id, show_id: 'movie-25266', which_col: 'queue' });
  const bRow = async () => JSON.stringify((await b.c.from('profiles').select('*').eq('id', b.id).single()).data);
  const bBefore = await bRow();
  const anon = client();
  let attempts = 0;
  let leaks = 0;
  /** @type {Array<[string, import('@supabase/supabase-js').SupabaseClient]>} */
  const attackers = [
    ['user A', a.c],
    ['anon', anon],
  ];
  for (const [who, c] of attackers) {
    const tries = [
      async () => ((await c.from('profiles').select('*').eq('id', b.id)).data ?? []).length === 0,
      async () =>
        ((await c.from('profiles').select('email')).data ?? []).every((/** @type {{ email: string }} */ r) => r.email !== b.email),
      async () =>
        ((await c.from('profiles').update({ username: 'hijacked', adult: true }).eq('id', b.id).select('*')).data ?? []).length === 0,
      async () => ((await c.from('profiles').update({ country: 'France' }).eq('id', b.id).select('*')).data ?? []).length === 0,
      async () => ((await c.from('profiles').delete().eq('id', b.id).select('id')).data ?? []).length === 0,
      async () => (await c.rpc('add_item', { profile_id: b.id, show_id: 'movie-1', which_col: 'queue' })).error !== null,
      async () => (await c.rpc('remove_item', { profile_id: b.id, show_id: 'movie-25266', which_col: 'queue' })).error !== null,
      async () => (await c.rpc('remove_all', { profile_id: b.id, which_col: 'queue' })).error !== null,
      async () => (await c.rpc('delete_user', { user_id: b.id })).error !== null,
      async () => (await c.from('profiles').insert({ id: b.id, username: 'intruder' })).error !== null,
    ];
    for (const t of tries) {
      attempts += 1;
      if (!(await t())) leaks += 1;
    }
    row('isolation', `${who} against user B: every read, update, delete, insert and RPC`, leaks === 0, `${tries.length} attempts`);
  }
  row('isolation', "user B's row unchanged after all attempts", (await bRow()) === bBefore, `${attempts} attempts, ${leaks} leaks`);

  // ----------------------------------------------------------------------------------------------
  // Tampered JWTs
  // ----------------------------------------------------------------------------------------------
  const token = a.session.access_token;
  const [h, p] = token.split('.');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  /** @param {object} o */
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const tampered = {
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: b.id })}.`,
    'wrong secret': await signJwt({ ...claims, sub: b.id }, 'not-the-secret-not-the-secret-not-the-secret'),
    'edited payload, old signature': `${h}.${b64({ ...claims, sub: b.id })}.${token.split('.')[2]}`,
    expired: await signJwt(
      { ...claims, exp: Math.floor(Date.now() / 1000) - 60, iat: Math.floor(Date.now() / 1000) - 3700 },
      DEFAULT_JWT_SECRET,
    ),
  };
  for (const [name, jwt] of Object.entries(tampered)) {
    const rest = await fetch(`${SUPA}/rest/v1/profiles?select=*&id=eq.${b.id}`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${jwt}` },
    });
    const rpc = await fetch(`${SUPA}/rest/v1/rpc/remove_all`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ profile_id: b.id, which_col: 'queue' }),
    });
    const user = await fetch(`${SUPA}/auth/v1/user`, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${jwt}` } });
    row(
      'tampered JWT',
      `${name}: REST, RPC and /auth/v1/user refuse it`,
      rest.status === 401 && rpc.status === 401 && user.status >= 401 && user.status <= 403,
      `${rest.status} / ${rpc.status} / ${user.status}`,
    );
  }
  row('tampered JWT', "user B's row unchanged", (await bRow()) === bBefore);

  // ----------------------------------------------------------------------------------------------
  // Refresh-token reuse (outside GoTrue's 10 s reuse window)
  // ----------------------------------------------------------------------------------------------
  {
    const u = await signUp('reuse');
    const first = u.session.refresh_token;
    const rotated = await client().auth.refreshSession({ refresh_token: first });
    await sleep(11_000);
    const reuse = await client().auth.refreshSession({ refresh_token: first });
    const child = await client().auth.refreshSession({ refresh_token: rotated.data.session?.refresh_token ?? '' });
    row(
      'refresh token',
      'a rotated refresh token reused after 10 s is refused and its whole family revoked',
      !rotated.error && reuse.error?.code === 'refresh_token_already_used' && child.error !== null,
      `reuse → ${reuse.error?.status} ${reuse.error?.code}`,
    );
  }

  // ----------------------------------------------------------------------------------------------
  // Bad inputs
  // ----------------------------------------------------------------------------------------------
  {
    const who = fresh('long');
    const long = await client().auth.signUp({ email: who.email, password: 'p'.repeat(73), options: { data: { username: who.username } } });
    row('bad input', 'password of 73 characters refused at signup', long.error?.status === 400, long.error?.message ?? 'accepted');
    const u = await signUp('inputs');
    /** @param {Record<string, unknown>} patch */
    const upd = async (patch) => (await u.c.from('profiles').update(patch).eq('id', u.id).select('*').single()).error?.code ?? 'accepted';
    const names = {
      '10 KB name': 'x'.repeat(10_240),
      'case variant of a taken name': b.username.toUpperCase(),
      'NFD twin of a taken NFC name': 'Jos\u00e9_twin',
      'right-to-left override': 'abc\u202Eevil',
      'only zero-width spaces': '\u200B\u200B\u200B\u200B',
    };
    await a.c.from('profiles').update({ username: 'Jos\u00e9_twin' }).eq('id', a.id);
    names['NFD twin of a taken NFC name'] = 'Jose\u0301_twin';
    const refused = [];
    for (const [name, value] of Object.entries(names)) {
      const code = await upd({ username: value });
      refused.push(`${name}: ${code}`);
      row('bad input', `username: ${name}`, code === '23505' || code === '23514', code);
    }
    const country = await upd({ country: 'Narnia<script>' });
    row('bad input', 'country "Narnia<script>"', country === '23503', country);
    for (const [label, id] of [
      ['movie-01', 'movie-01'],
      ['movie-99999999999999999999', 'movie-99999999999999999999'],
      ['a 100,006-character show_id', `movie-${'9'.repeat(100_000)}`],
    ]) {
      const { error } = await u.c.rpc('add_item', { profile_id: u.id, show_id: id, which_col: 'queue' });
      row('bad input', `list entry ${label}`, error?.code === '22023', error?.code ?? 'accepted');
    }
    // The cap: 2000 entries, then a clear error.
    const t0 = Date.now();
    for (let i = 1; i <= 2000 && Date.now() < deadline; i += 1) {
      await u.c.rpc('add_item', { profile_id: u.id, show_id: `movie-${i}`, which_col: 'watched' });
    }
    const over = await u.c.rpc('add_item', { profile_id: u.id, show_id: 'tv-1', which_col: 'watched' });
    row(
      'bad input',
      'list cap: entry 2001 refused',
      over.error?.code === '23514' && over.error?.message === 'list is full: at most 2000 entries',
      `${over.error?.code} "${over.error?.message}" (2000 adds in ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
    );
  }
  {
    // Rate limiting on a backend of its own with the defaults (30 per address, 10 per address and email, 5 min).
    /** @type {{ url: string, stop: () => Promise<void> }} */
    const backend = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(root, 'local/supabase/src/cli.js'), '--port', '0', '--memory', '--quiet'], {
        env: { ...process.env, LOCAL_SUPABASE_RATE_LIMIT_IP: '30', LOCAL_SUPABASE_RATE_LIMIT_IP_EMAIL: '10' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
        const m = /listening on (http:\/\/\S+)/.exec(out);
        if (m) resolve({ url: m[1], stop: () => new Promise((r) => (child.kill('SIGTERM'), child.once('exit', r))) });
      });
      child.once('exit', (code) => reject(new Error(`rate-limited backend exited ${code}`)));
    });
    limited = backend;
    const c = client(backend.url);
    let tried = 0;
    let limitedAt = 0;
    const t0 = Date.now();
    for (let i = 0; i < 40; i += 1) {
      const { error } = await c.auth.signInWithPassword({ email: 'victim@example.com', password: `guess-${i}` });
      if (error?.status === 429) {
        limitedAt = i + 1;
        break;
      }
      tried += 1;
    }
    row(
      'bad input',
      '40 wrong passwords for one email from one address: refused with 429 after 10',
      tried === 10 && limitedAt === 11,
      `${tried} tried, 429 from attempt ${limitedAt} (${Date.now() - t0} ms)`,
    );
    let ipTried = 0;
    for (let i = 0; i < 40; i += 1) {
      const { error } = await c.auth.signInWithPassword({ email: `spray-${i}@example.com`, password: 'guess' });
      if (error?.status === 429) break;
      ipTried += 1;
    }
    row(
      'bad input',
      'password spraying over 40 emails from one address: 429 after 30 per 5 min',
      ipTried === 30 - tried - 1 || ipTried === 30 - tried,
      `${tried + 1 + ipTried} requests before 429`,
    );
    // No lockout by a stranger: an owner whose email a stranger hammered from another address.
    /** @param {string} from loopback source address @param {string} route @param {unknown} json @returns {Promise<number>} HTTP status */
    const postFrom = (from, route, json) =>
      new Promise((resolve, reject) => {
        const url = new URL(route, backend.url);
        const body = JSON.stringify(json);
        const req = http.request(
          {
            hostname: url.hostname,
            port: url.port,
            path: `${url.pathname}${url.search}`,
            method: 'POST',
            localAddress: from,
            headers: { apikey: ANON_KEY, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => (res.resume(), res.on('end', () => resolve(res.statusCode ?? 0))),
        );
        req.on('error', reject);
        req.end(body);
      });
    const owner = { email: `owner-${Date.now()}@example.com`, password: 'owner-secret' };
    const ownerUp = await postFrom('127.0.0.2', '/auth/v1/signup', { ...owner, data: { username: `owner_${Date.now()}` } });
    let strangerTries = 0;
    for (let i = 0; i < 12; i += 1)
      if ((await postFrom('127.0.0.3', '/auth/v1/token?grant_type=password', { email: owner.email, password: `guess-${i}` })) === 400)
        strangerTries += 1;
    const ownerIn = await postFrom('127.0.0.2', '/auth/v1/token?grant_type=password', owner);
    row(
      'bad input',
      "a stranger's 12 wrong passwords (another address) do not lock the owner out",
      ownerUp === 200 && strangerTries === 10 && ownerIn === 200,
      `stranger: ${strangerTries} tried before 429; owner sign-in: ${ownerIn}`,
    );
  }

  // ----------------------------------------------------------------------------------------------
  // Load: 50 sessions × 40 list toggles (10 users × 5 sessions each, concurrently)
  // ----------------------------------------------------------------------------------------------
  {
    const users = [];
    for (let i = 0; i < 10; i += 1) users.push(await signUp(`load${i}`));
    const sessions = [];
    for (const u of users) {
      for (let s = 0; s < 5; s += 1) {
        const c = client();
        await c.auth.signInWithPassword({ email: u.email, password: u.password });
        sessions.push({ u, c, s });
      }
    }
    /** @type {number[]} */
    const latencies = [];
    let errors = 0;
    const t0 = Date.now();
    await Promise.all(
      sessions.map(async ({ u, c, s }) => {
        // 40 toggles over 25 shows of its own: all 25 on, then the first 15 off again.
        for (let k = 0; k < 40 && Date.now() < deadline; k += 1) {
          const show = `movie-${1000 + s * 100 + (k < 25 ? k : k - 25)}`;
          const fn = k < 25 ? 'add_item' : 'remove_item';
          const started = performance.now();
          const { error } = await c.rpc(fn, { profile_id: u.id, show_id: show, which_col: 'queue' });
          latencies.push(performance.now() - started);
          if (error) errors += 1;
        }
      }),
    );
    const seconds = (Date.now() - t0) / 1000;
    let lost = 0;
    let duplicated = 0;
    let extra = 0;
    for (const u of users) {
      const expected = new Set();
      for (let s = 0; s < 5; s += 1) for (let k = 15; k < 25; k += 1) expected.add(`movie-${1000 + s * 100 + k}`);
      /** @type {string[]} */
      const queue = (await u.c.from('profiles').select('queue').eq('id', u.id).single()).data?.queue ?? [];
      const counts = new Map();
      for (const q of queue) counts.set(q, (counts.get(q) ?? 0) + 1);
      for (const e of expected) if (!counts.has(e)) lost += 1;
      for (const [, c] of counts) if (c > 1) duplicated += 1;
      for (const q of counts.keys()) if (!expected.has(q)) extra += 1;
    }
    row(
      'load',
      `50 sessions × 40 list toggles (10 users × 5 concurrent sessions): 0 lost, 0 duplicated`,
      lost === 0 && duplicated === 0 && extra === 0 && errors === 0,
      `${latencies.length} RPCs in ${seconds.toFixed(1)} s (${(latencies.length / seconds).toFixed(0)}/s), p50 ${pct(latencies, 50).toFixed(0)} ms, p95 ${pct(latencies, 95).toFixed(0)} ms; lost ${lost}, duplicated ${duplicated}, stray ${extra}, errors ${errors}`,
    );
  }

  // ----------------------------------------------------------------------------------------------
  // In Chromium: TMDB faults, each remote unreachable, the backend stopped and restarted
  // ----------------------------------------------------------------------------------------------
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  {
    // A heavy user: 1,000 watched titles (people log every film they have seen). The gallery must
    // render and ask TMDB for a screen's worth only, and the page must stay responsive.
    const entries = await longListEntries(`${TMDB}/3`, LONG_LIST_SIZE);
    const who = fresh('long');
    const t0 = Date.now();
    const { stored } = await seedLongList({ url: SUPA, anonKey: ANON_KEY }, who, 'watched', entries);
    const seeded = ((Date.now() - t0) / 1000).toFixed(1);
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    let tmdbCalls = 0;
    page.on('request', (req) => {
      if (req.url().includes(`:${ports.tmdb}/3/`)) tmdbCalls += 1;
    });
    await page.goto(`${SHELL}/login`);
    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Login' }).click();
    const signedIn = await page.waitForURL(/\/dashboard$/, { timeout: 30_000 }).then(
      () => true,
      () => false,
    );
    tmdbCalls = 0;
    await page.goto(`${SHELL}/dashboard/watched`);
    const counted = await page
      .getByTestId('gallery-count')
      .filter({ hasText: '1,000 titles' })
      .waitFor({ timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    const shown = await page
      .getByTestId('list-card')
      .first()
      .waitFor({ timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    await page.waitForLoadState('networkidle').catch(() => {});
    const cards = await page.getByTestId('gallery-grid').locator('[data-entry]').count();
    const requests = tmdbCalls;
    const t1 = Date.now();
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    const menu = await page
      .getByRole('menu')
      .waitFor({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    const menuMs = Date.now() - t1;
    row(
      'long list',
      `${LONG_LIST_SIZE.toLocaleString('en-US')} watched titles: the gallery shows "1,000 titles", renders and asks TMDB for a screen of cards only (≤ 40), the account menu opens`,
      stored === LONG_LIST_SIZE && signedIn && counted && shown && cards > 0 && cards <= 40 && requests <= 40 && menu,
      `${stored} entries seeded through add_item in ${seeded} s; ${cards} cards in the DOM, ${requests} TMDB requests before any scroll; menu open ${menuMs} ms after the click (Playwright's clock)`,
    );
    await context.close();
  }
  /** @param {Record<string, unknown>} k */
  const knobs = (k) => fetch(`${TMDB}/__knobs`, { method: 'PUT', body: JSON.stringify(k) });
  // A failed search must say so ("We couldn't load this right now." with Try again), never the
  // empty texts: "No results found!" for a failure counts as a FAIL. Try again (or the browser
  // coming back online) brings the results without a reload.
  const LOAD_FAILED = "We couldn't load this right now.";
  for (const fault of [{ fault: 'status', status: 500 }, { fault: 'malformed' }, { fault: 'reset' }, { fault: 'hang' }]) {
    const page = await browser.newPage();
    await knobs({ ...fault, prefix: 'search/' });
    const t0 = Date.now();
    await page.goto(`${SHELL}/search?q=star`);
    // Whichever comes first: the failure message (right) or "No results found!" (wrong).
    const shown = await Promise.race([
      page
        .getByText(LOAD_FAILED)
        .waitFor({ timeout: 30_000 })
        .then(() => 'failed'),
      page
        .getByText('No results found!')
        .waitFor({ timeout: 30_000 })
        .then(() => 'no results'),
    ]).catch(() => 'nothing');
    const shownMs = Date.now() - t0;
    const saysNoResults = (await page.getByText('No results found!').count()) > 0;
    const rawError = (await page.getByText(/error|500|Failed to fetch/i).count()) > 0;
    await knobs({ fault: 'none' });
    let healed = false;
    let how = '';
    if (shown === 'failed') {
      if (fault.fault === 'reset') {
        // The browser comes back online: the failed query is asked again by itself.
        await page.context().setOffline(true);
        await page.context().setOffline(false);
        how = 'reconnect';
      } else {
        await page.getByRole('button', { name: 'Try again' }).click();
        how = 'Try again';
      }
      healed = await page
        .getByTestId('search-results')
        .waitFor({ timeout: 20_000 })
        .then(
          () => true,
          () => false,
        );
    }
    const label = `${fault.fault}${fault.status ? ` ${fault.status}` : ''}`;
    row(
      'TMDB fault',
      `search with ${label}: "${LOAD_FAILED}" (not "No results found!", no raw error) within ${FAILURE_BOUND_MS / 1000} s, results back after ${fault.fault === 'reset' ? 'reconnect' : 'Try again'}`,
      shown === 'failed' && !saysNoResults && !rawError && shownMs <= FAILURE_BOUND_MS + 3000 && healed,
      `${shown === 'failed' ? 'failure shown' : shown === 'no results' ? '"No results found!" shown' : 'nothing shown'} after ${shownMs} ms${healed ? `; results back after ${how}` : '; did not recover'}`,
    );
    await page.close();
  }
  {
    await knobs({ fault: 'status', status: 503, prefix: '' });
    const page = await browser.newPage();
    await page.goto(`${SHELL}/discover`);
    const shellUp = await page
      .getByRole('banner')
      .waitFor({ timeout: 20_000 })
      .then(
        () => true,
        () => false,
      );
    const rowsSayFailed = await page
      .getByText(LOAD_FAILED)
      .first()
      .waitFor({ timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    const emptyTexts = await page.getByText('Sorry, no shows to display at this time.').count();
    await knobs({ fault: 'none' });
    await page.reload();
    const back = await page
      .getByRole('img')
      .first()
      .waitFor({ timeout: 20_000 })
      .then(
        () => true,
        () => false,
      );
    row(
      'TMDB fault',
      `every TMDB call 503: the shell stays up, the discover rows say "${LOAD_FAILED}" (not "Sorry, no shows…"); a fresh visit asks again and shows posters`,
      shellUp && rowsSayFailed && emptyTexts === 0 && back,
      `rows failed: ${rowsSayFailed}; empty texts shown: ${emptyTexts}`,
    );
    await page.close();
  }
  for (const remote of /** @type {const} */ (['search', 'details', 'discover', 'dashboard'])) {
    const page = await browser.newPage();
    await page.route(`http://localhost:${ports[remote]}/**`, (r) => r.abort());
    const route = { search: '/', details: '/details/movie/25266', discover: '/discover', dashboard: '/login' }[remote];
    await page.goto(`${SHELL}${route}`);
    const fallback = await page
      .getByRole('button', { name: 'Try again' })
      .waitFor({ timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    const header = await page.getByRole('banner').isVisible();
    await page.unroute(`http://localhost:${ports[remote]}/**`);
    await page
      .getByRole('button', { name: 'Try again' })
      .click()
      .catch(() => {});
    const healed = await until(async () => !(await page.getByRole('button', { name: 'Try again' }).count()), 20_000, 200);
    row('remote down', `${remote} unreachable: fallback with "Try again", header works, "Try again" heals`, fallback && header && healed);
    await page.close();
  }
  {
    // The backend stopped (SIGTERM, then SIGKILL): supervised restart, apps keep serving, data kept.
    const u = await signUp('restart');
    await u.c.rpc('add_item', { profile_id: u.id, show_id: 'tv-68222', which_col: 'favorites' });
    for (const signal of ['SIGTERM', 'SIGKILL']) {
      const pid = backendPid();
      if (!pid) throw new Error('no backend pid in the log');
      const t0 = Date.now();
      process.kill(pid, signal);
      await until(async () => !(await healthy(`${SUPA}/health`)), 5000, 20);
      const appsUp = (
        await Promise.all(
          /** @type {const} */ (['shell', 'search', 'details', 'discover', 'dashboard']).map((k) =>
            healthy(`http://127.0.0.1:${ports[k]}/`),
          ),
        )
      ).every(Boolean);
      const back = await until(() => healthy(`${SUPA}/health`), 60_000, 100);
      const downMs = Date.now() - t0;
      const c = client();
      const signIn = await c.auth.signInWithPassword({ email: u.email, password: u.password });
      const favorites = signIn.error ? null : (await c.from('profiles').select('favorites').eq('id', u.id).single()).data?.favorites;
      row(
        'backend restart',
        `backend ${signal === 'SIGTERM' ? 'stopped' : 'killed'} (${signal}): restarted by start.mjs, the five apps kept serving, account and list kept`,
        back && appsUp && JSON.stringify(favorites) === JSON.stringify(['tv-68222']),
        `back in ${downMs} ms; apps up meanwhile: ${appsUp}; favorites ${JSON.stringify(favorites)}`,
      );
    }
    row(
      'backend restart',
      'the log says what happened (stopped, restarting, restarted, serving again)',
      /local Supabase stopped \(exit code 0\)/.test(log) &&
        /local Supabase stopped \(SIGKILL\)/.test(log) &&
        /local Supabase restarted/.test(log) &&
        /local Supabase is serving again/.test(log),
      (log.match(/\[start\] local Supabase[^\n]*/g) || []).slice(1, 3).join(' / ').slice(0, 220),
    );
    // And in the browser: a signed-in dashboard survives the outage.
    const page = await browser.newPage();
    await page.goto(`${SHELL}/login`);
    await page.getByLabel('Email').fill(u.email);
    await page.getByLabel('Password', { exact: true }).fill(u.password);
    await page.getByRole('button', { name: 'Login' }).click();
    const inDashboard = await page.waitForURL(/\/dashboard$/, { timeout: 20_000 }).then(
      () => true,
      () => false,
    );
    process.kill(Number(backendPid()), 'SIGTERM');
    await until(async () => !(await healthy(`${SUPA}/health`)), 5000, 20);
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const home = await page.waitForURL(`${SHELL}/`, { timeout: 20_000 }).then(
      () => true,
      () => false,
    );
    await until(() => healthy(`${SUPA}/health`), 60_000, 100);
    await page.goto(`${SHELL}/dashboard`);
    const stillOut = await page.waitForURL(/\/login$/, { timeout: 20_000 }).then(
      () => true,
      () => false,
    );
    row(
      'backend restart',
      'logout while the backend is down ends the session (at "/", still signed out after reload)',
      inDashboard && home && stillOut,
    );
    await page.close();
  }
} catch (e) {
  row('run', 'the suite ran to the end', false, String(e instanceof Error ? e.message : e).slice(0, 200));
} finally {
  await cleanup();
}

// ------------------------------------------------------------------------------------------------
// RELIABILITY.md
// ------------------------------------------------------------------------------------------------
/** @type {string} */
const commit = await new Promise((resolve) => {
  const git = spawn('git', ['rev-parse', '--short', 'HEAD'], { cwd: root });
  let out = '';
  git.stdout.on('data', (d) => (out += d));
  git.on('exit', () => resolve(out.trim() || 'unknown'));
});
const passed = rows.filter((r) => r.ok).length;
const md = `# Reliability

Generated by \`npm run reliability\` (scripts/reliability.mjs) at commit \`${commit}\` on ${new Date().toISOString().slice(0, 10)}:
its own stack (the production build, \`scripts/start.mjs\` on ports +${OFFSET}, 127.0.0.1 only), real
supabase-js against the local backend, Debian Chromium for the UI, the catalog's fault knobs. Timings
are from this machine (2 cores, shared) and vary; the pass/fail cases also run in \`npm test\`.
A TMDB failure must be shown as one ("We couldn't load this right now." with Try again) within
${FAILURE_BOUND_MS / 1000} s (two tries of the 5 s timeout and a 1 s pause), whatever TMDB does; a failure shown as
"No results found!" counts as a FAIL.
**${passed} of ${rows.length} checks passed.**

| area | check | result | figures |
|---|---|---|---|
${rows.map((r) => `| ${r.area} | ${r.check.replace(/\|/g, '\\|')} | ${r.ok ? 'pass' : '**FAIL**'} | ${r.figures.replace(/\|/g, '\\|')} |`).join('\n')}
`;
// the server's load and memory figures come from `npm run bench` (part 6): kept as they are
const SERVER_SECTION = /<!-- server-load -->[\s\S]*?<!-- \/server-load -->\n?/;
const previous = fs.existsSync(path.join(root, 'RELIABILITY.md')) ? fs.readFileSync(path.join(root, 'RELIABILITY.md'), 'utf8') : '';
const serverSection = SERVER_SECTION.exec(previous)?.[0];
fs.writeFileSync(path.join(root, 'RELIABILITY.md'), serverSection ? `${md}\n${serverSection}` : md);
console.log(`\nRELIABILITY.md written: ${passed} of ${rows.length} checks passed`);
process.exit(passed === rows.length ? 0 : 1);
