/**
 * Accounts against each other (`npm run reliability`): two users and anon against one user's data,
 * tampered JWTs, and a refresh token reused after it was rotated.
 */
import { createRequire } from 'node:module';
import { client, row, signUp, sleep, SUPA } from './harness.mjs';

const require = createRequire(import.meta.url);
const { ANON_KEY, DEFAULT_JWT_SECRET, signJwt } = require('../../local/supabase/src/keys.js');

/**
 * Users A and B and anon: every read, update, delete, insert and RPC of A and anon on B's data is
 * refused and B's row stays as it was; tampered JWTs are refused; a reused refresh token revokes
 * its family.
 * @returns {Promise<{ a: Awaited<ReturnType<typeof signUp>>, b: Awaited<ReturnType<typeof signUp>> }>} the two users (the bad inputs use them)
 */
export async function checkAccounts() {
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

  // Tampered JWTs
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

  // Refresh-token reuse (outside GoTrue's 10 s reuse window)
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
  return { a, b };
}
