import {
  compareEnglish,
  countSeasons,
  filterShows,
  formatDateLong,
  formatDateMedium,
  formatCount,
  formatDateShort,
  formatRuntime,
  mergeCredits,
  ordinal,
  parseCalendarDate,
  plural,
  ratingStars,
  showReleaseDate,
  sortShows,
  tvDateRange,
  type Show,
} from '../src';

function show(p: Partial<Show>): Show {
  return {
    id: 1,
    poster_path: null,
    banner_path: null,
    vote_average: 0,
    vote_count: 0,
    overview: '',
    media_type: 'movie',
    genre_ids: [],
    title: '',
    release_date: '',
    ...p,
  };
}

describe('mergeCredits', () => {
  it('merges same-name entries, joins roles with ", ", keeps first order', () => {
    const merged = mergeCredits([
      { id: 1, name: 'A', profile_path: null, character: 'X' },
      { id: 2, name: 'B', profile_path: '/b.jpg', character: 'Y' },
      { id: 1, name: 'A', profile_path: '/a.jpg', character: 'Z' },
      { id: 1, name: 'A', profile_path: '/a2.jpg', character: 'X' },
    ]);
    expect(merged).toEqual([
      { id: 1, name: 'A', profile_path: '/a.jpg', character: 'X, Z' },
      { id: 2, name: 'B', profile_path: '/b.jpg', character: 'Y' },
    ]);
  });
  it('crew jobs, nameless entries dropped, bad input', () => {
    expect(
      mergeCredits([
        { id: 3, name: 'C', job: 'Director' },
        { id: 3, name: 'C', job: 'Writer' },
        { id: 4, job: 'Nobody' },
      ]),
    ).toEqual([{ id: 3, name: 'C', profile_path: null, job: 'Director, Writer' }]);
    expect(mergeCredits(null)).toEqual([]);
    expect(mergeCredits([{ id: 5, name: 'D', character: '' }])).toEqual([{ id: 5, name: 'D', profile_path: null, character: '' }]);
  });
});

describe('dates', () => {
  it('ordinals', () => {
    const got = [1, 2, 3, 4, 10, 11, 12, 13, 14, 21, 22, 23, 24, 30, 31, 101, 111, 112, 113].map(ordinal);
    expect(got).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '10th',
      '11th',
      '12th',
      '13th',
      '14th',
      '21st',
      '22nd',
      '23rd',
      '24th',
      '30th',
      '31st',
      '101st',
      '111th',
      '112th',
      '113th',
    ]);
  });

  it('long / medium / short formats as calendar dates', () => {
    expect(formatDateLong('2020-01-01')).toBe('January 1st, 2020');
    expect(formatDateLong('2021-12-22')).toBe('December 22nd, 2021');
    expect(formatDateLong('1999-10-13')).toBe('October 13th, 1999');
    expect(formatDateMedium('2020-01-01')).toBe('Jan 1st, 2020');
    expect(formatDateMedium('2023-09-03')).toBe('Sep 3rd, 2023');
    expect(formatDateMedium('2023-05-11')).toBe('May 11th, 2023');
    expect(formatDateShort('2020-01-05')).toBe('1-5-2020');
    expect(formatDateShort('2019-12-31')).toBe('12-31-2019');
  });

  it('is timezone-proof (no Date parsing of ISO strings)', () => {
    const original = process.env.TZ;
    for (const tz of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = tz;
      expect(formatDateLong('2020-01-01')).toBe('January 1st, 2020');
      expect(formatDateShort('2020-03-01')).toBe('3-1-2020');
    }
    process.env.TZ = original;
  });

  it('invalid dates give ""', () => {
    expect(formatDateLong('')).toBe('');
    expect(formatDateLong(null)).toBe('');
    expect(formatDateMedium('2021-02-30')).toBe('');
    expect(formatDateShort('2020')).toBe('');
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2023-02-29')).toBeNull();
    expect(parseCalendarDate('2020-13-01')).toBeNull();
  });

  it('showReleaseDate only for exactly 10 characters', () => {
    expect(showReleaseDate('2020-01-01')).toBe('2020-01-01');
    expect(showReleaseDate('2020-01-01', 'medium')).toBe('Jan 1st, 2020');
    expect(showReleaseDate('2020-01-01', 'long')).toBe('January 1st, 2020');
    expect(showReleaseDate('2020-01-01', 'short')).toBe('1-1-2020');
    expect(showReleaseDate('2020')).toBe('');
    expect(showReleaseDate('')).toBe('');
    expect(showReleaseDate('2020-01-01T00:00')).toBe('');
    expect(showReleaseDate(undefined, 'medium')).toBe('');
  });

  it('tvDateRange', () => {
    expect(tvDateRange({ release_date: '2019-07-04', end_date: '2024-07-18', next_air_date: '2026-04-08' })).toBe('2019 - Present');
    expect(tvDateRange({ release_date: '2008-01-20', end_date: '2013-09-29', next_air_date: null })).toBe('2008 - 2013');
    expect(tvDateRange({ release_date: '2008-01-20' })).toBe('2008');
    expect(tvDateRange({ release_date: '' })).toBe('');
  });
});

describe('counts, stars, plurals, runtime', () => {
  it('countSeasons skips season 0 and seasons without air_date', () => {
    expect(
      countSeasons([
        { season_number: 0, air_date: '2009-02-17' },
        { season_number: 1, air_date: '2008-01-20' },
        { season_number: 2, air_date: '2009-03-08' },
        { season_number: 3, air_date: null },
      ]),
    ).toBe(2);
    expect(countSeasons(undefined)).toBe(0);
  });

  it('ratingStars: /2, half-star precision, clamped', () => {
    expect(ratingStars(7.3)).toBe(3.5);
    expect(ratingStars(7.6)).toBe(4);
    expect(ratingStars(8.433)).toBe(4);
    expect(ratingStars(8.5)).toBe(4.5);
    expect(ratingStars(10)).toBe(5);
    expect(ratingStars(12)).toBe(5);
    expect(ratingStars(-1)).toBe(0);
    expect(ratingStars(0)).toBe(0);
    expect(ratingStars(undefined)).toBe(0);
    expect(ratingStars(Number.NaN)).toBe(0);
  });

  it('plural: singular only for exactly 1', () => {
    expect(plural(1, 'minute')).toBe('1 minute');
    expect(plural(0, 'minute')).toBe('0 minutes');
    expect(plural(2, 'season')).toBe('2 seasons');
    expect(plural(1.5, 'rating')).toBe('1.5 ratings');
    expect(plural(1, 'Episode')).toBe('1 Episode');
    expect(plural(13, 'Episode')).toBe('13 Episodes');
  });

  it('formatRuntime', () => {
    expect(formatRuntime(139)).toBe('139 minutes');
    expect(formatRuntime(1)).toBe('1 minute');
    expect(formatRuntime(0)).toBe('No runtime available');
    expect(formatRuntime(null)).toBe('No runtime available');
    expect(formatRuntime(undefined)).toBe('No runtime available');
  });
});

describe('sortShows / filterShows', () => {
  const list = [
    show({ id: 1, title: 'banana', vote_average: 6, release_date: '2020-05-01', media_type: 'movie' }),
    show({ id: 2, title: 'Apple', vote_average: 9, release_date: '2021-01-01', media_type: 'tv' }),
    show({ id: 3, title: 'cherry', vote_average: 7.5, release_date: '', media_type: 'movie' }),
    show({ id: 4, title: 'apricot', vote_average: 9, release_date: '2019-12-31', media_type: 'tv' }),
  ];
  const ids = (l: Show[]) => l.map((s) => s.id);

  it('rating: highest first, stable for ties', () => expect(ids(sortShows(list, 'rating'))).toEqual([2, 4, 3, 1]));
  it('release: newest first, unknown last', () => expect(ids(sortShows(list, 'release'))).toEqual([2, 1, 4, 3]));
  it('alpha: A→Z case-insensitive', () => expect(ids(sortShows(list, 'alpha'))).toEqual([2, 4, 1, 3]));
  it('rev: Z→A', () => expect(ids(sortShows(list, 'rev'))).toEqual([3, 1, 4, 2]));
  it('none keeps order; input never mutated', () => {
    const before = ids(list);
    const sorted = sortShows(list, 'alpha');
    expect(sorted).not.toBe(list);
    expect(ids(list)).toEqual(before);
    expect(ids(sortShows(list, 'none'))).toEqual(before);
    expect(sortShows(null, 'alpha')).toEqual([]);
  });
  it('filter by type', () => {
    expect(ids(filterShows(list, 'tv'))).toEqual([2, 4]);
    expect(ids(filterShows(list, 'movie'))).toEqual([1, 3]);
    expect(ids(filterShows(list, 'none'))).toEqual([1, 2, 3, 4]);
    expect(filterShows(list, 'none')).not.toBe(list);
  });
});

describe('compareEnglish / formatCount (no ICU on the common path)', () => {
  const sign = (x: number) => Math.sign(x);

  it('orders plain names exactly as localeCompare(…, "en") does', () => {
    // a small alphabet, so prefixes, case-only differences, spaces, + and digits meet often
    const alphabet = ['a', 'A', 'b', 'B', 'z', '1', '2', '9', ' ', '+'];
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const word = () => Array.from({ length: rand(6) }, () => alphabet[rand(alphabet.length)]).join('');
    const names = ['United Kingdom', 'United States', 'Disney+', 'Disney Plus', 'Apple TV+', 'Apple TV', 'HBO Max', 'hbo max'];
    for (let i = 0; i < 3000; i++) names.push(word());
    for (let i = 0; i < names.length - 1; i++) {
      const [a, b] = [names[i], names[i + 1]];
      expect([a, b, sign(compareEnglish(a, b))]).toEqual([a, b, sign(a.localeCompare(b, 'en'))]);
    }
    const sorted = [...names].sort(compareEnglish);
    expect(sorted).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('asks ICU only for names outside ASCII letters, digits, spaces and +', () => {
    const spy = jest.spyOn(String.prototype, 'localeCompare');
    try {
      expect(compareEnglish('Germany', 'France')).toBeGreaterThan(0);
      expect(compareEnglish('apple', 'Apple')).toBeLessThan(0);
      expect(compareEnglish('Same', 'Same')).toBe(0);
      expect(spy).not.toHaveBeenCalled();
      // accents and punctuation: English collation, through ICU
      expect(compareEnglish("Côte d'Ivoire", 'Cuba')).toBeLessThan(0);
      expect(compareEnglish('St. Lucia', 'Spain')).toBeGreaterThan(0);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('formatCount groups digits as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 1001, 12345, 999999, 1000000, 1234567890, -1, -1000, -987654, Number.MAX_SAFE_INTEGER]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
