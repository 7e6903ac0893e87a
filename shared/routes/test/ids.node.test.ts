/**
 * The one parser of numbers in route segments: only the canonical decimal spelling of a safe
 * integer is an id (a malformed id shows "no details" and asks TMDB nothing), and the route
 * table's params carry the details routes' media type.
 */
import { matchRoute, parseId, parseSeasonNumber } from '../src';

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['9007199254740991', 9007199254740991],
  ])('%j is the id %d', (s, n) => {
    expect(parseId(s)).toBe(n);
  });

  it.each([
    '0',
    '1.5',
    '01',
    '1e3',
    ' 1',
    '1 ',
    '+1',
    '-1',
    '0x1',
    '1_000',
    '١',
    '',
    'abc',
    '42abc',
    '9007199254740992',
    '9007199254740993',
  ])('%j is no id', (s) => {
    expect(parseId(s)).toBeNull();
  });

  it('a missing segment is no id', () => {
    expect(parseId(undefined)).toBeNull();
    expect(parseId(null)).toBeNull();
  });
});

describe('parseSeasonNumber', () => {
  it('0 (specials) and positive season numbers', () => {
    expect(parseSeasonNumber('0')).toBe(0);
    expect(parseSeasonNumber('12')).toBe(12);
  });

  it.each(['00', '01', '-1', '1.5', '1e1', ' 2', '', undefined])('%j is no season number', (s) => {
    expect(parseSeasonNumber(s)).toBeNull();
  });
});

describe('matchRoute params', () => {
  it("gives the details routes' media type with their decoded params", () => {
    expect(matchRoute('/details/movie/42')?.params).toEqual({ type: 'movie', id: '42' });
    expect(matchRoute('/details/tv/7/')?.params).toEqual({ type: 'tv', id: '7' });
    expect(matchRoute('/details/actor/%201')?.params).toEqual({ id: ' 1' });
    expect(matchRoute('/discover/netflix')?.params).toEqual({ genre: 'netflix' });
  });
});
