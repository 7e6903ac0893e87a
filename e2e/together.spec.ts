/**
 * Watch together (spec §19) in real Chromium against the e2e stack: three users — one in another
 * region — form a group through the invite link (the signed-out ones sent to /login and back to
 * the link), each with queued titles and services (chosen from the catalog's answers); "Pick for
 * us" ranks first the title two of them want that streams only on the third's service, and says
 * whose ("On Cleo's Netflix"), the titles one member wants after it; the member in the UK sees the
 * picks made in the group's region, its creator's US. Then the owner revokes the links (the old
 * link joins nothing), a member leaves and the owner removes another.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PORTS, TMDB, createUser, expectNoAxeViolations } from './helpers';

const SUPABASE = `http://localhost:${PORTS.supabase}`;
const SHELL = `http://localhost:${PORTS.shell}`;

interface Provider {
  provider_id: number;
  provider_name: string;
}

type Who = Awaited<ReturnType<typeof createUser>>;

/** Sets a user's queue and services as they would (their token, the list and services RPCs). */
async function setUp(request: APIRequestContext, who: Who, queue: string[], services: number[]) {
  const anonKey = ((await (await request.get(`${SHELL}/config.json`)).json()) as { supabase: { anonKey: string } }).supabase.anonKey;
  const res = await request.post(`${SUPABASE}/auth/v1/token?grant_type=password`, { headers: { apikey: anonKey }, data: who });
  const { access_token: token, user } = (await res.json()) as { access_token: string; user: { id: string } };
  const headers = { apikey: anonKey, authorization: `Bearer ${token}` };
  for (const key of queue) {
    const r = await request.post(`${SUPABASE}/rest/v1/rpc/add_item`, {
      headers,
      data: { profile_id: user.id, show_id: key, which_col: 'queue' },
    });
    expect(r.status()).toBe(200);
  }
  const r = await request.post(`${SUPABASE}/rest/v1/rpc/set_services`, { headers, data: { profile_id: user.id, services } });
  expect(r.status()).toBe(200);
}

/** The login form, filled in on whatever page it is on. */
async function fillLogin(page: Page, who: Who) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A signed-out visitor opens the invite link: sent to /login, signs in, comes back to the link, joins. */
async function joinThroughLink(browser: Browser, link: string, who: Who): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, who);
  await expect(page).toHaveURL(/\/dashboard\/together\/join#[0-9a-f]{64}$/);
  await page.getByRole('button', { name: 'Join the group' }).click();
  await expect(page).toHaveURL(/\/dashboard\/together$/);
  return page;
}

/** A movie's ways to watch, per region (TMDB `watch/providers`). */
type Watch = Record<string, Partial<Record<'flatrate' | 'free' | 'ads', Provider[]>>>;

/** The providers streaming a title in a region — by subscription, free or with ads, as "Pick for us" counts them. */
const streamingIn = (watch: Watch, region: string) =>
  new Set((['flatrate', 'free', 'ads'] as const).flatMap((kind) => watch[region]?.[kind] ?? []).map((p) => p.provider_id));

test('three users form a group through the link; Pick for us names whose service; revoke, leave, remove', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // the catalog's answers: where each popular movie streams in the US (the group's region) and in the UK (Cleo's)
  const popular = (await (await request.get(`${TMDB}/movie/popular`)).json()) as { results: Array<{ id: number; title: string }> };
  const onService = new Map<number, Array<{ id: number; title: string }>>();
  const names = new Map<number, string>();
  const watchOf = new Map<number, Watch>();
  for (const m of popular.results) {
    const watch = (await (await request.get(`${TMDB}/movie/${m.id}/watch/providers`)).json()) as { results: Watch };
    watchOf.set(m.id, watch.results);
    for (const p of watch.results.US?.flatrate ?? []) {
      names.set(p.provider_id, p.provider_name);
      onService.set(p.provider_id, [...(onService.get(p.provider_id) ?? []), m]);
    }
  }
  // Cleo's service S: the one carrying the most in the US
  const [service, movies] = [...onService.entries()].sort((a, b) => b[1].length - a[1].length)[0];
  // the title Ann and Ben want: on S in the US but not in the UK (picks made for Cleo's region would not name it)
  const shared = movies.find((m) => !streamingIn(watchOf.get(m.id)!, 'GB').has(service))!;
  expect(shared).toBeTruthy();
  const [onlyAnn, onlyCleo] = movies.filter((m) => m !== shared);
  expect(onlyCleo).toBeTruthy();
  // Ann's and Ben's services: US services that do not stream the shared title, so only Cleo's can carry it
  const usProviders = (await (await request.get(`${TMDB}/watch/providers/movie?watch_region=US`)).json()) as { results: Provider[] };
  const sharedIn = streamingIn(watchOf.get(shared.id)!, 'US');
  const [annService, benService] = usProviders.results.filter((p) => p.provider_id !== service && !sharedIn.has(p.provider_id));
  expect(benService).toBeTruthy();

  const ann = await createUser(request, 'United States of America', 'ann');
  const ben = await createUser(request, 'United States of America', 'ben');
  const cleo = await createUser(request, 'United Kingdom', 'cleo');
  await setUp(request, ann, [`movie-${onlyAnn.id}`, `movie-${shared.id}`], [annService.provider_id]);
  await setUp(request, ben, [`movie-${shared.id}`], [benService.provider_id]);
  await setUp(request, cleo, [`movie-${onlyCleo.id}`], [service]);

  // Ann creates the group and its invite link
  const annPage = await (await browser.newContext()).newPage();
  await annPage.goto('/login');
  await fillLogin(annPage, ann);
  await expect(annPage).toHaveURL(/\/dashboard$/);
  await annPage.getByTestId('together-link').click();
  await expect(annPage.getByRole('heading', { name: 'Watch together' })).toBeVisible();
  await expect(annPage.getByTestId('no-groups')).toBeVisible();
  await annPage.getByLabel('New group').fill('Movie night');
  await annPage.getByRole('button', { name: 'Create group' }).click();
  await expect(annPage.getByRole('heading', { name: 'Movie night' })).toBeVisible();
  await expect(annPage.getByTestId('group-region')).toHaveText('Picks in the United States of America');
  await annPage.getByRole('button', { name: 'Invite link', exact: true }).click();
  const link = await annPage.getByLabel('Invite link').inputValue();
  expect(link).toMatch(/\/dashboard\/together\/join#[0-9a-f]{64}$/);

  const benPage = await joinThroughLink(browser, link, ben);
  const cleoPage = await joinThroughLink(browser, link, cleo);
  await expect(cleoPage.getByRole('heading', { name: 'Movie night' })).toBeVisible();
  await expect(cleoPage.getByTestId('member')).toHaveCount(3);

  // Pick for us: the title Ann and Ben want, on Cleo's service (theirs do not carry it), first;
  // the titles one member wants after it
  await annPage.reload();
  await expect(annPage.getByTestId('member')).toHaveCount(3);
  const picks = annPage.getByTestId('pick');
  const first = picks.first();
  await expect(first).toContainText(shared.title);
  await expect(first.getByTestId('pick-wanted')).toHaveText(`Wanted by ${ann.username} and ${ben.username} (2)`);
  await expect(first.getByTestId('pick-carriers')).toHaveText(`On ${cleo.username}'s ${names.get(service)}`);
  const rest = picks.filter({ hasNotText: shared.title });
  await expect(rest.filter({ hasText: onlyAnn.title })).toHaveCount(1);
  const cleos = rest.filter({ hasText: onlyCleo.title });
  await expect(cleos.getByTestId('pick-wanted')).toHaveText(`Wanted by ${cleo.username}`);

  // Cleo, in the UK, sees the group's region — its creator's, the US — and the picks made for it
  const asked = cleoPage.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/plan');
  await cleoPage.reload();
  expect(((await asked).postDataJSON() as { region: string }).region).toBe('US');
  await expect(cleoPage.getByTestId('group-region')).toHaveText('Picks in the United States of America');
  await expect(cleoPage.getByTestId('pick').first()).toContainText(shared.title);
  await expect(cleoPage.getByTestId('pick').first().getByTestId('pick-carriers')).toHaveText(`On your ${names.get(service)}`);
  // members see each other's usernames, never an email
  await expect(annPage.getByTestId('group')).not.toContainText('@example.com');
  await expectNoAxeViolations(annPage);

  // revoke: the old link joins nothing, and says nothing about the group
  await annPage.getByRole('button', { name: 'Revoke invite links' }).click();
  await expect(annPage.getByText('1 invite link stopped working.')).toBeVisible();
  const dan = await createUser(request, 'United States of America', 'dan');
  const danPage = await (await browser.newContext()).newPage();
  await danPage.goto(link);
  await fillLogin(danPage, dan);
  await expect(danPage).toHaveURL(/\/dashboard\/together\/join#/);
  await danPage.getByRole('button', { name: 'Join the group' }).click();
  await expect(danPage.getByTestId('join-error')).toContainText('invite not found or expired');
  await expect(danPage.getByTestId('join-error')).not.toContainText('Movie night');

  // Ben leaves; Ann removes Cleo
  await benPage.getByRole('button', { name: 'Leave group' }).click();
  await expect(benPage.getByTestId('no-groups')).toBeVisible();
  await annPage.reload();
  await expect(annPage.getByTestId('member')).toHaveCount(2);
  await annPage.getByRole('button', { name: `Remove ${cleo.username}` }).click();
  await expect(annPage.getByTestId('member')).toHaveCount(1);
  await cleoPage.reload();
  await expect(cleoPage.getByTestId('no-groups')).toBeVisible();
});
