/**
 * Accessibility of every route: axe-core in real Chromium (layout and colour
 * contrast included), light and dark, signed out and — for the account pages — signed in as the
 * seeded demo user. Zero serious or critical violations.
 */
import { expect, test, type Page } from '@playwright/test';
import { aTrendingMovie, seriousViolations } from './helpers';

interface RouteCase {
  /** Path to open. */
  path: string;
  /** Text that shows once the screen has its data. */
  ready: string | RegExp;
  /** Signed in as the demo user first. */
  signedIn?: boolean;
}

async function signInAsDemo(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill('demo@streamscout.local');
  await page.getByLabel('Password', { exact: true }).fill('streamscout');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`every route has no serious or critical axe violations (${scheme})`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const movie = await aTrendingMovie(request);
    const routes: RouteCase[] = [
      { path: '/', ready: 'Trending Shows' },
      { path: `/search?q=${encodeURIComponent(movie.title)}`, ready: movie.title },
      { path: '/search?q=zzzzqqqqxxxx', ready: 'No results found!' },
      { path: '/search?q=%20', ready: 'Bad Request' },
      { path: `/details/movie/${movie.id}`, ready: movie.title },
      { path: '/details/movie/999999999', ready: "We couldn't find any more details for this show. Sorry about that!" },
      { path: '/discover', ready: 'Discover Our Popular Shows' },
      { path: '/discover/netflix', ready: /Netflix/ },
      { path: '/login', ready: 'No account yet?' },
      { path: '/signup', ready: 'Already have an account?' },
      { path: '/no/such/page', ready: 'Go Back' },
      { path: '/dashboard', ready: /Welcome back/, signedIn: true },
      { path: '/dashboard/queue', ready: /'s watch queue|Your watch queue is empty!/, signedIn: true },
      { path: '/dashboard/favorites', ready: /'s favorites|Your favorites list is empty!/, signedIn: true },
    ];
    const context = await browser.newContext({ colorScheme: scheme });
    await context.addInitScript((s) => localStorage.setItem('streamscout:theme', s), scheme);
    const page = await context.newPage();
    const failures: string[] = [];
    const check = async (route: RouteCase) => {
      await page.goto(route.path);
      await expect(page.getByText(route.ready).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const v of await seriousViolations(page)) failures.push(`${route.path} ${v}`);
    };
    for (const route of routes.filter((r) => !r.signedIn)) await check(route);
    await signInAsDemo(page);
    for (const route of routes.filter((r) => r.signedIn)) await check(route);
    await context.close();
    expect(failures).toEqual([]);
  });
}
