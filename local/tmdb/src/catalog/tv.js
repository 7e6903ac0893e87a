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

function tvContentRatings(r, genreIds) {
  const category = r.weighted([['us', 65], ['foreign', 15], ['none', 20]]);
  if (category === 'none') return [];
  const foreign = (n) => r.sample(W.FOREIGN_RATINGS, n).map(([country, , tv]) => ({ descriptors: [], iso_3166_1: country, rating: r.pick(tv) }));
  if (category === 'foreign') return foreign(r.int(1, 2)).sort((a, b) => a.iso_3166_1.localeCompare(b.iso_3166_1));
  const kids = genreIds.includes(10762) || genreIds.includes(10751);
  const rating = kids ? r.weighted([['TV-Y', 3], ['TV-Y7', 3], ['TV-G', 3], ['TV-PG', 1]]) : r.weighted(W.US_TV_RATINGS);
  const out = [{ descriptors: [], iso_3166_1: 'US', rating }, ...(r.chance(0.5) ? foreign(1) : [])];
  return out.sort((a, b) => a.iso_3166_1.localeCompare(b.iso_3166_1));
}

/**
 * Season layout of a show: regular seasons (air day of episode 1, episode count, weekly episodes),
 * an optional season 0 of specials, and for airing shows either a season in progress or an
 * upcoming one (dated, or announced with a null air date).
 */
function makeSeasonPlan(r, { status, bucket }) {
  const nWanted = r.weighted([[1, 25], [2, 20], [3, 18], [4, 12], [5, 9], [6, 7], [7, 5], [8, 4]]);
  const epsOf = () => (r.chance(0.1) ? r.int(18, 24) : r.int(6, 13));
  const gaps = () => r.int(280, 450);
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
    if (variant === 'between') seasons.push({ season_number: seasons.length + 1, airDay: TODAY + r.int(14, 150), episode_count: r.int(6, 10) });
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
    const firstDay = seasons[0].airDay;
    const day = Math.min(TODAY - 30, firstDay + r.int(30, 500));
    seasons.unshift({ season_number: 0, airDay: day, episode_count: r.int(1, 4), specials: true });
  }
  return seasons;
}

function generateTv(seed, ctx) {
  const r = makeRng(seed ^ 0x3c4d5e6f);
  const used = new Set();
  const shows = [];
  for (let i = 0; i < COUNTS.tv; i++) {
    const id = 60000 + i * 41 + r.int(0, 35);
    const name = uniqueTitle(r, used);
    const adult = r.chance(0.025);
    const tier = adult ? 'low' : r.weighted(TIERS);
    const genreIds = adult ? [18] : r.weighted(W.TV_GENRE_TEMPLATES).slice();
    const status = r.weighted([['Returning Series', 32], ['Ended', 53], ['Canceled', 15]]);
    const plan = makeSeasonPlan(r, { status, bucket: r.weighted([['recent', 25], ['modern', 50], ['classic', 25]]) });
    const regular = plan.filter((s) => !s.specials);
    const firstDay = regular[0].airDay;
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
      poster_path: r.chance(0.85) ? ctx.images.register('poster', `poster:season:${id}:${s.season_number}`, `${name} ${s.specials ? 'Specials' : `S${s.season_number}`}`) : null,
      season_number: s.season_number,
      vote_average: s.specials || s.airDay === null || s.airDay > TODAY ? 0 : round1(Math.min(10, Math.max(0, votes.vote_average + r.float(-1, 1)))),
    }));
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
      type: r.weighted([['Scripted', 8], ['Miniseries', 1], ['Reality', 1]]),
      ...votes,
    };
    const credits = makeCredits(r, ctx.tvPickers, { withCastId: false, castSize: r.int(5, 14), crewSize: r.int(3, 7) });
    const creators = r.sample(credits.crew.filter((c) => c.department !== 'Acting').map((c) => c.person), r.int(1, 2));
    data.created_by = [...new Set(creators)].map((p) => ({ id: p.id, credit_id: r.hexId(), name: p.data.name, original_name: p.data.name, gender: p.data.gender, profile_path: p.data.profile_path }));
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
