'use strict';
/**
 * Contract tests over real HTTP against the local TMDB server (the one the jest global setup
 * spawned from cli.js, at TMDB_TEST_URL): the calls of spec §7 with TMDB's shapes, the discover
 * rows of spec §9, search paging, encoding, adult filtering, errors and the image host.
 */
const { baseUrl, closeLocal, get, present } = require('./helpers');
const { getCatalog, PROVIDERS, ENCODING_TITLE } = require('../src/index');

/** @typedef {Record<string, any>} JsonObject an object of a parsed JSON response (the tests assert its fields) */

/** @type {string} */
let base;
const catalog = getCatalog();

beforeAll(async () => {
  base = await baseUrl();
});
afterAll(closeLocal);

/** The discover rows of spec §9 with the client's exact parameters (TV uses first_air_date for dates). */
const COMMON = { include_adult: 'false', language: 'en-US', page: '1', region: 'us', sort_by: 'popularity.desc' };
/** @type {Record<string, { movie: Record<string, string>, tv: Record<string, string> | null }>} */
const ROWS = {
  best: { movie: { 'vote_average.gte': '8', 'vote_count.gte': '2000' }, tv: { 'vote_average.gte': '8', 'vote_count.gte': '2000' } },
  new: {
    movie: { 'vote_count.gte': '2000', 'release_date.gte': '2023-01-01' },
    tv: { 'vote_count.gte': '2000', 'first_air_date.gte': '2023-01-01' },
  },
  action: {
    movie: { with_genres: '28,12', 'vote_average.gte': '5', 'vote_count.gte': '2000', include_video: 'false' },
    tv: { with_genres: '10759', 'vote_average.gte': '5', 'vote_count.gte': '2500' },
  },
  comedy: {
    movie: { with_genres: '35', 'vote_average.gte': '5', 'vote_count.gte': '2500', include_video: 'false' },
    tv: { with_genres: '35', 'vote_average.gte': '5', 'vote_count.gte': '2500' },
  },
  horror: { movie: { with_genres: '27', 'vote_average.gte': '5', 'vote_count.gte': '2500' }, tv: null },
};
for (const [row, id] of /** @type {[string, number][]} */ ([
  ['netflix', PROVIDERS.netflix],
  ['hulu', PROVIDERS.hulu],
  ['prime', PROVIDERS.prime],
])) {
  const p = { watch_region: 'US', with_watch_providers: String(id), 'vote_average.gte': '7.5', 'vote_count.gte': '2500' };
  ROWS[row] = { movie: p, tv: p };
}

/**
 * @param {JsonObject} result a list result
 * @param {Record<string, string>} params the discover parameters it answered
 * @param {'movie'|'tv'} type
 */
function checkFilters(result, params, type) {
  expect(result.adult).toBe(false);
  if (params['vote_average.gte']) expect(result.vote_average).toBeGreaterThanOrEqual(Number(params['vote_average.gte']));
  if (params['vote_count.gte']) expect(result.vote_count).toBeGreaterThanOrEqual(Number(params['vote_count.gte']));
  if (params.with_genres) for (const g of params.with_genres.split(',')) expect(result.genre_ids).toContain(Number(g));
  const date = type === 'movie' ? result.release_date : result.first_air_date;
  const gte = params['release_date.gte'] || params['first_air_date.gte'];
  if (gte) expect(date >= gte).toBe(true);
}

describe('discover rows of spec §9', () => {
  test.each(Object.keys(ROWS))('%s has at least 20 results on page 1 and honours its filters', async (row) => {
    const { movie, tv } = ROWS[row];
    const [m, t] = await Promise.all([
      get(base, '/3/discover/movie', { ...COMMON, ...movie }),
      tv ? get(base, '/3/discover/tv', { ...COMMON, ...tv }) : Promise.resolve(null),
    ]);
    expect(m.status).toBe(200);
    const merged = [...m.body.results, ...(t ? t.body.results : [])];
    if (row === 'horror') expect(m.body.results.length).toBe(20);
    expect(merged.length).toBeGreaterThanOrEqual(20);
    for (const r of m.body.results) checkFilters(r, movie, 'movie');
    if (t && tv) for (const r of t.body.results) checkFilters(r, tv, 'tv');
    const pops = m.body.results.map((/** @type {JsonObject} */ r) => r.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
    if (movie.with_watch_providers) {
      const details = await Promise.all(
        m.body.results.slice(0, 8).map((/** @type {JsonObject} */ r) => get(base, `/3/movie/${r.id}/watch/providers`)),
      );
      for (const d of details)
        expect(d.body.results.US.flatrate.map((/** @type {JsonObject} */ p) => p.provider_id)).toContain(
          Number(movie.with_watch_providers),
        );
    }
  });

  test('comma means AND, pipe means OR for with_genres', async () => {
    const and = await get(base, '/3/discover/movie', { with_genres: '28,12' });
    const or = await get(base, '/3/discover/movie', { with_genres: '28|12' });
    const only28 = await get(base, '/3/discover/movie', { with_genres: '28' });
    expect(and.body.total_results).toBeLessThan(only28.body.total_results);
    expect(or.body.total_results).toBeGreaterThan(only28.body.total_results);
    for (const r of or.body.results) expect(r.genre_ids.includes(28) || r.genre_ids.includes(12)).toBe(true);
  });

  test('with_watch_providers is ignored without watch_region', async () => {
    const all = await get(base, '/3/discover/movie', {});
    const noRegion = await get(base, '/3/discover/movie', { with_watch_providers: '8' });
    const us = await get(base, '/3/discover/movie', { with_watch_providers: '8', watch_region: 'US' });
    expect(noRegion.body.total_results).toBe(all.body.total_results);
    expect(us.body.total_results).toBeLessThan(all.body.total_results);
  });

  test('sort_by vote_average.desc, primary_release_date.desc, title.asc, and date/vote bounds', async () => {
    const byVote = await get(base, '/3/discover/movie', { sort_by: 'vote_average.desc', 'vote_count.gte': '100' });
    const votes = byVote.body.results.map((/** @type {JsonObject} */ r) => r.vote_average);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    const byDate = await get(base, '/3/discover/movie', { sort_by: 'primary_release_date.desc', 'primary_release_date.lte': '2020-12-31' });
    const dates = byDate.body.results.map((/** @type {JsonObject} */ r) => r.release_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0] <= '2020-12-31').toBe(true);
    const byName = await get(base, '/3/discover/tv', { sort_by: 'name.asc', 'first_air_date.lte': '2000-01-01', 'vote_count.lte': '5000' });
    const names = byName.body.results.map((/** @type {JsonObject} */ r) => r.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const r of byName.body.results) expect(r.first_air_date <= '2000-01-01' && r.vote_count <= 5000).toBe(true);
  });

  test('include_adult controls adult titles in discover', async () => {
    const adultTotal = catalog.movies.filter((m) => m.data.adult).length;
    const off = await get(base, '/3/discover/movie', { include_adult: 'false', include_video: 'true' });
    const on = await get(base, '/3/discover/movie', { include_adult: 'true', include_video: 'true' });
    expect(on.body.total_results - off.body.total_results).toBe(adultTotal);
  });
});

describe('lists and paging', () => {
  test('trending, popular and now_playing are paged by 20 with TMDB fields', async () => {
    for (const path of [
      '/3/trending/movie/week',
      '/3/trending/all/day',
      '/3/trending/tv/week',
      '/3/movie/popular',
      '/3/tv/popular',
      '/3/movie/now_playing',
    ]) {
      const { status, body, headers } = await get(base, path, { page: '1', language: 'en-US' });
      expect(status).toBe(200);
      expect(headers.get('content-type')).toBe('application/json;charset=utf-8');
      expect(headers.get('cache-control')).toBe('public, max-age=60');
      expect(headers.get('access-control-allow-origin')).toBe('*');
      expect(body.page).toBe(1);
      expect(body.results).toHaveLength(20);
      expect(body.total_pages).toBe(Math.ceil(body.total_results / 20));
    }
    const trending = await get(base, '/3/trending/all/week');
    expect(new Set(trending.body.results.map((/** @type {JsonObject} */ r) => r.media_type)).has('movie')).toBe(true);
    const now = await get(base, '/3/movie/now_playing');
    expect(now.body.dates).toEqual({ maximum: expect.any(String), minimum: expect.any(String) });
    for (const r of now.body.results)
      expect(r.release_date >= now.body.dates.minimum && r.release_date <= now.body.dates.maximum).toBe(true);
  });

  test('page 2 differs from page 1; beyond the last page is empty; page 0 and 501 are 400 (code 22)', async () => {
    const p1 = await get(base, '/3/movie/popular', { page: '1' });
    const p2 = await get(base, '/3/movie/popular', { page: '2' });
    expect(p2.body.page).toBe(2);
    expect(p2.body.results[0].id).not.toBe(p1.body.results[0].id);
    const beyond = await get(base, '/3/movie/popular', { page: String(p1.body.total_pages + 1) });
    expect(beyond.status).toBe(200);
    expect(beyond.body.results).toEqual([]);
    for (const page of ['0', '501', 'abc']) {
      const bad = await get(base, '/3/movie/popular', { page });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        status_code: 22,
        status_message: 'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
        success: false,
      });
    }
  });
});

describe('search/multi', () => {
  test('a common word has at least 3 pages; the last page reports total_pages == page', async () => {
    const first = await get(base, '/3/search/multi', { query: 'night', page: '1', include_adult: 'false', language: 'en-US' });
    expect(first.body.total_pages).toBeGreaterThanOrEqual(3);
    expect(first.body.results).toHaveLength(20);
    for (const r of first.body.results) {
      expect(['movie', 'tv', 'person']).toContain(r.media_type);
      expect((r.title || r.name).toLowerCase()).toContain('night');
    }
    const pops = first.body.results.map((/** @type {JsonObject} */ r) => r.popularity);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
    const last = await get(base, '/3/search/multi', { query: 'NIGHT', page: String(first.body.total_pages) });
    expect(last.body.page).toBe(last.body.total_pages);
    expect(last.body.results.length).toBeGreaterThan(0);
    expect(last.body.results.length).toBeLessThanOrEqual(20);
    const seen = new Set();
    for (let page = 1; page <= first.body.total_pages; page++) {
      const { body } = await get(base, '/3/search/multi', { query: 'night', page: String(page) });
      for (const r of body.results) seen.add(`${r.media_type}-${r.id}`);
    }
    expect(seen.size).toBe(first.body.total_results);
  });

  test('an encoded query with & and # finds the title', async () => {
    const res = await fetch(`${base}/3/search/multi?${new URLSearchParams({ query: 'tom & jerry #1', include_adult: 'false' })}`);
    const body = await res.json();
    expect(body.results.map((/** @type {JsonObject} */ r) => r.title)).toContain(ENCODING_TITLE);
  });

  test('person results carry known_for; missing or blank query gives an empty page', async () => {
    const person = present(
      catalog.people.find((p) => p.movieCast.length >= 2),
      'a person with two movie roles',
    );
    const { body } = await get(base, '/3/search/multi', { query: person.data.name });
    const hit = body.results.find((/** @type {JsonObject} */ r) => r.media_type === 'person' && r.id === person.id);
    expect(hit).toBeDefined();
    expect(hit.known_for.length).toBeGreaterThan(0);
    for (const params of [undefined, { query: '' }, { query: '   ' }]) {
      const empty = await get(base, '/3/search/multi', params);
      expect(empty.body).toEqual({ page: 1, results: [], total_pages: 1, total_results: 0 });
    }
  });

  test('adult titles appear only with include_adult=true', async () => {
    const adult = present(
      catalog.movies.find((m) => m.data.adult),
      'an adult movie',
    );
    const off = await get(base, '/3/search/multi', { query: adult.data.title, include_adult: 'false' });
    const on = await get(base, '/3/search/multi', { query: adult.data.title, include_adult: 'true' });
    expect(off.body.results.some((/** @type {JsonObject} */ r) => r.id === adult.id && r.media_type === 'movie')).toBe(false);
    const hit = on.body.results.find((/** @type {JsonObject} */ r) => r.id === adult.id && r.media_type === 'movie');
    expect(hit && hit.adult).toBe(true);
  });
});

describe('details', () => {
  const movie = present(
    catalog.movies.find((m) => m.data.poster_path && m.providers.US && m.providers.US.flatrate && m.releaseDates.length),
    'a movie with poster, US flat-rate and release dates',
  );
  const show = present(
    catalog.tv.find((t) => t.data.next_episode_to_air && t.data.seasons.some((s) => s.season_number === 0)),
    'an airing show with specials',
  );

  test('movie with append_to_response=images,release_dates,watch/providers,credits,videos', async () => {
    const { status, body } = await get(base, `/3/movie/${movie.id}`, {
      append_to_response: 'images,release_dates,watch/providers,credits,videos',
      language: 'en-US',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: movie.id,
      title: movie.data.title,
      runtime: expect.any(Number),
      status: expect.any(String),
      tagline: expect.any(String),
    });
    expect(body.genres[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(Object.keys(body.images).sort()).toEqual(['backdrops', 'logos', 'posters']);
    expect(body.release_dates.results[0]).toEqual({ iso_3166_1: expect.any(String), release_dates: expect.any(Array) });
    expect(body.release_dates.results[0].release_dates[0]).toMatchObject({
      certification: expect.any(String),
      type: expect.any(Number),
      release_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/),
    });
    expect(body['watch/providers'].results.US.flatrate[0]).toEqual({
      logo_path: expect.any(String),
      provider_id: expect.any(Number),
      provider_name: expect.any(String),
      display_priority: expect.any(Number),
    });
    expect(body['watch/providers'].results.US.link).toMatch(/^https:\/\//);
    expect(body.credits.cast[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      character: expect.any(String),
      order: 0,
      known_for_department: expect.any(String),
    });
    expect(body.credits.cast[0]).toHaveProperty('profile_path');
    expect(body.credits.crew[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      job: expect.any(String),
      department: expect.any(String),
    });
    expect(Array.isArray(body.videos.results)).toBe(true);
    const plain = await get(base, `/3/movie/${movie.id}`);
    expect(plain.body.credits).toBeUndefined();
  });

  test('tv with append_to_response incl. content_ratings, seasons and air info', async () => {
    const { body } = await get(base, `/3/tv/${show.id}`, {
      append_to_response: 'images,release_dates,content_ratings,watch/providers,credits',
    });
    expect(body).toMatchObject({
      id: show.id,
      name: expect.any(String),
      first_air_date: expect.any(String),
      in_production: true,
      number_of_seasons: expect.any(Number),
      number_of_episodes: expect.any(Number),
    });
    expect(Array.isArray(body.episode_run_time)).toBe(true);
    expect(body.seasons[0]).toMatchObject({ season_number: 0, name: 'Specials' });
    for (const s of body.seasons)
      expect(Object.keys(s).sort()).toEqual([
        'air_date',
        'episode_count',
        'id',
        'name',
        'overview',
        'poster_path',
        'season_number',
        'vote_average',
      ]);
    expect(body.next_episode_to_air).toMatchObject({
      air_date: expect.any(String),
      episode_number: expect.any(Number),
      season_number: expect.any(Number),
    });
    expect(body.last_episode_to_air).toMatchObject({ air_date: expect.any(String) });
    expect(Array.isArray(body.content_ratings.results)).toBe(true);
    expect(body.release_dates).toBeUndefined();
    expect(body['watch/providers']).toHaveProperty('results');
    expect(body.credits).toHaveProperty('cast');
  });

  test('watch/providers and recommendations sub-resources (including a title with none)', async () => {
    const wp = await get(base, `/3/tv/${show.id}/watch/providers`);
    expect(wp.body).toEqual({ id: show.id, results: expect.any(Object) });
    const rec = await get(base, `/3/movie/${movie.id}/recommendations`, { page: '1' });
    expect(rec.body).toMatchObject({
      page: 1,
      results: expect.any(Array),
      total_pages: expect.any(Number),
      total_results: expect.any(Number),
    });
    const empty = present(
      catalog.movies.find((m) => require('../src/catalog').recommendationsFor(catalog, m).length === 0),
      'a movie without recommendations',
    );
    const none = await get(base, `/3/movie/${empty.id}/recommendations`);
    expect(none.body.results).toEqual([]);
    expect(none.body.total_results).toBe(0);
  });

  test('season and episode (with images, videos, credits)', async () => {
    const season = await get(base, `/3/tv/${show.id}/season/1`, { language: 'en-US' });
    expect(season.status).toBe(200);
    expect(season.body).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      season_number: 1,
      name: 'Season 1',
      air_date: expect.any(String),
    });
    const ep = season.body.episodes[0];
    expect(ep).toMatchObject({
      episode_number: 1,
      season_number: 1,
      show_id: show.id,
      crew: expect.any(Array),
      guest_stars: expect.any(Array),
    });
    for (const k of ['id', 'name', 'overview', 'air_date', 'runtime', 'still_path', 'vote_average', 'vote_count'])
      expect(ep).toHaveProperty(k);
    const specials = await get(base, `/3/tv/${show.id}/season/0`);
    expect(specials.body.name).toBe('Specials');
    const detail = await get(base, `/3/tv/${show.id}/season/1/episode/1`, { append_to_response: 'images,videos,credits' });
    expect(detail.body).toMatchObject({
      id: ep.id,
      name: ep.name,
      credits: { cast: expect.any(Array), crew: expect.any(Array), guest_stars: expect.any(Array) },
      videos: { results: [] },
    });
    expect(Array.isArray(detail.body.images.stills)).toBe(true);
    if (detail.body.images.stills.length)
      expect(detail.body.images.stills[0]).toMatchObject({ file_path: expect.any(String), width: 1280, height: 720 });
  });

  test('person with movie_credits and tv_credits', async () => {
    const person = present(
      catalog.people.find((p) => p.data.biography.length > 1000 && p.movieCast.length && p.tvCast.length),
      'a person with a long biography and movie and tv roles',
    );
    const { body } = await get(base, `/3/person/${person.id}`, { append_to_response: 'movie_credits,tv_credits', language: 'en-US' });
    expect(body).toMatchObject({ id: person.id, name: person.data.name, known_for_department: expect.any(String) });
    for (const k of ['birthday', 'deathday', 'place_of_birth', 'biography', 'profile_path']) expect(body).toHaveProperty(k);
    expect(body.biography.length).toBeGreaterThan(1000);
    expect(body.movie_credits.cast[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      character: expect.any(String),
      credit_id: expect.any(String),
    });
    for (const k of ['poster_path', 'release_date', 'vote_average', 'genre_ids']) expect(body.movie_credits.cast[0]).toHaveProperty(k);
    expect(body.tv_credits.cast[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), character: expect.any(String) });
    expect(Array.isArray(body.movie_credits.crew) && Array.isArray(body.tv_credits.crew)).toBe(true);
    const noMovies = present(
      catalog.people.find((p) => p.tvCast.length && !p.movieCast.length && !p.movieCrew.length),
      'a person with only tv credits',
    );
    const nm = await get(base, `/3/person/${noMovies.id}`, { append_to_response: 'movie_credits,tv_credits' });
    expect(nm.body.movie_credits.cast).toEqual([]);
  });

  test('unknown ids and paths answer TMDB 404 (code 34)', async () => {
    const body404 = { success: false, status_code: 34, status_message: 'The resource you requested could not be found.' };
    for (const path of [
      '/3/movie/1',
      '/3/tv/1',
      '/3/person/1',
      `/3/tv/${show.id}/season/99`,
      `/3/tv/${show.id}/season/1/episode/999`,
      '/3/nothing/here',
      '/nowhere',
    ]) {
      const res = await get(base, path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(body404);
    }
  });
});

describe('image host and CORS', () => {
  test('poster, backdrop, profile and logo SVGs with matching size; unknown file or size is 404', async () => {
    const movie = present(
      catalog.movies.find((m) => m.data.poster_path && m.data.backdrop_path),
      'a movie with poster and backdrop',
    );
    const res = await fetch(`${base}/t/p/w500${movie.data.poster_path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*width="500" height="750"/);
    expect(svg.length).toBeLessThan(2048);
    const backdrop = await (await fetch(`${base}/t/p/original${movie.data.backdrop_path}`)).text();
    expect(backdrop).toMatch(/width="1280" height="720"/);
    const profile = present(
      catalog.people.find((p) => p.data.profile_path),
      'a person with a profile picture',
    ).data.profile_path;
    expect((await fetch(`${base}/t/p/h632${profile}`)).status).toBe(200);
    const logo = catalog.providers[0].logo_path;
    const logoSvg = await (await fetch(`${base}/t/p/w92${logo}`)).text();
    expect(logoSvg).toMatch(/width="92" height="92"/);
    expect((await fetch(`${base}/t/p/w500/doesNotExist123.jpg`)).status).toBe(404);
    expect((await fetch(`${base}/t/p/w9999${movie.data.poster_path}`)).status).toBe(404);
  });

  test('OPTIONS preflight is answered with CORS headers', async () => {
    const res = await fetch(`${base}/3/movie/popular`, {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect(res.headers.get('access-control-allow-methods')).toMatch(/GET/);
  });

  test('/health answers without a key', async () => {
    const res = await get(base, '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });
});
