import { screen, waitFor, within } from '@testing-library/react';
import { LOAD_FAILED_TEXT } from '@streamscout/ui';
import { TMDB_FAULTS, expectNoAxeViolations, renderWithProviders, setupLocalTmdb, setupTmdbFaults, tmdbGet } from '@streamscout/testing';
import { SEARCH_STORAGE_KEYS } from '../components/SearchResults';
import Search from './Search';

// a whole results page (and its next pages) against the catalog on a shared 2-core machine
jest.setTimeout(30_000);
setupLocalTmdb();

interface RawSearch {
  total_pages: number;
  results: { media_type: string; title?: string; name?: string }[];
}

/** Shows (not people) of one page of the catalog's search/multi. */
async function catalogSearch(query: string, page = 1) {
  const body = await tmdbGet<RawSearch>(`/search/multi?query=${encodeURIComponent(query)}&page=${page}&include_adult=false`);
  return { ...body, shows: body.results.filter((r) => r.media_type !== 'person') };
}

/** Card titles in the order shown. */
function shownTitles(): string[] {
  return within(screen.getByTestId('search-results'))
    .getAllByRole('link')
    .map((a) => a.querySelector('img')?.getAttribute('alt') ?? '')
    .filter(Boolean);
}

/** Waits until the whole first page of `expected` is drawn (the first screen's cards come first, the rest a render later). */
async function pageShown(expected: { shows: { title?: string; name?: string }[] }) {
  await waitFor(() => expect(shownTitles().slice(0, expected.shows.length)).toEqual(expected.shows.map((s) => s.title ?? s.name)));
}

/** jsdom has no layout: an IntersectionObserver that reports every target as visible at once. */
function visibleIntersections() {
  class Visible {
    constructor(private cb: IntersectionObserverCallback) {}
    observe(target: Element) {
      setTimeout(
        () => this.cb([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
        0,
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  const original = window.IntersectionObserver;
  window.IntersectionObserver = Visible as unknown as typeof IntersectionObserver;
  return () => {
    window.IntersectionObserver = original;
  };
}

beforeEach(() => localStorage.clear());

describe('Search `/search?q=` (spec §2 "Search results")', () => {
  it('a missing or blank q gives 400 Bad Request and logs "No query found!"', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<Search />, { path: '/search?q=%20%20' });
    expect(screen.getByText('Bad Request')).toBeInTheDocument();
    expect(screen.getByText('400')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('No query found!');
    log.mockRestore();
    await expectNoAxeViolations();
  });

  it('shows 12 skeletons, then the catalog results of the trimmed query in TMDB order, people dropped', async () => {
    renderWithProviders(<Search />, { path: '/search?q=%20city%20' });
    expect(screen.getByTestId('skeleton-grid').children).toHaveLength(12);
    const expected = await catalogSearch('city');
    await screen.findByTestId('search-results');
    expect(screen.getByRole('heading', { name: 'Results for “city”' })).toBeInTheDocument();
    await pageShown(expected);
    await expectNoAxeViolations();
  });

  it('draws the first screen of a new query first, then the rest of its page', async () => {
    const expected = await catalogSearch('city');
    expect(expected.shows.length).toBeGreaterThan(4);
    // the cards in the results each time the DOM changes: what a reader sees, frame by frame
    const counts: number[] = [];
    const observer = new MutationObserver(() => {
      const results = document.querySelector('[data-testid="search-results"]');
      if (results)
        counts.push(
          within(results as HTMLElement)
            .queryAllByRole('link')
            .filter((a) => a.querySelector('img')).length,
        );
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      renderWithProviders(<Search />, { path: '/search?q=city' });
      await pageShown(expected);
    } finally {
      observer.disconnect();
    }
    // jsdom matches no media query: the phone's two columns, two rows of them first
    expect(counts[0]).toBe(4);
    expect(counts.at(-1)).toBe(expected.shows.length);
  });

  it('sort A–Z, filter TV, then back to All/Default restores the original order', async () => {
    const { user } = renderWithProviders(<Search />, { path: '/search?q=city' });
    await pageShown(await catalogSearch('city'));
    const original = shownTitles();
    await user.click(screen.getByRole('radio', { name: 'A–Z' }));
    expect(shownTitles()).toEqual([...original].sort((a, b) => a.localeCompare(b)));
    await user.click(screen.getByRole('radio', { name: 'TV' }));
    const tv = (await catalogSearch('city')).shows.filter((s) => s.media_type === 'tv').map((s) => s.name as string);
    expect([...shownTitles()].sort()).toEqual([...tv].sort());
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.click(screen.getByRole('radio', { name: 'Default' }));
    expect(shownTitles()).toEqual(original);
  });

  it('remembers the list view under its own storage key', async () => {
    const { user, unmount } = renderWithProviders(<Search />, { path: '/search?q=city' });
    await screen.findByTestId('search-results');
    await user.click(screen.getByRole('radio', { name: 'List view' }));
    expect(JSON.parse(localStorage.getItem(SEARCH_STORAGE_KEYS.view) ?? 'null')).toBe('list');
    unmount();
    renderWithProviders(<Search />, { path: '/search?q=the' });
    // list view: 10 list skeletons while loading
    expect(screen.getByTestId('skeleton-grid').children).toHaveLength(10);
    await screen.findByTestId('search-results');
    expect(screen.getByRole('radio', { name: 'List view' })).toBeChecked();
  });

  it('loads the next page when the end of the list comes into view', async () => {
    const restore = visibleIntersections();
    try {
      const page1 = await catalogSearch('the', 1);
      const page2 = await catalogSearch('the', 2);
      expect(page1.total_pages).toBeGreaterThan(2);
      renderWithProviders(<Search />, { path: '/search?q=the' });
      await waitFor(() => expect(shownTitles().length).toBeGreaterThanOrEqual(page1.shows.length + page2.shows.length), { timeout: 5000 });
      const titles = shownTitles();
      expect(titles.slice(page1.shows.length, page1.shows.length + page2.shows.length)).toEqual(page2.shows.map((s) => s.title ?? s.name));
    } finally {
      restore();
    }
  });

  it('no results: the spec texts, Return Home, and popular suggestions', async () => {
    renderWithProviders(<Search />, { path: '/search?q=zzzzqqqq' });
    expect(await screen.findByText('No results found!')).toBeInTheDocument();
    expect(
      screen.getByText(
        "We couldn't find any search results for zzzzqqqq! Please try again with a different keyword or check your spelling.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(await screen.findByText('These popular shows might interest you:')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});

describe('Search when TMDB fails', () => {
  const tmdb = setupTmdbFaults();

  it.each(Object.entries(TMDB_FAULTS))(
    '%s: "We couldn\'t load this right now." — not "No results found!"; Try again brings the results',
    async (_label, mode) => {
      tmdb.fail(mode, (path) => path.startsWith('/3/search/'));
      const { user } = renderWithProviders(<Search />, { path: '/search?q=city' });
      expect(await screen.findByRole('status', { name: `Search results: ${LOAD_FAILED_TEXT}` })).toBeInTheDocument();
      expect(screen.queryByText('No results found!')).toBeNull();
      expect(screen.queryByRole('radio', { name: 'A–Z' })).toBeNull();
      await expectNoAxeViolations();

      tmdb.heal();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await pageShown(await catalogSearch('city'));
      expect(screen.queryByText(LOAD_FAILED_TEXT)).toBeNull();
    },
  );

  it('a failed next page keeps the loaded results and offers Try again at the end, which loads it', async () => {
    const restore = visibleIntersections();
    try {
      const page1 = await catalogSearch('the', 1);
      const page2 = await catalogSearch('the', 2);
      tmdb.fail(TMDB_FAULTS['a 500'], (path) => path.startsWith('/3/search/') && /[?&]page=2(&|$)/.test(path));
      const { user } = renderWithProviders(<Search />, { path: '/search?q=the' });
      const more = await screen.findByRole('status', { name: `More results: ${LOAD_FAILED_TEXT}` }, { timeout: 5000 });
      expect(shownTitles()).toEqual(page1.shows.map((s) => s.title ?? s.name));
      // The results grid comes before the message: Try again is at the end of the list.
      expect(screen.getByTestId('search-results').compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // While it stays failed, nothing asks for page 2 again by itself.
      const page2Asks = () => tmdb.requests().filter((r) => r.path.startsWith('/3/search/') && /[?&]page=2(&|$)/.test(r.path)).length;
      expect(page2Asks()).toBe(1);

      tmdb.heal();
      await user.click(within(more).getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(shownTitles().length).toBeGreaterThanOrEqual(page1.shows.length + page2.shows.length), { timeout: 5000 });
      expect(shownTitles().slice(page1.shows.length, page1.shows.length + page2.shows.length)).toEqual(
        page2.shows.map((s) => s.title ?? s.name),
      );
      expect(page2Asks()).toBe(2);
    } finally {
      restore();
    }
  });
});
