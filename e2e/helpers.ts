import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { portsFor } from '@streamscout/apps';
import { OFFSET } from '../playwright.config';

/** The e2e stack's port shift: the one of playwright.config.ts (`E2E_PORT_OFFSET`, default 1000). */
export { OFFSET };
/** Ports of the e2e stack (the apps table shifted by {@link OFFSET}). */
export const PORTS = portsFor({}, OFFSET);
/** The e2e stack's local TMDB catalog API base. */
export const TMDB = `http://localhost:${PORTS.tmdb}/3`;

/** A raw TMDB list item as the local catalog serves it. */
export interface RawItem {
  id: number;
  title?: string;
  name?: string;
  poster_path: string | null;
  media_type?: string;
}

/** First movie of the catalog's weekly trending with a poster: a title that surely renders. */
export async function aTrendingMovie(request: APIRequestContext): Promise<RawItem & { title: string }> {
  const res = await request.get(`${TMDB}/trending/movie/week`);
  const body = (await res.json()) as { results: RawItem[] };
  const movie = body.results.find((m) => m.poster_path && m.title);
  if (!movie) throw new Error('catalog has no trending movie with a poster');
  return movie as RawItem & { title: string };
}

/** A TV show as the catalog's `/tv/{id}?append_to_response=credits` answers it (the fields the specs read). */
export interface RawTv {
  id: number;
  name: string;
  seasons: { season_number: number; name: string; air_date: string | null; episode_count: number }[];
  credits: { cast: { id: number; name: string }[] };
}

/** A popular TV show with at least two aired seasons (the last one listed may be announced only). */
export async function aTvShow(request: APIRequestContext): Promise<RawTv> {
  const list = (await (await request.get(`${TMDB}/tv/popular`)).json()) as { results: { id: number }[] };
  for (const { id } of list.results) {
    const d = (await (await request.get(`${TMDB}/tv/${id}?append_to_response=credits`)).json()) as RawTv;
    const aired = d.seasons.filter((s) => s.season_number > 0 && s.air_date && s.air_date < '2026-01-01' && s.episode_count > 1);
    if (aired.length >= 2 && d.credits.cast.length > 0) return d;
  }
  throw new Error('no popular TV show with two aired seasons');
}

/** A fresh identity for a signup: unique email and username. */
export function freshUser(tag: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${tag}-${id}@example.com`, username: `${tag}_${id}`, password: 'secret-123' };
}

/**
 * Signs `user` (from {@link freshUser}) up through the signup form, as a person would, and waits
 * for the dashboard (an auto-confirmed signup is signed in).
 */
export async function signUpThroughForm(page: Page, user: ReturnType<typeof freshUser>): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * A user created through the backend's signup (auto-confirmed; the profile takes the country from
 * the signup metadata), for flows that need a country the signup form does not ask for.
 * @param country a country name of the countries list, e.g. 'United Kingdom'
 * @returns the identity (email, username, password) to {@link logIn} with
 */
export async function createUser(request: APIRequestContext, country: string, tag = 'region') {
  const anonKey = ((await (await request.get(`http://localhost:${PORTS.shell}/config.json`)).json()) as { supabase: { anonKey: string } })
    .supabase.anonKey;
  const who = freshUser(tag);
  const res = await request.post(`http://localhost:${PORTS.supabase}/auth/v1/signup`, {
    headers: { apikey: anonKey },
    data: { email: who.email, password: who.password, data: { username: who.username, country } },
  });
  expect(res.status()).toBe(200);
  return who;
}

/** Signs in through the login form and waits for the dashboard. */
export async function logIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Serious and critical axe violations (real Chromium: layout and colour contrast included), one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

/** Asserts the page as it is now has no serious or critical axe violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Resolves once React has hydrated the server's HTML (`hydrateRoot` marks its container, `#root`). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
}

/**
 * Resolves at the page's next idle moment (`requestIdleCallback`: no task left to run): what the
 * page put off until its main thread is idle (a carousel in view starting, its other cards) has
 * had its turn. An event to wait for, not a time.
 */
export async function nextIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/** The style `transform` of a show carousel's track: '' until its engine (embla) has started and positioned it. */
export function trackTransform(carousel: Locator): Promise<string> {
  return carousel.locator('.mantine-Carousel-container').evaluate((el) => (el as HTMLElement).style.transform);
}

/**
 * Resolves once the page has done what it does by itself after hydration: an idle moment, every
 * show carousel in the viewport started (its engine is a chunk of its own, loaded then), and one
 * more idle moment (their other cards, drawn in idle time).
 */
export async function settledAfterHydration(page: Page): Promise<void> {
  await hydrated(page);
  await nextIdle(page);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-testid="show-carousel"]'))
      .filter((c) => {
        const r = c.getBoundingClientRect();
        return r.bottom > 0 && r.top < innerHeight && r.width > 0;
      })
      .every((c) => c.querySelector<HTMLElement>('.mantine-Carousel-container')?.style.transform),
  );
  await nextIdle(page);
}
