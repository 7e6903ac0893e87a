import { DEFAULT_REGION } from '@streamscout/region';
import {
  mapUsCertification,
  movieAgeRating,
  normalizeActor,
  normalizeEpisode,
  normalizeEpisodeDetail,
  normalizeProviders,
  normalizeSeason,
  normalizeShow,
  normalizeShowDetail,
  normalizeShows,
  tvAgeRating,
} from '../src';
import { fixture } from './helpers/server';

describe('normalizeShow', () => {
  it('maps a movie result (title, release_date, backdrop → banner_path)', () => {
    const raw = fixture('discover-movie').results[0];
    expect(normalizeShow(raw, 'movie')).toEqual({
      id: 299534,
      poster_path: '/p1.jpg',
      banner_path: '/d1.jpg',
      vote_average: 8.2,
      vote_count: 25000,
      overview: 'After the devastating events...',
      media_type: 'movie',
      genre_ids: [28, 12],
      title: 'Avengers: Endgame',
      release_date: '2019-04-24',
      adult: false,
    });
  });

  it('maps a tv result (name, first_air_date)', () => {
    const show = normalizeShow(fixture('discover-tv').results[0], 'tv')!;
    expect(show.media_type).toBe('tv');
    expect(show.title).toBe('Game of Thrones');
    expect(show.release_date).toBe('2011-04-17');
  });

  it('prefers media_type of the payload over the fallback and infers it when both are absent', () => {
    const [movie, person, tv] = fixture('search-multi').results;
    expect(normalizeShow(movie, 'tv')!.media_type).toBe('movie');
    expect(normalizeShow(tv)!.media_type).toBe('tv');
    expect(normalizeShow(person)).toBeNull();
    const { media_type: _m, ...noType } = movie;
    expect(normalizeShow(noType)!.media_type).toBe('movie');
    const { media_type: _t, ...noTypeTv } = tv;
    expect(normalizeShow(noTypeTv)!.media_type).toBe('tv');
  });

  it('fills neutral values for missing fields and rejects malformed entries', () => {
    expect(normalizeShow({ id: 5, title: 'X' })).toEqual({
      id: 5,
      poster_path: null,
      banner_path: null,
      vote_average: 0,
      vote_count: 0,
      overview: '',
      media_type: 'movie',
      genre_ids: [],
      title: 'X',
      release_date: '',
    });
    expect(normalizeShow(null)).toBeNull();
    expect(normalizeShow({ title: 'no id' })).toBeNull();
    expect(normalizeShow({ id: 1 })).toBeNull(); // type cannot be told
    expect(normalizeShow({ id: 1, poster_path: '' }, 'tv')!.poster_path).toBeNull();
  });

  it('reads genre ids from details genres[]', () => {
    expect(normalizeShow(fixture('movie-details'), 'movie')!.genre_ids).toEqual([18, 53]);
  });

  it('normalizeShows drops persons and duplicates', () => {
    const raw = fixture('search-multi').results;
    const shows = normalizeShows([...raw, raw[0]]);
    expect(shows.map((s) => `${s.media_type}-${s.id}`)).toEqual(['movie-530915', 'tv-2294']);
    expect(normalizeShows(undefined)).toEqual([]);
  });
});

describe('age ratings', () => {
  it('maps US certifications', () => {
    expect(['TV-Y', 'TV-Y7', 'TV-G', 'G'].map(mapUsCertification)).toEqual(['G', 'G', 'G', 'G']);
    expect(['TV-PG', 'PG'].map(mapUsCertification)).toEqual(['PG', 'PG']);
    expect(['TV-14', 'PG-13'].map(mapUsCertification)).toEqual(['PG-13', 'PG-13']);
    expect(['TV-MA', 'R', 'NC-17'].map(mapUsCertification)).toEqual(['R', 'R', 'R']);
    expect(['', 'NR', '18', undefined].map(mapUsCertification)).toEqual([null, null, null, null]);
  });

  it('movie: first non-empty US certification, else "No rating available"', () => {
    expect(movieAgeRating(fixture('movie-details').release_dates)).toBe('R');
    expect(movieAgeRating(undefined)).toBe('No rating available');
    expect(movieAgeRating({ results: [{ iso_3166_1: 'DE', release_dates: [{ certification: '16' }] }] })).toBe('No rating available');
    expect(
      movieAgeRating({ results: [{ iso_3166_1: DEFAULT_REGION, release_dates: [{ certification: '' }, { certification: 'NR' }] }] }),
    ).toBe('No rating available');
    expect(
      movieAgeRating({
        results: [
          { iso_3166_1: DEFAULT_REGION, release_dates: [{ certification: '' }, { certification: 'PG-13' }, { certification: 'R' }] },
        ],
      }),
    ).toBe('PG-13');
  });

  it('tv: US content rating mapped, else "No rating available"', () => {
    expect(tvAgeRating(fixture('tv-details').content_ratings)).toBe('R');
    expect(tvAgeRating(fixture('tv-details-ongoing').content_ratings)).toBe('No rating available');
    expect(tvAgeRating({ results: [{ iso_3166_1: DEFAULT_REGION, rating: 'TV-14' }] })).toBe('PG-13');
    expect(tvAgeRating(undefined)).toBe('No rating available');
  });
});

describe('normalizeProviders', () => {
  it('keeps US flatrate only', () => {
    expect(normalizeProviders(fixture('watch-providers'))).toEqual([
      { name: 'Netflix', id: 8, logo_path: '/pbpMk2JmcoNnQwx5JGpXngfoWtp.jpg', origin_country: DEFAULT_REGION },
      { name: 'Amazon Prime Video', id: 9, logo_path: '/emthp39XA2YScoYL1p0sdbAH2WA.jpg', origin_country: DEFAULT_REGION },
    ]);
  });
  it('[] for empty flatrate, no US key, missing payload', () => {
    expect(normalizeProviders(fixture('tv-details')['watch/providers'])).toEqual([]);
    expect(normalizeProviders(fixture('movie-details-bare')['watch/providers'])).toEqual([]);
    expect(normalizeProviders({ results: {} })).toEqual([]);
    expect(normalizeProviders(undefined)).toEqual([]);
    expect(normalizeProviders({ results: { US: { rent: [{ provider_id: 2, provider_name: 'Apple TV' }] } } })).toEqual([]);
  });
});

describe('normalizeShowDetail', () => {
  it('movie: credits merged, rating, runtime, US flatrate providers', () => {
    const d = normalizeShowDetail(fixture('movie-details'), 'movie')!;
    expect(d.media_type).toBe('movie');
    expect(d.title).toBe('Fight Club');
    expect(d.release_date).toBe('1999-10-15');
    expect(d.banner_path).toBe('/hZkgoQYus5vegHoetLkCJzb17zJ.jpg');
    expect(d.age_rating).toBe('R');
    expect(d.runtime).toBe(139);
    expect(d.providers.map((p) => [p.id, p.name, p.origin_country])).toEqual([
      [8, 'Netflix', DEFAULT_REGION],
      [15, 'Hulu', DEFAULT_REGION],
    ]);
    expect(d.credits.cast).toEqual([
      { id: 819, name: 'Edward Norton', profile_path: '/8nytsqL59SFJTVYVrN72k6qkGgJ.jpg', character: 'Narrator' },
      { id: 287, name: 'Brad Pitt', profile_path: '/cckcYc2v0yh1tc9QjRelptcOBko.jpg', character: 'Tyler Durden, Voice on the phone' },
      // the second entry brings the missing profile picture; its empty character is left out
      { id: 1283, name: 'Helena Bonham Carter', profile_path: '/DDeITcCpnBd0CkAIRPhggy9bt5.jpg', character: 'Marla Singer' },
    ]);
    expect(d.credits.crew).toEqual([
      { id: 7467, name: 'David Fincher', profile_path: '/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg', job: 'Director, Executive Producer' },
      { id: 7469, name: 'Jim Uhls', profile_path: null, job: 'Screenplay' },
    ]);
    expect(d.seasons).toBeUndefined();
    expect(d.end_date).toBeUndefined();
  });

  it('movie without release_dates, runtime 0, no US providers, no poster', () => {
    const d = normalizeShowDetail(fixture('movie-details-bare'), 'movie')!;
    expect(d.age_rating).toBe('No rating available');
    expect(d.runtime).toBeNull();
    expect(d.providers).toEqual([]);
    expect(d.poster_path).toBeNull();
    expect(d.release_date).toBe('');
    expect(d.credits).toEqual({ cast: [], crew: [] });
  });

  it('tv: seasons, end_date, next_air_date, episode_run_time[0], empty flatrate', () => {
    const d = normalizeShowDetail(fixture('tv-details'), 'tv')!;
    expect(d.media_type).toBe('tv');
    expect(d.title).toBe('Breaking Bad');
    expect(d.release_date).toBe('2008-01-20');
    expect(d.runtime).toBe(45);
    expect(d.age_rating).toBe('R');
    expect(d.providers).toEqual([]);
    expect(d.end_date).toBe('2013-09-29');
    expect(d.next_air_date).toBeNull();
    expect(d.seasons!.map((s) => s.season_number)).toEqual([0, 1, 2, 6]);
    expect(d.seasons![0]).toEqual({
      season_number: 0,
      name: 'Specials',
      poster_path: '/40dT79mDEZwXkQiZNBgSaydQFDP.jpg',
      vote_average: 0,
      air_date: '2009-02-17',
      episode_count: 9,
      overview: '',
    });
    expect(d.credits.cast.find((c) => c.name === 'Bryan Cranston')!.character).toBe('Walter White, Heisenberg');
    expect(d.credits.crew).toEqual([
      { id: 66633, name: 'Vince Gilligan', profile_path: '/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg', job: 'Executive Producer, Writer' },
    ]);
  });

  it('tv: empty episode_run_time → null runtime; next episode date; missing providers', () => {
    const d = normalizeShowDetail(fixture('tv-details-ongoing'), 'tv')!;
    expect(d.runtime).toBeNull();
    expect(d.next_air_date).toBe('2026-04-08');
    expect(d.end_date).toBe('2024-07-18');
    expect(d.providers).toEqual([]);
    expect(d.age_rating).toBe('No rating available');
  });

  it("recommendations: the appended page as Shows of the show's type, null when missing or empty", () => {
    const base = fixture('tv-details') as object;
    expect(normalizeShowDetail(base, 'tv')!.recommendations).toBeNull();
    expect(normalizeShowDetail({ ...base, recommendations: { page: 1, results: [] } }, 'tv')!.recommendations).toBeNull();
    const d = normalizeShowDetail(
      {
        ...base,
        recommendations: {
          page: 1,
          results: [
            { id: 5, name: 'Lost', first_air_date: '2004-09-22' },
            { id: 6, media_type: 'person', name: 'P' },
          ],
        },
      },
      'tv',
    )!;
    expect(d.recommendations).toEqual([expect.objectContaining({ id: 5, media_type: 'tv', title: 'Lost', release_date: '2004-09-22' })]);
  });

  it('null for a payload without id', () => {
    expect(normalizeShowDetail({ status_code: 34 } as never, 'movie')).toBeNull();
    expect(normalizeShowDetail(null, 'tv')).toBeNull();
  });
});

describe('seasons and episodes', () => {
  it('normalizeSeason with episodes', () => {
    const s = normalizeSeason(fixture('season'), 1396)!;
    expect(s).toMatchObject({ season_number: 1, name: 'Season 1', air_date: '2008-01-20', episode_count: 2, vote_average: 8.3 });
    expect(s.episodes).toHaveLength(2);
    expect(s.episodes![0]).toEqual({
      show_id: 1396,
      season_number: 1,
      episode_number: 1,
      name: 'Pilot',
      still_path: '/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg',
      runtime: 59,
      air_date: '2008-01-20',
      vote_average: 8.1,
      overview: 'When an unassuming high school chemistry teacher discovers he has a rare form of lung cancer...',
      guest_stars: [{ id: 92495, name: 'Jessica Hecht', profile_path: '/a7dKFSMPwCmSKqRPj2pZXfHNsi3.jpg', character: 'Gretchen Schwartz' }],
      crew: [{ id: 66633, name: 'Vince Gilligan', profile_path: '/z3E0DhBg1V1PZVEtS9vfFPzOWYB.jpg', job: 'Director, Writer' }],
    });
    expect(s.episodes![1].runtime).toBeNull();
    expect(s.episodes![1].still_path).toBeNull();
  });

  it('normalizeEpisode takes show id and season from arguments when absent', () => {
    const e = normalizeEpisode({ episode_number: 3, name: 'X' }, 42, 2)!;
    expect(e.show_id).toBe(42);
    expect(e.season_number).toBe(2);
    expect(e.guest_stars).toEqual([]);
    expect(normalizeEpisode({ name: 'no number' })).toBeNull();
  });

  it('normalizeEpisodeDetail: credits.cast → cast, images.stills[].file_path → stills', () => {
    const d = normalizeEpisodeDetail(fixture('episode-detail'), 1396, 1)!;
    expect(d.show_id).toBe(1396);
    expect(d.cast.map((c) => [c.name, c.character])).toEqual([
      ['Bryan Cranston', 'Walter White'],
      ['Aaron Paul', 'Jesse Pinkman'],
    ]);
    expect(d.stills).toEqual(['/ydlY3iPfeOAvu8gVqrxPoMvzNCn.jpg', '/3wQ6bHdlVcQ7uJd3Gl2CmZqr9tN.jpg']);
    expect(d.guest_stars[0].character).toBe('Gretchen Schwartz');
    expect(d.crew[0].job).toBe('Director');
  });

  it('normalizeEpisodeDetail without credits and images', () => {
    const d = normalizeEpisodeDetail({ episode_number: 1, season_number: 1 }, 7)!;
    expect(d.cast).toEqual([]);
    expect(d.stills).toEqual([]);
  });
});

describe('normalizeActor', () => {
  it('maps credits to Shows, a title played twice listed once', () => {
    const a = normalizeActor(fixture('person'))!;
    expect(a).toMatchObject({
      id: 17419,
      name: 'Bryan Cranston',
      birthday: '1956-03-07',
      place_of_birth: 'Hollywood, California, USA',
      profile_path: '/7Jahy5LZX2Fo8fGJltMreAI49hC.jpg',
    });
    expect(a.biography).toMatch(/^Bryan Lee Cranston/);
    expect(a.movies.map((m) => [m.id, m.media_type, m.title])).toEqual([
      [1, 'movie', 'Drive'],
      [2, 'movie', 'Untitled'],
    ]);
    expect(a.tv.map((t) => [t.id, t.media_type, t.title, t.release_date])).toEqual([[1396, 'tv', 'Breaking Bad', '2008-01-20']]);
  });

  it('missing credits give empty lists; nulls kept as null', () => {
    const a = normalizeActor({ id: 9, name: 'Nobody', birthday: null, biography: '' })!;
    expect(a).toEqual({
      id: 9,
      name: 'Nobody',
      birthday: null,
      place_of_birth: null,
      biography: '',
      profile_path: null,
      movies: [],
      tv: [],
    });
    expect(normalizeActor({ success: false } as never)).toBeNull();
  });
});

describe('normalizeWatch (every region and way to watch)', () => {
  it('keeps each two-letter region with its link and five lists, in display order, without repeats', async () => {
    const { normalizeWatch } = await import('../src/watch');
    const p = (id: number, prio: number) => ({
      provider_id: id,
      provider_name: `P${id}`,
      logo_path: `/p${id}.jpg`,
      display_priority: prio,
    });
    const out = normalizeWatch({
      results: {
        gb: {
          link: 'https://www.themoviedb.org/movie/1-x/watch?locale=GB',
          flatrate: [p(39, 5), p(8, 0), p(8, 0)],
          free: [p(38, 9)],
          ads: [],
          buy: [p(2, 1)],
        },
        US: { link: 'javascript:alert(1)', rent: [p(10, 3)] },
        EMPTY: { link: 'https://x', flatrate: [p(8, 0)] },
        DE: { link: 'https://x' },
        FR: null as never,
        IT: { flatrate: [{ provider_name: 'no id' } as never, 'junk' as never] },
      },
    });
    expect(Object.keys(out).sort()).toEqual(['GB', DEFAULT_REGION]);
    expect(out.GB.flatrate.map((x) => x.id)).toEqual([8, 39]);
    expect(out.GB.free).toEqual([{ id: 38, name: 'P38', logo_path: '/p38.jpg', display_priority: 9 }]);
    expect(out.GB.ads).toEqual([]);
    expect(out.GB.rent).toEqual([]);
    expect(out.US.link).toBeNull();
    expect(out.US.rent.map((x) => x.id)).toEqual([10]);
    expect(normalizeWatch(null)).toEqual({});
    expect(normalizeWatch({ results: 'x' as never })).toEqual({});
  });
});
