/**
 * `/dashboard/:list` (spec §2 gallery) through the real supabase-js against the local backend (a
 * real signed-up user, lists filled by the real add_item RPC) and the local TMDB catalog over HTTP.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { configureTmdb } from '@streamscout/tmdb';
import { sessionStore } from '@streamscout/session';
import { resetSessionForTests } from '@streamscout/session/testing';
import { addEntries, type CatalogTitle, catalogTitles, createTestQueryClient, expectNoAxeViolations, renderWithProviders, setupLocalTmdb, signInFreshUser, startTmdbGate, type TmdbGate, tmdbTestUrl, until } from '@streamscout/testing';
import Gallery from './Gallery';

jest.setTimeout(60000);
setupLocalTmdb();
afterEach(() => {
  cleanup(); // unmount before the store is reset, so nothing re-renders outside act
  resetSessionForTests();
});

const renderGallery = (list: string, queryClient = createTestQueryClient()) =>
  renderWithProviders(<Gallery />, { path: `/dashboard/${list}`, route: '/dashboard/:list', queryClient });

const cardTitles = () =>
  within(screen.getByTestId('gallery-grid'))
    .getAllByTestId(/show-card|failed-show-card/)
    .map((card) => card.getAttribute('data-entry') ?? card.querySelector('p')?.textContent ?? '');

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

  it('every show of the list, newest first, each linking to its details (tv- → TV, else movie)', async () => {
    const { profile } = await signInFreshUser('gallery');
    const [m1, m2] = titles.movies;
    const [t1] = titles.tv;
    await addEntries(profile, 'favorites', [m1!.entry, t1!.entry, m2!.entry]);
    renderGallery('favorites');
    await screen.findByText(m1!.title);
    await waitFor(() => expect(screen.queryAllByTestId('card-skeleton')).toHaveLength(0));
    expect(cardTitles()).toEqual([m2!.title, t1!.title, m1!.title]);
    expect(screen.getByRole('link', { name: new RegExp(escape(t1!.title)) })).toHaveAttribute(
      'href',
      `/details/tv/${t1!.entry.slice(3)}`,
    );
    expect(screen.getByRole('link', { name: new RegExp(escape(m1!.title)) })).toHaveAttribute(
      'href',
      `/details/movie/${m1!.entry.slice(6)}`,
    );
    expect(screen.getByRole('button', { name: 'Clear Favorites' })).toBeEnabled();
    await expectNoAxeViolations();
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

  describe('loading through the shared query cache', () => {
    let gate: TmdbGate;
    beforeAll(async () => {
      gate = await startTmdbGate();
      configureTmdb({ baseUrl: `${gate.url}/3`, imageBaseUrl: `${tmdbTestUrl()}/t/p` });
    });
    afterAll(async () => {
      configureTmdb({ baseUrl: `${tmdbTestUrl()}/3` });
      await gate.close();
    });
    beforeEach(() => gate.reset());

    it('a 20-title gallery puts all 20 requests in flight before the first answer; a revisit costs 0', async () => {
      const { profile } = await signInFreshUser('parallel');
      const all = [...titles.movies, ...titles.tv];
      expect(all).toHaveLength(20);
      await addEntries(profile, 'watched', all.map((t) => t.entry));
      const queryClient = createTestQueryClient();

      gate.hold();
      const first = renderGallery('watched', queryClient);
      // Every title's detail call reaches the catalog while no response has been sent: parallel.
      // (Loaded one after the other, the second request would wait for the first answer and this
      // would time out.)
      await until(() => gate.seen.length === 20, 10000);
      expect(gate.answered()).toBe(0);
      const paths = gate.seen.map((u) => new URL(u, 'http://x').pathname).sort();
      expect(paths).toEqual(
        all
          .map((t) => (t.entry.startsWith('tv-') ? `/3/tv/${t.entry.slice(3)}` : `/3/movie/${t.entry.slice(6)}`))
          .sort(),
      );
      expect(screen.getAllByTestId('card-skeleton')).toHaveLength(20);
      gate.release();
      await waitFor(() => expect(screen.getAllByTestId('show-card')).toHaveLength(20));
      expect(cardTitles()).toEqual([...all].reverse().map((t) => t.title));
      first.unmount();

      // Back to the gallery (same page, same cache): no request at all.
      gate.reset();
      renderGallery('watched', queryClient);
      expect(screen.getAllByTestId('show-card')).toHaveLength(20);
      // settled: no query is fetching, so no request is on its way
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(gate.seen).toEqual([]);
    });

    it('a title that fails to load is a card with its id and a retry, not dropped', async () => {
      const { profile } = await signInFreshUser('failing');
      const [ok, bad] = titles.movies;
      await addEntries(profile, 'queue', [ok!.entry, bad!.entry]);
      gate.failNext(`/3/movie/${bad!.entry.slice(6)}`);
      const { user } = renderGallery('queue');
      const failed = await screen.findByTestId('failed-show-card');
      expect(failed).toHaveTextContent(bad!.entry);
      expect(await screen.findByText(ok!.title)).toBeInTheDocument();
      await expectNoAxeViolations();
      await user.click(within(failed).getByRole('button', { name: `Retry ${bad!.entry}` }));
      expect(await screen.findByText(bad!.title)).toBeInTheDocument();
      expect(screen.queryByTestId('failed-show-card')).toBeNull();
      expect(cardTitles()).toEqual([bad!.title, ok!.title]);
    });

    it('an id the catalog does not have stays on screen as a failed card', async () => {
      const { profile } = await signInFreshUser('missing');
      await addEntries(profile, 'queue', ['movie-999999999']);
      renderGallery('queue');
      const failed = await screen.findByTestId('failed-show-card');
      expect(failed).toHaveTextContent('movie-999999999');
      expect(within(failed).getByRole('button', { name: 'Retry movie-999999999' })).toBeInTheDocument();
    });
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
