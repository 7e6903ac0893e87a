#!/usr/bin/env node
/**
 * Screenshots of a running StreamScout (light and dark, 1400 px and 390 px wide by default) in
 * Debian Chromium, for `docs/screenshots/` and for looking at a screen before calling it done.
 *
 *   node scripts/screenshot.mjs --base http://localhost:3000 --path /details/tv/1399 \
 *     --out docs/screenshots/details-tv [--wait 'Latest Season'] [--click 'button:Expand'] \
 *     [--login demo@streamscout.local:streamscout] [--widths 1400,390] [--schemes light,dark] [--full]
 *     [--locale en-GB] [--element where-to-watch] [--offline]
 *
 * Writes `{out}-{scheme}-{width}.png` for every scheme and width. `--wait` waits for a text;
 * `--click role:name` clicks the first element with that ARIA role and accessible name (repeatable)
 * after the wait; `--login email:password` signs in through /login first; `--locale` sets the
 * browser's language (and so a signed-out viewer's region); `--element` shoots only the element
 * with that `data-testid`; `--offline` visits the route once online, waits for the service worker,
 * then cuts the network and reloads (the app as it opens offline). Exit code 1 on failure.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const USAGE =
  'usage: node scripts/screenshot.mjs --path /route --out docs/screenshots/name [--base URL] [--wait text] [--click role:name] [--login email:password] [--widths 1400,390] [--schemes light,dark] [--full] [--locale en-GB] [--element testid] [--offline]';
const flags = (() => {
  try {
    return parseArgs({
      options: {
        base: { type: 'string', default: 'http://localhost:3000' },
        path: { type: 'string', default: '/' },
        out: { type: 'string' },
        wait: { type: 'string' },
        click: { type: 'string', multiple: true, default: [] },
        login: { type: 'string' },
        widths: { type: 'string', default: '1400,390' },
        schemes: { type: 'string', default: 'light,dark' },
        full: { type: 'boolean', default: false },
        locale: { type: 'string' },
        element: { type: 'string' },
        offline: { type: 'boolean', default: false },
      },
    }).values;
  } catch (e) {
    console.error(`${e instanceof Error ? e.message : e}\n${USAGE}`);
    process.exit(2);
  }
})();

const { base, path: route, out, wait, login, full, locale, element, offline } = flags;
if (!out) {
  console.error(USAGE);
  process.exit(2);
}
const widths = flags.widths.split(',').map(Number);
const schemes = flags.schemes.split(',');
const clicks = flags.click;

fs.mkdirSync(path.dirname(out), { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const scheme of schemes) {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme: scheme === 'dark' ? 'dark' : 'light',
        ...(locale ? { locale } : {}),
      });
      await context.addInitScript((s) => localStorage.setItem('streamscout:theme', s), scheme);
      const page = await context.newPage();
      if (login) {
        const [email, password] = login.split(':');
        await page.goto(`${base}/login`);
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password', { exact: true }).fill(password);
        await page.getByRole('button', { name: 'Login' }).click();
        await page.waitForURL(/\/dashboard/);
      }
      await page.goto(`${base}${route}`);
      if (wait) await page.getByText(wait).first().waitFor({ timeout: 20000 });
      if (offline) {
        await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30000 });
        await page.reload();
        if (wait) await page.getByText(wait).first().waitFor({ timeout: 20000 });
        // the app keeps its data on the device at most a second after it lands
        await page.waitForTimeout(1500);
        await context.setOffline(true);
        await page.reload();
        if (wait) await page.getByText(wait).first().waitFor({ timeout: 20000 });
      }
      for (const click of clicks) {
        const [role, ...name] = click.split(':');
        await page
          .getByRole(/** @type {any} */ (role), { name: name.join(':') })
          .first()
          .click();
      }
      await page.waitForLoadState('networkidle').catch(() => {});
      // let images decode and transitions settle
      await page.waitForTimeout(600);
      const file = `${out}-${scheme}-${width}.png`;
      if (element) await page.getByTestId(element).screenshot({ path: file });
      else await page.screenshot({ path: file, fullPage: full });
      console.log(file);
      await context.close();
    }
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  await browser.close();
}
