/**
 * The backend stopped and killed (`npm run reliability`): start.mjs restarts it, the apps keep
 * serving, data is kept, and a logout while it is down still ends the session.
 */
import { client, healthy, ports, row, SHELL, signUp, SUPA, until } from './harness.mjs';

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ log: () => string, backendPid: () => number | null }} stack the stack's log and backend pid (`startStack`)
 */
export async function checkBackendRestart(browser, stack) {
  const u = await signUp('restart');
  await u.c.rpc('add_item', { profile_id: u.id, show_id: 'tv-68222', which_col: 'favorites' });
  for (const signal of ['SIGTERM', 'SIGKILL']) {
    const pid = stack.backendPid();
    if (!pid) throw new Error('no backend pid in the log');
    const t0 = Date.now();
    process.kill(pid, signal);
    await until(async () => !(await healthy(`${SUPA}/health`)), 5000, 20);
    const appsUp = (
      await Promise.all(
        /** @type {const} */ (['shell', 'search', 'details', 'discover', 'dashboard']).map((k) => healthy(`http://127.0.0.1:${ports[k]}/`)),
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
    /local Supabase stopped \(exit code 0\)/.test(stack.log()) &&
      /local Supabase stopped \(SIGKILL\)/.test(stack.log()) &&
      /local Supabase restarted/.test(stack.log()) &&
      /local Supabase is serving again/.test(stack.log()),
    (stack.log().match(/\[start\] local Supabase[^\n]*/g) || []).slice(1, 3).join(' / ').slice(0, 220),
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
  process.kill(Number(stack.backendPid()), 'SIGTERM');
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
