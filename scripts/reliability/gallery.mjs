/** A heavy user in Chromium (`npm run reliability`): a gallery of 1,000 watched titles. */
import { createRequire } from 'node:module';
import { LONG_LIST_SIZE, longListEntries, seedLongList } from '../long-list.mjs';
import { fresh, ports, row, SHELL, SUPA, TMDB } from './harness.mjs';

const require = createRequire(import.meta.url);
const { ANON_KEY } = require('../../local/supabase/src/keys.js');

/**
 * A heavy user: 1,000 watched titles (people log every film they have seen). The gallery must
 * render and ask TMDB for a screen's worth only, and the page must stay responsive.
 * @param {import('playwright-core').Browser} browser
 */
export async function checkLongList(browser) {
  const entries = await longListEntries(`${TMDB}/3`, LONG_LIST_SIZE);
  const who = fresh('long');
  const t0 = Date.now();
  const { stored } = await seedLongList({ url: SUPA, anonKey: ANON_KEY }, who, 'watched', entries);
  const seeded = ((Date.now() - t0) / 1000).toFixed(1);
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  let tmdbCalls = 0;
  page.on('request', (req) => {
    if (req.url().includes(`:${ports.tmdb}/3/`)) tmdbCalls += 1;
  });
  await page.goto(`${SHELL}/login`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const signedIn = await page.waitForURL(/\/dashboard$/, { timeout: 30_000 }).then(
    () => true,
    () => false,
  );
  tmdbCalls = 0;
  await page.goto(`${SHELL}/dashboard/watched`);
  const counted = await page
    .getByTestId('gallery-count')
    .filter({ hasText: '1,000 titles' })
    .waitFor({ timeout: 30_000 })
    .then(
      () => true,
      () => false,
    );
  const shown = await page
    .getByTestId('list-card')
    .first()
    .waitFor({ timeout: 30_000 })
    .then(
      () => true,
      () => false,
    );
  await page.waitForLoadState('networkidle').catch(() => {});
  const cards = await page.getByTestId('gallery-grid').locator('[data-entry]').count();
  const requests = tmdbCalls;
  const t1 = Date.now();
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  const menu = await page
    .getByRole('menu')
    .waitFor({ timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  const menuMs = Date.now() - t1;
  row(
    'long list',
    `${LONG_LIST_SIZE.toLocaleString('en-US')} watched titles: the gallery shows "1,000 titles", renders and asks TMDB for a screen of cards only (≤ 40), the account menu opens`,
    stored === LONG_LIST_SIZE && signedIn && counted && shown && cards > 0 && cards <= 40 && requests <= 40 && menu,
    `${stored} entries seeded through add_item in ${seeded} s; ${cards} cards in the DOM, ${requests} TMDB requests before any scroll; menu open ${menuMs} ms after the click (Playwright's clock)`,
  );
  await context.close();
}
