/**
 * Bad inputs (`npm run reliability`): over-long and look-alike usernames, unknown countries, bad
 * list entries and the list cap; sign-in rate limits on a backend of their own.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { client, deadline, fresh, root, row, signUp } from './harness.mjs';

const require = createRequire(import.meta.url);
const { ANON_KEY } = require('../../local/supabase/src/keys.js');

/**
 * Usernames, countries and list entries the backend must refuse, and the 2,000-entry cap.
 * @param {Awaited<ReturnType<typeof signUp>>} a a user whose name takes the NFC twin
 * @param {Awaited<ReturnType<typeof signUp>>} b a user whose name is taken (its case variant is tried)
 */
export async function checkBadInputs(a, b) {
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

/**
 * Sign-in rate limits with the defaults (30 per address, 10 per address and email, 5 min), on a
 * backend of its own, and no lockout of an owner by a stranger at another address.
 * @param {(stop: () => Promise<unknown>) => void} stopFirst registers that backend's stop with the run's cleanup
 */
export async function checkRateLimits(stopFirst) {
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
  stopFirst(backend.stop);
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
