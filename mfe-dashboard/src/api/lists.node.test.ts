import { newestFirst, parseListEntry } from './lists';

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
