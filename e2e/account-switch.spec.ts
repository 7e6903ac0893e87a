/**
 * Two accounts, one tab, no reload (architecture §4 "Per-user data"): user A has watched three
 * episodes of a show, queued titles, picked services, has an unread alert and a private calendar
 * URL; A opens the dashboard, the show's page and the calendar, logs out from the account menu, and
 * B logs in through the in-app Login link on the same page. From A's Logout on, nothing of A's may
 * appear anywhere on the page — at first paint or after B's data settles: not Up next ("Next:
 * S1E4", "3 of N episodes"), not A's name or email, not A's counts, not the alert or the bell's
 * count, not the feed URL, not A's services, not the progress on the show's page.
 *
 * A MutationObserver installed before the Logout records every text the page shows from then on,
 * so a flash of A's data that is replaced a moment later fails the test too.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { PORTS, TMDB, createUser } from './helpers';

/** `supabase start`'s well-known local service_role key, the job runner's role (writes alerts through `apply_availability`). */
const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
const BACKEND = `http://localhost:${PORTS.supabase}`;
/** supabase-js options for a client in this Node process (Node 20 has no WebSocket of its own). */
const NODE_CLIENT = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } };
/** The made-up title of A's alert: it exists only in A's inbox. */
const ALERT_TITLE = 'Only Account A Knows This Title';

interface RawTv {
  id: number;
  name: string;
  seasons: { season_number: number; episode_count: number }[];
}

/** A show whose first season has at least 5 episodes aired: three watched leave a next one. */
async function aShowWithFiveAiredEpisodes(request: APIRequestContext): Promise<RawTv & { next: string }> {
  const today = new Date().toISOString().slice(0, 10);
  for (let p = 1; p <= 5; p += 1) {
    const list = (await (await request.get(`${TMDB}/tv/popular?page=${p}`)).json()) as { results: { id: number }[] };
    for (const { id } of list.results) {
      const show = (await (await request.get(`${TMDB}/tv/${id}`)).json()) as RawTv;
      if (!show.seasons?.some((s) => s.season_number === 1 && s.episode_count >= 5)) continue;
      const season = (await (await request.get(`${TMDB}/tv/${id}/season/1`)).json()) as {
        episodes: { episode_number: number; name: string; air_date: string | null }[];
      };
      const aired = season.episodes.filter((e) => e.air_date && e.air_date < today);
      if (aired.length >= 5) return { ...show, next: aired[3].name };
    }
  }
  throw new Error('the catalog has no show with five aired episodes in season 1');
}

/** A supabase-js client signed in as `who` on the e2e backend. */
async function signedInClient(request: APIRequestContext, who: { email: string; password: string }): Promise<SupabaseClient> {
  const { supabase } = (await (await request.get(`http://localhost:${PORTS.shell}/config.json`)).json()) as {
    supabase: { anonKey: string };
  };
  const client = createClient(BACKEND, supabase.anonKey, NODE_CLIENT);
  const { error } = await client.auth.signInWithPassword(who);
  if (error) throw new Error(`sign-in of ${who.email} failed: ${error.message}`);
  return client;
}

/** Opens the account menu and picks `item` (an in-app navigation or action: the page is not reloaded). */
async function accountMenu(page: Page, item: 'Login' | 'Logout') {
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Navigates inside the app (react-router's history), never reloading the page. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test("after A logs out and B logs in on the same tab, nothing of A's shows to B, at first paint or later", async ({ page, request }) => {
  test.setTimeout(120_000);
  const show = await aShowWithFiveAiredEpisodes(request);
  const a = await createUser(request, 'Canada', 'acct-a');
  const b = await createUser(request, 'United States of America', 'acct-b');

  // A's data, written as A (and A's alert as the job runner writes it)
  const asA = await signedInClient(request, a);
  const aId = (await asA.auth.getUser()).data.user!.id;
  for (const entry of [`tv-${show.id}`, 'movie-550']) {
    const { error } = await asA.rpc('add_item', { profile_id: aId, show_id: entry, which_col: 'queue' });
    expect(error).toBeNull();
  }
  expect(
    (
      await asA.rpc('mark_episodes', {
        show_id: show.id,
        episodes: [
          [1, 1],
          [1, 2],
          [1, 3],
        ],
      })
    ).error,
  ).toBeNull();
  expect((await asA.rpc('set_services', { profile_id: aId, services: [8, 337] })).error).toBeNull();
  const runner = createClient(BACKEND, SERVICE_ROLE_KEY, NODE_CLIENT);
  const alert = (providers: unknown) =>
    runner.rpc('apply_availability', {
      media_type: 'movie',
      tmdb_id: 550,
      title: ALERT_TITLE,
      seasons: null,
      providers,
      names: { 8: 'Netflix' },
    });
  expect((await alert({ CA: {} })).error).toBeNull();
  expect((await alert({ CA: { flatrate: [8] } })).error).toBeNull();

  // A in the browser: the dashboard, the show's page, the calendar with a private URL just issued
  await page.goto('/login');
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password', { exact: true }).fill(a.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const upNext = page.getByTestId('up-next');
  await expect(upNext.getByText(show.name)).toBeVisible();
  await expect(upNext.getByText(`Next: S1E4 ${show.next}`)).toBeVisible();
  await expect(upNext.getByText(/^3 of \d+ episodes/)).toBeVisible();
  await expect(page.getByTestId('count-queue')).toHaveText('2');
  await expect(page.getByTestId('alerts-bell')).toHaveAccessibleName('Alerts, 1 unread');
  await goInApp(page, `/details/tv/${show.id}`);
  await expect(page.getByText(/3 of \d+ episodes/).first()).toBeVisible();
  await goInApp(page, '/dashboard/calendar');
  await page.getByTestId('feed-turn-on').first().click();
  const feedUrl = await page.getByTestId('feed-url').inputValue();
  const token = /\/calendar\/([0-9a-f]+)\.ics$/.exec(feedUrl)?.[1];
  expect(token).toBeTruthy();
  await goInApp(page, '/dashboard/services');
  await expect(page.getByTestId('services-count')).toHaveText('2 of at most 50 picked');

  // from here on, record every text the page shows
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    const record = (node: Node) => {
      const text = node.nodeType === Node.TEXT_NODE ? node.textContent : node instanceof HTMLElement ? node.innerText : '';
      if (text) seen.push(text);
      if (node instanceof HTMLInputElement) seen.push(node.value);
      if (node instanceof Element) for (const input of node.querySelectorAll('input')) seen.push(input.value);
    };
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.type === 'characterData') record(change.target);
        else if (change.type === 'attributes' && change.target instanceof Element)
          seen.push(change.target.getAttribute('aria-label') ?? '');
        else change.addedNodes.forEach(record);
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'value'],
    });
  });

  await accountMenu(page, 'Logout');
  await expect(page).toHaveURL(/\/$/);
  await accountMenu(page, 'Login');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(b.email);
  await page.getByLabel('Password', { exact: true }).fill(b.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back ${b.username}!` })).toBeVisible();

  // B's own state, once settled
  await expect(page.getByTestId('up-next').getByText("Mark episodes watched on a show's season page to see what's next.")).toBeVisible();
  for (const list of ['queue', 'favorites', 'watched']) await expect(page.getByTestId(`count-${list}`)).toHaveText('0');
  await expect(page.getByTestId('alerts-bell')).toHaveAccessibleName('Alerts');
  await goInApp(page, '/dashboard/alerts');
  await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
  await expect(page.getByText(ALERT_TITLE)).toHaveCount(0);
  await goInApp(page, '/dashboard/calendar');
  await expect(page.getByTestId('feed-turn-on').first()).toBeVisible();
  await expect(page.getByTestId('feed-url')).toHaveCount(0);
  await goInApp(page, '/dashboard/services');
  await expect(page.getByTestId('services-count')).toHaveText('0 of at most 50 picked');
  await goInApp(page, `/details/tv/${show.id}`);
  await expect(page.getByRole('heading', { name: show.name, level: 1 })).toBeVisible();
  await goInApp(page, '/dashboard/import');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // anything of A's at any moment since the Logout?
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen.join('\n'));
  expect(seen).not.toContain(a.username);
  expect(seen).not.toContain(a.email);
  expect(seen).not.toContain(ALERT_TITLE);
  expect(seen).not.toContain(token!);
  expect(seen).not.toMatch(/\b3 of \d+ episodes/);
  expect(seen).not.toContain(`Next: S1E4`);
  expect(seen).not.toContain('Alerts, 1 unread');
  expect(seen).not.toContain('2 of at most 50 picked');
  expect(await page.evaluate(() => localStorage.getItem('streamscout.only-my-services'))).toBeNull();
});
