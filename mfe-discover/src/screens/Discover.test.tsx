/**
 * `/discover` against the local catalog: hero, the nine rows in spec order with 'View More',
 * the Genres and Platforms banners, and lazy rows (at most 6 TMDB requests before the user
 * scrolls; the rest when their section comes near the viewport).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { bannerUrl, DISCOVER_ROWS, type Show } from '@streamscout/tmdb';
import { tmdbKeys } from '@streamscout/tmdb/query';
import { EMPTY_CAROUSEL_MESSAGE, LOAD_FAILED_TEXT } from '@streamscout/ui';
import {
  EMPTY_TMDB_LIST,
  TMDB_FAULTS,
  expectNoAxeViolations,
  renderWithProviders,
  setMediaQueries,
  setupLocalTmdb,
  setupTmdbFaults,
  controlIntersections,
} from '@streamscout/testing';
import Discover, { DISCOVER_HERO_TITLE } from './Discover';
import { recordTmdbRequests } from '../test/tmdbRequests';

// a whole page of rows against the catalog, and axe over it, on a shared 2-core machine
jest.setTimeout(30_000);

setupLocalTmdb();
const requests = recordTmdbRequests();
const io = controlIntersections();

// Autoplay is covered by the ShowCarousel tests; here its 3 s ticks would only add act() noise.
let restoreMedia = () => {};
beforeAll(() => {
  restoreMedia = setMediaQueries((query) => query.includes('prefers-reduced-motion'));
});
afterAll(() => restoreMedia());

const ORDER = [
  ['trending', 'Trending'],
  ['best', 'Highest Rated'],
  ['new', 'Newly Added'],
  ['action', 'Action & Adventure'],
  ['comedy', 'Comedy'],
  ['horror', 'Horror'],
  ['netflix', 'Popular on Netflix'],
  ['hulu', 'Popular on Hulu'],
  ['prime', 'Popular on Prime'],
] as const;

function section(row: string) {
  return screen.getByTestId(`discover-section-${row}`);
}

/** Renders /discover and waits for the eager rows, with nothing in flight. */
async function renderDiscover() {
  const r = renderWithProviders(<Discover />, { path: '/discover', profile: null });
  await screen.findByRole('heading', { name: DISCOVER_HERO_TITLE });
  await waitFor(() => expect(within(section('best')).getAllByRole('img').length).toBeGreaterThan(0));
  await waitFor(() => expect(r.queryClient.isFetching()).toBe(0));
  return r;
}

/** Scrolls a section near the viewport and waits for its row to settle. */
async function scrollTo(row: string, queryClient: { isFetching: () => number }) {
  act(() => io.scrollIntoView(section(row)));
  await waitFor(() => expect(within(section(row)).queryByLabelText('Loading shows')).not.toBeInTheDocument());
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

describe('Discover', () => {
  it('shows the hero and the nine rows in spec order, each with View More to /discover/{row}', async () => {
    await renderDiscover();
    expect(DISCOVER_ROWS.map((r) => [r.key, r.title])).toEqual(ORDER);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.filter((h) => h !== 'Genres' && h !== 'Platforms')).toEqual(ORDER.map(([, t]) => t));
    for (const [row, title] of ORDER) {
      const s = within(screen.getByTestId(`discover-row-${row}`));
      expect(s.getByRole('heading', { name: title })).toBeInTheDocument();
      const more = s.getByRole('link', { name: 'View More' });
      expect(more).toHaveAttribute('href', `/discover/${row}`);
      expect(more).toHaveAccessibleDescription(title);
    }
    await expectNoAxeViolations();
  });

  it('fetches only the rows above the fold before the user scrolls: at most 6 TMDB requests', async () => {
    await renderDiscover();
    expect(requests.length).toBeLessThanOrEqual(6);
    expect(requests.map((r) => r.path).sort()).toEqual(['discover/movie', 'discover/tv', 'trending/movie/week', 'tv/popular']);
    // rows below the fold show placeholders and wait
    for (const row of ['new', 'action', 'comedy', 'horror', 'netflix', 'hulu', 'prime']) {
      expect(within(section(row)).getByLabelText('Loading shows')).toBeInTheDocument();
      // …standing still: nothing is loading yet, so no endless pulse below the fold (banners too)
      expect(within(section(row)).getByLabelText('Loading shows')).toHaveAttribute('aria-busy', 'false');
      expect(section(row).querySelector('[data-animate]')).toBeNull();
    }
    expect(within(section('action')).getByTestId('banner-skeleton')).toBeInTheDocument();
    // every lazy section is watched for coming near the viewport
    expect(io.observed()).toEqual(expect.arrayContaining(['new', 'action', 'prime'].map(section)));
  });

  it('fetches each row when its section comes near the viewport, once; all nine make 17 requests', async () => {
    const { queryClient } = await renderDiscover();
    await scrollTo('new', queryClient);
    expect(requests).toHaveLength(6);
    expect(within(screen.getByTestId('discover-row-new')).getAllByRole('img').length).toBeGreaterThan(0);
    await scrollTo('new', queryClient); // scrolling past again fetches nothing new
    expect(requests).toHaveLength(6);
    for (const row of ['action', 'comedy', 'horror', 'netflix', 'hulu', 'prime']) await scrollTo(row, queryClient);
    expect(requests).toHaveLength(17); // 2 per row, horror movies only
  });

  it("puts a 'Genres' banner before the fourth row and a 'Platforms' banner before the seventh", async () => {
    const { queryClient } = await renderDiscover();
    await scrollTo('action', queryClient);
    await scrollTo('netflix', queryClient);
    const banners = screen.getAllByTestId('banner');
    expect(banners).toHaveLength(3); // hero, Genres, Platforms
    const [hero, genres, platforms] = banners;
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(DISCOVER_HERO_TITLE);
    expect(within(genres).getByRole('heading', { level: 2 })).toHaveTextContent('Genres');
    expect(within(platforms).getByRole('heading', { level: 2 })).toHaveTextContent('Platforms');
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const row = (r: string) => screen.getByTestId(`discover-row-${r}`);
    expect(follows(row('new'), genres) && follows(genres, row('action'))).toBe(true);
    expect(follows(row('horror'), platforms) && follows(platforms, row('netflix'))).toBe(true);
    for (const b of banners) {
      expect(b.getAttribute('style')).toContain('height: calc(25rem'); // 400 px
      expect(within(b).getByRole('heading').className).toContain('mantine-visible-from-md');
    }
  });

  it("a section banner shows a show from the first half of its row's data, banner_path at original size", async () => {
    const { queryClient } = await renderDiscover();
    await scrollTo('action', queryClient);
    await scrollTo('netflix', queryClient);
    const [hero, genres, platforms] = screen.getAllByTestId('banner');
    const check = (banner: HTMLElement, row: 'trending' | 'action' | 'netflix') => {
      const data = queryClient.getQueryData<Show[]>(tmdbKeys.discoverRow(row, { adult: false }))!;
      const firstHalf = data.slice(0, Math.max(1, Math.floor(data.length / 2))).filter((s) => s.banner_path);
      expect(firstHalf.length).toBeGreaterThan(0);
      const img = within(banner).getByRole('img');
      const chosen = firstHalf.find((s) => bannerUrl(s.banner_path) === img.getAttribute('src'));
      expect(chosen).toBeDefined();
      expect(img.getAttribute('src')).toMatch(/\/t\/p\/original\//);
      expect(img).toHaveAttribute('alt', chosen!.title);
    };
    check(hero, 'trending');
    check(genres, 'action');
    check(platforms, 'netflix');
  });
});

describe('Discover when TMDB fails or has nothing', () => {
  const tmdb = setupTmdbFaults();

  it.each(Object.entries(TMDB_FAULTS))(
    '%s on the discover calls: Highest Rated says it failed, Trending shows; Try again refills that row',
    async (_label, mode) => {
      // Trending comes from trending/ and tv/popular; Highest Rated from discover/movie + discover/tv.
      tmdb.fail(mode, (path) => path.startsWith('/3/discover/'));
      const { user } = renderWithProviders(<Discover />, { path: '/discover', profile: null });
      const failed = await within(section('best')).findByRole('status', { name: `Highest Rated: ${LOAD_FAILED_TEXT}` });
      await waitFor(() => expect(within(screen.getByTestId('discover-row-trending')).getAllByRole('img').length).toBeGreaterThan(0));
      expect(within(section('best')).queryByText(EMPTY_CAROUSEL_MESSAGE)).toBeNull();
      await expectNoAxeViolations();

      tmdb.heal();
      requests.length = 0;
      await user.click(within(failed).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(within(screen.getByTestId('discover-row-best')).getAllByRole('img').length).toBeGreaterThan(0));
      // Only the failed row was asked again (its movie and TV halves).
      expect(requests.map((r) => r.path).sort()).toEqual(['discover/movie', 'discover/tv']);
      expect(screen.queryByText(LOAD_FAILED_TEXT)).toBeNull();
    },
  );

  it('empty answers: each eager row shows the spec text, no failure message', async () => {
    tmdb.fail(EMPTY_TMDB_LIST);
    renderWithProviders(<Discover />, { path: '/discover', profile: null });
    expect(await within(screen.getByTestId('discover-row-best')).findByText(EMPTY_CAROUSEL_MESSAGE)).toBeInTheDocument();
    expect(await within(screen.getByTestId('discover-row-trending')).findByText(EMPTY_CAROUSEL_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(LOAD_FAILED_TEXT)).toBeNull();
  });
});
