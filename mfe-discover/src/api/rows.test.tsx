/**
 * The discover rows' TMDB queries (spec §9 filters, spec §5 include_adult), as the local catalog
 * receives them, and what it answers.
 */
import { DEFAULT_REGION } from '@streamscout/region';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { DiscoverRow, Show } from '@streamscout/tmdb';
import { expectNoAxeViolations, makeProfile, renderWithProviders, setupLocalTmdb } from '@streamscout/testing';
import { useDiscoverRow } from './rows';
import { recordTmdbRequests, type TmdbRequest } from '../test/tmdbRequests';

setupLocalTmdb();
const requests = recordTmdbRequests();

let received: Show[] | null = null;
function Probe({ row }: { row: DiscoverRow }) {
  const q = useDiscoverRow(row);
  received = q.data ?? null;
  return <output aria-label="row state">{q.isPending ? 'pending' : `${q.data?.length ?? 0} shows`}</output>;
}

async function load(row: DiscoverRow, adult?: boolean) {
  cleanup();
  requests.length = 0;
  received = null;
  renderWithProviders(<Probe row={row} />, { profile: adult === undefined ? null : makeProfile({ adult }) });
  await waitFor(() => expect(screen.getByLabelText('row state')).not.toHaveTextContent('pending'));
  return (received as Show[] | null) ?? []; // set by Probe while rendering
}

/** The query parameters of the request to `path`, as a plain object. */
function paramsOf(path: string): Record<string, string> {
  const r = requests.filter((q: TmdbRequest) => q.path === path);
  expect(r).toHaveLength(1);
  return Object.fromEntries(r[0].params);
}

const COMMON = { sort_by: 'popularity.desc', page: '1', language: 'en-US', region: 'us' };

describe('useDiscoverRow: the requests of spec §9 (sorted by popularity, page 1)', () => {
  it('trending: weekly trending movies + popular TV, merged', async () => {
    const shows = await load('trending');
    expect(requests.map((r) => r.path).sort()).toEqual(['trending/movie/week', 'tv/popular']);
    expect(new Set(shows.map((s) => s.media_type))).toEqual(new Set(['movie', 'tv']));
    await expectNoAxeViolations();
  });

  it('best: vote average ≥ 8 and vote count ≥ 2000, movies and TV', async () => {
    const shows = await load('best');
    for (const path of ['discover/movie', 'discover/tv']) {
      expect(paramsOf(path)).toMatchObject({ ...COMMON, 'vote_average.gte': '8', 'vote_count.gte': '2000', include_adult: 'false' });
    }
    expect(shows.length).toBeGreaterThan(0);
    expect(shows.every((s) => s.vote_average >= 8 && s.vote_count >= 2000)).toBe(true);
  });

  it('new: vote count ≥ 2000, released (first aired) on or after 2023-01-01', async () => {
    const shows = await load('new');
    expect(paramsOf('discover/movie')).toMatchObject({ ...COMMON, 'vote_count.gte': '2000', 'release_date.gte': '2023-01-01' });
    expect(paramsOf('discover/tv')).toMatchObject({ ...COMMON, 'vote_count.gte': '2000', 'first_air_date.gte': '2023-01-01' });
    expect(shows.every((s) => s.release_date >= '2023-01-01')).toBe(true);
  });

  it('action: movies genres 28 and 12 (count ≥ 2000), TV 10759 (count ≥ 2500), average ≥ 5, adult and video excluded', async () => {
    await load('action');
    expect(paramsOf('discover/movie')).toMatchObject({
      ...COMMON,
      with_genres: '28,12',
      'vote_average.gte': '5',
      'vote_count.gte': '2000',
      include_adult: 'false',
      include_video: 'false',
    });
    expect(paramsOf('discover/tv')).toMatchObject({
      ...COMMON,
      with_genres: '10759',
      'vote_average.gte': '5',
      'vote_count.gte': '2500',
      include_adult: 'false',
    });
  });

  it('comedy: genre 35, average ≥ 5, count ≥ 2500, adult and video excluded', async () => {
    await load('comedy');
    for (const path of ['discover/movie', 'discover/tv']) {
      expect(paramsOf(path)).toMatchObject({
        ...COMMON,
        with_genres: '35',
        'vote_average.gte': '5',
        'vote_count.gte': '2500',
        include_adult: 'false',
      });
    }
    expect(paramsOf('discover/movie').include_video).toBe('false');
  });

  it('horror: genre 27, average ≥ 5, count ≥ 2500 — movies only', async () => {
    const shows = await load('horror');
    expect(requests.map((r) => r.path)).toEqual(['discover/movie']);
    expect(paramsOf('discover/movie')).toMatchObject({ ...COMMON, with_genres: '27', 'vote_average.gte': '5', 'vote_count.gte': '2500' });
    expect(shows.every((s) => s.media_type === 'movie')).toBe(true);
  });

  it.each([
    ['netflix', '8'],
    ['hulu', '15'],
    ['prime', '9'],
  ] as const)('%s: US flat-rate provider %s, average ≥ 7.5, count ≥ 2500', async (row, provider) => {
    const shows = await load(row);
    for (const path of ['discover/movie', 'discover/tv']) {
      expect(paramsOf(path)).toMatchObject({
        ...COMMON,
        watch_region: DEFAULT_REGION,
        with_watch_providers: provider,
        'vote_average.gte': '7.5',
        'vote_count.gte': '2500',
      });
    }
    expect(shows.length).toBeGreaterThan(0);
  });
});

describe('useDiscoverRow: include_adult follows the signed-in profile (spec §5, §6)', () => {
  it('signed out → include_adult=false', async () => {
    await load('best');
    expect(paramsOf('discover/movie').include_adult).toBe('false');
  });

  it('adult flag off → false; on → true', async () => {
    await load('netflix', false);
    expect(paramsOf('discover/tv').include_adult).toBe('false');
    await load('netflix', true);
    expect(paramsOf('discover/movie').include_adult).toBe('true');
    expect(paramsOf('discover/tv').include_adult).toBe('true');
  });

  it('adult flag on: horror and the rating rows include adult titles; action and comedy still never do', async () => {
    await load('horror', true);
    expect(paramsOf('discover/movie').include_adult).toBe('true');
    await load('action', true);
    expect(paramsOf('discover/movie').include_adult).toBe('false');
    expect(paramsOf('discover/tv').include_adult).toBe('false');
    await load('comedy', true);
    expect(paramsOf('discover/movie').include_adult).toBe('false');
  });
});
