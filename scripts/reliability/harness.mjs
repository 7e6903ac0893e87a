/**
 * What every check of `npm run reliability` shares: the stack's addresses, the table's rows, and
 * small helpers (polling, fresh users, supabase-js clients).
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

const require = createRequire(import.meta.url);
const { portsFor } = require('@streamscout/apps');
const { ANON_KEY } = require('../../local/supabase/src/keys.js');

/** The repository's root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The stack's port shift (RELIABILITY_PORT_OFFSET, default 7000) and its ports. */
export const OFFSET = Number(process.env.RELIABILITY_PORT_OFFSET || 7000);
export const ports = portsFor({}, OFFSET);
/** The shell, the backend and the catalog of the stack. */
export const SHELL = `http://localhost:${ports.shell}`;
export const SUPA = `http://127.0.0.1:${ports.supabase}`;
export const TMDB = `http://127.0.0.1:${ports.tmdb}`;
/** The whole run is bounded: every loop stops by this time (ms since the epoch). */
export const deadline = Date.now() + 15 * 60_000;
/**
 * The longest a TMDB-backed view may take to say it failed, ms: `FAILURE_SHOWN_WITHIN_MS` of
 * `@streamscout/tmdb/query` (two tries of the 5 s timeout and a 1 s pause). Page load and
 * rendering get 3 s on top in the check.
 */
export const FAILURE_BOUND_MS = 11_000;

/** The table's rows, in the order the checks ran. @type {Array<{ area: string, check: string, ok: boolean, figures: string }>} */
export const rows = [];
/** @param {string} area @param {string} check @param {boolean} ok @param {string} [figures] */
export const row = (area, check, ok, figures = '') => {
  rows.push({ area, check, ok, figures });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${area}: ${check}${figures ? ` — ${figures}` : ''}`);
};
/** @param {number} ms */
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** @param {number[]} values @param {number} p percentile 0..100 */
export const pct = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : 0;
};
/** Polls `check` until truthy or `ms` passed. @param {() => unknown} check @param {number} ms @param {number} [step] */
export async function until(check, ms, step = 100) {
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
export const healthy = async (url) => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
/** A supabase-js client (no stored session). @param {string} [url] */
export const client = (url = SUPA) =>
  createClient(url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: /** @type {never} */ (WebSocket) },
  });
let n = 0;
/** @param {string} tag */
export const fresh = (tag) => {
  n += 1;
  const id = `${Date.now().toString(36)}${n}`;
  return { email: `${tag}-${id}@example.com`, password: 'secret-123', username: `${tag}_${id}`.slice(0, 30) };
};
/** Signs a fresh user up. @param {string} tag @param {string} [url] */
export async function signUp(tag, url = SUPA) {
  const who = fresh(tag);
  const c = client(url);
  const { data, error } = await c.auth.signUp({ email: who.email, password: who.password, options: { data: { username: who.username } } });
  if (error) throw new Error(`signup failed: ${error.message}`);
  if (!data.user || !data.session) throw new Error('signup gave no session');
  return { ...who, c, id: data.user.id, session: data.session };
}
