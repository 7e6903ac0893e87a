/**
 * The page's `<head>` follows the page shown, in one tab, whatever brought it there: the
 * server-rendered landing, a click (client-side navigation), Back, Forward, and a revisit whose
 * data is already in the QueryClient. At each step the tab's title, the meta description, the
 * canonical URL and the Open Graph title are the page's own — checked against the local TMDB
 * catalog's data for the ids the page links to. Debian Chromium against the production build.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SHELL_URL } from '../playwright.config';
import { TMDB } from './helpers';

/** What the head of one page must say. */
interface Expected {
  /** The exact tab title. */
  title: string;
  /** Path (and query) of the canonical URL, after the shell's origin. */
  canonical: string;
  /** A piece of text the meta description contains. */
  describes: string;
}

const HOME: Expected = {
  title: 'StreamScout — where to watch movies and TV shows',
  canonical: '/',
  describes: 'StreamScout: search any movie or TV show',
};

/** The first 40 characters of a text with its whitespace collapsed (as the description holds it). */
const start = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 40);

/** '2026' of '2026-03-01', '' when unknown. */
const yearOf = (date: string | null | undefined) => (date && /^\d{4}/.test(date) ? date.slice(0, 4) : '');

async function tmdb<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${TMDB}${path}${path.includes('?') ? '&' : '?'}language=en-US`);
  expect(res.ok(), `local TMDB ${path}`).toBe(true);
  return (await res.json()) as T;
}

/** The head of a movie or TV details page, from the catalog. */
async function showPage(request: APIRequestContext, type: 'movie' | 'tv', id: number): Promise<Expected & { name: string }> {
  const d = await tmdb<{ title?: string; name?: string; overview: string; release_date?: string; first_air_date?: string }>(
    request,
    `/${type}/${id}`,
  );
  const name = (d.title ?? d.name) as string;
  const year = yearOf(d.release_date ?? d.first_air_date);
  return {
    name,
    title: `${year ? `${name} (${year})` : name} — where to watch | StreamScout`,
    canonical: `/details/${type}/${id}`,
    describes: d.overview ? start(d.overview) : 'subscription service',
  };
}

/** The id at the end of a link's href ('/details/actor/12' → 12). */
async function idOf(link: Locator): Promise<number> {
  const href = (await link.getAttribute('href')) ?? '';
  return Number(/\/(\d+)$/.exec(href)?.[1]);
}

/** Waits until the head says what `e` expects: title, description, canonical and og:title. */
async function expectHead(page: Page, e: Expected, step: string): Promise<void> {
  await expect(page, step).toHaveTitle(e.title);
  await expect(page.locator('meta[name="description"]'), step).toHaveCount(1);
  await expect(page.locator('meta[name="description"]'), step).toHaveAttribute('content', new RegExp(escapeRe(e.describes)));
  await expect(page.locator('link[rel="canonical"]'), step).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]'), step).toHaveAttribute('href', `${SHELL_URL}${e.canonical}`);
  await expect(page.locator('meta[property="og:title"]'), step).toHaveAttribute('content', e.title);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('home → movie → actor → TV → season → search by clicking, then Back and Forward through them, then a cached revisit', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const pages: Expected[] = [];
  const content = page.getByRole('main');

  // 1. the server-rendered landing
  await page.goto('/');
  await expectHead(page, HOME, 'home (server-rendered)');
  pages.push(HOME);

  // 2. a movie card of home's trending
  const movieLink = content.locator('a[href^="/details/movie/"]').first();
  const movieId = await idOf(movieLink);
  const movie = await showPage(request, 'movie', movieId);
  await movieLink.click();
  await expect(page).toHaveURL(new RegExp(`/details/movie/${movieId}$`));
  await expect(page.getByRole('heading', { level: 1, name: movie.name })).toBeVisible();
  await expectHead(page, movie, 'movie after a click');
  pages.push(movie);

  // 3. a cast member who also played in TV
  const castLinks = page.getByRole('region', { name: 'Cast' }).locator('a[href^="/details/actor/"]');
  let actorLink: Locator | null = null;
  let actor: { name: string; biography: string } | null = null;
  for (let i = 0; i < Math.min(await castLinks.count(), 10) && !actorLink; i += 1) {
    const id = await idOf(castLinks.nth(i));
    const p = await tmdb<{ name: string; biography: string; tv_credits: { cast: unknown[] } }>(
      request,
      `/person/${id}?append_to_response=tv_credits`,
    );
    if (p.tv_credits.cast.length > 0) [actorLink, actor] = [castLinks.nth(i), p];
  }
  if (!actorLink || !actor) throw new Error(`no cast member of movie ${movieId} has TV credits in the catalog`);
  const actorId = await idOf(actorLink);
  const actorPage: Expected = {
    title: `${actor.name} — movies and TV shows | StreamScout`,
    canonical: `/details/actor/${actorId}`,
    describes: actor.biography ? start(actor.biography) : `${actor.name}: movies and TV shows`,
  };
  await actorLink.click();
  await expect(page.getByRole('heading', { level: 1, name: actor.name })).toBeVisible();
  await expectHead(page, actorPage, 'actor after a click');
  pages.push(actorPage);

  // 4. one of the actor's TV shows that has seasons
  const tvLinks = page.getByRole('region', { name: 'TV' }).locator('a[href^="/details/tv/"]');
  await expect(tvLinks.first()).toBeAttached();
  let tvId = 0;
  let lastSeason = -1;
  for (let i = 0; i < Math.min(await tvLinks.count(), 10) && !tvId; i += 1) {
    const id = await idOf(tvLinks.nth(i));
    const d = await tmdb<{ seasons?: { season_number: number }[] }>(request, `/tv/${id}`);
    if (d.seasons?.length) [tvId, lastSeason] = [id, d.seasons[d.seasons.length - 1].season_number];
  }
  if (!tvId) throw new Error(`no TV credit of actor ${actorId} has seasons in the catalog`);
  const tv = await showPage(request, 'tv', tvId);
  await page.getByRole('region', { name: 'TV' }).locator(`a[href="/details/tv/${tvId}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: tv.name })).toBeVisible();
  await expectHead(page, tv, 'TV show after a click');
  pages.push(tv);

  // 5. its latest season's card
  const season = await tmdb<{ name: string; overview: string }>(request, `/tv/${tvId}/season/${lastSeason}`);
  const seasonPage: Expected = {
    title: `${tv.name} — ${season.name} | StreamScout`,
    canonical: `/details/tv/${tvId}/seasons/${lastSeason}`,
    describes: season.overview ? start(season.overview) : 'StreamScout: search any movie or TV show',
  };
  await content.locator(`a[href="/details/tv/${tvId}/seasons/${lastSeason}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: season.name })).toBeVisible();
  await expectHead(page, seasonPage, 'season after a click');
  pages.push(seasonPage);

  // 6. a search from the header
  const q = movie.name.split(' ')[0];
  const box = page.getByRole('banner').getByRole('searchbox', {
    name: 'Search for any movie or tv show to discover streaming providers and more!',
  });
  await box.fill(q);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  const searchPage: Expected = {
    title: `“${q}” — search | StreamScout`,
    canonical: `/search?q=${encodeURIComponent(q)}`,
    describes: `Movies and TV shows matching “${q}”`,
  };
  await expectHead(page, searchPage, 'search after submitting the header form');
  pages.push(searchPage);

  // Back to the landing, one page at a time, then Forward to the end
  for (let i = pages.length - 2; i >= 0; i -= 1) {
    await page.goBack();
    await expectHead(page, pages[i], `Back to ${pages[i].canonical}`);
  }
  for (let i = 1; i < pages.length; i += 1) {
    await page.goForward();
    await expectHead(page, pages[i], `Forward to ${pages[i].canonical}`);
  }

  // a revisit whose data is cached: home by the header's logo, then the same movie card again
  await page.getByRole('banner').getByRole('link', { name: 'StreamScout home' }).click();
  await expect(page).toHaveURL(`${SHELL_URL}/`);
  await expectHead(page, HOME, 'home again by the logo');
  await content.locator(`a[href="/details/movie/${movieId}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1, name: movie.name })).toBeVisible();
  await expectHead(page, movie, 'movie again, from the cache');
});

test.describe('a reader in the United Kingdom', () => {
  test.use({ locale: 'en-GB' });

  test("texts name the reader's region, on the server's pages and after a click", async ({ page, request }) => {
    /** How a movie's description starts for a reader in the United Kingdom (a pattern), from the catalog. */
    const gbStart = async (id: number) => {
      const d = await tmdb<{ 'watch/providers': { results: Record<string, { flatrate?: { provider_name: string }[] }> } }>(
        request,
        `/movie/${id}?append_to_response=watch/providers`,
      );
      const gb = (d['watch/providers']?.results?.GB?.flatrate ?? []).map((p) => p.provider_name);
      return new RegExp(
        gb.length
          ? `^Stream it on [^.]*${escapeRe(gb[0])}`
          : `^${escapeRe('Not on a subscription service in the United Kingdom right now.')}`,
      );
    };
    const description = page.locator('meta[name="description"]');

    await page.goto('/');
    await expect(page).toHaveTitle(HOME.title);
    await expect(description).toHaveAttribute('content', /in the United Kingdom\.$/);
    const links = page.getByRole('main').locator('a[href^="/details/movie/"]');
    const first = await idOf(links.first());
    let second = first;
    for (let i = 1; i < (await links.count()) && second === first; i += 1) second = await idOf(links.nth(i));
    expect(second, 'home lists two movies').not.toBe(first);

    // client-side, from home's card
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/details/movie/${first}$`));
    await expect(description).toHaveAttribute('content', await gbStart(first));

    // server-rendered for the region of the request's Accept-Language
    await page.goto(`/details/movie/${second}`);
    await expect(description).toHaveAttribute('content', await gbStart(second));
    await expect(description).not.toHaveAttribute('content', /\bUS\b/);
  });
});
