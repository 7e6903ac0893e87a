/**
 * The service planner (spec §20) in real Chromium against the e2e stack: a user with a known Watch
 * Queue and services opens `/dashboard/plan`; the count of every service is what the local
 * catalog's TMDB answers say (computed here from `movie/{id}/watch/providers`: subscription, free
 * or with ads in the user's region), a count opens exactly its titles, the chart is drawn, and the
 * user's service that carries none of the queue is named ("You could pause …").
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PORTS, TMDB, createUser, expectNoAxeViolations, logIn } from './helpers';

const SUPABASE = `http://localhost:${PORTS.supabase}`;

interface Provider {
  provider_id: number;
  provider_name: string;
}

/** The user's access token and id, from the backend's password grant. */
async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const anonKey = ((await (await request.get(`http://localhost:${PORTS.shell}/config.json`)).json()) as { supabase: { anonKey: string } })
    .supabase.anonKey;
  const res = await request.post(`${SUPABASE}/auth/v1/token?grant_type=password`, { headers: { apikey: anonKey }, data: who });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { anonKey, token: body.access_token, id: body.user.id };
}

/** Calls one of the user's RPCs as they would (their token). */
async function rpc(request: APIRequestContext, auth: Awaited<ReturnType<typeof tokenOf>>, name: string, data: object) {
  const res = await request.post(`${SUPABASE}/rest/v1/rpc/${name}`, {
    headers: { apikey: auth.anonKey, authorization: `Bearer ${auth.token}` },
    data,
  });
  expect(res.status(), `${name}: ${await res.text()}`).toBe(200);
}

test('the planner counts what the catalog says, opens the titles behind a count and names a service to pause', async ({
  page,
  request,
}) => {
  const who = await createUser(request, 'United States of America', 'plan');
  const auth = await tokenOf(request, who);
  // the queue: the first eight movies of the catalog's popular list
  const popular = (await (await request.get(`${TMDB}/movie/popular`)).json()) as { results: Array<{ id: number; title: string }> };
  const queue = popular.results.slice(0, 8);
  for (const m of queue) await rpc(request, auth, 'add_item', { profile_id: auth.id, show_id: `movie-${m.id}`, which_col: 'queue' });

  // the expectation, from TMDB's answers: provider → the queued titles it streams in the US
  const expected = new Map<number, { name: string; titles: string[] }>();
  for (const m of queue) {
    const watch = (await (await request.get(`${TMDB}/movie/${m.id}/watch/providers`)).json()) as {
      results: Record<string, Partial<Record<'flatrate' | 'free' | 'ads', Provider[]>>>;
    };
    const us = watch.results.US ?? {};
    const ids = new Set<number>();
    for (const p of [...(us.flatrate ?? []), ...(us.free ?? []), ...(us.ads ?? [])]) {
      if (ids.has(p.provider_id)) continue;
      ids.add(p.provider_id);
      const entry = expected.get(p.provider_id) ?? { name: p.provider_name, titles: [] };
      entry.titles.push(m.title);
      expected.set(p.provider_id, entry);
    }
  }
  expect(expected.size).toBeGreaterThan(0);
  // my services: the one carrying the most, and a US service carrying none of the queue
  const [topId, top] = [...expected.entries()].sort((a, b) => b[1].titles.length - a[1].titles.length)[0];
  const region = (await (await request.get(`${TMDB}/watch/providers/movie?watch_region=US`)).json()) as { results: Provider[] };
  const idle = region.results.find((p) => !expected.has(p.provider_id))!;
  expect(idle).toBeTruthy();
  await rpc(request, auth, 'set_services', { profile_id: auth.id, services: [topId, idle.provider_id] });

  await logIn(page, who);
  await page.getByTestId('plan-link').click();
  await expect(page).toHaveURL(/\/dashboard\/plan$/);
  await expect(page.getByRole('heading', { name: 'Service planner' })).toBeVisible();
  const rows = page.getByTestId('plan-service');
  await expect(rows.first()).toBeVisible();
  for (const [id, { name, titles }] of expected) {
    const row = page.locator(`[data-testid="plan-service"][data-provider="${id}"]`);
    await expect(row, name).toContainText(name);
    await expect(row.getByTestId('plan-service-count'), name).toHaveText(`${titles.length} ${titles.length === 1 ? 'title' : 'titles'}`);
  }
  await expect(rows).toHaveCount(expected.size);
  await expect(page.getByTestId('count-bars-chart').locator('svg').first()).toBeVisible();
  // each count at its bar's end, whole, inside the chart (the longest bar's too)
  const chart = page.getByTestId('count-bars-chart');
  const chartBox = (await chart.boundingBox())!;
  const valueRights = await chart
    .locator('.recharts-label-list text')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
  expect(valueRights.length).toBe(expected.size);
  for (const right of valueRights) expect(right).toBeLessThanOrEqual(chartBox.x + chartBox.width);

  // the count opens exactly its titles
  await page.locator(`[data-testid="plan-service"][data-provider="${topId}"]`).getByTestId('plan-service-count').click();
  const list = page.getByTestId('plan-titles');
  await expect(list.getByTestId('plan-title')).toHaveCount(top.titles.length);
  for (const title of top.titles) await expect(list).toContainText(title);

  await expect(page.getByTestId('plan-pause')).toHaveText(`You could pause ${idle.provider_name}: none of your queue is on it.`);
  await expectNoAxeViolations(page);
});

test('in Arabic the chart mirrors as the page does: each service’s name right of its bar, the bars growing leftward', async ({
  page,
  request,
}) => {
  const who = await createUser(request, 'United States of America', 'planar');
  const auth = await tokenOf(request, who);
  const popular = (await (await request.get(`${TMDB}/movie/popular`)).json()) as { results: Array<{ id: number }> };
  for (const m of popular.results.slice(0, 8))
    await rpc(request, auth, 'add_item', { profile_id: auth.id, show_id: `movie-${m.id}`, which_col: 'queue' });
  const profile = await request.patch(`${SUPABASE}/rest/v1/profiles?id=eq.${auth.id}`, {
    headers: { apikey: auth.anonKey, authorization: `Bearer ${auth.token}` },
    data: { language: 'ar' },
  });
  expect(profile.status(), await profile.text()).toBeLessThan(300);

  await logIn(page, who);
  await page.goto('/dashboard/plan');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const chart = page.getByTestId('count-bars-chart');
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const bars = await chart.locator('.recharts-bar-rectangle').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
  const names = await chart
    .locator('.recharts-yAxis-tick-labels text')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
  const values = await chart.locator('.recharts-label-list text').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
  const box = (await chart.boundingBox())!;
  expect(bars.length).toBeGreaterThan(1);
  expect(names.length).toBe(bars.length);
  expect(values.length).toBe(bars.length);
  // every bar ends at the same right edge (the axis) and the names sit past it, on the right
  const axis = Math.max(...bars.map((b: DOMRect) => b.right));
  for (const b of bars) expect(Math.abs(b.right - axis)).toBeLessThan(1.5);
  for (const n of names) expect(n.left).toBeGreaterThanOrEqual(axis);
  // the longest bar is the first (the most titles), reaching furthest left
  expect(bars[0].left).toBe(Math.min(...bars.map((b: DOMRect) => b.left)));
  // each count sits at its bar's far (left) end, whole, inside the chart — the longest bar's too
  values.forEach((v: DOMRect, i: number) => {
    expect(v.right).toBeLessThanOrEqual(bars[i].left + 0.5);
    expect(v.left).toBeGreaterThanOrEqual(box.x);
  });
});
