/**
 * Module Federation failure modes in real Chromium, one case per mode (as module-federation's
 * router-demo tests them), with the network shaped by Playwright's `page.route`:
 *
 * - the Discover remote's manifest, then its entry script, fail twice: the retry plugin loads the
 *   remote on the third try, without the user doing anything (the page is server-rendered, so its
 *   content shows from the start; the browser's load of the remote then hydrates it);
 * - the Discover screen throws while rendering (its code served altered, as a broken deploy would
 *   be): the screen's boundary shows "Discover is unavailable right now." with Try again, the
 *   shell around it keeps working, and Try again renders the screen once it renders again.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations, PORTS } from './helpers';

const DISCOVER = `http://localhost:${PORTS.discover}`;
const READY = 'Discover Our Popular Shows';
const FALLBACK = 'Discover is unavailable right now.';

/**
 * Fails the first `failures` requests matching `url` (of `resourceType`, when given) with `fail`,
 * lets the rest through; the returned function tells how many such requests the page made.
 */
async function failFirst(page: Page, url: string, resourceType: string | null, failures: number, fail: (route: Route) => Promise<void>) {
  let seen = 0;
  await page.route(url, async (route) => {
    if (resourceType && route.request().resourceType() !== resourceType) return route.continue();
    seen += 1;
    if (seen <= failures) return fail(route);
    return route.continue();
  });
  return () => seen;
}

test('the Discover manifest answers 503 twice: the remote loads on the third try, no fallback', async ({ page }) => {
  // (the runtime's request for it, whatever Chromium calls its type)
  const requests = await failFirst(page, `${DISCOVER}/mf-manifest.json*`, null, 2, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"redeploying"}' }),
  );
  await page.goto('/discover');
  await expect(page.getByText(READY)).toBeVisible();
  await expect.poll(requests).toBe(3);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(READY)).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
  expect(requests()).toBe(3);
});

test('the Discover entry script fails twice: the remote loads on the third try, no fallback', async ({ page }) => {
  const requests = await failFirst(page, `${DISCOVER}/remoteEntry.js*`, 'script', 2, (route) => route.abort('connectionrefused'));
  await page.goto('/discover');
  await expect(page.getByText(READY)).toBeVisible();
  await expect.poll(requests).toBe(3);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(READY)).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
  expect(requests()).toBe(3);
});

test('the Discover entry script never loads: after the retries, the fallback with Try again; Try again loads it once it is back', async ({
  page,
}) => {
  let down = true;
  let requests = 0;
  await page.route(`${DISCOVER}/remoteEntry.js*`, (route) => {
    if (route.request().resourceType() !== 'script') return route.continue();
    requests += 1;
    return down ? route.abort('connectionrefused') : route.continue();
  });
  await page.goto('/discover');
  await expect(page.getByText(FALLBACK)).toBeVisible();
  expect(requests).toBe(3); // the first load and its two retries
  down = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(READY)).toBeVisible();
});

test('the Discover screen throws while rendering: its boundary catches it, the shell keeps working, Try again renders it', async ({
  page,
}) => {
  // The screen's code as a broken deploy would serve it: a label it renders throws while the page's
  // `__discoverBroken` flag is set (the test clears it to stand for the fix being deployed).
  await page.addInitScript(() => {
    (window as unknown as { __discoverBroken: boolean }).__discoverBroken = true;
  });
  let altered = 0;
  await page.route(`${DISCOVER}/__federation_expose_Discover*.js`, async (route) => {
    const response = await route.fetch();
    const code = await response.text();
    // the button's label as the build writes it: `children:v.t("discover.viewMore","View More")`
    const broken = code.replace(
      /children:([\w$]+\.t\("discover\.viewMore","View More"\))/g,
      'children:(()=>{if(window.__discoverBroken)throw new Error("Discover broke while rendering");return $1})()',
    );
    if (broken !== code) altered += 1;
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ response, body: broken, headers });
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().includes('Discover broke while rendering')) errors.push(m.text());
  });

  await page.goto('/discover');
  await expect(page.getByText(FALLBACK)).toBeVisible();
  expect(altered).toBe(1);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoAxeViolations(page);

  // the shell keeps working: header navigation and another remote's screen
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Trending Shows').first()).toBeVisible();
  await page.goBack();
  await expect(page.getByText(FALLBACK)).toBeVisible();

  // the fix is deployed: Try again renders the screen
  await page.evaluate(() => {
    (window as unknown as { __discoverBroken: boolean }).__discoverBroken = false;
  });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(READY)).toBeVisible();
  await expect(page.getByText(FALLBACK)).toHaveCount(0);
  expect(errors.length).toBeGreaterThan(0);
});
