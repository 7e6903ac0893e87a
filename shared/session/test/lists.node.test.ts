import { isInList, isListName, LIST_NAMES, showKey } from '../src';
import type { Profile } from '../src';

const profile: Profile = {
  id: '00000000-0000-0000-0000-000000000001',
  email: 'a@b.co',
  username: 'alice',
  country: 'Canada',
  adult: false,
  queue: ['movie-123'],
  favorites: ['tv-456'],
  watched: [],
};

describe('showKey / isInList (spec §3)', () => {
  it('builds {showType}-{showId}', () => {
    expect(showKey('movie', 123)).toBe('movie-123');
    expect(showKey('tv', '456')).toBe('tv-456');
  });
  it('checks one list of a profile', () => {
    expect(isInList(profile, 'queue', 'movie-123')).toBe(true);
    expect(isInList(profile, 'favorites', 'movie-123')).toBe(false);
    expect(isInList(profile, 'favorites', 'tv-456')).toBe(true);
    expect(isInList(profile, 'watched', 'tv-456')).toBe(false);
    expect(isInList(null, 'queue', 'movie-123')).toBe(false);
    expect(isInList({ ...profile, queue: null as unknown as string[] }, 'queue', 'movie-123')).toBe(false);
  });
  it('knows the list names', () => {
    expect(LIST_NAMES).toEqual(['queue', 'favorites', 'watched']);
    expect(isListName('queue')).toBe(true);
    expect(isListName('email')).toBe(false);
  });
});
