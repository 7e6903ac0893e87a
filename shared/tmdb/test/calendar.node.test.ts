/**
 * The calendar builder and its shared source against the local TMDB catalog over HTTP (its own
 * server on a fixed base date, so the airing shows and releases of `liveFixtures` are known):
 * episodes of followed shows and digital releases of queued movies land on their days with where
 * to watch them; the request parser refuses what it cannot answer; and the cost — one TMDB request
 * per title per day whoever asks (concurrent calendars share it), the next day's request appending
 * only the seasons the show needs, an unknown id asked once, a failure never kept. Requests are
 * counted where they leave the client (the package's debug hook), not by the source's own counter.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createTmdbServer, getCatalog, liveFixtures } from '@streamscout/local-tmdb';
import { configureTmdb, resetTmdbConfig, setTmdbDebugHook, TmdbRequestError } from '../src';
import {
  addDays,
  createCalendarSource,
  MAX_CALENDAR_IDS,
  parseCalendarQuery,
  type CalendarEntry,
  type CalendarRequest,
} from '../src/calendar';

jest.setTimeout(60_000);

const BASE = '2026-12-01';
const fx = liveFixtures(getCatalog(), BASE);
const must = <T>(value: T | null | undefined, what: string): T => {
  if (value === null || value === undefined) throw new Error(`the catalog has no ${what}`);
  return value;
};
const weekly = must(fx.weekly, 'weekly show');
const returning = must(fx.returning, 'returning show');
const digital = must(
  fx.timeline.find((t) => t.key === 'digitalRelease'),
  'digital release',
);
const premiere = must(
  fx.timeline.find((t) => t.key === 'streamingPremiere'),
  'streaming premiere',
);

let server: Server;
let catalog = '';
const urls: string[] = [];

beforeAll(async () => {
  server = createTmdbServer({ today: BASE, runtimeKnobs: true });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  catalog = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureTmdb({ baseUrl: `${catalog}/3`, maxInFlight: 16 });
  setTmdbDebugHook((e) => urls.push(e.url));
});
afterAll(async () => {
  setTmdbDebugHook(null);
  resetTmdbConfig();
  await new Promise((resolve) => server.close(resolve));
});

const knobs = async (body: object) => {
  const res = await fetch(`${catalog}/__knobs`, { method: 'PUT', body: JSON.stringify(body) });
  expect(res.status).toBe(200);
};
const raw = async (path: string) => (await fetch(`${catalog}/3/${path}`)).json();
const request = (over: Partial<CalendarRequest> = {}): CalendarRequest => ({
  region: 'US',
  from: addDays(BASE, -7),
  to: addDays(BASE, 30),
  tv: [weekly.id, returning.id],
  movie: [digital.id, premiere.id],
  ...over,
});
/** The requests sent while `run` runs. */
const sentDuring = async (run: () => Promise<unknown>) => {
  const before = urls.length;
  await run();
  return urls.slice(before);
};

describe('parseCalendarQuery', () => {
  test('defaults to today − 7 … today + 30, upper-cases the region, drops repeated ids', () => {
    expect(parseCalendarQuery({ region: 'gb', tv: '1399,1396,1399', movie: '550' }, BASE)).toEqual({
      region: 'GB',
      from: '2026-11-24',
      to: '2026-12-31',
      tv: [1399, 1396],
      movie: [550],
    });
    expect(parseCalendarQuery({ region: 'US', from: '2026-12-01', to: '2027-01-30' }, BASE)).toMatchObject({ tv: [], movie: [] });
  });

  test.each([
    [{}, 'region is required'],
    [{ region: 'XX' }, "region: 'XX' is not a known region"],
    [{ region: 'GB', tv: '1399,abc' }, "tv: 'abc' is not a TMDB id"],
    [{ region: 'GB', movie: '01' }, "movie: '01' is not a TMDB id"],
    [{ region: 'GB', tv: ['1', '2'] }, 'tv must be given once'],
    [{ region: 'GB', from: '2026-02-30' }, "from: '2026-02-30' is not a date"],
    [{ region: 'GB', from: '2026-12-10', to: '2026-12-01' }, 'is after to'],
    [{ region: 'GB', from: '2026-12-01', to: '2027-01-31' }, 'the window is 61 days long (at most 60)'],
  ])('%j → %s', (query, message) => {
    const out = parseCalendarQuery(query, BASE);
    expect(out).toEqual({ error: expect.stringContaining(message) });
  });

  test(`more than ${MAX_CALENDAR_IDS} ids in all are refused`, () => {
    const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i).join(',');
    expect(parseCalendarQuery({ region: 'GB', tv: ids(1, 300), movie: ids(1, 200) }, BASE)).not.toHaveProperty('error');
    expect(parseCalendarQuery({ region: 'GB', tv: ids(1, 300), movie: ids(1, 201) }, BASE)).toEqual({
      error: 'too many titles: 501 (at most 500 shows and movies in all)',
    });
  });
});

describe('the calendar of followed shows and queued movies', () => {
  test('episodes and releases on their days with where to watch them in the region; days ascending, none empty', async () => {
    const source = createCalendarSource({ today: () => BASE });
    const cal = await source.calendar(request());
    expect(cal).toMatchObject({ region: 'US', today: BASE, from: '2026-11-24', to: '2026-12-31' });
    const dates = cal.days.map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
    expect(cal.days.every((d) => d.entries.length > 0)).toBe(true);
    const all = cal.days.flatMap((d) => d.entries.map((e) => ({ ...e, day: d.date })));
    const find = (uid: string) => all.find((e) => e.uid === uid);

    // the weekly show: last week's episode and the next one, named as TMDB names them
    const season = await raw(`tv/${weekly.id}/season/${weekly.season_number}`);
    const show = await raw(`tv/${weekly.id}?append_to_response=watch/providers`);
    const next = find(`tv-${weekly.id}-s${weekly.season_number}e${weekly.next.episode_number}@streamscout`);
    expect(next).toMatchObject({
      kind: 'episode',
      media_type: 'tv',
      tmdb_id: weekly.id,
      title: weekly.name,
      date: weekly.next.air_date,
      day: weekly.next.air_date,
      season_number: weekly.season_number,
      episode_number: weekly.next.episode_number,
      episode_name: season.episodes.find((e: { episode_number: number }) => e.episode_number === weekly.next.episode_number).name,
      poster_path: show.poster_path,
      path: `/details/tv/${weekly.id}`,
    });
    const us = show['watch/providers'].results.US ?? {};
    for (const kind of ['flatrate', 'free', 'ads', 'rent', 'buy'] as const) {
      expect(next?.providers[kind].map((p) => p.id).sort()).toEqual(
        (us[kind] ?? []).map((p: { provider_id: number }) => p.provider_id).sort(),
      );
    }
    expect(find(`tv-${weekly.id}-s${weekly.season_number}e${weekly.last.episode_number}@streamscout`)?.date).toBe(weekly.last.air_date);
    // a returning show's premiere
    expect(find(`tv-${returning.id}-s${returning.season_number}e1@streamscout`)?.date).toBe(returning.air_date);
    // the digital release noted 'Apple TV' and the Netflix premiere, told apart from theatrical releases
    expect(find(`movie-${digital.id}-digital@streamscout`)).toMatchObject({
      kind: 'movie',
      media_type: 'movie',
      release: 'digital',
      note: 'Apple TV',
      date: digital.date,
      title: digital.title,
      path: `/details/movie/${digital.id}`,
    });
    expect(find(`movie-${premiere.id}-digital@streamscout`)).toMatchObject({ note: 'Netflix', date: premiere.date });
    // nothing outside the window
    expect(all.every((e) => e.date >= '2026-11-24' && e.date <= '2026-12-31')).toBe(true);
  });

  test('another region: the same days, that region’s services', async () => {
    const source = createCalendarSource({ today: () => BASE });
    const gb = (await source.entries(request({ region: 'GB', movie: [] }))).find((e) => e.tmdb_id === weekly.id) as CalendarEntry;
    const show = await raw(`tv/${weekly.id}/watch/providers`);
    expect(gb.providers.flatrate.map((p) => p.id)).toEqual(
      (show.results.GB?.flatrate ?? []).map((p: { provider_id: number }) => p.provider_id),
    );
  });
});

describe('what it costs TMDB', () => {
  test('one request per title per day, whoever asks and however many at once; the next day appends the needed seasons only', async () => {
    let day = BASE;
    const source = createCalendarSource({ today: () => day });
    const first = await sentDuring(() => Promise.all([source.calendar(request()), source.calendar(request()), source.calendar(request())]));
    expect(first).toHaveLength(4); // 2 shows + 2 movies, for three calendars at once
    expect(first.filter((u) => u.includes(`/tv/${weekly.id}?`))[0]).toContain('season%2F0%2Cseason%2F1%2C'); // first sight: seasons 0–18
    expect(await sentDuring(() => source.calendar(request({ region: 'GB' })))).toEqual([]); // same day, another region: kept
    expect(source.stats()).toMatchObject({ tmdbRequests: 4, misses: 4 });

    day = addDays(BASE, 1);
    const next = await sentDuring(() => source.calendar(request({ from: addDays(day, -7), to: addDays(day, 30) })));
    expect(next).toHaveLength(4);
    const tvUrl = decodeURIComponent(next.find((u) => u.includes(`/tv/${weekly.id}?`)) as string);
    const seasons = [...tvUrl.matchAll(/season\/(\d+)/g)].map((m) => Number(m[1]));
    expect(seasons).toContain(weekly.season_number);
    expect(seasons.length).toBeLessThanOrEqual(4); // the airing season (and neighbours), not seasons 0–18
  });

  test('a window the kept seasons do not cover asks once more, for the missing seasons only', async () => {
    const source = createCalendarSource({ today: () => BASE });
    await source.calendar(request({ movie: [] }));
    // the returning show's first season aired long before: not kept around today
    const detail = await raw(`tv/${returning.id}`);
    const from = detail.seasons.find((s: { season_number: number }) => s.season_number === 1).air_date as string;
    const old = request({ tv: [returning.id], movie: [], from, to: addDays(from, 30) });
    const more = await sentDuring(() => source.calendar(old));
    expect(more).toHaveLength(1);
    expect(decodeURIComponent(more[0])).toMatch(/append_to_response=season\/1(&|,|$)/);
    const premiere = (await source.calendar(old)).days
      .flatMap((d) => d.entries)
      .find((e) => e.season_number === 1 && e.episode_number === 1);
    expect(premiere?.date).toBe(from);
    expect(await sentDuring(() => source.calendar(old))).toEqual([]); // kept for the day
  });

  test('an id TMDB does not know gives nothing and is asked once a day; a failure is not kept', async () => {
    const source = createCalendarSource({ today: () => BASE });
    const unknown = request({ tv: [999_999_901], movie: [999_999_902] });
    expect(await sentDuring(async () => expect((await source.calendar(unknown)).days).toEqual([]))).toHaveLength(2);
    expect(await sentDuring(() => source.calendar(unknown))).toEqual([]);

    await knobs({ fault: 'status', status: 503, prefix: 'tv/' });
    try {
      await expect(source.calendar(request({ movie: [] }))).rejects.toBeInstanceOf(TmdbRequestError);
    } finally {
      await knobs({ fault: 'none' });
    }
    const healed = await source.calendar(request({ movie: [] }));
    expect(healed.days.some((d) => d.entries.some((e) => e.tmdb_id === weekly.id))).toBe(true);
  });

  test('with no bytes to keep, only concurrent calendars share an answer', async () => {
    const source = createCalendarSource({ today: () => BASE, maxBytes: 0 });
    const one = request({ movie: [] });
    expect(await sentDuring(() => Promise.all([source.calendar(one), source.calendar(one)]))).toHaveLength(2);
    expect(await sentDuring(() => source.calendar(one))).toHaveLength(2);
  });
});
