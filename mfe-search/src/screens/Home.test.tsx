import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { EMPTY_CAROUSEL_MESSAGE, LOAD_FAILED_TEXT } from '@streamscout/ui';
import {
  EMPTY_TMDB_LIST,
  TMDB_FAULTS,
  expectNoAxeViolations,
  loadedSelect,
  renderWithProviders,
  setupLocalTmdb,
  setupTmdbFaults,
  tmdbGet,
} from '@streamscout/testing';
import Home from './Home';

jest.setTimeout(30_000);
setupLocalTmdb();

interface RawList {
  results: { title?: string; name?: string; poster_path: string | null }[];
}

/** The titles the catalog lists first (with a poster) for a TMDB list path. */
async function catalogTitles(path: string): Promise<string[]> {
  const body = await tmdbGet<RawList>(path);
  return body.results.filter((r) => r.poster_path).map((r) => (r.title ?? r.name) as string);
}

function section(name: string): HTMLElement {
  return screen.getByRole('heading', { name }).closest('section') as HTMLElement;
}

describe('Home `/` (spec §2 featured search screen)', () => {
  it('shows skeletons, then the Trending Shows and In Theaters rows from the catalog', async () => {
    renderWithProviders(<Home />);
    expect(screen.getByRole('searchbox', { name: /Search for any movie or tv show/ })).toBeInTheDocument();
    expect(within(section('Trending Shows')).getByRole('status', { name: 'Loading shows' })).toBeInTheDocument();
    const [trendingMovie] = await catalogTitles('/trending/movie/week');
    const [popularTv] = await catalogTitles('/tv/popular');
    const [nowPlaying] = await catalogTitles('/movie/now_playing');
    // trending = weekly trending movies merged with popular TV
    expect(await within(section('Trending Shows')).findAllByRole('img', { name: trendingMovie })).not.toHaveLength(0);
    expect(within(section('Trending Shows')).getAllByRole('img', { name: popularTv })).not.toHaveLength(0);
    expect(await within(section('In Theaters')).findAllByRole('img', { name: nowPlaying })).not.toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('sorts Trending Shows A–Z on request', async () => {
    const { user } = renderWithProviders(<Home />);
    const trending = section('Trending Shows');
    await within(trending).findAllByRole('img');
    await user.click(await loadedSelect(user, 'Sort trending shows'));
    await user.click(await screen.findByRole('option', { name: 'A–Z' }));
    await waitFor(() => {
      const titles = within(trending)
        .getAllByTestId('show-card')
        .map((c) => within(c).getByRole('img').getAttribute('alt') ?? '');
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    });
  });
});

describe('Home `/` when TMDB fails or has nothing', () => {
  const tmdb = setupTmdbFaults();

  it.each(Object.entries(TMDB_FAULTS))('%s: each row says it failed; Try again refetches that row only', async (_label, mode) => {
    tmdb.fail(mode);
    const { user } = renderWithProviders(<Home />);
    const failed = await within(section('In Theaters')).findByRole('status', { name: `In Theaters: ${LOAD_FAILED_TEXT}` });
    expect(within(section('Trending Shows')).getByRole('status', { name: `Trending Shows: ${LOAD_FAILED_TEXT}` })).toBeInTheDocument();
    expect(failed).toHaveTextContent(LOAD_FAILED_TEXT);
    expect(screen.queryByText(EMPTY_CAROUSEL_MESSAGE)).toBeNull();
    await expectNoAxeViolations();

    tmdb.heal();
    const before = tmdb.requests().length;
    await user.click(within(section('In Theaters')).getByRole('button', { name: 'Try again' }));
    const [nowPlaying] = await catalogTitles('/movie/now_playing');
    expect(await within(section('In Theaters')).findAllByRole('img', { name: nowPlaying })).not.toHaveLength(0);
    const asked = tmdb
      .requests()
      .slice(before)
      .map((r) => r.path)
      .filter((p) => p.startsWith('/3/'));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\/3\/movie\/now_playing\?/);
    // Trending was not asked again: it still offers its own Try again.
    expect(within(section('Trending Shows')).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await user.click(within(section('Trending Shows')).getByRole('button', { name: 'Try again' }));
    const [trendingMovie] = await catalogTitles('/trending/movie/week');
    expect(await within(section('Trending Shows')).findAllByRole('img', { name: trendingMovie })).not.toHaveLength(0);
  });

  it('failed rows fill themselves when the browser comes back online, and when the tab becomes visible again', async () => {
    tmdb.fail(TMDB_FAULTS['a reset connection']);
    const { queryClient } = renderWithProviders(<Home />);
    await within(section('In Theaters')).findByRole('status', { name: `In Theaters: ${LOAD_FAILED_TEXT}` });
    await within(section('Trending Shows')).findByRole('status', { name: `Trending Shows: ${LOAD_FAILED_TEXT}` });
    tmdb.heal();
    act(() => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    const [nowPlaying] = await catalogTitles('/movie/now_playing');
    expect(await within(section('In Theaters')).findAllByRole('img', { name: nowPlaying })).not.toHaveLength(0);
    expect(await within(section('Trending Shows')).findAllByRole('img')).not.toHaveLength(0);
    queryClient.clear();

    // The tab: hidden while TMDB failed, visible again once it is back.
    tmdb.fail(TMDB_FAULTS['a 500']);
    const again = renderWithProviders(<Home />);
    const failed = await within(again.container).findAllByRole('status', { name: /: We couldn't load this right now\.$/ });
    expect(failed).toHaveLength(2);
    tmdb.heal();
    const before = tmdb.requests().length;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await within(again.container).findAllByRole('img', { name: nowPlaying })).not.toHaveLength(0);
    expect(within(again.container).queryByText(LOAD_FAILED_TEXT)).toBeNull();
    expect(
      tmdb
        .requests()
        .slice(before)
        .filter((r) => r.path.startsWith('/3/')).length,
    ).toBe(3);
    act(() => focusManager.setFocused(undefined));
  });

  it('TMDB answers with empty lists: the spec text in both rows, no failure message', async () => {
    tmdb.fail(EMPTY_TMDB_LIST);
    renderWithProviders(<Home />);
    await waitFor(() => expect(screen.getAllByText(EMPTY_CAROUSEL_MESSAGE)).toHaveLength(2));
    expect(screen.queryByText(LOAD_FAILED_TEXT)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
