/**
 * The one watch-availability model (architecture §10): the one reader of `watch/providers`, the
 * ways to watch in order, "on my services", the compact form the calendar and the job runner keep,
 * and the alerts' words — first on hand-made answers (the edge cases), then on the local TMDB
 * catalog over real HTTP: a title's details, its calendar entry and its list card agree on where
 * it streams.
 */
import {
  alertChange,
  alertHeadline,
  alertSentence,
  alertsBellLabel,
  ALERT_KIND_LABELS,
  ALERT_KINDS,
  compactWatch,
  configureTmdb,
  getMovieDetails,
  getShowSummary,
  isOnServices,
  isTmdbId,
  mineFirst,
  normalizeWatch,
  regionWatchOf,
  resetTmdbConfig,
  servicesIn,
  watchLines,
  WATCH_KINDS,
  WAYS_TO_WATCH,
  type RegionWatch,
  type WatchProvider,
} from '../src';
import { pruneMovie } from '../src/calendar/build';
import type { TmdbWatchProvidersRaw } from '../src/raw';

jest.setTimeout(30000);

const p = (id: number, prio = 0) => ({ provider_id: id, provider_name: `P${id}`, logo_path: `/p${id}.jpg`, display_priority: prio });
const wp = (id: number, prio = 0): WatchProvider => ({ id, name: `P${id}`, logo_path: `/p${id}.jpg`, display_priority: prio });
const region = (over: Partial<RegionWatch>): RegionWatch => ({ link: null, flatrate: [], free: [], ads: [], rent: [], buy: [], ...over });

describe('the ways to watch, listed once', () => {
  it('are subscription, free, with ads, rent, buy — with the names every list shows', () => {
    expect(WAYS_TO_WATCH).toEqual([
      { kind: 'flatrate', label: 'Stream' },
      { kind: 'free', label: 'Free' },
      { kind: 'ads', label: 'With ads' },
      { kind: 'rent', label: 'Rent' },
      { kind: 'buy', label: 'Buy' },
    ]);
    expect(WATCH_KINDS).toEqual(['flatrate', 'free', 'ads', 'rent', 'buy']);
  });
});

describe('normalizeWatch: the one reader of watch/providers', () => {
  it('keeps TMDB ids only (whole numbers 1 … 2^31 − 1), each once per way, by display priority', () => {
    const out = normalizeWatch({
      results: {
        GB: {
          flatrate: [p(39, 5), p(8, 0), p(8, 0), p(2147483647, 9), p(2147483648, 1), p(1.5, 1), p(-3, 1), p(0, 1)],
          free: [{ provider_name: 'no id' } as never, 'junk' as never, { ...p(38, 2), provider_id: '38' as never }],
        },
      },
    });
    expect(out.GB.flatrate.map((x) => x.id)).toEqual([8, 39, 2147483647]);
    expect(out.GB.free).toEqual([]);
    expect(isTmdbId(2147483647)).toBe(true);
    for (const bad of [0, -1, 1.5, 2147483648, Number.NaN, '8', null]) expect(isTmdbId(bad)).toBe(false);
  });
});

describe('"on my services", decided once', () => {
  const gb = region({ flatrate: [wp(8), wp(39)], free: [wp(38)], ads: [wp(8), wp(41)], rent: [wp(2)], buy: [wp(3)] });
  const watch = { GB: gb, US: region({ rent: [wp(2)] }) };

  it('servicesIn: subscription, free and with ads, each provider once, never rent or buy', () => {
    expect(servicesIn(watch, 'GB').map((x) => x.id)).toEqual([8, 39, 38, 41]);
    expect(servicesIn(gb).map((x) => x.id)).toEqual([8, 39, 38, 41]);
    expect(servicesIn(watch, 'US')).toEqual([]);
    expect(servicesIn(watch, 'DE')).toEqual([]);
    expect(servicesIn(null, 'GB')).toEqual([]);
    expect(servicesIn(undefined)).toEqual([]);
  });

  it('isOnServices: the same answer for every region, one region, or the ids a list card keeps', () => {
    for (const [services, expected] of [
      [[41], true], // with ads counts
      [[38], true], // free counts
      [[2], false], // rent does not
      [[3, 999], false], // nor buy
      [[], false],
    ] as const) {
      expect(isOnServices(watch, 'GB', services)).toBe(expected);
      expect(isOnServices(gb, services)).toBe(expected);
      expect(
        isOnServices(
          servicesIn(gb).map((x) => x.id),
          services,
        ),
      ).toBe(expected);
    }
    expect(isOnServices(watch, 'US', [2])).toBe(false);
    expect(isOnServices(undefined, [8])).toBe(false);
    expect(isOnServices(null, 'GB', [8])).toBe(false);
  });

  it('mineFirst: the viewer’s services first, each part in the given order', () => {
    expect(mineFirst([wp(1), wp(2), wp(3), wp(4)], [4, 2]).map((x) => x.id)).toEqual([2, 4, 1, 3]);
  });

  it('watchLines: one line per way that has providers, in the table’s order and names, mine first and marked', () => {
    expect(watchLines(gb, [39, 41])).toEqual([
      'Stream: P39 (your service), P8',
      'Free: P38',
      'With ads: P41 (your service), P8',
      'Rent: P2',
      'Buy: P3',
    ]);
    expect(watchLines(region({}), [8])).toEqual([]);
  });
});

describe('the compact form (the calendar’s cache, the job runner’s snapshot)', () => {
  it('keeps ids per region and way and each name once, and gives the same region back', () => {
    const watch = normalizeWatch({
      results: { GB: { link: 'https://x', flatrate: [p(8, 1), p(39, 0)], rent: [p(8, 1)] }, US: { buy: [p(3)] } },
    });
    const compact = compactWatch(watch, ['DE', 'GB']);
    expect(compact.regions).toEqual({
      GB: { flatrate: [39, 8], free: [], ads: [], rent: [8], buy: [] },
      US: { flatrate: [], free: [], ads: [], rent: [], buy: [3] },
      DE: { flatrate: [], free: [], ads: [], rent: [], buy: [] },
    });
    expect(compact.names).toEqual({ 8: ['P8', '/p8.jpg'], 39: ['P39', '/p39.jpg'], 3: ['P3', '/p3.jpg'] });
    const back = regionWatchOf(compact, 'GB');
    expect(back.link).toBeNull();
    for (const kind of WATCH_KINDS) expect(back[kind].map((x) => [x.id, x.name])).toEqual(watch.GB[kind].map((x) => [x.id, x.name]));
    expect(regionWatchOf(compact, 'FR')).toEqual(region({}));
    // JSON-safe: what the calendar's byte-bounded cache counts and the job runner sends to SQL
    expect(JSON.parse(JSON.stringify(compact))).toEqual(compact);
  });
});

describe('alerts in words (the inbox, the bell and the Atom feed)', () => {
  it('says what changed per kind, with a service or "a service"', () => {
    const say = (kind: string, providerName: string | null = 'Netflix', seasonNumber: number | null = null) =>
      alertChange({ kind, providerName, seasonNumber });
    expect(ALERT_KINDS.map((k) => say(k, 'Netflix', 4))).toEqual([
      'Now on Netflix',
      'Now free or with ads on Netflix',
      'Left Netflix',
      'Season 4 now on Netflix',
      'Digital release: rent or buy on Netflix',
    ]);
    expect(say('new_season')).toBe('New season now on Netflix');
    expect(say('on_my_services', null)).toBe('Now on a service');
    expect(say('on_my_services', '')).toBe('Now on a service');
    expect(say('something_new')).toBe('Availability changed');
    expect(Object.keys(ALERT_KIND_LABELS)).toEqual([...ALERT_KINDS]);
  });

  it('the feed’s headline and sentence read like the inbox', () => {
    const a = { kind: 'on_my_services', title: 'Dune', region: 'GB', providerName: 'Netflix', seasonNumber: null };
    expect(alertHeadline(a)).toBe('Dune: Now on Netflix');
    expect(alertSentence(a)).toBe('Dune: Now on Netflix in the United Kingdom.');
    expect(alertSentence({ ...a, region: 'DE' })).toBe('Dune: Now on Netflix in Germany.');
    expect(alertsBellLabel(3)).toBe('Alerts, 3 unread');
    expect(alertsBellLabel(0)).toBe('Alerts');
    expect(alertsBellLabel(undefined)).toBe('Alerts');
  });
});

describe('one title, one answer: details, list card and calendar agree (local catalog)', () => {
  const BASE = process.env.TMDB_TEST_URL;
  beforeAll(() => configureTmdb({ baseUrl: `${BASE}/3`, imageBaseUrl: `${BASE}/t/p`, timeoutMs: 10000 }));
  afterAll(() => resetTmdbConfig());

  it('in every region the title streams', async () => {
    const page = (await (await fetch(`${BASE}/3/movie/popular?page=1`)).json()) as { results: { id: number }[] };
    let checked = 0;
    for (const { id } of page.results) {
      const answer = (await (await fetch(`${BASE}/3/movie/${id}/watch/providers`)).json()) as TmdbWatchProvidersRaw;
      if (Object.keys(answer.results ?? {}).length < 2) continue;
      const [detail, summary] = await Promise.all([getMovieDetails(id), getShowSummary('movie', id)]);
      // what the calendar reads: movie/{id}?append_to_response=release_dates,watch/providers
      const calendarAnswer = await (await fetch(`${BASE}/3/movie/${id}?append_to_response=release_dates,watch/providers`)).json();
      const movie = pruneMovie(calendarAnswer);
      expect(Object.keys(detail!.watch).sort()).toEqual(Object.keys(answer.results ?? {}).sort());
      for (const code of Object.keys(detail!.watch)) {
        const fromDetail = servicesIn(detail!.watch, code).map((x) => x.id);
        expect(summary!.services_by_region[code] ?? []).toEqual(fromDetail);
        const entryWatch = regionWatchOf(movie!.watch, code);
        for (const kind of WATCH_KINDS) expect(entryWatch[kind].map((x) => x.id)).toEqual(detail!.watch[code][kind].map((x) => x.id));
      }
      checked += 1;
      if (checked === 3) break;
    }
    expect(checked).toBe(3);
  });
});
