import type { ShowSummary } from '@streamscout/tmdb';
import { compareShows, newestFirst, parseListEntry, sortEntries } from './lists';

describe('parseListEntry (spec §7: tv- → TV detail call, otherwise movie)', () => {
  it('tv- entries are TV, movie- entries are movies', () => {
    expect(parseListEntry('tv-456')).toEqual({ key: 'tv-456', type: 'tv', id: '456' });
    expect(parseListEntry('movie-123')).toEqual({ key: 'movie-123', type: 'movie', id: '123' });
  });
  it('anything else is a movie, its id after the first dash (or the whole entry)', () => {
    expect(parseListEntry('person-7')).toEqual({ key: 'person-7', type: 'movie', id: '7' });
    expect(parseListEntry('42')).toEqual({ key: '42', type: 'movie', id: '42' });
  });
});

describe('newestFirst', () => {
  it('reverses the stored order (lists are appended to) without touching it', () => {
    const stored = ['movie-1', 'tv-2', 'movie-3'];
    expect(newestFirst(stored)).toEqual(['movie-3', 'tv-2', 'movie-1']);
    expect(stored).toEqual(['movie-1', 'tv-2', 'movie-3']);
  });
  it('keeps only the newest `limit`', () => {
    expect(newestFirst(['a', 'b', 'c', 'd'], 2)).toEqual(['d', 'c']);
    expect(newestFirst(['a'], 0)).toEqual([]);
  });
});

describe('sortEntries / compareShows (the gallery orders)', () => {
  const show = (key: string, over: Partial<ShowSummary>): [string, ShowSummary] => [
    key,
    {
      id: Number(key.split('-')[1]),
      media_type: key.startsWith('tv-') ? 'tv' : 'movie',
      title: '',
      release_date: '',
      vote_average: 0,
      vote_count: 0,
      poster_path: null,
      banner_path: null,
      overview: '',
      genre_ids: [],
      providers: [],
      services_by_region: {},
      ...over,
    },
  ];
  const shows = new Map([
    show('movie-1', { title: 'the Zoo', vote_average: 7.1, vote_count: 10, release_date: '2020-05-01' }),
    show('tv-2', { title: 'Alien 10', vote_average: 8.4, vote_count: 5, release_date: '' }),
    show('movie-3', { title: 'Alien 9', vote_average: 7.1, vote_count: 900, release_date: '2024-01-31' }),
    show('movie-4', { title: 'élan', vote_average: 5, vote_count: 1, release_date: '1999-12-31' }),
  ]);
  // newest first, as the gallery passes them; movie-5 has no data (failed or missing)
  const entries = ['movie-5', 'movie-4', 'movie-3', 'tv-2', 'movie-1'].map(parseListEntry);
  const keys = (sort: Parameters<typeof sortEntries>[1]) => sortEntries(entries, sort, shows).map((e) => e.key);

  it('recently added: the given order, untouched', () => {
    expect(keys('added')).toEqual(['movie-5', 'movie-4', 'movie-3', 'tv-2', 'movie-1']);
  });
  it('title: A→Z ignoring case and accents, numbers by value; titles without data last', () => {
    expect(keys('title')).toEqual(['movie-3', 'tv-2', 'movie-4', 'movie-1', 'movie-5']);
  });
  it('rating: highest first, more votes first on a tie', () => {
    expect(keys('rating')).toEqual(['tv-2', 'movie-3', 'movie-1', 'movie-4', 'movie-5']);
  });
  it('release: newest first, titles without a date after the dated ones', () => {
    expect(keys('release')).toEqual(['movie-3', 'movie-1', 'movie-4', 'tv-2', 'movie-5']);
    expect(compareShows('release', shows.get('tv-2')!, shows.get('movie-4')!)).toBeGreaterThan(0);
  });
});
