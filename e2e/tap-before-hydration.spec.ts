/**
 * Architecture §9 "A tap before hydration is kept": a control pressed between the server's HTML and hydration
 * keeps its effect. The CPU is throttled 4× (CDP `Emulation.setCPUThrottlingRate`), as in the
 * mobile Lighthouse runs, and the page's scripts are held back until the first press is made, so
 * the press surely lands on the server's HTML (React has not even started) — then released.
 */
import { expect, test, type Page } from '@playwright/test';
import { aTrendingMovie, freshUser, signUpThroughForm } from './helpers';

/**
 * Holds back every script the page asks for (HTML, CSS, images and data flow as usual) until the
 * returned function is called, so a press made meanwhile surely lands on the server's HTML.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

test('a view switch pressed before hydration and a list button pressed as soon as it shows both stick', async ({ page }) => {
  test.slow(); // a signup and two signed-in page loads, one of them on a 4× slowed CPU
  await signUpThroughForm(page, freshUser('tap'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  // scripts wait until the view switch has been pressed (HTML, CSS, images and data flow as usual)
  const release = await holdScripts(page);

  await page.goto('/discover/comedy', { waitUntil: 'commit' });
  const results = page.getByTestId('discover-results');
  await expect(results).toHaveAttribute('data-view', 'grid'); // the server's HTML: the default view
  await page.locator('label', { hasText: 'List view' }).click();
  // React has not started on this page yet: the press landed on the server's HTML
  expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')))).toBe(false);
  release();

  // hydrated, then the session (after an idle period) and the profile: the signed-in list buttons
  // appear on the cards (on the throttled CPU this takes a while)…
  const queueButton = results.getByRole('button', { name: 'Add to queue' }).first();
  await expect(queueButton).toBeVisible({ timeout: 30_000 });
  // …and the view is still the one pressed
  await expect(results).toHaveAttribute('data-view', 'list');
  await expect(page.getByRole('radio', { name: 'List view' })).toBeChecked();

  // a list button pressed as soon as it shows: it stays pressed
  const card = results.getByTestId('show-list-card').first();
  const title = (await card.getByRole('link').first().textContent()) ?? '';
  await card.getByRole('button', { name: 'Add to queue' }).click();
  await expect(card.getByRole('button', { name: 'Remove from queue' })).toBeVisible();

  // both were saved: a reload (CPU no longer throttled) gets the list view from the server (its
  // cookie), and the title's queue button from the backend's profile
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await expect(results).toHaveAttribute('data-view', 'list');
  const same = results.getByTestId('show-list-card').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(same.getByRole('button', { name: 'Remove from queue' })).toBeVisible({ timeout: 30_000 });
});

test('the account menu pressed before hydration opens once the page runs', async ({ page }) => {
  // scripts wait until the menu's button has been pressed: the press lands on the server's HTML
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
  await trigger.click();
  expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')))).toBe(false);
  release();
  // hydrated: the press is replayed once, and the signed-out menu opens without a second press
  await expect(page.getByRole('menuitem', { name: 'Login' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('menuitem', { name: 'Sign Up' })).toBeVisible();
});

test('words typed into the search box before hydration stay, and Enter searches for them', async ({ page, request }) => {
  const movie = await aTrendingMovie(request);
  // scripts wait until the words are typed: they land in the server's HTML
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('banner').getByRole('searchbox', {
    name: 'Search for any movie or tv show to discover streaming providers and more!',
  });
  await box.fill(movie.title);
  expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')))).toBe(false);
  release();
  // hydrated (the account menu's code loads on a hover: React handles the header) and settled
  // (the session and every row asked): the header has rendered again since, the words are still there
  const menu = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
  await expect(async () => {
    await page.mouse.move(0, 0); // the pointer comes over the button anew each try
    await menu.hover();
    await expect(menu).not.toHaveAttribute('data-stand-in', { timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(box).toHaveValue(movie.title);
  await box.press('Enter');
  await expect.poll(() => new URL(page.url()).pathname + ' ' + new URL(page.url()).searchParams.get('q')).toBe(`/search ${movie.title}`);
  await expect(page.getByTestId('search-results').getByRole('link', { name: movie.title }).first()).toBeVisible();
});
