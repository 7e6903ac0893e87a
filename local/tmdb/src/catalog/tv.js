'use strict';
/**
 * TV show records: TMDB tv detail data, content ratings, the season plan (regular seasons,
 * specials, airing and upcoming seasons), watch providers, credits, images and videos, from the
 * shows' own PRNG stream. Episodes are derived from the plan (see episodes.js).
 */
const { makeRng } = require('../prng');
const W = require('../words');
const { COUNTS, TODAY, isoOf, round1, slug } = require('./constants');
const { uniqueTitle, makeOverview, TAGLINES } = require('./text');
const { makeProviders } = require('./providers');
const { makeCredits } = require('./people');
const { TIERS, makeVotes, makePopularity, dateInBucket, makeLanguage, videosFor, titleImages, companiesFor } = require('./traits');
const { registerStillsAndAirInfo } = require('./episodes');

/** @typedef {import('../prng').Rng} Rng */
/** @typedef {import('./episodes').EpisodeSummary} EpisodeSummary */
/** @typedef {import('./people').PersonRecord} PersonRecord */

/**
 * A season of a show in TMDB's tv detail `seasons` list.
 * @typedef {object} SeasonMeta
 * @property {string|null} air_date 'YYYY-MM-DD'; null for an announced, undated season
 * @property {number} episode_count
 * @property {number} id
 * @property {string} name 'Season N' or 'Specials'
 * @property {string} overview may be ''
 * @property {string|null} poster_path
 * @property {number} season_number 0 for specials
 * @property {number} vote_average
 */

/** @typedef {{ id: number, credit_id: string, name: string, original_name: string, gender: number, profile_path: string|null }} CreatedBy */
/** @typedef {{ descriptors: string[], iso_3166_1: string, rating: string }} ContentRating */

/**
 * TMDB tv detail data (without appended parts).
 * @typedef {object} TvData
 * @property {boolean} adult
 * @property {string|null} backdrop_path
 * @property {CreatedBy[]} created_by
 * @property {number[]} episode_run_time minutes; may be empty
 * @property {string} first_air_date 'YYYY-MM-DD'
 * @property {import('./traits').Genre[]} genres
 * @property {string} homepage may be ''
 * @property {number} id
 * @property {boolean} in_production
 * @property {string[]} languages
 * @property {string|null} last_air_date 'YYYY-MM-DD' of the last aired episode
 * @property {EpisodeSummary|null} last_episode_to_air
 * @property {string} name
 * @property {EpisodeSummary|null} next_episode_to_air only while in production
 * @property {import('./traits').Company[]} networks
 * @property {number} number_of_episodes regular seasons only
 * @property {number} number_of_seasons regular seasons only
 * @property {string[]} origin_country
 * @property {string} original_language
 * @property {string} original_name
 * @property {string} overview may be ''
 * @property {number} popularity
 * @property {string|null} poster_path
 * @property {import('./traits').Company[]} production_companies
 * @property {import('./traits').ProductionCountry[]} production_countries
 * @property {SeasonMeta[]} seasons
 * @property {import('./traits').SpokenLanguage[]} spoken_languages
 * @property {string} status Returning Series, Ended or Canceled
 * @property {string} tagline may be ''
 * @property {string} type Scripted, Miniseries or Reality
 * @property {number} vote_average
 * @property {number} vote_count
 */

/**
 * A season of the plan: when episode 1 airs (day number; null when undated) and how many
 * episodes follow (weekly; specials every 45 days).
 * @typedef {{ season_number: number, airDay: number|null, episode_count: number, specials?: boolean }} PlannedSeason
 */

/** @typedef {{ director: import('./people').Picker, writer: import('./people').Picker, camera: import('./people').Picker, actor: import('./people').Picker }} EpisodePickers */

/**
 * A show of the catalog: TMDB data in `data`, the appendable parts and bookkeeping beside it.
 * @typedef {object} TvRecord
 * @property {number} id
 * @property {'tv'} type
 * @property {number} index position in the catalog's tv list (derives season and episode ids)
 * @property {TvData} data
 * @property {import('./traits').Tier} tier
 * @property {PlannedSeason[]} plan the seasons behind `data.seasons` (same order)
 * @property {ContentRating[]} contentRatings sorted by country
 * @property {import('./providers').TitleProviders} providers
 * @property {import('./people').Credits} credits
 * @property {import('./traits').TitleImages} images
 * @property {import('./traits').Video[]} videos
 * @property {PersonRecord[]} [_catalogPeople] set (non-enumerable) when an episode is first built
 * @property {EpisodePickers} [_pickers] set (non-enumerable) when an episode is first built
 */

/**
 * Content ratings of a show: US (kids' ratings for kids and family genres), foreign-only or none.
 * @param {Rng} r
 * @param {number[]} genreIds
 * @returns {ContentRating[]} sorted by country; [] for none
 */
function tvContentRatings(r, genreIds) {
  const category = r.weighted([
    ['us', 65],
    ['foreign', 15],
    ['none', 20],
  ]);
  if (category === 'none') return [];
  /** @param {number} n @returns {ContentRating[]} */
  const foreign = (n) =>
    r.sample(W.FOREIGN_RATINGS, n).map(([country, , tv]) => ({ descriptors: [], iso_3166_1: country, rating: r.pick(tv) }));
  if (category === 'foreign') return foreign(r.int(1, 2)).sort((a, b) => a.iso_3166_1.localeCompare(b.iso_3166_1));
  const kids = genreIds.includes(10762) || genreIds.includes(10751);
  const rating = kids
    ? r.weighted([
        ['TV-Y', 3],
        ['TV-Y7', 3],
        ['TV-G', 3],
        ['TV-PG', 1],
      ])
    : r.weighted(W.US_TV_RATINGS);
  /** @type {ContentRating[]} */
  const out = [{ descriptors: [], iso_3166_1: 'US', rating }, ...(r.chance(0.5) ? foreign(1) : [])];
  return out.sort((a, b) => a.iso_3166_1.localeCompare(b.iso_3166_1));
}

/**
 * Season layout of a show: regular seasons (air day of episode 1, episode count, weekly episodes),
 * an optional season 0 of specials, and for airing shows either a season in progress or an
 * upcoming one (dated, or announced with a null air date).
 * @param {Rng} r
 * @param {{ status: string, bucket: import('./traits').DateBucket }} show status ('Returning Series'
 *   airs around today) and the window of the first air date otherwise
 * @returns {PlannedSeason[]} specials first when present, then seasons 1..n
 */
function makeSeasonPlan(r, { status, bucket }) {
  const nWanted = r.weighted([
    [1, 25],
    [2, 20],
    [3, 18],
    [4, 12],
    [5, 9],
    [6, 7],
    [7, 5],
    [8, 4],
  ]);
  const epsOf = () => (r.chance(0.1) ? r.int(18, 24) : r.int(6, 13));
  const gaps = () => r.int(280, 450);
  /** @type {PlannedSeason[]} */
  const seasons = [];
  if (status === 'Returning Series') {
    const variant = r.chance(0.55) ? 'midseason' : 'between';
    let start;
    let eps = epsOf();
    if (variant === 'midseason') {
      const aired = r.int(1, eps - 1);
      start = TODAY - 7 * (aired - 1) - r.int(1, 6);
    } else {
      start = TODAY - r.int(60, 300) - 7 * (eps - 1);
    }
    const list = [{ start, eps }];
    for (let s = 1; s < nWanted; s++) {
      eps = epsOf();
      list.unshift({ start: list[0].start - gaps() - 7 * (eps - 1), eps });
    }
    list.forEach((x, i) => seasons.push({ season_number: i + 1, airDay: x.start, episode_count: x.eps }));
    if (variant === 'between')
      seasons.push({ season_number: seasons.length + 1, airDay: TODAY + r.int(14, 150), episode_count: r.int(6, 10) });
    else if (r.chance(0.35)) seasons.push({ season_number: seasons.length + 1, airDay: null, episode_count: 0 });
  } else {
    let start = dateInBucket(r, bucket);
    for (let s = 1; s <= nWanted; s++) {
      const eps = epsOf();
      if (s > 1 && start + 7 * (eps - 1) > TODAY - 14) break;
      if (s === 1 && start + 7 * (eps - 1) > TODAY - 14) start = TODAY - 14 - 7 * (eps - 1) - r.int(0, 200);
      seasons.push({ season_number: s, airDay: start, episode_count: eps });
      start += 7 * (eps - 1) + gaps();
    }
  }
  if (r.chance(0.35)) {
    const firstDay = /** @type {number} */ (seasons[0].airDay); // season 1 is always dated
    const day = Math.min(TODAY - 30, firstDay + r.int(30, 500));
    seasons.unshift({ season_number: 0, airDay: day, episode_count: r.int(1, 4), specials: true });
  }
  return seasons;
}

/**
 * The TV shows of the catalog, from their own PRNG stream; last/next episodes are filled in.
 * @param {number} seed catalog seed
 * @param {import('./generate').GenerationContext} ctx
 * @returns {TvRecord[]} COUNTS.tv records
 */
function generateTv(seed, ctx) {
  const r = makeRng(seed ^ 0x3c4d5e6f);
  const used = new Set();
  /** @type {TvRecord[]} */
  const shows = [];
  for (let i = 0; i < COUNTS.tv; i++) {
    const id = 60000 + i * 41 + r.int(0, 35);
    const name = uniqueTitle(r, used);
    const adult = r.chance(0.025);
    const tier = adult ? 'low' : r.weighted(TIERS);
    const genreIds = adult ? [18] : r.weighted(W.TV_GENRE_TEMPLATES).slice();
    const status = r.weighted([
      ['Returning Series', 32],
      ['Ended', 53],
      ['Canceled', 15],
    ]);
    const plan = makeSeasonPlan(r, {
      status,
      bucket: r.weighted(
        /** @type {[import('./traits').DateBucket, number][]} */ ([
          ['recent', 25],
          ['modern', 50],
          ['classic', 25],
        ]),
      ),
    });
    const regular = plan.filter((s) => !s.specials);
    const firstDay = /** @type {number} */ (regular[0].airDay); // season 1 is always dated
    const lang = makeLanguage(r);
    const country = W.LANGUAGE_COUNTRY[lang];
    const votes = makeVotes(r, tier, firstDay <= TODAY);
    const poster_path = r.chance(0.95) ? ctx.images.register('poster', `poster:tv:${id}`, name) : null;
    const backdrop_path = r.chance(0.92) ? ctx.images.register('backdrop', `backdrop:tv:${id}`, name) : null;
    const runTimes = r.chance(0.2) ? [] : r.chance(0.15) ? [r.int(20, 30), r.int(40, 60)] : [r.pick([22, 24, 28, 30, 42, 45, 50, 55, 60])];
    const seasons = plan.map((s) => ({
      air_date: s.airDay === null ? null : isoOf(s.airDay),
      episode_count: s.episode_count,
      id: 3000000 + i * 20 + s.season_number,
      name: s.specials ? 'Specials' : `Season ${s.season_number}`,
      overview: s.specials || r.chance(0.4) ? '' : makeOverview(r),
      poster_path: r.chance(0.85)
        ? ctx.images.register(
            'poster',
            `poster:season:${id}:${s.season_number}`,
            `${name} ${s.specials ? 'Specials' : `S${s.season_number}`}`,
          )
        : null,
      season_number: s.season_number,
      vote_average:
        s.specials || s.airDay === null || s.airDay > TODAY ? 0 : round1(Math.min(10, Math.max(0, votes.vote_average + r.float(-1, 1)))),
    }));
    /** @type {TvData} */
    const data = {
      adult,
      backdrop_path,
      created_by: [],
      episode_run_time: runTimes,
      first_air_date: isoOf(firstDay),
      genres: genreIds.map((g) => ({ id: g, name: W.TV_GENRES[g] })),
      homepage: r.chance(0.5) ? `https://example.com/tv/${slug(name)}` : '',
      id,
      in_production: status === 'Returning Series',
      languages: [lang],
      last_air_date: null,
      last_episode_to_air: null,
      name,
      next_episode_to_air: null,
      networks: r.sample(ctx.networks, 1).map((n) => ({ ...n })),
      number_of_episodes: regular.reduce((n, s) => n + s.episode_count, 0),
      number_of_seasons: regular.length,
      origin_country: [country],
      original_language: lang,
      original_name: name,
      overview: makeOverview(r),
      popularity: makePopularity(r, tier, firstDay),
      poster_path,
      production_companies: companiesFor(r, ctx.companies),
      production_countries: [{ iso_3166_1: country, name: W.COUNTRY_NAMES[country] }],
      seasons,
      spoken_languages: [{ english_name: W.LANGUAGE_ENGLISH[lang], iso_639_1: lang, name: W.LANGUAGE_NAMES[lang] }],
      status,
      tagline: r.chance(0.4) ? r.pick(TAGLINES) : '',
      type: r.weighted([
        ['Scripted', 8],
        ['Miniseries', 1],
        ['Reality', 1],
      ]),
      ...votes,
    };
    const credits = makeCredits(r, ctx.tvPickers, { withCastId: false, castSize: r.int(5, 14), crewSize: r.int(3, 7) });
    const creators = r.sample(
      credits.crew.filter((c) => c.department !== 'Acting').map((c) => c.person),
      r.int(1, 2),
    );
    data.created_by = [...new Set(creators)].map((p) => ({
      id: p.id,
      credit_id: r.hexId(),
      name: p.data.name,
      original_name: p.data.name,
      gender: p.data.gender,
      profile_path: p.data.profile_path,
    }));
    /** @type {TvRecord} */
    const rec = {
      id,
      type: 'tv',
      index: i,
      data,
      tier,
      plan,
      contentRatings: tvContentRatings(r, genreIds),
      providers: makeProviders(r, { type: 'tv', id, title: name, tier, adult, genreIds, providers: ctx.providers }),
      credits,
      images: titleImages(ctx.images, r, 'tv', id, name, poster_path, backdrop_path),
      videos: videosFor(r, name, firstDay),
    };
    registerStillsAndAirInfo(rec, ctx);
    shows.push(rec);
  }
  return shows;
}

module.exports = { tvContentRatings, makeSeasonPlan, generateTv };
