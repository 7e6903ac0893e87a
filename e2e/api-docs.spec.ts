/**
 * The public API's human page (architecture §9a): `/api/docs` in Chromium — Swagger UI, served by
 * the app server itself, renders the OpenAPI document, asks no other host for anything (it works
 * offline and on a private network), and its "Try it out" calls the API for real.
 */
import { expect, test } from '@playwright/test';
import { PORTS } from './helpers';

const APP = `http://localhost:${PORTS.shell}`;

test('the API page renders the document from this server alone, and "Try it out" reaches the API', async ({ page }) => {
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(`${APP}/`)) elsewhere.push(r.url());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /StreamScout API/ })).toBeVisible();
  await expect(page.getByText('/api/v1/titles/{type}/{id}/availability')).toBeVisible();

  const search = page.locator('#operations-reference-search');
  await search
    .getByRole('button', { name: /\/api\/v1\/search/ })
    .first()
    .click();
  await search.getByRole('button', { name: 'Try it out' }).click();
  await search.getByPlaceholder('q').fill('star');
  await search.getByRole('button', { name: 'Execute' }).click();
  const live = search.locator('.live-responses-table');
  await expect(live.locator('tbody .response-col_status').first()).toHaveText('200');
  await expect(live).toContainText('"has_more": true');
  expect(elsewhere).toEqual([]);
});
