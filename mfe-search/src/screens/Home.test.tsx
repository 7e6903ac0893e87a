import { screen, waitFor, within } from '@testing-library/react';
import { configureTmdb } from '@streamscout/tmdb';
import { expectNoAxeViolations, loadedSelect, renderWithProviders, tmdbGet, tmdbTestUrl, setupLocalTmdb } from '@streamscout/testing';
import Home from './Home';

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

  it('when TMDB cannot be reached, both rows say so quietly (spec §8: no error text)', async () => {
    configureTmdb({ baseUrl: 'http://127.0.0.1:9/3', imageBaseUrl: `${tmdbTestUrl()}/t/p` });
    renderWithProviders(<Home />);
    await waitFor(() => expect(screen.getAllByText('Sorry, no shows to display at this time.')).toHaveLength(2));
    configureTmdb({ baseUrl: `${tmdbTestUrl()}/3`, imageBaseUrl: `${tmdbTestUrl()}/t/p` });
  });
});
