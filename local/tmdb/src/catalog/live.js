'use strict';
/**
 * The catalog moving with time. The generated catalog is laid out around its fixed generation day
 * (CATALOG_TODAY); a server serves a *live view* of it anchored on a **base date** (by default the
 * day it starts, or TMDB_LOCAL_TODAY), judged against a **today** that the date knob moves:
 *
 * - Date-relative titles are re-anchored on the base: every show still in production ("Returning
 *   Series": a season airing weekly, one returning with a new season, an announced one) and every
 *   movie released in the 120 days before the generation day or later has all its dates shifted
 *   by (base − generation day), in lists, discover, details, seasons, episodes and release dates.
 *   At today = base the catalog therefore looks as it does on its generation day; ended shows and
 *   older movies keep their dates.
 * - Per request, today decides what has aired: `last_episode_to_air`, `next_episode_to_air`,
 *   `last_air_date`, a season's `vote_average`, an episode's overview/still/votes; a show in its
 *   final season turns "Ended" (not in production) once its finale has aired; a movie is
 *   "Released" from its primary release date on.
 * - Release dates of the moving movies carry TMDB's six types (1 premiere, 2 limited, 3
 *   theatrical, 4 digital, 5 physical, 6 TV); some digital ones have a `note` naming the service.
 * - An availability timeline (fixed points relative to the base, see {@link liveFixtures}) changes
 *   `watch/providers` with today: providers arrive and leave on given days, in the US and GB.
 * - `tv/{id}/season/{n}/watch/providers` answers per season; on some shows seasons differ
 *   (early seasons on one service, the one before last on another, the last rent/buy only).
 */
const { makeRng } = require('../prng');
const { TODAY, dayOf, isoOf, round1, slug } = require('./constants');
const { episodeAirDay, episodeSummary } = require('./episodes');
const { seasonOf, episodeDetail } = require('./seasons');
const { providerEntry } = require('./providers');
const { REGION_BY_CODE } = require('./regions');

/** @typedef {import('./generate').Catalog} Catalog */
/** @typedef {import('./generate').TitleRecord} TitleRecord */
/** @typedef {import('./movies').MovieRecord} MovieRecord */
/** @typedef {import('./tv').TvRecord} TvRecord */
/** @typedef {import('./tv').PlannedSeason} PlannedSeason */
/** @typedef {import('./providers').TitleProviders} TitleProviders */
/** @typedef {import('./providers').RegionProviders} RegionProviders */
/** @typedef {import('./episodes').AirClock} AirClock */

/** Movies whose generated release day is at most this many days before the generation day move with the base. */
const MOVIE_WINDOW_DAYS = 120;
/** Ways to watch, in TMDB's key order within a region. */
const MONETIZATIONS = /** @type {const} */ (['flatrate', 'free', 'ads', 'rent', 'buy']);
/** Regions the timeline and the per-season splits cover. */
const TIMELINE_REGIONS = /** @type {const} */ (['US', 'GB']);

/**
 * One fixed point of the availability timeline: on `base + offset_days`, `provider_id` arrives in
 * or leaves the title's `monetization` list in `region`. The catalog's own data is the state at
 * the base: an arrival after the base is absent before its day, a departure after the base is
 * present before its day; for `offset_days ≤ 0` the catalog's data already shows the change,
 * and a today before that day shows the state before it.
 * @typedef {object} TimelineEvent
 * @property {string} key a name for the fixture ('gbFlatrateArrival', …; 'extra' for the seeded ones)
 * @property {'movie'|'tv'} media_type
 * @property {number} id TMDB id
 * @property {string} title title or name
 * @property {'US'|'GB'} region
 * @property {'flatrate'|'free'|'ads'|'rent'|'buy'} monetization
 * @property {number} provider_id
 * @property {string} provider_name
 * @property {'arrive'|'leave'} change
 * @property {number} offset_days days after the base (negative: before)
 */

/**
 * A show whose seasons stream in different places (US and GB): seasons before `last - 1` (and
 * specials) on flat-rate `first`, season `last - 1` on flat-rate `second`, season `last` rent/buy only.
 * @typedef {{ last: number, first: Record<string, number>, second: Record<string, number>, stores: Record<string, number[]> }} SeasonSplit
 */

/**
 * A live view of a catalog (a Catalog whose date-relative titles are re-anchored on `base`).
 * @typedef {Catalog & { base: number, shift: number, liveTv: Set<number>, liveMovies: Set<number>, finalSeasons: Set<number>,
 *   splits: Map<number, SeasonSplit>, timeline: TimelineEvent[], eventsByTitle: Map<string, TimelineEvent[]> }} LiveCatalog
 *   base: day number of the base date; shift: base − generation day (days)
 */

/**
 * @param {string} iso 'YYYY-MM-DD'
 * @param {number} shift days
 * @returns {string}
 */
const shiftIso = (iso, shift) => (shift ? isoOf(dayOf(iso) + shift) : iso);

/**
 * A show re-anchored on the base: its plan and every date of its data moved by `shift` days.
 * @param {TvRecord} rec
 * @param {number} shift
 * @returns {TvRecord} a copy (the catalog's record is untouched)
 */
function shiftTv(rec, shift) {
  /** @param {import('./episodes').EpisodeSummary|null} ep */
  const ep = (ep) => (ep && ep.air_date ? { ...ep, air_date: shiftIso(ep.air_date, shift) } : ep);
  const d = rec.data;
  return {
    ...rec,
    plan: rec.plan.map((s) => (s.airDay === null ? s : { ...s, airDay: s.airDay + shift })),
    data: {
      ...d,
      first_air_date: shiftIso(d.first_air_date, shift),
      last_air_date: d.last_air_date && shiftIso(d.last_air_date, shift),
      last_episode_to_air: ep(d.last_episode_to_air),
      next_episode_to_air: ep(d.next_episode_to_air),
      seasons: d.seasons.map((s) => ({ ...s, air_date: s.air_date && shiftIso(s.air_date, shift) })),
    },
  };
}

/**
 * Release dates of a moving movie with TMDB's other types added (generation days, from the
 * movie's own stream): type 2 (limited) before a US theatrical release, 5 (physical) and 6 (TV)
 * after it, and a `note` naming the service on some digital (type 4) releases.
 * @param {MovieRecord} rec
 * @param {number} seed catalog seed
 * @returns {import('./movies').CountryReleaseDates[]} new objects
 */
function enrichedReleaseDates(rec, seed) {
  const r = makeRng(`releases:${seed}:${rec.id}`);
  const flat = (rec.providers.US && rec.providers.US.flatrate) || [];
  return rec.releaseDates.map((c) => {
    const list = c.release_dates.map((d) => ({ ...d }));
    if (c.iso_3166_1 === 'US') {
      const theatrical = list.find((d) => d.type === 3);
      const digital = list.find((d) => d.type === 4);
      /** @param {number} day @param {number} type @param {string} [note] @returns {import('./movies').ReleaseDate} */
      const entry = (day, type, note = '') => ({
        ...(theatrical || list[0]),
        note,
        release_date: `${isoOf(day)}T00:00:00.000Z`,
        type,
      });
      const dayOfEntry = (/** @type {{ release_date: string }} */ d) => dayOf(d.release_date.slice(0, 10));
      if (digital && r.chance(0.6))
        digital.note =
          flat.length && r.chance(0.5)
            ? flat[0].provider_name
            : r.pick(['Apple TV', 'Amazon Video', 'Google Play Movies', 'Fandango At Home']);
      if (theatrical && r.chance(0.2)) list.push(entry(dayOfEntry(theatrical) - r.int(3, 10), 2));
      if (digital && r.chance(0.35)) list.push(entry(dayOfEntry(digital) + r.int(14, 45), 5, r.pick(['Blu-ray', 'DVD', '4K UHD'])));
      if (theatrical && r.chance(0.1)) list.push(entry(dayOfEntry(theatrical) + r.int(200, 400), 6));
      list.sort((a, b) => a.release_date.localeCompare(b.release_date) || a.type - b.type);
    }
    return { iso_3166_1: c.iso_3166_1, release_dates: list };
  });
}

/**
 * A movie re-anchored on the base: release date and release dates moved by `shift` days.
 * @param {MovieRecord} rec
 * @param {number} shift
 * @param {number} seed catalog seed
 * @returns {MovieRecord} a copy
 */
function shiftMovie(rec, shift, seed) {
  return {
    ...rec,
    data: { ...rec.data, release_date: shiftIso(rec.data.release_date, shift) },
    releaseDates: enrichedReleaseDates(rec, seed).map((c) => ({
      iso_3166_1: c.iso_3166_1,
      release_dates: c.release_dates.map((d) => ({ ...d, release_date: `${shiftIso(d.release_date.slice(0, 10), shift)}T00:00:00.000Z` })),
    })),
  };
}

/**
 * Every dated regular episode of a show (its plan as given: shifted for a live show).
 * @param {TvRecord} rec
 * @param {number} anchor the plan's anchor day (specials are not listed)
 * @returns {{ season: PlannedSeason, e: number, airDay: number }[]} in air order
 */
function regularEpisodes(rec, anchor) {
  const out = [];
  for (const season of rec.plan) {
    if (season.specials) continue;
    for (let e = 1; e <= season.episode_count; e++) {
      const airDay = episodeAirDay(season, e, anchor);
      if (airDay !== null) out.push({ season, e, airDay });
    }
  }
  return out.sort((a, b) => a.airDay - b.airDay);
}

/**
 * Shows whose current season is their last: those still in production whose last regular season
 * has premiered by the base, with no season announced after it (about 40 %, from the seed).
 * @param {TvRecord[]} shows live records
 * @param {number} base
 * @param {number} seed
 * @returns {Set<number>} tv ids
 */
function pickFinalSeasons(shows, base, seed) {
  const out = new Set();
  for (const rec of shows) {
    const regular = rec.plan.filter((s) => !s.specials);
    const lastSeason = regular[regular.length - 1];
    if (lastSeason.airDay === null || lastSeason.airDay > base) continue;
    const eps = regularEpisodes(rec, base);
    if (!eps.length || eps[eps.length - 1].airDay <= base) continue;
    if (makeRng(`final:${seed}:${rec.id}`).chance(0.4)) out.add(rec.id);
  }
  return out;
}

/**
 * Shows whose seasons stream in different places: at least three regular seasons, all premiered by
 * the base (about half of them, from the seed).
 * @param {TvRecord[]} shows
 * @param {number} base
 * @param {number} seed
 * @returns {Map<number, SeasonSplit>}
 */
function pickSplits(shows, base, seed) {
  /** @type {Map<number, SeasonSplit>} */
  const out = new Map();
  for (const rec of shows) {
    if (rec.data.adult) continue;
    const regular = rec.plan.filter((s) => !s.specials && s.airDay !== null);
    if (regular.length < 3 || regular.some((s) => /** @type {number} */ (s.airDay) > base)) continue;
    if (!makeRng(`split:${seed}:${rec.id}`).chance(0.5)) continue;
    /** @type {SeasonSplit} */
    const split = { last: regular[regular.length - 1].season_number, first: {}, second: {}, stores: {} };
    for (const code of TIMELINE_REGIONS) {
      const region = /** @type {import('./regions').Region} */ (REGION_BY_CODE.get(code));
      const had = (rec.providers[code] && rec.providers[code].flatrate) || [];
      const first = had.length ? had[0].provider_id : region.flatrate[0];
      split.first[code] = first;
      split.second[code] = /** @type {number} */ (region.flatrate.find((pid) => pid !== first));
      split.stores[code] = region.stores.slice(0, 2);
    }
    out.set(rec.id, split);
  }
  return out;
}

/**
 * The availability timeline: named fixed points on popular titles, then seeded ones.
 * @param {LiveCatalog} view (its records as of the base)
 * @returns {TimelineEvent[]} in offset order
 */
function buildTimeline(view) {
  /** @type {TimelineEvent[]} */
  const events = [];
  const used = new Set();
  /** @param {number} pid */
  const nameOf = (pid) => /** @type {import('./providers').Provider} */ (view.providers.find((p) => p.provider_id === pid)).provider_name;
  /** @param {TitleRecord} rec @param {string} region @param {TimelineEvent['monetization']} mon @param {number} pid */
  const has = (rec, region, mon, pid) => {
    const entry = rec.providers[region];
    return Boolean(entry && (entry[mon] || []).some((p) => p.provider_id === pid));
  };
  /**
   * @param {string} key @param {TitleRecord} rec @param {'US'|'GB'} region
   * @param {TimelineEvent['monetization']} monetization @param {number} pid @param {'arrive'|'leave'} change @param {number} offset
   */
  const add = (key, rec, region, monetization, pid, change, offset) => {
    used.add(`${rec.type}:${rec.id}`);
    events.push({
      key,
      media_type: rec.type,
      id: rec.id,
      title: rec.type === 'movie' ? rec.data.title : rec.data.name,
      region,
      monetization,
      provider_id: pid,
      provider_name: nameOf(pid),
      change,
      offset_days: offset,
    });
  };
  /** @template {TitleRecord} T @param {T[]} list @returns {T[]} */
  const popular = (list) => list.filter((r) => !r.data.adult).sort((a, b) => b.data.popularity - a.data.popularity || a.id - b.id);
  const movies = popular(view.movies);
  const shows = popular(view.tv);
  /** @template {TitleRecord} T @param {T[]} list @param {(r: T) => boolean} test @returns {T|undefined} */
  const first = (list, test) => list.find((r) => !used.has(`${r.type}:${r.id}`) && test(r));
  /** @param {MovieRecord} m @returns {number|null} US theatrical day */
  const usTheatrical = (m) => {
    const us = m.releaseDates.find((c) => c.iso_3166_1 === 'US');
    const t = us && us.release_dates.find((d) => d.type === 3);
    return t ? dayOf(t.release_date.slice(0, 10)) : null;
  };
  /** @param {MovieRecord} m @returns {boolean} */
  const noUsDigital = (m) => !(m.providers.US && (m.providers.US.rent || m.providers.US.buy));
  /**
   * Sets a movie's US digital (type 4) release to `day` with a note (a moving movie: the view's copy).
   * @param {MovieRecord} m @param {number} day @param {string} note
   */
  const setDigital = (m, day, note) => {
    let us = m.releaseDates.find((c) => c.iso_3166_1 === 'US');
    if (!us) {
      us = { iso_3166_1: 'US', release_dates: [] };
      m.releaseDates.push(us);
      m.releaseDates.sort((a, b) => a.iso_3166_1.localeCompare(b.iso_3166_1));
    }
    const list = us.release_dates.filter((d) => d.type !== 4);
    const cert = (list.find((d) => d.type === 3) || { certification: '' }).certification;
    list.push({ certification: cert, descriptors: [], iso_639_1: '', note, release_date: `${isoOf(day)}T00:00:00.000Z`, type: 4 });
    list.sort((a, b) => a.release_date.localeCompare(b.release_date) || a.type - b.type);
    us.release_dates = list;
  };
  const base = view.base;

  // A movie in theaters now gets its digital release (rent and buy on Apple TV) in 3 days.
  // (Only moving movies: their records are the view's own copies, so their release dates may change.)
  const digital = first(movies, (m) => view.liveMovies.has(m.id) && noUsDigital(m) && (usTheatrical(m) ?? Infinity) <= base - 7);
  if (digital) {
    setDigital(digital, base + 3, 'Apple TV');
    add('digitalRelease', digital, 'US', 'rent', 2, 'arrive', 3);
    add('digitalRelease', digital, 'US', 'buy', 2, 'arrive', 3);
  }
  // A movie premieres on Netflix (a digital release noted 'Netflix') in 7 days.
  const premiere = first(movies, (m) => view.liveMovies.has(m.id) && !has(m, 'US', 'flatrate', 8) && m.data.release_date <= isoOf(base));
  if (premiere) {
    setDigital(premiere, base + 7, 'Netflix');
    add('streamingPremiere', premiere, 'US', 'flatrate', 8, 'arrive', 7);
  }
  const gb = first(movies, (m) => !has(m, 'GB', 'flatrate', 8) && Boolean(m.providers.US && m.providers.US.flatrate));
  if (gb) add('gbFlatrateArrival', gb, 'GB', 'flatrate', 8, 'arrive', 2);
  const ads = first(movies, (m) => !has(m, 'US', 'ads', 73));
  if (ads) add('usFreeWithAds', ads, 'US', 'ads', 73, 'arrive', 4);
  const gbLeave = first(movies, (m) => Boolean(m.providers.GB && m.providers.GB.flatrate));
  if (gbLeave) add('gbLeaving', gbLeave, 'GB', 'flatrate', /** @type {any} */ (gbLeave.providers.GB.flatrate)[0].provider_id, 'leave', 6);
  const hulu = first(shows, (s) => !has(s, 'US', 'flatrate', 15));
  if (hulu) add('usArrival', hulu, 'US', 'flatrate', 15, 'arrive', 1);
  const leaving = first(shows, (s) => has(s, 'US', 'flatrate', 8));
  if (leaving) add('usLeaving', leaving, 'US', 'flatrate', 8, 'leave', 5);
  const past = first(shows, (s) => has(s, 'US', 'flatrate', 9));
  if (past) add('usPastArrival', past, 'US', 'flatrate', 9, 'arrive', -3);
  const iplayer = first(shows, (s) => !has(s, 'GB', 'free', 38));
  if (iplayer) add('gbFreeArrival', iplayer, 'GB', 'free', 38, 'arrive', 10);

  // Seeded fixed points on other titles: arrivals and departures of flat-rate services from a week
  // before the base to 30 days after it.
  const r = makeRng(`timeline:${view.seed}`);
  for (let k = 0; k < 48; k++) {
    /** @type {TitleRecord[]} */
    const pool = r.chance(0.5) ? movies : shows;
    const rec = pool[r.int(0, Math.min(240, pool.length) - 1)];
    const region = r.pick([...TIMELINE_REGIONS]);
    const offset = r.int(-7, 30);
    const change = r.chance(0.5) ? 'arrive' : 'leave';
    if (used.has(`${rec.type}:${rec.id}`)) continue;
    const presentAtBase = (change === 'arrive') === offset <= 0;
    const had = ((rec.providers[region] && rec.providers[region].flatrate) || []).map((p) => p.provider_id);
    const region_ = /** @type {import('./regions').Region} */ (REGION_BY_CODE.get(region));
    const candidates = presentAtBase ? had : region_.flatrate.filter((pid) => !had.includes(pid));
    if (!candidates.length) continue;
    add('extra', rec, region, 'flatrate', r.pick(candidates), change, offset);
  }
  return events.sort((a, b) => a.offset_days - b.offset_days || a.id - b.id);
}

/**
 * The live view of a catalog anchored on a base date (built once per catalog and base).
 * @param {Catalog} catalog
 * @param {string} baseIso 'YYYY-MM-DD'
 * @returns {LiveCatalog}
 * @throws {RangeError} for a date that does not parse
 */
function liveCatalog(catalog, baseIso) {
  const holder = /** @type {Catalog & { _liveViews?: Map<string, LiveCatalog> }} */ (catalog);
  if (!holder._liveViews) Object.defineProperty(holder, '_liveViews', { value: new Map(), enumerable: false });
  const views = /** @type {Map<string, LiveCatalog>} */ (holder._liveViews);
  const known = views.get(baseIso);
  if (known) return known;
  const base = dayOf(baseIso);
  if (!Number.isFinite(base)) throw new RangeError(`not a date: ${baseIso}`);
  const shift = base - TODAY;
  const liveTv = new Set(catalog.tv.filter((t) => t.data.in_production).map((t) => t.id));
  const liveMovies = new Set(catalog.movies.filter((m) => dayOf(m.data.release_date) >= TODAY - MOVIE_WINDOW_DAYS).map((m) => m.id));
  const tv = catalog.tv.map((t) => (liveTv.has(t.id) ? shiftTv(t, shift) : t));
  const movies = catalog.movies.map((m) => (liveMovies.has(m.id) ? shiftMovie(m, shift, catalog.seed) : m));
  /** @type {LiveCatalog} */
  const view = {
    ...catalog,
    today: baseIso,
    movies,
    tv,
    movieById: new Map(movies.map((m) => [m.id, m])),
    tvById: new Map(tv.map((t) => [t.id, t])),
    _recCache: new Map(),
    _seasonCache: new Map(),
    base,
    shift,
    liveTv,
    liveMovies,
    finalSeasons: pickFinalSeasons(
      tv.filter((t) => liveTv.has(t.id)),
      base,
      catalog.seed,
    ),
    splits: pickSplits(tv, base, catalog.seed),
    timeline: [],
    eventsByTitle: new Map(),
  };
  view.timeline = buildTimeline(view);
  for (const ev of view.timeline) {
    const key = `${ev.media_type}:${ev.id}`;
    view.eventsByTitle.set(key, [...(view.eventsByTitle.get(key) || []), ev]);
  }
  views.set(baseIso, view);
  return view;
}

/**
 * The clock an episode of a show is judged against.
 * @param {LiveCatalog} view
 * @param {TvRecord} rec
 * @param {number} today day number
 * @returns {AirClock} the generation clock for shows that do not move
 */
const clockFor = (view, rec, today) => (view.liveTv.has(rec.id) ? { today, anchor: view.base } : { today: TODAY, anchor: TODAY });

/**
 * Vote average of a season on `today`: 0 until it premieres (like TMDB), then the generated one
 * (seasons premiering after the base get one from their own stream).
 * @param {TvRecord} rec
 * @param {import('./tv').SeasonMeta} meta
 * @param {number} today
 * @param {number} anchor the day the show's plan is laid out around (the base for a live show)
 * @returns {number}
 */
function seasonVote(rec, meta, today, anchor) {
  const planned = rec.plan.find((s) => s.season_number === meta.season_number);
  if (!planned || planned.specials || planned.airDay === null || planned.airDay > today) return 0;
  if (planned.airDay <= anchor) return meta.vote_average;
  const r = makeRng(`season-vote:${rec.id}:${meta.season_number}`);
  return round1(Math.min(10, Math.max(0, rec.data.vote_average + r.float(-1, 1))));
}

/**
 * TMDB tv details on `today` (without appended parts): last/next episode, last air date, status
 * and in_production, seasons' vote averages.
 * @param {LiveCatalog} view
 * @param {TvRecord} rec a record of the view
 * @param {number} today day number
 * @returns {import('./tv').TvData} a deep copy the caller may extend
 */
function tvDataOn(view, rec, today) {
  /** @type {import('./tv').TvData} */
  const data = JSON.parse(JSON.stringify(rec.data));
  if (!view.liveTv.has(rec.id)) return data;
  const clock = clockFor(view, rec, today);
  const eps = regularEpisodes(rec, view.base);
  const aired = eps.filter((x) => x.airDay <= today);
  const last = aired.length ? aired[aired.length - 1] : null;
  const next = eps.find((x) => x.airDay > today) || null;
  /** @param {{ season: PlannedSeason, e: number }|null} x */
  const summary = (x) => (x ? episodeSummary(rec, x.season, x.e, view.images, clock).summary : null);
  const ended = view.finalSeasons.has(rec.id) && !next && Boolean(last);
  data.status = ended ? 'Ended' : rec.data.status;
  data.in_production = !ended;
  data.last_episode_to_air = summary(last);
  data.last_air_date = last ? isoOf(last.airDay) : null;
  data.next_episode_to_air = data.in_production ? summary(next) : null;
  data.seasons = data.seasons.map((s) => ({ ...s, vote_average: seasonVote(rec, s, today, view.base) }));
  return data;
}

/**
 * TMDB movie details on `today`: `status` is 'Released' from the primary release date on.
 * @param {LiveCatalog} view
 * @param {MovieRecord} rec a record of the view
 * @param {number} today day number
 * @returns {import('./movies').MovieData} a deep copy
 */
function movieDataOn(view, rec, today) {
  /** @type {import('./movies').MovieData} */
  const data = JSON.parse(JSON.stringify(rec.data));
  if (!view.liveMovies.has(rec.id)) return data;
  const released = dayOf(data.release_date) <= today;
  if (released) data.status = 'Released';
  else if (data.status === 'Released') data.status = 'Post Production';
  return data;
}

/**
 * TMDB season detail on `today`, or null when the show has no such season.
 * @param {LiveCatalog} view
 * @param {TvRecord} rec
 * @param {number} n season number
 * @param {number} today
 * @returns {import('./seasons').SeasonDetail|null}
 */
function seasonOn(view, rec, n, today) {
  const season = seasonOf(view, rec, n, clockFor(view, rec, today));
  if (!season) return null;
  const meta = /** @type {import('./tv').SeasonMeta} */ (rec.data.seasons.find((s) => s.season_number === n));
  return { ...season, vote_average: seasonVote(rec, meta, today, clockFor(view, rec, today).anchor) };
}

/**
 * Episode detail parts on `today` (see seasons.js `episodeDetail`).
 * @param {LiveCatalog} view
 * @param {TvRecord} rec
 * @param {number} n
 * @param {number} e
 * @param {number} today
 * @returns {ReturnType<typeof episodeDetail>}
 */
function episodeOn(view, rec, n, e, today) {
  return episodeDetail(view, rec, n, e, clockFor(view, rec, today));
}

/**
 * Sorts a region's lists into TMDB's key order and drops empty ones.
 * @param {RegionProviders} entry
 * @returns {RegionProviders|null} null when no way to watch is left
 */
function tidyRegion(entry) {
  /** @type {RegionProviders} */
  const out = { link: entry.link };
  for (const mon of MONETIZATIONS) {
    const list = entry[mon];
    if (list && list.length)
      out[mon] = list.slice().sort((a, b) => a.display_priority - b.display_priority || a.provider_id - b.provider_id);
  }
  return Object.keys(out).length > 1 ? out : null;
}

/**
 * A title's `watch/providers` results on `today`: its providers with the timeline's changes.
 * @param {LiveCatalog} view
 * @param {TitleRecord} rec
 * @param {number} today day number
 * @returns {TitleProviders} region → lists (the record's own object when nothing changes)
 */
function providersOn(view, rec, today) {
  const events = view.eventsByTitle.get(`${rec.type}:${rec.id}`);
  if (!events) return rec.providers;
  const t = today - view.base;
  /** @type {TitleProviders} */
  const out = JSON.parse(JSON.stringify(rec.providers));
  for (const ev of events) {
    const happened = t >= ev.offset_days;
    // The catalog's data is the state at the base: apply later changes that happened, undo earlier ones that did not yet.
    if (ev.offset_days > 0 ? !happened : happened) continue;
    const arrive = (ev.change === 'arrive') === ev.offset_days > 0;
    const title = rec.type === 'movie' ? rec.data.title : rec.data.name;
    const entry = out[ev.region] || { link: `https://www.themoviedb.org/${rec.type}/${rec.id}-${slug(title)}/watch?locale=${ev.region}` };
    const list = (entry[ev.monetization] || []).filter((p) => p.provider_id !== ev.provider_id);
    if (arrive)
      list.push(
        providerEntry(/** @type {import('./providers').Provider} */ (view.providers.find((p) => p.provider_id === ev.provider_id))),
      );
    entry[ev.monetization] = list;
    const tidy = tidyRegion(entry);
    if (tidy) out[ev.region] = tidy;
    else delete out[ev.region];
  }
  return Object.keys(out)
    .sort()
    .reduce((acc, k) => ((acc[k] = out[k]), acc), /** @type {TitleProviders} */ ({}));
}

/**
 * TMDB `tv/{id}/season/{n}/watch/providers` on `today`: nothing before the season premieres;
 * then the show's providers, except on shows whose seasons stream in different places (US, GB).
 * @param {LiveCatalog} view
 * @param {TvRecord} rec
 * @param {number} n season number
 * @param {number} today
 * @returns {{ id: number, results: TitleProviders }|null} id: the season's TMDB id; null when there is no such season
 */
function seasonProvidersOn(view, rec, n, today) {
  const meta = rec.data.seasons.find((s) => s.season_number === n);
  const planned = rec.plan.find((s) => s.season_number === n);
  if (!meta || !planned) return null;
  if (planned.airDay === null || planned.airDay > today) return { id: meta.id, results: {} };
  const show = providersOn(view, rec, today);
  const split = view.splits.get(rec.id);
  if (!split) return { id: meta.id, results: show };
  /** @type {TitleProviders} */
  const results = { ...show };
  /** @param {number} pid */
  const entry = (pid) => providerEntry(/** @type {import('./providers').Provider} */ (view.providers.find((p) => p.provider_id === pid)));
  for (const code of TIMELINE_REGIONS) {
    /** @type {RegionProviders} */
    const region = { link: `https://www.themoviedb.org/tv/${rec.id}-${slug(rec.data.name)}/watch?locale=${code}` };
    if (n === split.last) {
      region.rent = split.stores[code].map(entry);
      region.buy = split.stores[code].map(entry);
    } else region.flatrate = [entry(n === split.last - 1 ? split.second[code] : split.first[code])];
    results[code] = /** @type {RegionProviders} */ (tidyRegion(region));
  }
  return {
    id: meta.id,
    results: Object.keys(results)
      .sort()
      .reduce((acc, k) => ((acc[k] = results[k]), acc), /** @type {TitleProviders} */ ({})),
  };
}

/**
 * Fixed points tests can rely on, for a catalog served with a given base date: named shows and
 * movies (the most popular of each kind) and the whole availability timeline. Dates are
 * 'YYYY-MM-DD'; offsets are days after the base.
 * @param {Catalog} catalog
 * @param {string} baseIso the server's base date (its initial today)
 * @returns {{
 *   base: string,
 *   weekly: { id: number, name: string, season_number: number, last: { episode_number: number, air_date: string }, next: { episode_number: number, air_date: string } } | null,
 *   returning: { id: number, name: string, season_number: number, air_date: string } | null,
 *   finalSeason: { id: number, name: string, finale: { season_number: number, episode_number: number, air_date: string } } | null,
 *   seasonSplit: { id: number, name: string, last: number, first: Record<string, number>, second: Record<string, number>, stores: Record<string, number[]> } | null,
 *   timeline: (TimelineEvent & { date: string })[],
 * }} weekly: an episode aired in the last 7 days and the next within 7 days; returning: a new
 *   season premiering within 30 days; finalSeason: a show that turns Ended after its finale (within
 *   60 days); seasonSplit: a show whose seasons stream in different places. Null when the catalog has none.
 */
function liveFixtures(catalog, baseIso) {
  const view = liveCatalog(catalog, baseIso);
  const base = view.base;
  const shows = view.tv
    .filter((t) => view.liveTv.has(t.id) && !t.data.adult)
    .sort((a, b) => b.data.popularity - a.data.popularity || a.id - b.id);
  /** @param {{ season: PlannedSeason, e: number, airDay: number }} x */
  const ep = (x) => ({ episode_number: x.e, air_date: isoOf(x.airDay) });
  let weekly = null;
  let returning = null;
  let finalSeason = null;
  for (const rec of shows) {
    const eps = regularEpisodes(rec, base);
    const last = eps.filter((x) => x.airDay <= base).pop();
    const next = eps.find((x) => x.airDay > base);
    if (!weekly && last && next && last.season === next.season && last.airDay >= base - 7 && next.airDay <= base + 7)
      weekly = { id: rec.id, name: rec.data.name, season_number: next.season.season_number, last: ep(last), next: ep(next) };
    if (!returning && next && next.e === 1 && next.season.season_number > 1 && next.airDay <= base + 30)
      returning = { id: rec.id, name: rec.data.name, season_number: next.season.season_number, air_date: isoOf(next.airDay) };
    const finale = eps[eps.length - 1];
    if (!finalSeason && view.finalSeasons.has(rec.id) && finale && finale.airDay > base && finale.airDay <= base + 60)
      finalSeason = { id: rec.id, name: rec.data.name, finale: { season_number: finale.season.season_number, ...ep(finale) } };
  }
  const splitShow = view.tv
    .filter((t) => view.splits.has(t.id))
    .sort(
      (a, b) => Number(b.data.number_of_seasons >= 5) - Number(a.data.number_of_seasons >= 5) || b.data.popularity - a.data.popularity,
    )[0];
  return {
    base: baseIso,
    weekly,
    returning,
    finalSeason,
    seasonSplit: splitShow
      ? { id: splitShow.id, name: splitShow.data.name, .../** @type {SeasonSplit} */ (view.splits.get(splitShow.id)) }
      : null,
    timeline: view.timeline.map((ev) => ({ ...ev, date: isoOf(base + ev.offset_days) })),
  };
}

module.exports = {
  MOVIE_WINDOW_DAYS,
  liveCatalog,
  liveFixtures,
  tvDataOn,
  movieDataOn,
  seasonOn,
  episodeOn,
  providersOn,
  seasonProvidersOn,
};
