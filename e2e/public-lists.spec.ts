/**
 * Public lists (spec §17), end to end in real Chromium against the production build: an American
 * owner turns on "Share" for their queue on the dashboard; a signed-out visitor in en-GB opens the
 * link in a browser context of their own and sees where each title streams in the United Kingdom
 * (not the owner's US services), server-rendered and indexable; a signed-in UK visitor with
 * services sees "On your services", narrows with "Only my services" and adds a title to their own
 * queue. The Open Graph image is a 1200×630 PNG that changes with the list; the Atom and JSON feeds
 * parse (feedsmith). The owner turns sharing off: the very next request answers 404.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { parseFeed } from 'feedsmith';
import WebSocket from 'ws';
import { PORTS, TMDB, createUser, logIn } from './helpers';

const BACKEND = `http://localhost:${PORTS.supabase}`;
const NODE_CLIENT = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket as never } };

type Provider = { provider_id: number; provider_name: string };
type Watch = Record<string, { flatrate?: Provider[]; free?: Provider[]; ads?: Provider[] } | undefined>;

/** A title's `watch/providers` results from the catalog. */
async function watchOf(request: APIRequestContext, id: number): Promise<Watch> {
  return ((await (await request.get(`${TMDB}/movie/${id}/watch/providers`)).json()) as { results: Watch }).results;
}

/** Popular movies (not adult) whose providers pass `test`, `n` of them. */
async function movies(request: APIRequestContext, n: number, test: (w: Watch) => boolean): Promise<Array<{ id: number; watch: Watch }>> {
  const out: Array<{ id: number; watch: Watch }> = [];
  for (let page = 1; page <= 10 && out.length < n; page += 1) {
    const list = (await (await request.get(`${TMDB}/movie/popular?page=${page}`)).json()) as { results: { id: number; adult?: boolean }[] };
    for (const { id, adult } of list.results) {
      if (adult || out.length >= n) continue;
      const watch = await watchOf(request, id);
      if (test(watch)) out.push({ id, watch });
    }
  }
  if (out.length < n) throw new Error('not enough popular movies match');
  return out;
}

const streaming = (w: Watch, region: string) => [...(w[region]?.flatrate ?? []), ...(w[region]?.free ?? []), ...(w[region]?.ads ?? [])];
const names = (ps: Provider[]) => ps.map((p) => p.provider_name);

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

async function addToQueue(client: SupabaseClient, entry: string) {
  const { data } = await client.auth.getUser();
  const { error } = await client.rpc('add_item', { profile_id: data.user!.id, show_id: entry, which_col: 'queue' });
  expect(error).toBeNull();
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('share a list: a UK visitor sees UK services, a signed-in visitor uses their own, off again is 404 at once', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // A streams in the UK on services the US does not list for it; B streams in the US only
  const [a] = await movies(request, 1, (w) => {
    const gb = names(streaming(w, 'GB'));
    return gb.length > 0 && names(w.US?.flatrate ?? []).some((n) => !gb.includes(n));
  });
  const [b] = await movies(request, 1, (w) => streaming(w, 'GB').length === 0 && (w.US?.flatrate?.length ?? 0) > 0);
  const gbNames = names(streaming(a.watch, 'GB'));
  const usOnly = names(a.watch.US?.flatrate ?? []).filter((n) => !gbNames.includes(n));

  const owner = await createUser(request, 'United States of America', 'owner');
  const ownerClient = await signedInClient(request, owner);
  for (const entry of [`movie-${b.id}`, `movie-${a.id}`]) await addToQueue(ownerClient, entry);

  // the owner shares the queue from the dashboard
  await logIn(page, owner);
  const share = page.getByTestId('share-queue');
  await expect(share.getByText('Only you can see your watch queue.')).toBeVisible();
  // clicked, then waited for: the switch turns on once the change is under way (a mutation's pending
  // state reaches React a moment after the click, so `check()`'s at-once reading could miss it)
  const shareSwitch = share.getByRole('switch', { name: 'Share' });
  await shareSwitch.click({ force: true });
  await expect(shareSwitch).toBeChecked();
  const link = share.getByTestId('share-url');
  const url = `${baseURL}/u/${owner.username}/queue`;
  await expect(link).toHaveText(url);
  await expect(share.getByTestId('share-copy')).toHaveText('Copy');

  // the server's HTML for a UK reader: indexable, the UK's services, no owner's details
  const html = await (await request.get(url, { headers: { 'Accept-Language': 'en-GB' } })).text();
  expect(html).toContain(`<title>${owner.username}'s watch queue`);
  expect(html).toContain(`<link rel="canonical" href="${url}">`);
  expect(html).toContain('"@type":"ItemList"');
  expect(html).toContain(`<meta property="og:image" content="${url}.png?v=`);
  expect(html).toContain('data-region="GB"');
  expect(html).not.toContain(owner.email);

  // a signed-out visitor in the UK, a browser of their own
  const uk = await browser.newContext({ locale: 'en-GB' });
  const visitor = await uk.newPage();
  const first = await visitor.goto(url);
  expect(first?.status()).toBe(200);
  await expect(visitor).toHaveTitle(new RegExp(`^${owner.username}'s watch queue`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${owner.username}'s watch queue`);
  const cardA = visitor.getByTestId('gallery-grid').locator(`[data-entry="movie-${a.id}"]`);
  const streamsA = cardA.getByTestId('card-streams-in');
  await expect(streamsA).toHaveAttribute('data-region', 'GB');
  await expect.poll(async () => (await streamsA.getAttribute('title')) ?? '').toContain(gbNames[0]);
  for (const n of usOnly) expect((await streamsA.getAttribute('title')) ?? '').not.toContain(n);
  await expect(visitor.getByTestId('gallery-grid').locator(`[data-entry="movie-${b.id}"]`).getByTestId('card-streams-in')).toHaveText(
    'Not streaming in the United Kingdom',
  );
  await expect(cardA.getByTestId('card-queue').getByRole('link', { name: 'Sign up to save shows!' })).toBeVisible();

  // a signed-in visitor in the UK with a service that carries A there
  const fan = await createUser(request, 'United Kingdom', 'fan');
  const fanClient = await signedInClient(request, fan);
  const { data: fanUser } = await fanClient.auth.getUser();
  const service = streaming(a.watch, 'GB')[0].provider_id;
  expect((await fanClient.rpc('set_services', { profile_id: fanUser.user!.id, services: [service] })).error).toBeNull();
  const fanContext = await browser.newContext({ locale: 'en-GB' });
  const fanPage = await fanContext.newPage();
  await logIn(fanPage, fan);
  await fanPage.goto(url);
  const fanCardA = fanPage.getByTestId('gallery-grid').locator(`[data-entry="movie-${a.id}"]`);
  await expect(fanCardA.getByTestId('card-on-your-services')).toBeVisible();
  await fanPage.getByRole('switch', { name: 'Only my services' }).check({ force: true });
  await expect(fanPage.getByTestId('sort-progress')).toHaveText('1 title on your services');
  await expect(fanPage.getByTestId('gallery-grid').locator('[data-entry]')).toHaveCount(1);
  await fanCardA.getByTestId('card-queue').getByRole('button', { name: 'Add to queue' }).click();
  await expect(fanCardA.getByTestId('card-queue').getByRole('button', { name: 'Remove from queue' })).toBeVisible();
  const { data: fanProfile } = await fanClient.from('profiles').select('queue').single();
  expect(fanProfile?.queue).toEqual([`movie-${a.id}`]);
  await fanPage.getByRole('switch', { name: 'Only my services' }).uncheck({ force: true });
  await fanContext.close();

  // the link's preview: a 1200×630 PNG, drawn again when the list changes
  const png = Buffer.from(await (await request.get(`${url}.png`)).body());
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  // the feeds parse, newest addition first
  const atom = parseFeed(await (await request.get(`${url}.atom`)).text());
  expect(atom.format).toBe('atom');
  const json = parseFeed(await (await request.get(`${url}.json`)).text());
  expect(json.format).toBe('json');
  expect((json.feed as { items?: { url?: string }[] }).items?.map((i) => i.url)).toEqual([
    `${baseURL}/details/movie/${a.id}`,
    `${baseURL}/details/movie/${b.id}`,
  ]);
  const c = (await movies(request, 3, () => true)).find((m) => m.id !== a.id && m.id !== b.id)!;
  await addToQueue(ownerClient, `movie-${c.id}`);
  const changed = Buffer.from(await (await request.get(`${url}.png`)).body());
  expect(pngSize(changed)).toEqual({ width: 1200, height: 630 });
  expect(changed.equals(png)).toBe(false);

  // the owner stops sharing: the next request is a 404, page, feeds and image alike
  await share.getByRole('switch', { name: 'Share' }).uncheck({ force: true });
  await expect(share.getByText('Only you can see your watch queue.')).toBeVisible();
  const gone = await visitor.reload();
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByTestId('not-found')).toBeVisible();
  for (const file of ['.png', '.atom', '.json']) expect((await request.get(`${url}${file}`)).status()).toBe(404);
  await uk.close();
});

test('a public list whose page was rendered minutes ago: a signed-out visitor asks the backend nothing, no supabase-js', async ({
  browser,
  request,
  baseURL,
}) => {
  const owner = await createUser(request, 'United States of America', 'kept');
  const ownerClient = await signedInClient(request, owner);
  const [m] = await movies(request, 1, () => true);
  await addToQueue(ownerClient, `movie-${m.id}`);
  expect((await ownerClient.rpc('set_list_public', { which_col: 'queue', is_public: true })).error).toBeNull();
  const url = `${baseURL}/u/${owner.username}/queue`;

  // the visitor's clock reads five minutes after the page was rendered, as when the server's page
  // cache serves a page rendered earlier: the list in it was still read for this response
  const context = await browser.newContext();
  await context.clock.setSystemTime(Date.now() + 5 * 60_000);
  const page = await context.newPage();
  const backend: string[] = [];
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(BACKEND)) backend.push(r.url());
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(url);
  // hydrated: the card's own button replaces the server's placeholder
  await expect(page.getByTestId('card-queue').getByRole('link', { name: 'Sign up to save shows!' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(backend).toEqual([]);
  // supabase-js is a chunk of its own, named in the shell's build by the package it holds
  const bodies = await Promise.all(scripts.map(async (s) => (await request.get(s)).text()));
  expect(bodies.filter((b) => b.includes('AuthSessionMissingError'))).toEqual([]);
  await context.close();
});
