/**
 * The progress helpers over seasons shaped like `tv/{id}/season/{n}` answers: what counts as
 * aired, the count and the next episode (specials never count), and "watched up to here".
 */
import { airedUpTo, episodeCode, isAired, localToday, progressOf, type Episode, type Season } from '../src';

const ep = (season: number, episode: number, air_date: string | null): Episode => ({
  show_id: 1,
  season_number: season,
  episode_number: episode,
  name: `Episode ${season}.${episode}`,
  still_path: null,
  runtime: null,
  air_date,
  vote_average: 0,
  overview: '',
  guest_stars: [],
  crew: [],
});
const season = (n: number, episodes: Episode[]): Pick<Season, 'season_number' | 'episodes'> => ({ season_number: n, episodes });

const TODAY = '2026-11-25';
const seasons = [
  season(0, [ep(0, 1, '2020-01-01')]),
  season(2, [ep(2, 2, '2026-11-25'), ep(2, 1, '2026-11-18'), ep(2, 3, '2026-12-02'), ep(2, 4, null)]),
  season(1, [ep(1, 1, '2025-01-01'), ep(1, 2, '2025-01-08')]),
];

describe('progress helpers', () => {
  it('aired: an air date not after today; none is not aired', () => {
    expect(isAired({ air_date: '2026-11-25' }, TODAY)).toBe(true);
    expect(isAired({ air_date: '2026-11-26' }, TODAY)).toBe(false);
    expect(isAired({ air_date: null }, TODAY)).toBe(false);
    expect(isAired({ air_date: '' }, TODAY)).toBe(false);
  });

  it('localToday is the local calendar date', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(episodeCode(2, 5)).toBe('S2E5');
  });

  it('counts aired regular episodes only and names the first unwatched one in order', () => {
    expect(progressOf(seasons, [], TODAY)).toEqual({
      watched: 0,
      total: 4,
      next: expect.objectContaining({ season_number: 1, episode_number: 1 }),
    });
    const p = progressOf(
      seasons,
      [
        { season: 0, episode: 1 },
        { season: 1, episode: 1 },
        { season: 1, episode: 2 },
        { season: 2, episode: 2 },
        { season: 2, episode: 3 }, // not aired: not counted
      ],
      TODAY,
    );
    expect(p.watched).toBe(3);
    expect(p.total).toBe(4);
    expect(p.next).toEqual(expect.objectContaining({ season_number: 2, episode_number: 1 }));
    const all = [1, 2].map((e) => ({ season: 1, episode: e })).concat([1, 2].map((e) => ({ season: 2, episode: e })));
    expect(progressOf(seasons, all, TODAY)).toEqual({ watched: 4, total: 4, next: null });
  });

  it('watched up to here: earlier seasons included, unaired and specials never', () => {
    expect(airedUpTo(seasons, { season: 2, episode: 2 }, TODAY)).toEqual([
      { season: 1, episode: 1 },
      { season: 1, episode: 2 },
      { season: 2, episode: 1 },
      { season: 2, episode: 2 },
    ]);
    expect(airedUpTo(seasons, { season: 2, episode: 4 }, TODAY)).toHaveLength(4);
    expect(airedUpTo(seasons, { season: 0, episode: 1 }, TODAY)).toEqual([{ season: 0, episode: 1 }]);
  });
});
