'use strict';
/**
 * The catalog moving with time, over real HTTP: the date knob (option `today`, `PUT /__knobs
 * {today}`), airing shows' next and last episodes, a final season ending, release dates and
 * statuses of movies, the availability timeline of `watch/providers`, per-season providers, and
 * external ids with `find`. Expectations come from `liveFixtures`, the fixed points the package
 * exports for tests.
 */
const { startServer, present, get } = require('./helpers');
const { getCatalog, liveFixtures, CATALOG_TODAY } = require('../src/index');
const { liveCatalog, tvDataOn } = require('../src/catalog/live');
const { dayOf, isoOf } = require('../src/catalog/constants');

/** @typedef {Record<string, any>} JsonObject a parsed JSON answer (the tests assert its fields) */

const BASE = '2026-12-01';
const catalog = getCatalog();
const fx = liveFixtures(catalog, BASE);

/** @param {string} iso @param {number} days @returns {string} */
const plus = (iso, days) => isoOf(dayOf(iso) + days);

/** @type {import('./helpers').Started} */
let srv;
/** @param {string|null} today moves the server's today (null: back to the base) */
const setToday = async (today) => {
  const res = await fetch(`${srv.url}/__knobs`, { method: 'PUT', body: JSON.stringify({ today }) });
  expect(res.status).toBe(200);
};

beforeAll(async () => {
  srv = await startServer({ today: BASE, runtimeKnobs: true });
});
afterEach(() => setToday(null));
afterAll(() => srv.close());

describe('date knob', () => {
  test('GET /__knobs reports today and the base; PUT moves today, null resets it, a bad date is refused', async () => {
    const knobs = async () => (await get(srv.url, '/__knobs')).body;
    expect(await knobs()).toMatchObject({ today: BASE, base: BASE, fault: 'none' });
    await setToday('2026-12-09');
    expect(await knobs()).toMatchObject({ today: '2026-12-09', base: BASE });
    for (const bad of ['2026-13-01', '12/09/2026', 20261209]) {
      const res = await fetch(`${srv.url}/__knobs`, { method: 'PUT', body: JSON.stringify({ today: bad }) });
      expect(res.status).toBe(400);
    }
    expect((await knobs()).today).toBe('2026-12-09');
    await setToday(null);
    expect((await knobs()).today).toBe(BASE);
  });

  test('moving today leaves a fault in place; a fault change leaves today in place', async () => {
    /** @param {object} k */
    const put = (k) => fetch(`${srv.url}/__knobs`, { method: 'PUT', body: JSON.stringify(k) });
    await put({ fault: 'status', status: 503, prefix: 'trending/' });
    await setToday('2026-12-05');
    expect((await get(srv.url, '/3/trending/all/day')).status).toBe(503);
    await put({ fault: 'none' });
    expect((await get(srv.url, '/__knobs')).body.today).toBe('2026-12-05');
    expect((await get(srv.url, '/3/trending/all/day')).status).toBe(200);
  });

  test('without a date, today is the real current date (UTC) and answers are not cached across a move', async () => {
    const plain = await startServer({ runtimeKnobs: true });
    try {
      const { body } = await get(plain.url, '/__knobs');
      expect(body.today).toBe(new Date().toISOString().slice(0, 10));
      expect(body.base).toBe(body.today);
      const res = await fetch(`${plain.url}/3/movie/now_playing`);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    } finally {
      await plain.close();
    }
  });

  test('movie/now_playing dates follow today', async () => {
    expect((await get(srv.url, '/3/movie/now_playing')).body.dates).toEqual({ minimum: plus(BASE, -40), maximum: plus(BASE, 3) });
    await setToday('2027-01-10');
    expect((await get(srv.url, '/3/movie/now_playing')).body.dates).toEqual({ minimum: '2026-12-01', maximum: '2027-01-13' });
  });
});

describe('shows airing relative to today', () => {
  test('many shows air around the base: episodes in the last 7 days and the next 30', () => {
    const view = liveCatalog(catalog, BASE);
    const base = dayOf(BASE);
    const around = view.tv.filter((t) => {
      const d = tvDataOn(view, t, base);
      const last = d.last_episode_to_air && dayOf(/** @type {string} */ (d.last_episode_to_air.air_date));
      const next = d.next_episode_to_air && dayOf(/** @type {string} */ (d.next_episode_to_air.air_date));
      return (last !== null && last >= base - 7) || (next !== null && next <= base + 30);
    });
    expect(around.length).toBeGreaterThanOrEqual(30);
  });

  test('a weekly show: last week’s episode is last_episode_to_air, the next one becomes last on its air day', async () => {
    const w = present(fx.weekly, 'a weekly show');
    /** @type {JsonObject} */
    let d = (await get(srv.url, `/3/tv/${w.id}`)).body;
    expect(d).toMatchObject({ status: 'Returning Series', in_production: true, last_air_date: w.last.air_date });
    expect(d.last_episode_to_air).toMatchObject({ season_number: w.season_number, ...w.last });
    expect(d.next_episode_to_air).toMatchObject({ season_number: w.season_number, ...w.next });
    const season = (await get(srv.url, `/3/tv/${w.id}/season/${w.season_number}`)).body;
    const nextEp = season.episodes.find((/** @type {JsonObject} */ e) => e.episode_number === w.next.episode_number);
    expect(nextEp).toMatchObject({ air_date: w.next.air_date, vote_count: 0, still_path: null });

    await setToday(w.next.air_date);
    d = (await get(srv.url, `/3/tv/${w.id}`)).body;
    expect(d.last_episode_to_air).toMatchObject({ season_number: w.season_number, ...w.next });
    expect(d.last_air_date).toBe(w.next.air_date);
    if (d.next_episode_to_air) expect(d.next_episode_to_air.air_date > w.next.air_date).toBe(true);
    const aired = (await get(srv.url, `/3/tv/${w.id}/season/${w.season_number}/episode/${w.next.episode_number}`)).body;
    expect(aired.air_date).toBe(w.next.air_date);
    expect(typeof aired.still_path === 'string' || aired.still_path === null).toBe(true);
    expect(aired.overview).not.toBe('');

    await setToday(plus(w.last.air_date, -1));
    d = (await get(srv.url, `/3/tv/${w.id}`)).body;
    expect(d.next_episode_to_air).toMatchObject({ season_number: w.season_number, ...w.last });
  });

  test('a show returning with a new season: its premiere is next_episode_to_air, the season is rated once it airs', async () => {
    const ret = present(fx.returning, 'a returning show');
    /** @type {JsonObject} */
    let d = (await get(srv.url, `/3/tv/${ret.id}`)).body;
    expect(d.next_episode_to_air).toMatchObject({ season_number: ret.season_number, episode_number: 1, air_date: ret.air_date });
    const meta = () => d.seasons.find((/** @type {JsonObject} */ s) => s.season_number === ret.season_number);
    expect(meta()).toMatchObject({ air_date: ret.air_date, vote_average: 0 });
    await setToday(ret.air_date);
    d = (await get(srv.url, `/3/tv/${ret.id}`)).body;
    expect(d.last_episode_to_air).toMatchObject({ season_number: ret.season_number, episode_number: 1 });
    expect(meta().vote_average).toBeGreaterThan(0);
    expect((await get(srv.url, `/3/tv/${ret.id}/season/${ret.season_number}`)).body.vote_average).toBe(meta().vote_average);
  });

  test('a final season: Returning Series until the finale airs, then Ended, not in production, no next episode', async () => {
    const fin = present(fx.finalSeason, 'a show in its final season');
    await setToday(plus(fin.finale.air_date, -1));
    /** @type {JsonObject} */
    let d = (await get(srv.url, `/3/tv/${fin.id}`)).body;
    expect(d).toMatchObject({ status: 'Returning Series', in_production: true });
    expect(d.next_episode_to_air).toMatchObject(fin.finale);
    expect(d.next_episode_to_air.episode_type).toBe('finale');
    await setToday(fin.finale.air_date);
    d = (await get(srv.url, `/3/tv/${fin.id}`)).body;
    expect(d).toMatchObject({ status: 'Ended', in_production: false, next_episode_to_air: null, last_air_date: fin.finale.air_date });
  });

  test('with the base on the generation day, every airing show answers exactly its generated data', () => {
    const view = liveCatalog(catalog, CATALOG_TODAY);
    const today = dayOf(CATALOG_TODAY);
    for (const rec of catalog.tv.filter((t) => t.data.in_production))
      expect(tvDataOn(view, /** @type {import('../src/catalog/tv').TvRecord} */ (view.tvById.get(rec.id)), today)).toEqual(rec.data);
  });

  test('lists carry the re-anchored dates: the weekly show’s first_air_date in search equals its details', async () => {
    const w = present(fx.weekly, 'a weekly show');
    const d = (await get(srv.url, `/3/tv/${w.id}`)).body;
    const found = (await get(srv.url, '/3/search/tv', { query: d.name })).body.results.find((/** @type {JsonObject} */ r) => r.id === w.id);
    expect(present(found, 'the show in search').first_air_date).toBe(d.first_air_date);
  });
});

describe('movies relative to today', () => {
  const view = liveCatalog(catalog, BASE);
  const upcoming = present(
    view.movies
      .filter((m) => view.liveMovies.has(m.id) && m.data.release_date > BASE && m.data.release_date <= plus(BASE, 30))
      .sort((a, b) => b.data.popularity - a.data.popularity)[0],
    'a movie released within 30 days',
  );

  test('release_dates of the moving movies use all six types, type 4 sometimes noting the service', async () => {
    const types = new Set();
    let noted = 0;
    for (const id of view.liveMovies) {
      const us = view.movieById.get(id)?.releaseDates.find((c) => c.iso_3166_1 === 'US');
      for (const r of us ? us.release_dates : []) {
        types.add(r.type);
        if (r.type === 4 && r.note) noted++;
      }
    }
    expect([...types].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(noted).toBeGreaterThanOrEqual(5);
    const { body } = await get(srv.url, `/3/movie/${upcoming.id}/release_dates`);
    expect(body).toEqual({ id: upcoming.id, results: JSON.parse(JSON.stringify(upcoming.releaseDates)) });
  });

  test('an upcoming movie is not Released until its release date, then is', async () => {
    /** @type {JsonObject} */
    let d = (await get(srv.url, `/3/movie/${upcoming.id}`)).body;
    expect(d.release_date).toBe(upcoming.data.release_date);
    expect(d.status).not.toBe('Released');
    await setToday(upcoming.data.release_date);
    d = (await get(srv.url, `/3/movie/${upcoming.id}`)).body;
    expect(d.status).toBe('Released');
  });

  test('the digital release: US type 4 on base + 3 noted Apple TV, and rent/buy on Apple TV from that day', async () => {
    const ev = present(
      fx.timeline.find((e) => e.key === 'digitalRelease'),
      'a digital release',
    );
    const parts = { append_to_response: 'release_dates,watch/providers' };
    /** @type {JsonObject} */
    let d = (await get(srv.url, `/3/movie/${ev.id}`, parts)).body;
    const us = d.release_dates.results.find((/** @type {JsonObject} */ c) => c.iso_3166_1 === 'US');
    expect(us.release_dates.filter((/** @type {JsonObject} */ r) => r.type === 4)).toEqual([
      expect.objectContaining({ type: 4, note: 'Apple TV', release_date: `${plus(BASE, 3)}T00:00:00.000Z` }),
    ]);
    expect(us.release_dates.some((/** @type {JsonObject} */ r) => r.type === 3 && r.release_date < `${BASE}T`)).toBe(true);
    expect(d['watch/providers'].results.US?.rent).toBeUndefined();
    await setToday(plus(BASE, 3));
    d = (await get(srv.url, `/3/movie/${ev.id}`, parts)).body;
    for (const mon of ['rent', 'buy'])
      expect(d['watch/providers'].results.US[mon].map((/** @type {JsonObject} */ p) => p.provider_id)).toEqual([2]);
  });
});

describe('availability timeline', () => {
  /**
   * @param {import('../src/catalog/live').TimelineEvent} ev
   * @returns {Promise<boolean>} whether the event's provider is listed on the server's today
   */
  const listed = async (ev) => {
    const { body } = await get(srv.url, `/3/${ev.media_type}/${ev.id}/watch/providers`);
    expect(body.id).toBe(ev.id);
    const list = body.results[ev.region]?.[ev.monetization] || [];
    return list.some((/** @type {JsonObject} */ p) => p.provider_id === ev.provider_id);
  };

  test('has fixed points in the US and GB, arrivals and departures, before and after the base', () => {
    const keys = fx.timeline.map((e) => e.key);
    for (const k of ['gbFlatrateArrival', 'digitalRelease', 'streamingPremiere', 'usArrival', 'usLeaving', 'usFreeWithAds', 'gbLeaving'])
      expect(keys).toContain(k);
    expect(new Set(fx.timeline.map((e) => e.region))).toEqual(new Set(['US', 'GB']));
    expect(fx.timeline.some((e) => e.offset_days < 0)).toBe(true);
    expect(fx.timeline.filter((e) => e.key === 'extra').length).toBeGreaterThanOrEqual(20);
    for (const e of fx.timeline) expect(e.date).toBe(plus(BASE, e.offset_days));
  });

  test('every fixed point: the day before its date it is in the old state, on its date in the new one', async () => {
    for (const ev of fx.timeline) {
      await setToday(plus(ev.date, -1));
      expect({ key: ev.key, id: ev.id, listed: await listed(ev) }).toEqual({ key: ev.key, id: ev.id, listed: ev.change === 'leave' });
      await setToday(ev.date);
      expect({ key: ev.key, id: ev.id, listed: await listed(ev) }).toEqual({ key: ev.key, id: ev.id, listed: ev.change === 'arrive' });
    }
  });

  test('the appended watch/providers of the details changes the same way', async () => {
    const ev = present(
      fx.timeline.find((e) => e.key === 'gbFlatrateArrival'),
      'a GB arrival',
    );
    const appended = async () =>
      (await get(srv.url, `/3/movie/${ev.id}`, { append_to_response: 'watch/providers' })).body['watch/providers'].results.GB?.flatrate ||
      [];
    expect((await appended()).some((/** @type {JsonObject} */ p) => p.provider_id === 8)).toBe(false);
    await setToday(ev.date);
    expect((await appended()).some((/** @type {JsonObject} */ p) => p.provider_id === 8)).toBe(true);
  });
});

describe('per-season watch providers', () => {
  test('a split show: early seasons on one service, the one before last on another, the last rent/buy only (US and GB)', async () => {
    const split = present(fx.seasonSplit, 'a show whose seasons stream in different places');
    const show = (await get(srv.url, `/3/tv/${split.id}`)).body;
    for (const n of [1, split.last - 1, split.last]) {
      const { status, body } = await get(srv.url, `/3/tv/${split.id}/season/${n}/watch/providers`);
      expect(status).toBe(200);
      expect(body.id).toBe(show.seasons.find((/** @type {JsonObject} */ s) => s.season_number === n).id);
      for (const code of ['US', 'GB']) {
        const region = body.results[code];
        expect(region.link).toMatch(/^https:\/\/www\.themoviedb\.org\/tv\//);
        if (n === split.last) {
          expect(region.flatrate).toBeUndefined();
          expect(region.rent.map((/** @type {JsonObject} */ p) => p.provider_id).sort()).toEqual([...split.stores[code]].sort());
        } else {
          const want = n === split.last - 1 ? split.second[code] : split.first[code];
          expect(region.flatrate.map((/** @type {JsonObject} */ p) => p.provider_id)).toEqual([want]);
        }
      }
    }
    expect(split.first.US).not.toBe(split.second.US);
  });

  test('a season not aired yet has no providers; an unknown season is a 404', async () => {
    const ret = present(fx.returning, 'a returning show');
    const upcoming = await get(srv.url, `/3/tv/${ret.id}/season/${ret.season_number}/watch/providers`);
    expect(upcoming.body.results).toEqual({});
    const missing = await get(srv.url, `/3/tv/${ret.id}/season/99/watch/providers`);
    expect(missing.status).toBe(404);
    expect(missing.body.status_code).toBe(34);
    await setToday(ret.air_date);
    const show = await get(srv.url, `/3/tv/${ret.id}/watch/providers`);
    expect((await get(srv.url, `/3/tv/${ret.id}/season/${ret.season_number}/watch/providers`)).body.results).toEqual(show.body.results);
  });
});

describe('appended seasons', () => {
  test('tv/{id}?append_to_response=season/{n} carries the season detail under "season/{n}", moving with today', async () => {
    const w = present(fx.weekly, 'a weekly show');
    const n = w.season_number;
    const url = `/3/tv/${w.id}?append_to_response=watch/providers,season/${n},season/99`;
    const { status, body } = await get(srv.url, url);
    expect(status).toBe(200);
    expect(body.watch_providers).toBeUndefined();
    expect(body['watch/providers'].results).toEqual((await get(srv.url, `/3/tv/${w.id}/watch/providers`)).body.results);
    expect(body[`season/${n}`]).toEqual((await get(srv.url, `/3/tv/${w.id}/season/${n}`)).body);
    expect(body['season/99']).toBeUndefined(); // a season the show lacks: left out, the rest answered
    const next = body[`season/${n}`].episodes.find((/** @type {JsonObject} */ e) => e.episode_number === w.next.episode_number);
    expect(next.air_date).toBe(w.next.air_date);
    await setToday(w.next.air_date);
    const moved = (await get(srv.url, url)).body;
    expect(moved.last_episode_to_air.episode_number).toBe(w.next.episode_number);
    expect(moved[`season/${n}`]).toEqual((await get(srv.url, `/3/tv/${w.id}/season/${n}`)).body);
  });

  test("tv/{id}?append_to_response=season/{n}/watch/providers carries each season's own answer under that key", async () => {
    const split = present(fx.seasonSplit, 'a show whose seasons stream in different places');
    const seasons = [1, split.last - 1, split.last];
    const parts = ['watch/providers', ...seasons.map((n) => `season/${n}/watch/providers`), 'season/99/watch/providers'];
    const { status, body } = await get(srv.url, `/3/tv/${split.id}`, { append_to_response: parts.join(',') });
    expect(status).toBe(200);
    for (const n of seasons)
      expect(body[`season/${n}/watch/providers`]).toEqual((await get(srv.url, `/3/tv/${split.id}/season/${n}/watch/providers`)).body);
    // the split's seasons answer differently from one another, so a part cannot be the show's answer
    expect(body[`season/${split.last}/watch/providers`].results.US.flatrate).toBeUndefined();
    expect(body['season/99/watch/providers']).toBeUndefined(); // a season the show lacks: left out
  });

  test('a movie takes no season parts', async () => {
    const movie = fx.timeline.find((t) => t.media_type === 'movie');
    const { body } = await get(srv.url, `/3/movie/${movie?.id}?append_to_response=season/1`);
    expect(body['season/1']).toBeUndefined();
    expect(body.id).toBe(movie?.id);
  });
});

describe('external ids and find', () => {
  test('every title has a distinct IMDb id; movie details carry theirs', () => {
    const { tvImdbId } = require('../src/index');
    const ids = [...catalog.movies.map((m) => m.data.imdb_id), ...catalog.tv.map((t) => tvImdbId(t.id))];
    for (const id of ids) expect(id).toMatch(/^tt\d{7,8}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('movie and tv external_ids (also appended) and find by imdb_id and tvdb_id', async () => {
    const movie = catalog.movies[5];
    const show = catalog.tv[7];
    const m = (await get(srv.url, `/3/movie/${movie.id}/external_ids`)).body;
    expect(m).toEqual({
      id: movie.id,
      imdb_id: movie.data.imdb_id,
      wikidata_id: null,
      facebook_id: null,
      instagram_id: null,
      twitter_id: null,
    });
    expect((await get(srv.url, `/3/movie/${movie.id}`)).body.imdb_id).toBe(m.imdb_id);
    const t = (await get(srv.url, `/3/tv/${show.id}/external_ids`)).body;
    expect(t).toMatchObject({ id: show.id, imdb_id: expect.stringMatching(/^tt\d{8}$/), tvdb_id: expect.any(Number), tvrage_id: null });
    expect((await get(srv.url, `/3/tv/${show.id}`, { append_to_response: 'external_ids' })).body.external_ids).toEqual(
      (({ id: _id, ...rest }) => rest)(t),
    );

    const empty = { movie_results: [], person_results: [], tv_results: [], tv_episode_results: [], tv_season_results: [] };
    const fm = (await get(srv.url, `/3/find/${m.imdb_id}`, { external_source: 'imdb_id', language: 'en-US' })).body;
    expect(fm).toEqual({
      ...empty,
      movie_results: [expect.objectContaining({ id: movie.id, title: movie.data.title, media_type: 'movie' })],
    });
    const ft = (await get(srv.url, `/3/find/${t.imdb_id}`, { external_source: 'imdb_id' })).body;
    expect(ft).toEqual({ ...empty, tv_results: [expect.objectContaining({ id: show.id, name: show.data.name, media_type: 'tv' })] });
    expect((await get(srv.url, `/3/find/${t.tvdb_id}`, { external_source: 'tvdb_id' })).body.tv_results[0].id).toBe(show.id);
    expect((await get(srv.url, '/3/find/tt0000001', { external_source: 'imdb_id' })).body).toEqual(empty);
    const person = catalog.people[3];
    const fp = (await get(srv.url, `/3/find/${person.data.imdb_id}`, { external_source: 'imdb_id' })).body;
    expect(fp).toEqual({
      ...empty,
      person_results: [expect.objectContaining({ id: person.id, name: person.data.name, media_type: 'person' })],
    });
    expect((await get(srv.url, `/3/find/${m.imdb_id}`, { external_source: 'tvdb_id' })).body).toEqual(empty);
    const bad = await get(srv.url, `/3/find/${m.imdb_id}`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, status_code: 5 });
  });
});
