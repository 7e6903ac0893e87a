'use strict';
/** The generated catalog itself: determinism, sizes, and the variety the app's screens need. */
const { generateCatalog, getCatalog, snapshot, COUNTS, ENCODING_TITLE } = require('../src/index');
const C = require('../src/catalog');
const { present } = require('./helpers');

/** @typedef {import('../src/catalog/movies').MovieRecord} MovieRecord */

const catalog = getCatalog();
/** @param {unknown} s @returns {s is string} */
const isDate = (s) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s);
/**
 * @template T
 * @param {T[]} list
 * @param {(x: T) => unknown} pred
 */
const share = (list, pred) => list.filter(pred).length / list.length;

describe('determinism', () => {
  test('two generations with the default seed are identical, including lazily built seasons', () => {
    const a = generateCatalog();
    const b = generateCatalog();
    expect(JSON.stringify(snapshot(a))).toBe(JSON.stringify(snapshot(b)));
    for (const i of [0, 7, 99, 250]) {
      const show = a.tv[i];
      for (const s of show.data.seasons) {
        expect(JSON.stringify(C.seasonOf(a, show, s.season_number))).toBe(JSON.stringify(C.seasonOf(b, b.tv[i], s.season_number)));
      }
    }
    expect(JSON.stringify(C.personDetail(a, a.people[3]))).toBe(JSON.stringify(C.personDetail(b, b.people[3])));
  });
});

describe('sizes and shapes', () => {
  test('at least 600 movies, 250 shows, 1500 people with unique ids', () => {
    expect(catalog.movies.length).toBeGreaterThanOrEqual(600);
    expect(catalog.tv.length).toBeGreaterThanOrEqual(250);
    expect(catalog.people.length).toBeGreaterThanOrEqual(1500);
    expect(COUNTS.movies).toBe(catalog.movies.length);
    for (const list of [catalog.movies, catalog.tv, catalog.people]) expect(new Set(list.map((x) => x.id)).size).toBe(list.length);
  });

  test('movie and tv values are in TMDB ranges', () => {
    /** @type {string[]} */
    const bad = [];
    /** @param {boolean} ok @param {string} what @param {{ id: number }} d */
    const check = (ok, what, d) => ok || bad.push(`${d.id}: ${what}`);
    const IMG = /^\/[A-Za-z0-9]{27}\.jpg$/;
    for (const { data: d } of [...catalog.movies, ...catalog.tv]) {
      check(d.vote_average >= 0 && d.vote_average <= 10 && Math.round(d.vote_average * 10) / 10 === d.vote_average, 'vote_average', d);
      check(Number.isInteger(d.vote_count) && d.vote_count >= 0, 'vote_count', d);
      check(d.popularity > 0, 'popularity', d);
      check(typeof d.adult === 'boolean' && d.genres.length > 0, 'adult/genres', d);
      check(d.poster_path === null || IMG.test(d.poster_path), 'poster_path', d);
      check(d.backdrop_path === null || IMG.test(d.backdrop_path), 'backdrop_path', d);
      const { release_date, first_air_date } = /** @type {{ release_date?: string, first_air_date?: string }} */ (d);
      const date = release_date || first_air_date;
      check(isDate(date) && date >= '1970-01-01' && date <= '2027-03-31', 'date', d);
    }
    expect(bad).toEqual([]);
    for (const m of catalog.movies) expect(typeof m.data.video).toBe('boolean');
    const dates = catalog.movies.map((m) => m.data.release_date);
    expect(dates.filter((d) => d < '1980-01-01').length).toBeGreaterThan(10);
    expect(dates.filter((d) => d >= '2023-01-01').length).toBeGreaterThan(100);
  });

  test('genre ids are TMDB ids of the right media type', () => {
    const movieIds = new Set(catalog.genres.movie.map((g) => g.id));
    const tvIds = new Set(catalog.genres.tv.map((g) => g.id));
    expect([...movieIds].sort((a, b) => a - b)).toEqual([
      12, 14, 16, 18, 27, 28, 35, 36, 37, 53, 80, 99, 878, 9648, 10402, 10749, 10751, 10752, 10770,
    ]);
    expect(tvIds.has(10759) && tvIds.has(10765) && !tvIds.has(28)).toBe(true);
    for (const m of catalog.movies) for (const g of m.data.genres) expect(movieIds.has(g.id)).toBe(true);
    for (const t of catalog.tv) for (const g of t.data.genres) expect(tvIds.has(g.id)).toBe(true);
  });
});

describe('variety the screens need', () => {
  test('about 5% without posters and about 3% adult', () => {
    const all = [...catalog.movies, ...catalog.tv];
    expect(share(all, (r) => r.data.poster_path === null)).toBeGreaterThan(0.02);
    expect(share(all, (r) => r.data.poster_path === null)).toBeLessThan(0.09);
    expect(share(all, (r) => r.data.adult)).toBeGreaterThan(0.01);
    expect(share(all, (r) => r.data.adult)).toBeLessThan(0.06);
  });

  test('movie certifications: US G/PG/PG-13/R, US without certification, only non-US, none', () => {
    /** @param {MovieRecord} m */
    const us = (m) => m.releaseDates.find((r) => r.iso_3166_1 === 'US');
    const certs = new Set(catalog.movies.flatMap((m) => us(m)?.release_dates.map((d) => d.certification) ?? []));
    for (const c of ['G', 'PG', 'PG-13', 'R', '']) expect(certs.has(c)).toBe(true);
    expect(catalog.movies.some((m) => m.releaseDates.length > 0 && !us(m))).toBe(true);
    expect(catalog.movies.some((m) => m.releaseDates.length === 0)).toBe(true);
    expect(catalog.movies.some((m) => us(m)?.release_dates.every((d) => d.certification === ''))).toBe(true);
  });

  test('tv content ratings include TV-* ratings, plain PG-13/R, non-US only and none', () => {
    const usRatings = new Set(catalog.tv.flatMap((t) => t.contentRatings.filter((r) => r.iso_3166_1 === 'US').map((r) => r.rating)));
    for (const r of ['TV-Y', 'TV-G', 'TV-PG', 'TV-14', 'TV-MA', 'PG-13', 'R']) expect(usRatings.has(r)).toBe(true);
    expect(catalog.tv.some((t) => t.contentRatings.length && !t.contentRatings.some((r) => r.iso_3166_1 === 'US'))).toBe(true);
    expect(catalog.tv.some((t) => t.contentRatings.length === 0)).toBe(true);
  });

  test('shows: specials, airing and ended, upcoming seasons without a date, empty episode_run_time', () => {
    const tv = catalog.tv.map((t) => t.data);
    expect(tv.filter((d) => d.seasons.some((s) => s.season_number === 0 && s.name === 'Specials')).length).toBeGreaterThan(20);
    const airing = tv.filter((d) => d.next_episode_to_air);
    expect(airing.length).toBeGreaterThan(20);
    for (const d of airing) {
      expect(d.in_production).toBe(true);
      expect(present(d.next_episode_to_air?.air_date, 'next air date') > catalog.today).toBe(true);
    }
    const ended = tv.filter((d) => d.status === 'Ended');
    expect(ended.length).toBeGreaterThan(50);
    for (const d of ended) expect(d.next_episode_to_air).toBeNull();
    for (const d of tv) {
      expect(d.last_episode_to_air).not.toBeNull();
      expect(present(d.last_episode_to_air?.air_date, 'last air date') <= catalog.today).toBe(true);
      expect(d.last_air_date).toBe(d.last_episode_to_air?.air_date);
    }
    expect(tv.some((d) => d.seasons.some((s) => s.air_date === null))).toBe(true);
    expect(tv.some((d) => d.episode_run_time.length === 0)).toBe(true);
    expect(tv.some((d) => d.next_episode_to_air && d.seasons.some((s) => s.season_number === 0))).toBe(true);
  });

  test('episodes carry guest stars, crew and stills', () => {
    let guests = 0;
    let stills = 0;
    for (const show of catalog.tv.slice(0, 40)) {
      const s = present(C.seasonOf(catalog, show, 1), 'season 1');
      expect(s.episodes.length).toBe(show.data.seasons.find((x) => x.season_number === 1)?.episode_count);
      for (const e of s.episodes) {
        expect(e.show_id).toBe(show.id);
        expect(e.crew.length).toBeGreaterThan(0);
        guests += e.guest_stars.length;
        if (e.still_path) stills++;
      }
    }
    expect(guests).toBeGreaterThan(50);
    expect(stills).toBeGreaterThan(50);
  });

  test('people: long, short and empty biographies; several credits; some without movie or tv credits', () => {
    const bios = catalog.people.map((p) => p.data.biography.length);
    expect(bios.filter((n) => n > 1000).length).toBeGreaterThan(100);
    expect(bios.filter((n) => n > 0 && n < 400).length).toBeGreaterThan(100);
    expect(bios.filter((n) => n === 0).length).toBeGreaterThan(50);
    expect(catalog.people.filter((p) => p.movieCast.length + p.tvCast.length >= 3).length).toBeGreaterThan(100);
    const credited = catalog.people.filter((p) => p.movieCast.length + p.tvCast.length > 0);
    expect(credited.some((p) => p.movieCast.length === 0)).toBe(true);
    expect(credited.some((p) => p.tvCast.length === 0)).toBe(true);
  });

  test('credits repeat a name within a title sometimes (merge by name is visible)', () => {
    /** @param {{ person: { id: number } }[]} list */
    const repeats = (list) => new Set(list.map((c) => c.person.id)).size < list.length;
    expect(catalog.movies.some((m) => repeats(m.credits.cast))).toBe(true);
    expect(catalog.movies.some((m) => repeats(m.credits.crew))).toBe(true);
  });

  test('watch providers: flatrate Netflix/Prime/Hulu and others, rent/buy only, non-US only, none', () => {
    const all = [...catalog.movies, ...catalog.tv];
    const flat = new Set(all.flatMap((r) => ((r.providers.US || {}).flatrate || []).map((p) => p.provider_id)));
    for (const id of [8, 9, 15, 337, 1899]) expect(flat.has(id)).toBe(true);
    expect(all.some((r) => r.providers.US && !r.providers.US.flatrate && (r.providers.US.rent || r.providers.US.buy))).toBe(true);
    expect(all.some((r) => Object.keys(r.providers).length && !r.providers.US)).toBe(true);
    expect(all.some((r) => Object.keys(r.providers).length === 0)).toBe(true);
  });

  test('the encoding-test title exists exactly once', () => {
    expect(catalog.movies.filter((m) => m.data.title === ENCODING_TITLE)).toHaveLength(1);
  });

  test('every image path the catalog mentions is registered', () => {
    const seasons = catalog.tv.slice(0, 30).flatMap((t) => t.data.seasons.map((s) => C.seasonOf(catalog, t, s.season_number)));
    const text = JSON.stringify({ ...snapshot(catalog), images: [], seasons, people: catalog.people.map((p) => p.data) });
    const paths = new Set(present(text.match(/"\/[A-Za-z0-9]{27}\.(?:jpg|png)"/g), 'image paths').map((s) => s.slice(1, -1)));
    expect(paths.size).toBeGreaterThan(5000);
    expect([...paths].filter((p) => !catalog.images.get(p))).toEqual([]);
  });
});
