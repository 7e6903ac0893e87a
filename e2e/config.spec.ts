import { expect, test } from '@playwright/test';
import { seriousViolations } from './helpers';

/** The inline runtime config the static server writes into every app's HTML. */
const INLINE_CONFIG = /<script>window\.__STREAMSCOUT_CONFIG__=.*?<\/script>/s;

test('an invalid runtime config shows which field is wrong, logs it, and starts nothing', async ({ page, request }) => {
  const config = await (await request.get('/config.json')).json();
  const bad = { ...config, tmdb: { ...config.tmdb, baseUrl: 'localhost:3010/3' } };
  // the page's HTML as the server sends it, with a config whose TMDB base URL has no scheme
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace(INLINE_CONFIG, `<script>window.__STREAMSCOUT_CONFIG__=${JSON.stringify(bad)}</script>`);
      const headers = Object.fromEntries(
        Object.entries(res.headers()).filter(([k]) => !['content-encoding', 'content-length'].includes(k)),
      );
      await route.fulfill({ status: res.status(), headers, body: html });
    },
  );
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const tmdbCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/3/') && tmdbCalls.push(r.url()));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: "StreamScout can't start" })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Its runtime configuration is invalid: tmdb.baseUrl must be an http(s) URL.');
  await expect(page.getByRole('banner')).toHaveCount(0); // no header: the app did not start half-wired
  expect(errors).toContain('Invalid runtime config (inline in the page): tmdb.baseUrl must be an http(s) URL');
  expect(tmdbCalls).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});
