/**
 * `/dashboard/:list` (spec §2 gallery) through the real supabase-js against the local backend (a
 * real signed-up user, lists filled by the real add_item RPC) and the local TMDB catalog over HTTP.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { TMDB_TIMEOUT_MS, configureTmdb } from '@streamscout/tmdb';
import { sessionStore } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import {
  addEntries,
  type CatalogTitle,
  catalogTitles,
  createTestQueryClient,
  expectNoAxeViolations,
  renderWithProviders,
  setupLocalTmdb,
  signInFreshUser,
  startTmdbGate,
  type TmdbGate,
  tmdbGet,
  tmdbTestUrl,
} from '@streamscout/testing';
import { GRID_OVERSCAN_ROWS, GRID_ROW_HEIGHT, gridColumns } from '../components/GalleryGrid';
import Gallery from './Gallery';

jest.setTimeout(90000);
setupLocalTmdb();
afterEach(() => {
  cleanup(); // unmount before the store is reset, so nothing re-renders outside act
  resetSessionForTests();
});

const renderGallery = (list: string, queryClient = createTestQueryClient(), query = '') =>
  renderWithProviders(<Gallery />, { path: `/dashboard/${list}${query}`, route: '/dashboard/:list', queryClient });

/** The cards in the grid, in order: a loaded card by its title, any other by its entry ('movie-123'). */
const cards = () =>
  within(screen.getByTestId('gallery-grid'))
    .queryAllByTestId(/^(list-card|failed-show-card|missing-show-card)$/)
    .map((card) =>
      card.getAttribute('data-testid') === 'list-card'
        ? (card.querySelector('p')?.textContent ?? '')
        : (card.getAttribute('data-entry') ?? ''),
    );
/** Every entry the grid renders (loaded or not), in order. */
const renderedEntries = () =>
  Array.from(screen.getByTestId('gallery-grid').querySelectorAll('[data-entry]')).map((el) => el.getAttribute('data-entry'));

/** The TMDB path a list entry loads from ('tv-5' → '/3/tv/5'). */
const pathOf = (entry: string) => (entry.startsWith('tv-') ? `/3/tv/${entry.slice(3)}` : `/3/movie/${entry.slice(6)}`);

/** Scrolls the page (jsdom has no layout: the window's scroll position and a scroll event). */
function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}
// jsdom has no scrolling: the grid's virtualizer re-applies the current offset on mount, a no-op here.
beforeAll(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
});
afterEach(() => scrollTo(0));

/** Catalog titles of pages 1..n of movie/popular and tv/popular (20 a page each), as list entries with their raw fields. */
async function popular(pages: number) {
  type Raw = {
    id: number;
    title?: string;
    name?: string;
    vote_average: number;
    vote_count: number;
    release_date?: string;
    first_air_date?: string;
  };
  const lists = await Promise.all(
    [...Array(pages).keys()].flatMap((i) => [
      tmdbGet<{ results: Raw[] }>(`/movie/popular?page=${i + 1}`).then((l) =>
        l.results.map((r) => ({ ...r, entry: `movie-${r.id}`, title: r.title ?? '', date: r.release_date ?? '' })),
      ),
      tmdbGet<{ results: Raw[] }>(`/tv/popular?page=${i + 1}`).then((l) =>
        l.results.map((r) => ({ ...r, entry: `tv-${r.id}`, title: r.name ?? '', date: r.first_air_date ?? '' })),
      ),
    ]),
  );
  const seen = new Set<string>();
  return lists.flat().filter((t) => !seen.has(t.entry) && seen.add(t.entry));
}

describe('titles, back button, empty panel', () => {
  it.each([
    ['queue', 'watch queue', 'watch queue', 'Clear Queue'],
    ['favorites', 'favorites', 'favorites list', 'Clear Favorites'],
    ['watched', 'watched list', 'watched list', 'Clear Watched'],
  ])('/dashboard/%s: "{username}\'s %s", a Dashboard button, the empty panel', async (list, noun, listName, clear) => {
    const { profile } = await signInFreshUser('gallery');
    renderGallery(list);
    expect(screen.getByRole('heading', { level: 1, name: `${profile.username}'s ${noun}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('heading', { name: `Your ${listName} is empty!` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: clear })).toBeDisabled();
    await expectNoAxeViolations();
  });

  it('a long username wraps instead of widening the page', async () => {
    await signInFreshUser('x'.repeat(60));
    renderGallery('queue');
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('style')).toContain('overflow-wrap: anywhere');
  });
});

describe('400 Bad Request', () => {
  it('an unknown list segment', async () => {
    await signInFreshUser('gallery');
    renderGallery('shows');
    expect(screen.getByRole('heading', { name: '400' })).toBeInTheDocument();
    expect(screen.getByText('Bad Request')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('a missing segment', async () => {
    await signInFreshUser('gallery');
    renderWithProviders(<Gallery />, { path: '/dashboard', route: '/dashboard' });
    expect(screen.getByText('Bad Request')).toBeInTheDocument();
  });
});

describe('the list as cards', () => {
  let titles: { movies: CatalogTitle[]; tv: CatalogTitle[] };
  beforeAll(async () => {
    titles = await catalogTitles(10);
  });

  it('every show of a short list, newest first, with the count; each links to its details (tv- → TV, else movie)', async () => {
    const { profile } = await signInFreshUser('gallery');
    const [m1, m2] = titles.movies;
    const [t1] = titles.tv;
    await addEntries(profile, 'favorites', [m1!.entry, t1!.entry, m2!.entry]);
    renderGallery('favorites');
    await screen.findByText(m1!.title);
    await waitFor(() => expect(screen.queryAllByTestId('card-skeleton')).toHaveLength(0));
    expect(cards()).toEqual([m2!.title, t1!.title, m1!.title]);
    expect(screen.getByTestId('gallery-count')).toHaveTextContent('3 titles');
    expect(screen.getByRole('radio', { name: 'Recently added' })).toBeChecked();
    expect(screen.getByRole('link', { name: new RegExp(escape(t1!.title)) })).toHaveAttribute('href', `/details/tv/${t1!.entry.slice(3)}`);
    expect(screen.getByRole('link', { name: new RegExp(escape(m1!.title)) })).toHaveAttribute(
      'href',
      `/details/movie/${m1!.entry.slice(6)}`,
    );
    expect(screen.getByRole('button', { name: 'Clear Favorites' })).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('one title: "1 title"', async () => {
    const { profile } = await signInFreshUser('gallery');
    await addEntries(profile, 'queue', [titles.tv[2]!.entry]);
    renderGallery('queue');
    await screen.findByText(titles.tv[2]!.title);
    expect(screen.getByTestId('gallery-count')).toHaveTextContent(/^1 title$/);
  });

  it('Clear Queue empties the list (remove_all) and shows the empty panel', async () => {
    const { profile } = await signInFreshUser('gallery');
    await addEntries(profile, 'queue', [titles.movies[0]!.entry, titles.tv[0]!.entry]);
    await addEntries(profile, 'watched', [titles.movies[1]!.entry]);
    const { user } = renderGallery('queue');
    await screen.findByText(titles.movies[0]!.title);
    await user.click(screen.getByRole('button', { name: 'Clear Queue' }));
    expect(await screen.findByRole('heading', { name: 'Your watch queue is empty!' })).toBeInTheDocument();
    expect(sessionStore.getState().profile).toMatchObject({ queue: [], watched: [titles.movies[1]!.entry] });
  });
});

describe('a long list: windowed, light requests, sorted, failed told apart from missing', () => {
  let gate: TmdbGate;
  let many: Awaited<ReturnType<typeof popular>>;
  /** The 100-title watched list of one user, stored oldest first. */
  let stored: string[];
  beforeAll(async () => {
    many = (await popular(11)).slice(0, 400);
    expect(many.length).toBe(400);
    gate = await startTmdbGate();
    // A generous timeout: on a busy 2-core machine a gated request can take seconds, and a
    // timed-out card would be a failed card, not the windowing these tests are about.
    configureTmdb({ baseUrl: `${gate.url}/3`, imageBaseUrl: `${tmdbTestUrl()}/t/p`, timeoutMs: 30000 });
  });
  afterAll(async () => {
    configureTmdb({ baseUrl: `${tmdbTestUrl()}/3`, timeoutMs: TMDB_TIMEOUT_MS });
    await gate.close();
  });
  beforeEach(() => gate.reset());

  /**
   * Signs up a user whose watched list holds 100 titles, `set` 0–3 picking different ones (so no
   * request of an earlier test can still be in flight for them). @returns the entries newest first
   */
  async function longList(set: number) {
    const { profile } = await signInFreshUser('long');
    stored = many.slice(set * 100, set * 100 + 100).map((t) => t.entry);
    await addEntries(profile, 'watched', stored);
    return [...stored].reverse();
  }

  /** How many cards a screen of jsdom's window (1024 × 768) holds with the overscan rows. */
  const screenful = () => gridColumns(window.innerWidth) * (Math.ceil(window.innerHeight / GRID_ROW_HEIGHT) + GRID_OVERSCAN_ROWS);

  it("100 titles: only a screen's worth of cards is rendered and requested (the light call), newest first; scrolling brings the next", async () => {
    const newest = await longList(0);
    const queryClient = createTestQueryClient();
    // Node's fetch can reuse a keep-alive socket the gate closes after 5 s idle (the axe check
    // below is that long) and fail the request before it is sent; a browser sends such a GET again
    // by itself and the app's client retries twice, so one retry here stands in for that.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: 1, retryDelay: 0 } });
    const first = renderGallery('watched', queryClient);
    expect(screen.getByTestId('gallery-count')).toHaveTextContent('100 titles');
    const n = screenful();
    expect(n).toBeLessThan(30);
    await waitFor(() => expect(screen.getAllByTestId('list-card')).toHaveLength(n), { timeout: 30000 });
    expect(renderedEntries()).toEqual(newest.slice(0, n));
    expect(cards()).toEqual(newest.slice(0, n).map((e) => many.find((t) => t.entry === e)!.title));
    // One light request per card on screen, none for the other titles.
    expect(gate.seen.map((u) => new URL(u, 'http://x').pathname).sort()).toEqual(newest.slice(0, n).map(pathOf).sort());
    expect(gate.seen.every((u) => new URL(u, 'http://x').searchParams.get('append_to_response') === 'watch/providers')).toBe(true);
    await expectNoAxeViolations();

    // Scroll ten rows down: those rows are rendered and asked for; the top ones leave the DOM.
    const columns = gridColumns(window.innerWidth);
    scrollTo(10 * GRID_ROW_HEIGHT);
    const from = 9 * columns; // one overscan row above
    await waitFor(() => expect(renderedEntries()[0]).toBe(newest[from]));
    expect(renderedEntries()).not.toContain(newest[0]);
    await waitFor(() => expect(screen.queryAllByTestId('card-skeleton')).toHaveLength(0), { timeout: 30000 });
    const asked = new Set(gate.seen.map((u) => new URL(u, 'http://x').pathname));
    expect(
      renderedEntries()
        .filter((e) => !asked.has(pathOf(e!)))
        .map(
          (e) =>
            `${e} ${screen.getByTestId('gallery-grid').querySelector(`[data-entry="${e}"]`)?.getAttribute('data-testid')} ${String(queryClient.getQueryState(['tmdb', 'summary', e!.startsWith('tv-') ? 'tv' : 'movie', Number(e!.split('-')[1])])?.error)}`,
        ),
    ).toEqual([]);
    expect(asked.size).toBeLessThan(3 * n);
    first.unmount();

    // Back to the gallery in the same session: everything it shows is cached, no request.
    scrollTo(0);
    gate.reset();
    renderGallery('watched', queryClient);
    expect(screen.getAllByTestId('list-card')).toHaveLength(n);
    // settled: no query is fetching, so no request is on its way
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(gate.seen).toEqual([]);
  });

  it.each([
    [
      'Title',
      1,
      'title',
      (a: (typeof many)[number], b: (typeof many)[number]) =>
        new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare(a.title, b.title),
    ],
    [
      'Rating',
      2,
      'rating',
      (a: (typeof many)[number], b: (typeof many)[number]) => b.vote_average - a.vote_average || b.vote_count - a.vote_count,
    ],
    [
      'Release',
      3,
      'release',
      (a: (typeof many)[number], b: (typeof many)[number]) =>
        a.date && b.date ? b.date.localeCompare(a.date) : a.date ? -1 : b.date ? 1 : 0,
    ],
  ] as const)(
    "sort by %s: every title's light data is fetched once, then the top of the sorted list shows; kept in the URL",
    async (label, set, value, compare) => {
      const newest = await longList(set);
      // A gate of its own: no request of an earlier test can be shared with this one's.
      const own = await startTmdbGate();
      configureTmdb({ baseUrl: `${own.url}/3` });
      const { user, location } = renderGallery('watched');
      await waitFor(() => expect(screen.getAllByTestId('list-card').length).toBeGreaterThan(0));
      await user.click(screen.getByRole('radio', { name: label }));
      expect(location()).toBe(`/dashboard/watched?sort=${value}`);
      const n = screenful();
      const byNewest = newest.map((e) => many.find((t) => t.entry === e)!);
      const expected = [...byNewest]
        .sort(compare)
        .slice(0, n)
        .map((t) => t.title);
      await waitFor(() => expect(cards()).toEqual(expected), { timeout: 45000 });
      expect(screen.getByTestId('sort-progress')).toHaveTextContent('');
      // The sort needed all 100 titles: each asked for exactly once.
      const paths = own.seen.map((u) => new URL(u, 'http://x').pathname);
      expect({
        unique: new Set(paths).size,
        dup: paths.filter((p, i) => paths.indexOf(p) !== i),
        missing: newest.map(pathOf).filter((p) => !paths.includes(p)),
      }).toEqual({ unique: 100, dup: [], missing: [] });
      expect(paths).toHaveLength(100);
      await user.click(screen.getByRole('radio', { name: 'Recently added' }));
      expect(location()).toBe('/dashboard/watched');
      await waitFor(() => expect(renderedEntries()).toEqual(newest.slice(0, n)));
      cleanup();
      configureTmdb({ baseUrl: `${gate.url}/3` });
      await own.close();
    },
  );

  it('a title TMDB fails to send is a card with "Try again" (that title only); one TMDB does not have says so, with no retry', async () => {
    const { profile } = await signInFreshUser('failing');
    const [ok, bad] = many;
    await addEntries(profile, 'queue', [ok!.entry, bad!.entry, 'movie-999999999']);
    gate.failNext(pathOf(bad!.entry));
    const { user } = renderGallery('queue');
    const failed = await screen.findByTestId('failed-show-card');
    expect(failed).toHaveTextContent(bad!.entry);
    expect(within(failed).getByText("We couldn't load this right now.")).toBeInTheDocument();
    const missing = await screen.findByTestId('missing-show-card');
    expect(missing).toHaveTextContent('movie-999999999');
    expect(within(missing).queryByRole('button')).toBeNull();
    expect(await screen.findByText(ok!.title)).toBeInTheDocument();
    await expectNoAxeViolations();
    gate.reset();
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(bad!.title)).toBeInTheDocument();
    expect(screen.queryByTestId('failed-show-card')).toBeNull();
    expect(gate.seen.map((u) => new URL(u, 'http://x').pathname)).toEqual([pathOf(bad!.entry)]);
    expect(cards()).toEqual(['movie-999999999', bad!.title, ok!.title]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
