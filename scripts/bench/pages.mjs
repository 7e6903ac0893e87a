/**
 * Parts 1 and 2: the pages of architecture §7 and, per page, the JS loaded before its first screen,
 * whether supabase-js arrived on a signed-out visit, and the TMDB requests of a cold view and of a
 * same-tab revisit.
 */
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { BUDGET, CHROME_FLAGS, CHROMIUM, PORTS, RUNS, SHELL, SUPABASE_JS } from './config.mjs';
import { getJson, kib, median, sleep, spread } from './util.mjs';
import { signIn } from './session.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

/**
 * The languages measured beside English (architecture §13): `/`, a movie page and `/discover` in
 * each, asked with `?lang=`; BENCH_LANGS=0 leaves them out.
 */
const BENCH_LANGUAGES = process.env.BENCH_LANGS === '0' ? [] : ['de', 'ja'];

/** A message of an app's catalog in `lang` (the texts the language rows wait for). */
const message = (/** @type {string} */ dir, /** @type {string} */ lang, /** @type {string} */ id) =>
  /** @type {Record<string, string>} */ (require(`../../${dir}/locales/${lang}.json`))[id];

/** @typedef {Awaited<ReturnType<typeof pagesFor>>['pages'][number]} Page one page of the bench: path, first-screen locator, signed in, TMDB budget */

/**
 * The pages of architecture §7, with the ids the local catalog gives and how to tell the first screen
 * has rendered.
 * @param {any} config the shell's runtime config.json
 */
export async function pagesFor(config) {
  const tmdb = (/** @type {string} */ p) => {
    const u = new URL(`${config.tmdb.baseUrl}${p}`);
    if (config.tmdb.apiKey) u.searchParams.set('api_key', config.tmdb.apiKey);
    return getJson(u.toString());
  };
  const movie = (await tmdb('/trending/movie/week')).results[0];
  const tv = (await tmdb('/tv/popular')).results[0];
  /** @type {{path: string, ready: (page: import('playwright-core').Page) => import('playwright-core').Locator, signedIn?: boolean, tmdbBudget?: number, aboveFold?: boolean, lang?: string, home?: string}[]} */
  const pages = [
    { path: '/', ready: (p) => p.getByRole('heading', { name: 'Trending Shows' }) },
    {
      path: '/discover',
      ready: (p) => p.getByRole('heading', { name: 'Discover Our Popular Shows' }),
      tmdbBudget: BUDGET.tmdbDiscover,
      aboveFold: true,
    },
    { path: '/discover/netflix', ready: (p) => p.getByRole('heading', { level: 1, name: 'Popular on Netflix' }) },
    {
      path: `/details/movie/${movie.id}`,
      ready: (p) => p.getByRole('heading', { level: 1, name: movie.title }),
      tmdbBudget: BUDGET.tmdbDetails,
    },
    { path: `/details/tv/${tv.id}`, ready: (p) => p.getByRole('heading', { level: 1, name: tv.name }), tmdbBudget: BUDGET.tmdbDetails },
    { path: '/search?q=star', ready: (p) => p.getByTestId('search-results') },
    { path: '/dashboard/queue', ready: (p) => p.getByTestId('show-card').first(), signedIn: true },
  ];
  for (const lang of BENCH_LANGUAGES) {
    // the movie's title as TMDB gives it in the language (the page's heading)
    const title = (await tmdb(`/movie/${movie.id}?language=${lang}`)).title;
    const home = message('shared/i18n', lang, 'common.returnHome');
    pages.push(
      { path: `/?lang=${lang}`, ready: (p) => p.getByRole('heading', { name: message('mfe-search', lang, 'home.trending') }), lang, home },
      {
        path: `/details/movie/${movie.id}?lang=${lang}`,
        ready: (p) => p.getByRole('heading', { level: 1, name: title }),
        tmdbBudget: BUDGET.tmdbDetails,
        lang,
        home,
      },
      {
        path: `/discover?lang=${lang}`,
        ready: (p) => p.getByRole('heading', { name: message('mfe-discover', lang, 'discover.hero') }),
        tmdbBudget: BUDGET.tmdbDiscover,
        aboveFold: true,
        lang,
        home,
      },
    );
  }
  const only = process.env.BENCH_PAGES?.split(',');
  return {
    pages: only ? pages.filter((p) => only.includes(p.path) || only.some((o) => p.path.startsWith(o) && o.length > 1)) : pages,
    movie,
  };
}

/**
 * One cold load of `pg` in a fresh context: scripts until its first screen rendered, TMDB
 * requests of the view, whether supabase-js arrived, then a same-tab revisit.
 * @param {import('playwright-core').Browser} browser
 * @param {Awaited<ReturnType<typeof pagesFor>>['pages'][number]} pg
 */
async function loadOnce(browser, pg) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  if (pg.signedIn) await signIn(context);
  const page = await context.newPage();
  // signed in through /login first: measure the page itself from a cold HTTP cache
  if (pg.signedIn) await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  /** @type {{url: string, sent: number, gz: number, raw: number}[]} */
  const js = [];
  let rendered = false;
  // every script until the page's network is idle (sent bytes): what a language adds in all
  let idle = false;
  let idleSent = 0;
  let supabase = false;
  let tmdb = 0;
  const tmdbPrefix = `:${PORTS.tmdb}/3/`;
  page.on('request', (req) => {
    if (req.url().includes(tmdbPrefix)) tmdb += 1;
  });
  /** @type {Promise<void>[]} */
  const pending = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    const before = !rendered;
    const beforeIdle = !idle;
    pending.push(
      (async () => {
        try {
          const body = await res.body();
          if (SUPABASE_JS.test(body.toString('latin1'))) supabase = true;
          if (!beforeIdle) return;
          const sizes = await res.request().sizes();
          idleSent += sizes.responseBodySize;
          if (!before) return;
          js.push({ url: res.url(), sent: sizes.responseBodySize, gz: zlib.gzipSync(body, { level: 9 }).length, raw: body.length });
        } catch {
          // a response without a body (redirect, aborted): nothing to count
        }
      })(),
    );
  });
  const t0 = Date.now();
  await page.goto(`${SHELL}${pg.path}`);
  await pg.ready(page).first().waitFor({ timeout: 30000 });
  const renderMs = Date.now() - t0;
  rendered = true;
  await page.waitForLoadState('networkidle').catch(() => {});
  idle = true;
  const coldTmdb = tmdb;
  // signed-out visits: would supabase-js arrive once the page is idle? (start-up waits for idle)
  if (!pg.signedIn) await sleep(4000);
  // same-tab revisit: leave in-app (the bare /details route renders page-not-found, no data),
  // then history back to the page: everything it needs is cached
  await page.evaluate(() => {
    globalThis.history.pushState({}, '', `/details${globalThis.location.search.includes('lang=') ? globalThis.location.search : ''}`);
    globalThis.dispatchEvent(new globalThis.PopStateEvent('popstate'));
  });
  await page
    .getByRole('button', { name: pg.home ?? 'Return home' })
    .waitFor({ timeout: 10000 })
    .catch(() => {});
  tmdb = 0;
  await page.goBack();
  await pg.ready(page).first().waitFor({ timeout: 30000 });
  await page.waitForLoadState('networkidle').catch(() => {});
  await sleep(500);
  const revisitTmdb = tmdb;
  await Promise.all(pending);
  await context.close();
  return { js, idleSent, renderMs, coldTmdb, revisitTmdb, supabase };
}

/**
 * Parts 1 and 2 for every page: {@link loadOnce} `RUNS` times each in one Chromium, printed as it goes.
 * @param {Awaited<ReturnType<typeof pagesFor>>['pages']} pages
 * @returns {Promise<Record<string, any>>} per page path: scripts, bytes sent / gzip-eq. / raw, render ms, TMDB cold and revisit, supabase-js
 */
export async function measureLoads(pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  /** @type {Record<string, any>} */
  const loads = {};
  for (const pg of pages) {
    const samples = [];
    for (let i = 0; i < RUNS; i++) samples.push(await loadOnce(browser, pg));
    const last = samples[samples.length - 1];
    loads[pg.path] = {
      scripts: median(samples.map((s) => s.js.length)),
      sent: samples.map((s) => s.js.reduce((a, b) => a + b.sent, 0)),
      gz: samples.map((s) => s.js.reduce((a, b) => a + b.gz, 0)),
      raw: samples.map((s) => s.js.reduce((a, b) => a + b.raw, 0)),
      idleSent: samples.map((s) => s.idleSent),
      renderMs: samples.map((s) => s.renderMs),
      coldTmdb: Math.max(...samples.map((s) => s.coldTmdb)),
      revisitTmdb: Math.max(...samples.map((s) => s.revisitTmdb)),
      supabase: samples.some((s) => s.supabase),
      files: last.js.map((f) => `${f.url.replace(/^https?:\/\/localhost:/, ':')} ${kib(f.sent)} KiB sent, ${kib(f.gz)} KiB gz`),
    };
    const l = loads[pg.path];
    console.log(
      `${pg.path}: ${l.scripts} scripts, ${spread(l.sent, kib)} KiB sent (${spread(l.gz, kib)} gzip-eq., ${spread(l.raw, kib)} raw) before the first screen, ${spread(l.idleSent, kib)} KiB sent by idle; ` +
        `render ${spread(l.renderMs, String)} ms; TMDB ${l.coldTmdb} cold / ${l.revisitTmdb} revisit; supabase-js ${l.supabase ? 'downloaded' : 'not downloaded'}`,
    );
    if (process.env.BENCH_FILES) for (const f of l.files) console.log(`    ${f}`);
  }
  await browser.close();
  return loads;
}
