/**
 * The reader's language (spec §22, architecture §13), end to end in real Chromium against the
 * production build: the server's HTML in German and Arabic (`<html lang dir>`, our texts, TMDB's
 * titles and overviews in the language, a date, a plural, hreflang alternates and the canonical
 * URL), with JavaScript off and on — on, the page hydrates in the language without ever showing
 * English; Arabic reads right to left with the carousel's arrows mirrored; a title TMDB has not
 * translated falls back to English; the footer's picker signed out (a cookie, also without
 * JavaScript) and Edit Profile's language signed in (kept on the profile: another browser signing
 * in gets it). At 1400 and 390 px.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { TMDB, createUser, hydrated, logIn } from './helpers';

type Movie = { id: number; title: string; overview: string };

/** Popular movies of the catalog's first page in `language` (TMDB's tag). */
async function popular(request: APIRequestContext, language: string): Promise<Movie[]> {
  return ((await (await request.get(`${TMDB}/movie/popular?page=1&language=${language}`)).json()) as { results: Movie[] }).results;
}

/** A movie with a German title and overview, and one TMDB has no German translation of (its English texts). */
async function germanAndUntranslated(request: APIRequestContext): Promise<{ german: Movie; english: Movie }> {
  const [en, de] = [await popular(request, 'en-US'), await popular(request, 'de-DE')];
  const i = de.findIndex((m, k) => m.title !== en[k]!.title && m.overview !== '');
  const j = de.findIndex((m, k) => m.title === en[k]!.title && en[k]!.overview !== '');
  expect(i).toBeGreaterThanOrEqual(0);
  expect(j).toBeGreaterThanOrEqual(0);
  return { german: de[i]!, english: en[j]! };
}

/** German month names of `date.long` (spec §22: dates in the reader's language). */
const GERMAN_DATE = /\b\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}\b/;

/** A browser context of a reader: JavaScript on or off, a width, a browser language. */
async function reader(browser: Browser, o: { js: boolean; width: number; locale: string }): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: o.js, locale: o.locale, viewport: { width: o.width, height: 900 } });
  return context.newPage();
}

/** Records, from the first byte on, whether the page ever showed any of `texts` (an English flash). */
async function watchFor(page: Page, texts: string[]): Promise<void> {
  await page.addInitScript((watched) => {
    const w = window as unknown as { __shown: string[] };
    w.__shown = [];
    const check = () => {
      const body = document.body?.innerText ?? '';
      for (const t of watched) if (body.includes(t) && !w.__shown.includes(t)) w.__shown.push(t);
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
    document.addEventListener('DOMContentLoaded', check);
  }, texts);
}

for (const width of [1400, 390]) {
  for (const js of [false, true]) {
    test(`German at ${width} px, JavaScript ${js ? 'on' : 'off'}: server HTML, TMDB texts, a date, a plural, English fallback`, async ({
      browser,
      request,
      baseURL,
    }) => {
      const { german, english } = await germanAndUntranslated(request);
      const page = await reader(browser, { js, width, locale: 'de-DE' });
      if (js) await watchFor(page, ['Trending Shows', 'In Theaters', 'Where to watch', 'Search']);

      const home = await page.request.get('/', { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } });
      const html = await home.text();
      // the language from the first byte, and the page's alternates for search engines
      expect(html).toMatch(/^<!doctype html><html lang="de" dir="ltr"/i);
      expect(home.headers()['vary']).toMatch(/Accept-Language/);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}/?lang=de">`);
      expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${baseURL}/?lang=ar">`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${baseURL}/">`);

      await page.goto('/');
      if (js) await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { name: 'Angesagte Titel' })).toBeVisible();
      await expect(page.getByText('Sprache', { exact: true }).first()).toBeAttached();

      // a movie TMDB has in German: its German title and overview, the release date and runtime in German
      await page.goto(`/details/movie/${german.id}`);
      if (js) await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.title);
      await expect(page.getByText(german.overview)).toBeVisible();
      await expect(page.getByTestId('release-date')).toHaveText(GERMAN_DATE);
      await expect(page.getByTestId('runtime')).toHaveText(/^\d+ Minuten?$|^Keine Laufzeit verfügbar$/);
      await expect(page.getByText(/^Wo läuft es\? – /).first()).toBeAttached();

      // one TMDB has not translated: its English title and overview, in a German page
      await page.goto(`/details/movie/${english.id}`);
      if (js) await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.title);
      await expect(page.getByText(english.overview)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');

      if (js) expect(await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown)).toEqual([]);
      await page.context().close();
    });

    test(`Arabic at ${width} px, JavaScript ${js ? 'on' : 'off'}: right to left from the first byte, mirrored arrows, a plural`, async ({
      browser,
      request,
    }) => {
      const page = await reader(browser, { js, width, locale: 'ar' });
      if (js) await watchFor(page, ['Trending Shows', 'In Theaters', 'Previous shows', 'Next shows']);
      const html = await (await page.request.get('/', { headers: { 'Accept-Language': 'ar' } })).text();
      expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl"/i);

      await page.goto('/');
      if (js) await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { name: 'الأعمال الرائجة' })).toBeVisible();
      // TMDB's titles in Arabic (the catalog's Arabic subtitles)
      await expect(page.getByText(/: (العودة|بداية المغامرة|فصل جديد)$/).first()).toBeAttached();

      if (width === 1400) {
        // the carousel's "previous" is on the right, its chevron pointing right; "next" on the left
        const carousel = page.getByTestId('show-carousel').first();
        const previous = carousel.getByRole('button', { name: 'الأعمال السابقة' });
        const next = carousel.getByRole('button', { name: 'الأعمال التالية' });
        const [p, n] = [await previous.boundingBox(), await next.boundingBox()];
        expect(p && n && p.x > n.x).toBe(true);
        await expect(previous.locator('svg')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
      }

      // a show: its seasons counted with Arabic's plural rules
      const shows = ((await (await request.get(`${TMDB}/tv/popular?page=1`)).json()) as { results: { id: number }[] }).results;
      await page.goto(`/details/tv/${shows[0]!.id}`);
      if (js) await hydrated(page);
      await expect(page.getByTestId('season-count')).toHaveText(/^(موسم واحد|موسمان|\d+ مواسم|\d+ موسمًا|\d+ موسم|لا مواسم)$/);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      if (js) expect(await page.evaluate(() => (window as unknown as { __shown: string[] }).__shown)).toEqual([]);
      await page.context().close();
    });
  }
}

test('the footer’s picker signed out: the page switches at once, a cookie keeps it for the server; without JavaScript too', async ({
  browser,
}) => {
  const page = await reader(browser, { js: true, width: 1400, locale: 'en-US' });
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Trending Shows' })).toBeVisible();
  await page.getByTestId('language-picker').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Angesagte Titel' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'streamscout-lang')?.value).toBe('de');
  // the next page the server renders is German (the cookie goes with the request)
  expect(await (await page.request.get('/discover')).text()).toMatch(/^<!doctype html><html lang="de"/i);
  await page.context().close();

  const noJs = await reader(browser, { js: false, width: 390, locale: 'en-US' });
  await noJs.goto('/search?q=star');
  await noJs.getByTestId('language-picker').selectOption('fr');
  await noJs.getByRole('button', { name: 'Show in this language' }).click();
  await expect(noJs).toHaveURL(/\/search\?q=star&lang=fr$/);
  await expect(noJs.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(noJs.getByText('Langue', { exact: true }).first()).toBeAttached();
  await noJs.context().close();
});

test('Edit Profile’s language signed in: the page turns Arabic at once, and the profile keeps it for another browser', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const who = await createUser(request, 'United States of America', 'lang');
  const page = await reader(browser, { js: true, width: 1400, locale: 'en-US' });
  await logIn(page, who);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Language').click();
  // the dropdown's option (the footer's native picker has one of that name too)
  await page.locator('[data-combobox-option]', { hasText: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('تم تحديث اللغة!')).toBeVisible();
  await page.context().close();

  // another browser, English, no cookie: signing in brings the profile's language
  const other = await reader(browser, { js: true, width: 390, locale: 'en-US' });
  await logIn(other, who);
  await expect(other.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(other.getByRole('heading', { name: 'مرحبًا بعودتك يا ' + who.username + '!' })).toBeVisible();
  await other.context().close();
});
