/** Load (`npm run reliability`): many sessions toggling list entries at once lose and duplicate nothing. */
import { client, deadline, pct, row, signUp } from './harness.mjs';

/** 50 sessions × 40 list toggles (10 users × 5 sessions each, concurrently): 0 lost, 0 duplicated, 0 errors; p50/p95 latency. */
export async function checkLoad() {
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
