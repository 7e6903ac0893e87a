/**
 * HTTP statuses tell the truth (spec §2, §8), for the document a browser loads and for a crawler:
 * the page-not-found screen and a details page with no details (an id TMDB does not know, or not
 * an id) come with 404 (no "soft 404" a search engine would index), the
 * 'Bad Request' screen with 400 (`/search` without a query or with a blank one, `/dashboard/{list}`
 * with an unknown list, signed in or out); good pages with 200. Error pages are not cached like
 * good ones, and the sitemap lists only pages that answer 200.
 */
import { expect, test } from '@playwright/test';
import { freshUser, signUpThroughForm } from './helpers';

test.describe('statuses of the documents', () => {
  for (const [url, status, screen] of [
    ['/no/such/page', 404, 'Return home'],
    ['/details', 404, 'Return home'],
    ['/discover/not-a-row', 404, 'Return home'],
    ['/search', 400, 'Bad Request'],
    ['/search?q=%20%20', 400, 'Bad Request'],
    // a details id TMDB does not know, or that is not an id: the details screen's "no details" text, as a 404
    ['/details/movie/99999999999', 404, "We couldn't find any more details for this show. Sorry about that!"],
    ['/details/movie/-1', 404, "We couldn't find any more details for this show. Sorry about that!"],
    ['/details/actor/0', 404, "We couldn't find any more details for this actor. Sorry about that!"],
  ] as const) {
    test(`${url} answers ${status} and shows its screen`, async ({ page }) => {
      const res = await page.goto(url);
      expect(res?.status()).toBe(status);
      expect(res?.headers()['cache-control']).toBe('no-cache');
      await expect(page.getByText(screen, { exact: true }).first()).toBeVisible();
    });
  }

  test('/dashboard/foo answers 400 signed out (then the guard sends the reader to /login) and signed in', async ({ page }) => {
    const out = await page.goto('/dashboard/foo');
    expect(out?.status()).toBe(400);
    await expect(page).toHaveURL(/\/login$/);

    const user = freshUser('status');
    await signUpThroughForm(page, user);
    await expect(page.getByRole('heading', { name: `Welcome back ${user.username}!` })).toBeVisible();
    const signedIn = await page.goto('/dashboard/foo');
    expect(signedIn?.status()).toBe(400);
    await expect(page.getByText('Bad Request', { exact: true })).toBeVisible();
    expect((await page.goto('/dashboard/queue'))?.status()).toBe(200);
  });

  test('good pages answer 200', async ({ request }) => {
    for (const url of ['/', '/search?q=the', '/discover', '/discover/netflix', '/discover/prime', '/login', '/dashboard']) {
      expect((await request.get(url)).status(), url).toBe(200);
    }
  });

  test('every page of the sitemap answers 200; robots.txt keeps crawlers off the signed-in pages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    // home, discover and each of the nine discover rows
    expect(locs).toHaveLength(11);
    expect(locs).toEqual(expect.arrayContaining(['/', '/discover', '/discover/hulu', '/discover/prime']));
    for (const p of locs) expect((await request.get(p)).status(), p).toBe(200);
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /dashboard');
  });
});
