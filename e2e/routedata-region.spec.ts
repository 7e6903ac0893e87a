/**
 * The route-data contract outside the default region, end to end in real Chromium against the
 * production build: a server-rendered page carries every TMDB answer its first screen reads for
 * the region the reader's `Accept-Language` names, so the browser hydrates it without asking TMDB
 * anything before the reader does something. A platform row outside the default region also reads
 * the region's providers (which service stands in for one the region lacks, and the row's title):
 * they must be part of the route's declared data, or the browser fetches them after hydration.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated, nextIdle, TMDB } from './helpers';

/** Records every request the page sends to the TMDB API (not its images), from now on. */
function recordTmdbRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${TMDB}/`)) asked.push(r.url().slice(TMDB.length));
  });
  return asked;
}

test.describe('a signed-out reader in en-GB', () => {
  test.use({ locale: 'en-GB' });

  test('a server-rendered /discover/netflix sends no TMDB request from the browser before interaction', async ({ page }) => {
    const asked = recordTmdbRequests(page);
    const res = await page.goto('/discover/netflix');
    const html = (await res?.text()) ?? '';
    expect(html, 'server-rendered').toContain('window.__STREAMSCOUT_SSR__=');
    // rendered for the United Kingdom: the region the reader's Accept-Language names
    expect(html).toContain('"region":"GB"');
    await expect(page.getByRole('heading', { level: 1, name: /Popular on/ })).toBeVisible();
    await hydrated(page);
    // effects after hydration (the viewer's own region, the row's title) have had their turn: the
    // network has been quiet for 500 ms (Playwright's networkidle) and the page has been idle since
    await page.waitForLoadState('networkidle');
    await nextIdle(page);
    expect(asked).toEqual([]);
  });
});
