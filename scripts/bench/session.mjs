/** The signed-in side of the bench: the demo user's queue, seeded through the real backend, and signing in through /login. */
import { DEMO, QUEUE_ITEMS, SHELL } from './config.mjs';
import { getJson } from './util.mjs';

/**
 * Fills the demo user's queue to {@link QUEUE_ITEMS} titles through the real backend API
 * (GoTrue password grant, then the add_item RPC, which never duplicates).
 * @param {any} config runtime config
 * @param {{id: number}[]} movies catalog movies to add
 */
export async function seedQueue(config, movies) {
  const { url, anonKey } = config.supabase;
  const headers = { apikey: anonKey, 'Content-Type': 'application/json' };
  const token = await getJson(`${url}/auth/v1/token?grant_type=password`, { method: 'POST', headers, body: JSON.stringify(DEMO) });
  const auth = { ...headers, Authorization: `Bearer ${token.access_token}` };
  let profile = null;
  for (const m of movies.slice(0, QUEUE_ITEMS)) {
    profile = await getJson(`${url}/rest/v1/rpc/add_item`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ profile_id: token.user.id, show_id: `movie-${m.id}`, which_col: 'queue' }),
    });
  }
  return profile?.queue?.length ?? 0;
}

/**
 * Signs a user (default the demo user) in through /login in `context`'s page; nothing to do when
 * the context is still signed in from an earlier run (/login then sends the user on to the dashboard).
 * @param {import('playwright-core').BrowserContext} context
 * @param {{ email: string, password: string }} [who]
 * @param {string} [shell] the app's origin (default the bench stack's, {@link SHELL})
 */
export async function signIn(context, who = DEMO, shell = SHELL) {
  const page = await context.newPage();
  await page.goto(`${shell}/login`);
  const email = page.getByLabel('Email');
  const welcome = page.getByText(/Welcome back/);
  await email.or(welcome).first().waitFor();
  if (await welcome.isVisible()) {
    await page.close();
    return;
  }
  await email.fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/dashboard/);
  await page.close();
}
