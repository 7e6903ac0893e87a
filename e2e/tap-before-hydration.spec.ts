/**
 * Architecture §9 "A tap before hydration is kept": a control pressed between the server's HTML and hydration
 * keeps its effect. The CPU is throttled 4× (CDP `Emulation.setCPUThrottlingRate`), as in the
 * mobile Lighthouse runs, and the page's scripts are held back until the first press is made, so
 * the press surely lands on the server's HTML (React has not even started) — then released.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { aTrendingMovie, freshUser, hydrated, signUpThroughForm } from './helpers';

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

/** Whether React has started on the page (`hydrateRoot` marks `#root`). */
const reactStarted = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react')));

/**
 * Every control of the first screen (what a phone of 390 × 844 px shows before scrolling) in the
 * server's HTML, each with how it works before the page's script: `link` (an `<a href>`: the browser
 * follows it), `form` (a field of a GET form: the browser submits it), `toggle` (the early-input script
 * shows and hides its part at once), `replay` (the press is recorded and pressed again once React runs),
 * `segment` (a radio of a segmented control: the control takes the checked one over when it mounts),
 * `inert` (disabled, and drawn so), or `none` — a control that would drop a tap.
 */
async function firstScreenControls(page: Page) {
  return page.evaluate(() => {
    const controls: { kind: string; name: string }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, [role="button"], summary')) {
      const target = el instanceof HTMLInputElement && el.type === 'radio' ? (el.labels?.[0] ?? el) : el;
      const r = target.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom <= 0 || r.top >= innerHeight || el.closest('[hidden]')) continue;
      if (el instanceof HTMLInputElement && el.type === 'hidden') continue;
      const name = el.getAttribute('aria-label') || target.textContent?.trim().slice(0, 40) || el.tagName;
      const form = el.closest('form');
      const kind =
        el instanceof HTMLAnchorElement && el.getAttribute('href') && !el.getAttribute('href')!.startsWith('#')
          ? 'link'
          : el.closest('[data-early-toggle]')
            ? 'toggle'
            : el.closest('[data-replay-press]')
              ? 'replay'
              : (el as HTMLInputElement).disabled
                ? 'inert'
                : el instanceof HTMLInputElement && el.type === 'radio' && el.closest('[role="radiogroup"]')
                  ? 'segment'
                  : form &&
                      form.method === 'get' &&
                      form.getAttribute('action') &&
                      !(el instanceof HTMLButtonElement && el.type === 'button')
                    ? 'form'
                    : 'none';
      controls.push({ kind, name });
    }
    return controls;
  });
}

/** The options of an open Select's dropdown. */
const listbox = (page: Page) => page.getByRole('listbox');

/** The titles of a results grid's cards, in order. */
const titles = (results: Locator) =>
  results
    .getByTestId('show-card')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''));

/**
 * One public page at 390 px on a 4× slowed CPU, its scripts held back: each control of the first screen
 * has a way to work before the script has run (a link, a GET form, a toggle, a replayed press or an
 * adopted segment); `taps` presses some of them on the server's HTML, before any script runs, then the
 * scripts are let through, and `after` checks that each press took effect.
 */
const PAGES: {
  path: string;
  taps?: (page: Page) => Promise<void>;
  after?: (page: Page) => Promise<void>;
}[] = [
  {
    path: '/',
    taps: async (page) => {
      // the header's search icon opens its row at once, its box focused, without React
      const icon = page.getByRole('banner').getByRole('button', { name: 'Toggle search' });
      await icon.tap();
      const box = page.locator('#header-search-row').getByRole('searchbox');
      await expect(box).toBeVisible();
      await expect(box).toBeFocused();
      await expect(icon).toHaveAttribute('aria-expanded', 'true');
      // (a finger does not read the arrow's aria-disabled, which says it can do nothing without script)
      await page.getByRole('button', { name: 'Next shows' }).first().tap({ force: true });
      await page.getByRole('combobox', { name: 'Sort trending shows' }).tap();
    },
    after: async (page) => {
      // the row stays open, and now React's: the next tap closes it
      const icon = page.getByRole('banner').getByRole('button', { name: 'Toggle search' });
      await expect(page.locator('#header-search-row').getByRole('searchbox')).toBeVisible();
      // the sort's dropdown opened (its press replayed)…
      await expect(listbox(page).getByRole('option', { name: 'Rating' })).toBeVisible({ timeout: 30_000 });
      // …and the first carousel starts on its second page (the arrow's press replayed): its first card is not the first show
      const first = page.getByTestId('show-carousel').first();
      await expect
        .poll(() => first.locator('.mantine-Carousel-container').evaluate((el) => (el as HTMLElement).style.transform), { timeout: 30_000 })
        .toMatch(/translate3d\(-[1-9]/);
      await page.keyboard.press('Escape');
      await icon.tap();
      await expect(page.locator('#header-search-row')).toBeHidden();
    },
  },
  {
    path: '/discover',
    taps: async (page) => {
      await page.getByRole('button', { name: 'Next shows' }).first().tap({ force: true });
    },
    after: async (page) => {
      const first = page.getByTestId('show-carousel').first();
      await expect
        .poll(() => first.locator('.mantine-Carousel-container').evaluate((el) => (el as HTMLElement).style.transform), { timeout: 30_000 })
        .toMatch(/translate3d\(-[1-9]/);
    },
  },
  // its sort and type filter are shown disabled (spec §4): links and the header only
  { path: '/discover/netflix' },
  {
    path: '/search?q=star',
    taps: async (page) => {
      await page.locator('label', { hasText: /^Z–A$/ }).tap();
    },
    after: async (page) => {
      await expect(page.locator('label[data-active]', { hasText: /^Z–A$/ })).toBeVisible({ timeout: 30_000 });
      const shown = await titles(page.getByTestId('search-results'));
      expect(shown.length).toBeGreaterThan(1);
      expect(shown).toEqual([...shown].sort((a, b) => b.localeCompare(a, 'en')));
    },
  },
  {
    path: 'movie',
    taps: async (page) => {
      await page.getByRole('combobox', { name: 'Change region' }).tap();
    },
    after: async (page) => {
      await expect(listbox(page).getByRole('option', { name: 'United Kingdom' })).toBeVisible({ timeout: 30_000 });
    },
  },
];

test.describe('a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  for (const { path, taps, after } of PAGES) {
    test(`390 px, 4× CPU, ${path === 'movie' ? 'a movie page' : path}: every control of the first screen works before the script, and a tap on it is kept`, async ({
      page,
      request,
    }) => {
      test.slow(); // a page hydrating on a 4× slowed CPU
      const url = path === 'movie' ? `/details/movie/${(await aTrendingMovie(request)).id}` : path;
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const release = await holdScripts(page);
      await page.goto(url, { waitUntil: 'commit' });
      await expect(page.getByRole('banner').getByRole('button', { name: 'Toggle search' })).toBeVisible();
      await page.waitForLoadState('domcontentloaded');

      const controls = await firstScreenControls(page);
      expect(controls.length).toBeGreaterThan(2);
      expect(
        controls.filter((c) => c.kind === 'none').map((c) => c.name),
        'controls that would drop a tap',
      ).toEqual([]);

      await taps?.(page);
      // every press landed on the server's HTML
      expect(await reactStarted(page)).toBe(false);
      release();
      await hydrated(page);
      await after?.(page);
    });
  }
});
