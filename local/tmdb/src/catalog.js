'use strict';
/**
 * Deterministic generated catalog for the local TMDB server: movies, TV shows (seasons and
 * episodes), people, credits, certifications, watch providers, images and videos, all in TMDB v3
 * JSON shapes. Every value comes from seeded PRNG streams (mulberry32), so the same seed gives
 * byte-identical output on every run. The catalog's "today" is a fixed date (CATALOG_TODAY), not
 * the clock.
 *
 * Records keep TMDB's shapes in `data` and internal bookkeeping beside it; the projection helpers
 * at the bottom (movieResult, tvDetail, season, episode, ...) build the exact response objects.
 */
const { makeRng, unitFor } = require('./prng');
const { ImageRegistry } = require('./images-registry');
const W = require('./words');

/** Default seed of the catalog. */
const SEED = 20240607;
/** The catalog's fixed "today" (release windows, airing status, now playing). */
const CATALOG_TODAY = '2026-11-20';
/** How many titles and people are generated. */
const COUNTS = Object.freeze({ movies: 640, tv: 280, people: 1600 });
/** Title generated exactly (for URL-encoding tests) and the index of the movie that carries it. */
const ENCODING_TITLE = 'Tom & Jerry #1';
const ENCODING_TITLE_INDEX = 137;

const DAY_MS = 86400000;
const dayOf = (iso) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOf = (day) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const TODAY = dayOf(CATALOG_TODAY);
const round1 = (x) => Math.round(x * 10) / 10;
const round3 = (x) => Math.round(x * 1000) / 1000;
const logUniform = (r, min, max) => Math.exp(r.float(Math.log(min), Math.log(max)));
const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/* ------------------------------------------------------------------ text */

function makeTitle(r) {
  const word = () => (r.chance(0.2) ? r.pick(W.COMMON_WORDS) : r.pick(W.NOUNS));
  const adj = () => r.pick(W.ADJECTIVES);
  switch (r.int(0, 9)) {
    case 0: return `The ${adj()} ${word()}`;
    case 1: return `${word()} of the ${word()}`;
    case 2: return `${adj()} ${word()}`;
    case 3: return `${word()} in ${r.pick(W.PLACES)}`;
    case 4: return `The ${word()}`;
    case 5: return `A ${word()} for ${r.pick(W.FIRST_NAMES)}`;
    case 6: return `${word()} ${word()}`;
    case 7: return `${r.pick(W.PLACES)} ${word()}`;
    case 8: return `${adj()} ${word()}: ${word()} Rising`;
    default: return `${word()}s`;
  }
}

/** Unique title: regenerate a few times, then add a sequel numeral. */
function uniqueTitle(r, used) {
  let t = makeTitle(r);
  for (let i = 0; i < 4 && used.has(t.toLowerCase()); i++) t = makeTitle(r);
  for (let n = 2; used.has(t.toLowerCase()); n++) t = `${t.replace(/ \d+$/, '')} ${n}`;
  used.add(t.toLowerCase());
  return t;
}

const ROLES = ['detective', 'chef', 'pilot', 'teacher', 'thief', 'scientist', 'musician', 'widow', 'rookie cop', 'smuggler', 'farmer', 'diplomat'];
const THINGS = ['a buried secret', 'a forgotten map', 'a conspiracy', 'a mysterious signal', 'a stolen fortune', 'an impossible love', 'a family curse', 'a door that should not exist'];
const VERBS = ['outwit a ruthless rival', 'save the family farm', 'clear their name', 'cross the continent', 'win back an old flame', 'survive one endless night', 'keep the town together', 'finish the job'];
const DEADLINES = ['the storm breaks', 'the city wakes', 'time runs out', 'the summer ends', 'the last train leaves', 'the truth comes out'];

function makeOverview(r) {
  if (r.chance(0.04)) return '';
  const sentences = [
    () => `When a ${r.pick(ROLES)} uncovers ${r.pick(THINGS)}, they must ${r.pick(VERBS)} before ${r.pick(DEADLINES)}.`,
    () => `In ${r.pick(W.PLACES)}, a ${r.pick(ROLES)} and a ${r.pick(ROLES)} form an unlikely alliance.`,
    () => `Nothing is what it seems as ${r.pick(THINGS)} threatens everything they love.`,
    () => `Years after ${r.pick(THINGS)} tore them apart, old friends reunite to ${r.pick(VERBS)}.`,
  ];
  return r.sample(sentences, r.int(1, 3)).map((make) => make()).join(' ');
}

const TAGLINES = ['Some secrets never stay buried.', 'One night changes everything.', 'The truth has a price.', 'Every hero needs a beginning.', 'Love is the last frontier.', 'Run.', 'No one gets out alone.'];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** 'YYYY-MM-DD' → 'March 4, 1975'. */
function longDate(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

function makeBiography(r, p) {
  const kind = r.weighted([['long', 30], ['short', 50], ['empty', 20]]);
  if (kind === 'empty') return '';
  const profession = p.known_for_department === 'Acting' ? (p.gender === 1 ? 'actress' : 'actor') : p.known_for_department === 'Directing' ? 'director' : p.known_for_department === 'Writing' ? 'screenwriter' : 'filmmaker';
  const first = `${p.name} (born ${longDate(p.birthday)}) is a ${profession} from ${p.place_of_birth.split(', ').pop()}.`;
  if (kind === 'short') return r.chance(0.5) ? first : `${first} ${p.name.split(' ')[0]} began working in theatre before moving to film and television.`;
  const pool = [
    `${p.name} grew up in ${p.place_of_birth} and studied drama at a small conservatory before landing a first role in a regional stage production.`,
    'Early screen work came through commercials and guest appearances on long-running television series, roles that taught patience and precision.',
    `A breakthrough arrived with a critically admired independent feature, which earned ${p.name.split(' ')[0]} festival recognition and a string of offers from major studios.`,
    'Critics have praised a restrained, naturalistic style and an ear for comic timing that turns even small parts into memorable ones.',
    'Away from the camera, the work has included producing documentaries, mentoring young performers and supporting literacy charities.',
    'Later years brought a move into prestige television, where a leading role in an acclaimed drama series drew award nominations.',
    `Collaborators describe ${p.name.split(' ')[0]} as meticulous in preparation, known for spending months researching each character.`,
    'Several projects have been adapted from novels, and the choice of material often favours morally complex stories about family and memory.',
    'Stage work has continued alongside the screen career, including a celebrated run in a revival of a classic tragedy.',
    'Recent credits span genre films, animated features as a voice performer, and a return to the independent cinema where the career began.',
  ];
  const parts = [first];
  let i = r.int(0, pool.length - 1);
  while (parts.join(' ').length < 1050 || parts.length < 8) {
    parts.push(pool[i % pool.length]);
    i++;
  }
  return parts.join('\n\n');
}

/* ------------------------------------------------------------------ providers */

function buildProviders(images) {
  return W.PROVIDERS_LIST.map((p) => ({
    ...p,
    logo_path: images.register('logo', `logo:provider:${p.provider_id}`, p.provider_name),
  }));
}

function providerEntry(p) {
  return { logo_path: p.logo_path, provider_id: p.provider_id, provider_name: p.provider_name, display_priority: p.display_priority };
}

/**
 * Watch providers of one title: `{ US: {link, flatrate?, rent?, buy?}, GB: {...}, ... }` (may be {}).
 * Hits are more likely streamed; flat-rate choices favour Netflix, Prime Video and Hulu.
 */
function makeProviders(r, { type, id, title, tier, adult, genreIds, providers }) {
  const streams = providers.filter((p) => p.kind === 'stream');
  const stores = providers.filter((p) => p.kind === 'store');
  const byId = (pid) => providers.find((p) => p.provider_id === pid);
  const base = `https://www.themoviedb.org/${type}/${id}-${slug(title)}/watch?locale=`;
  const link = (region) => base + region;
  const sorted = (list) => list.sort((a, b) => a.display_priority - b.display_priority || a.provider_id - b.provider_id).map(providerEntry);
  const family = genreIds.includes(10751) || genreIds.includes(16);
  const pickStreams = () => {
    const odds = { 8: 0.38, 9: 0.32, 15: 0.28, 337: family ? 0.4 : 0.12, 1899: 0.14, 350: 0.07, 531: 0.1, 386: 0.1 };
    let list = streams.filter((p) => r.chance(odds[p.provider_id] || 0.05));
    if (!list.length) list = [byId(r.pick([8, 9, 15]))];
    return sorted(list);
  };
  const pickStores = () => sorted(r.sample(stores, r.int(1, 4)));
  const category = adult
    ? r.weighted([['none', 70], ['foreign', 30]])
    : r.weighted([['stream', tier === 'hit' ? 80 : 55], ['storeOnly', 15], ['foreign', 10], ['none', tier === 'low' ? 25 : 8]]);
  const out = {};
  if (category === 'stream' || category === 'storeOnly') {
    const us = { link: link('US') };
    if (category === 'stream') us.flatrate = pickStreams();
    if (category === 'storeOnly' || r.chance(0.6)) {
      if (category === 'storeOnly' && r.chance(0.3)) us.buy = pickStores();
      else {
        us.rent = pickStores();
        us.buy = pickStores();
      }
    }
    out.US = us;
  }
  if (category === 'foreign' || ((category === 'stream' || category === 'storeOnly') && r.chance(0.5))) {
    for (const region of r.sample(['GB', 'CA', 'DE'], category === 'foreign' ? r.int(1, 2) : 1)) {
      out[region] = { link: link(region), flatrate: pickStreams() };
      if (r.chance(0.4)) out[region].buy = pickStores();
    }
  }
  return Object.keys(out).sort().reduce((acc, k) => ((acc[k] = out[k]), acc), {});
}

/* ------------------------------------------------------------------ people */

const DEPARTMENTS = [['Acting', 72], ['Directing', 8], ['Writing', 7], ['Production', 6], ['Sound', 2], ['Camera', 2], ['Editing', 2], ['Crew', 1]];
const JOBS = {
  Directing: ['Director'],
  Writing: ['Screenplay', 'Writer', 'Novel', 'Story'],
  Production: ['Producer', 'Executive Producer', 'Casting'],
  Sound: ['Original Music Composer'],
  Camera: ['Director of Photography'],
  Editing: ['Editor'],
  Crew: ['Stunt Coordinator'],
};

function generatePeople(seed, images) {
  const r = makeRng(seed ^ 0x1f2e3d4c);
  const used = new Set();
  const people = [];
  for (let i = 0; i < COUNTS.people; i++) {
    let name;
    do name = `${r.pick(W.FIRST_NAMES)} ${r.pick(W.LAST_NAMES)}`;
    while (used.has(name));
    used.add(name);
    const id = 1000 + i * 97 + r.int(0, 90);
    const known_for_department = r.weighted(DEPARTMENTS);
    const birthYear = r.int(1932, 2006);
    const birthday = `${birthYear}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
    const deathday = birthYear < 1960 && r.chance(0.15) ? isoOf(dayOf(birthday) + r.int(60 * 365, Math.max(60 * 365 + 1, TODAY - dayOf(birthday) - 30))) : null;
    const data = {
      adult: false,
      also_known_as: r.chance(0.3) ? [name.toUpperCase()] : [],
      biography: '',
      birthday: r.chance(0.06) ? null : birthday,
      deathday,
      gender: r.weighted([[1, 45], [2, 50], [0, 5]]),
      homepage: null,
      id,
      imdb_id: `nm${String(1000000 + id).padStart(7, '0')}`,
      known_for_department,
      name,
      place_of_birth: r.chance(0.05) ? null : r.pick(W.BIRTH_PLACES),
      popularity: 0,
      profile_path: null,
    };
    data.profile_path = r.chance(0.9) ? images.register('profile', `profile:${id}`, name) : null;
    data.biography = makeBiography(r, { ...data, birthday: data.birthday || birthday, place_of_birth: data.place_of_birth || 'the United States' });
    // "star power": a few people get a large weight so they show up in many titles.
    const weight = r.chance(0.08) ? r.float(6, 14) : r.float(0.3, 2);
    data.popularity = round3(weight * r.float(2, 9));
    const affinity = r.weighted([['both', 60], ['movie', 22], ['tv', 18]]);
    people.push({ id, data, weight, affinity, movieCast: [], movieCrew: [], tvCast: [], tvCrew: [] });
  }
  return people;
}

/** Weighted picker over a pool of people (cumulative weights, binary search). */
function makePicker(pool) {
  const cum = [];
  let total = 0;
  for (const p of pool) cum.push((total += p.weight));
  return (r) => {
    const x = r.next() * total;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return pool[lo];
  };
}

function personRef(p) {
  const d = p.data;
  return { adult: false, gender: d.gender, id: d.id, known_for_department: d.known_for_department, name: d.name, original_name: d.name, popularity: d.popularity, profile_path: d.profile_path };
}

function characterName(r) {
  if (r.chance(0.12)) return r.chance(0.5) ? 'Himself' : 'Narrator (voice)';
  const name = `${r.pick(W.FIRST_NAMES)}${r.chance(0.6) ? ` ${r.pick(W.LAST_NAMES)}` : ''}`;
  return r.chance(0.3) ? `${r.pick(W.CHARACTER_ROLES)} ${name}` : name;
}

/**
 * Cast and crew of one title. Some titles list the same person twice (a second character, or
 * director + screenplay) so the client's merge-by-name is visible.
 */
function makeCredits(r, pickers, { withCastId, castSize, crewSize }) {
  const cast = [];
  const seen = new Set();
  for (let guard = 0; cast.length < castSize && guard < castSize * 6; guard++) {
    const p = pickers.actor(r);
    if (seen.has(p.id)) continue;
    seen.add(p.id);
    cast.push({ person: p, character: characterName(r), credit_id: r.hexId() });
  }
  if (cast.length > 2 && r.chance(0.12)) {
    const again = cast[r.int(0, Math.min(4, cast.length - 1))];
    cast.push({ person: again.person, character: characterName(r), credit_id: r.hexId() });
  }
  const crew = [];
  const director = pickers.dept.Directing(r);
  crew.push({ person: director, department: 'Directing', job: 'Director', credit_id: r.hexId() });
  if (r.chance(0.3)) crew.push({ person: director, department: 'Writing', job: 'Screenplay', credit_id: r.hexId() });
  const depts = ['Writing', 'Production', 'Production', 'Sound', 'Camera', 'Editing', 'Writing', 'Crew'];
  const crewSeen = new Set([director.id]);
  for (let i = 0; crew.length < crewSize && i < depts.length * 3; i++) {
    const dept = depts[i % depts.length];
    const p = pickers.dept[dept](r);
    if (crewSeen.has(p.id)) continue;
    crewSeen.add(p.id);
    crew.push({ person: p, department: dept, job: r.pick(JOBS[dept]), credit_id: r.hexId() });
  }
  return {
    cast: cast.map((c, order) => ({ ...c, order, ...(withCastId ? { cast_id: order + 1 } : {}) })),
    crew,
  };
}

/* ------------------------------------------------------------------ shared title traits */

const TIERS = [['hit', 38], ['mid', 42], ['low', 20]];

function makeVotes(r, tier, released) {
  if (!released) return { vote_average: 0, vote_count: 0 };
  if (tier === 'hit') return { vote_count: Math.round(logUniform(r, 2000, 36000)), vote_average: round1(r.float(6.0, 8.95)) };
  if (tier === 'mid') return { vote_count: Math.round(logUniform(r, 150, 2499)), vote_average: round1(r.float(5.0, 8.2)) };
  const vote_count = r.chance(0.15) ? 0 : r.int(1, 149);
  return { vote_count, vote_average: vote_count ? round1(r.float(2.0, 10)) : 0 };
}

function makePopularity(r, tier, day) {
  const base = tier === 'hit' ? logUniform(r, 40, 2500) : tier === 'mid' ? logUniform(r, 8, 200) : logUniform(r, 0.6, 20);
  const year = Number(isoOf(day).slice(0, 4));
  return round3(base * (year >= 2025 ? 1.6 : year >= 2023 ? 1.3 : 1));
}

function dateInBucket(r, bucket) {
  switch (bucket) {
    case 'now': return TODAY - r.int(0, 38);
    case 'recent': return r.int(dayOf('2023-01-01'), TODAY + 60);
    case 'modern': return r.int(dayOf('1995-01-01'), dayOf('2022-12-31'));
    default: return r.int(dayOf('1970-01-01'), dayOf('1994-12-31'));
  }
}

function makeLanguage(r) {
  return r.weighted(W.LANGUAGES);
}

function videosFor(r, title, releaseDay) {
  const n = r.weighted([[0, 20], [1, 40], [2, 30], [3, 10]]);
  const kinds = ['Trailer', 'Teaser', 'Featurette', 'Clip'];
  const out = [];
  for (let i = 0; i < n; i++) {
    const type = i === 0 ? 'Trailer' : r.pick(kinds);
    out.push({
      iso_639_1: 'en',
      iso_3166_1: 'US',
      name: `${title} | Official ${type}${i ? ` ${i + 1}` : ''}`,
      key: r.str(11),
      site: 'YouTube',
      size: r.pick([720, 1080, 2160]),
      type,
      official: r.chance(0.85),
      published_at: `${isoOf(releaseDay - r.int(10, 200))}T16:00:00.000Z`,
      id: r.hexId(),
    });
  }
  return out;
}

function imageList(images, r, kind, keyPrefix, label, { first, count, width, height, langs }) {
  const list = [];
  for (let i = 0; i < count; i++) {
    const file_path = i === 0 && first ? first : images.register(kind, `${keyPrefix}:${i}`, label, kind === 'logo' ? '.png' : '.jpg');
    list.push({
      aspect_ratio: round3(width / height),
      height,
      iso_639_1: langs ? r.pick(langs) : null,
      file_path,
      vote_average: round3(r.float(0, 6)),
      vote_count: r.int(0, 20),
      width,
    });
  }
  return list;
}

function titleImages(images, r, type, id, title, poster_path, backdrop_path) {
  return {
    backdrops: imageList(images, r, 'backdrop', `backdrop:${type}:${id}`, title, { first: backdrop_path, count: backdrop_path ? r.int(1, 3) : 0, width: 1280, height: 720, langs: [null, 'en'] }),
    logos: imageList(images, r, 'logo', `titlelogo:${type}:${id}`, title, { count: r.int(0, 1), width: 500, height: 500, langs: ['en'] }),
    posters: imageList(images, r, 'poster', `poster:${type}:${id}`, title, { first: poster_path, count: poster_path ? r.int(1, 3) : 0, width: 1000, height: 1500, langs: ['en'] }),
  };
}

function companiesFor(r, companies) {
  return r.sample(companies, r.int(1, 2)).map((c) => ({ ...c }));
}

/* ------------------------------------------------------------------ movies */

function movieReleaseDates(r, { releaseDay, genreIds, adult, forceCert }) {
  let category = adult ? r.weighted([['none', 60], ['foreign', 40]]) : r.weighted([['usCert', 62], ['usEmpty', 10], ['foreign', 14], ['none', 14]]);
  if (forceCert) category = 'usCert';
  const entry = (certification, type, day, note = '') => ({ certification, descriptors: [], iso_639_1: '', note, release_date: `${isoOf(day)}T00:00:00.000Z`, type });
  const foreign = (n) => r.sample(W.FOREIGN_RATINGS, n).map(([country, certs]) => ({
    iso_3166_1: country,
    release_dates: [entry(r.chance(0.85) ? r.pick(certs) : '', 3, releaseDay + r.int(0, 30))],
  }));
  if (category === 'none') return [];
  if (category === 'foreign') return foreign(r.int(1, 2)).sort((a, b) => a.iso_3166_1.localeCompare(b.iso_3166_1));
  let cert = '';
  if (category === 'usCert') {
    if (genreIds.includes(10751) || genreIds.includes(16)) cert = r.weighted([['G', 4], ['PG', 5], ['PG-13', 1]]);
    else if (genreIds.includes(27)) cert = r.weighted([['R', 7], ['PG-13', 3]]);
    else cert = r.weighted(W.US_MOVIE_CERTS);
    if (forceCert) cert = forceCert;
  }
  const us = [];
  if (r.chance(0.25)) us.push(entry('', 1, releaseDay - r.int(5, 60), 'Premiere'));
  us.push(entry(cert, 3, releaseDay));
  if (r.chance(0.6)) us.push(entry(r.chance(0.7) ? cert : '', 4, releaseDay + r.int(30, 120)));
  const out = [{ iso_3166_1: 'US', release_dates: us }, ...(r.chance(0.5) ? foreign(1) : [])];
  return out.sort((a, b) => a.iso_3166_1.localeCompare(b.iso_3166_1));
}

function generateMovies(seed, ctx) {
  const r = makeRng(seed ^ 0x2a3b4c5d);
  const used = new Set([ENCODING_TITLE.toLowerCase()]);
  const movies = [];
  for (let i = 0; i < COUNTS.movies; i++) {
    const id = 11000 + i * 53 + r.int(0, 45);
    const special = i === ENCODING_TITLE_INDEX;
    const title = special ? ENCODING_TITLE : uniqueTitle(r, used);
    const adult = !special && r.chance(0.03);
    let tier = adult ? 'low' : r.weighted(TIERS);
    if (special) tier = 'hit';
    const genreIds = adult ? r.pick([[18], [10749], [18, 10749]]) : special ? [16, 35, 10751] : r.weighted(W.MOVIE_GENRE_TEMPLATES).slice();
    const releaseDay = dateInBucket(r, r.weighted([['now', 6], ['recent', 24], ['modern', 48], ['classic', 22]]));
    const released = releaseDay <= TODAY;
    const lang = special ? 'en' : makeLanguage(r);
    const votes = makeVotes(r, tier, released);
    const poster_path = r.chance(0.95) || special ? ctx.images.register('poster', `poster:movie:${id}`, title) : null;
    const backdrop_path = r.chance(0.92) || special ? ctx.images.register('backdrop', `backdrop:movie:${id}`, title) : null;
    const country = W.LANGUAGE_COUNTRY[lang];
    const data = {
      adult,
      backdrop_path,
      belongs_to_collection: null,
      budget: tier === 'hit' ? r.int(20, 250) * 1000000 : r.int(0, 40) * 1000000,
      genres: genreIds.map((g) => ({ id: g, name: W.MOVIE_GENRES[g] })),
      homepage: r.chance(0.5) ? `https://example.com/movies/${slug(title)}` : '',
      id,
      imdb_id: `tt${String(2000000 + id).padStart(7, '0')}`,
      origin_country: [country],
      original_language: lang,
      original_title: title,
      overview: makeOverview(r),
      popularity: makePopularity(r, tier, releaseDay),
      poster_path,
      production_companies: companiesFor(r, ctx.companies),
      production_countries: [{ iso_3166_1: country, name: W.COUNTRY_NAMES[country] }],
      release_date: isoOf(releaseDay),
      revenue: released && tier === 'hit' ? r.int(50, 2000) * 1000000 : 0,
      runtime: !released || r.chance(0.03) ? 0 : r.int(78, 178),
      spoken_languages: [{ english_name: W.LANGUAGE_ENGLISH[lang], iso_639_1: lang, name: W.LANGUAGE_NAMES[lang] }],
      status: released ? 'Released' : r.pick(['Post Production', 'In Production']),
      tagline: r.chance(0.7) ? r.pick(TAGLINES) : '',
      title,
      video: !adult && tier === 'low' && r.chance(0.15),
      ...votes,
    };
    if (special) Object.assign(data, { vote_average: 7.4, vote_count: 3120, popularity: 312.5 });
    const credits = makeCredits(r, ctx.moviePickers, { withCastId: true, castSize: r.int(6, 16), crewSize: r.int(3, 8) });
    movies.push({
      id,
      type: 'movie',
      data,
      tier,
      releaseDates: movieReleaseDates(r, { releaseDay, genreIds, adult, forceCert: special ? 'PG' : undefined }),
      providers: special ? { US: { link: `https://www.themoviedb.org/movie/${id}-${slug(title)}/watch?locale=US`, flatrate: ctx.providers.filter((p) => p.provider_id === 8).map(providerEntry) } } : makeProviders(r, { type: 'movie', id, title, tier, adult, genreIds, providers: ctx.providers }),
      credits,
      images: titleImages(ctx.images, r, 'movie', id, title, poster_path, backdrop_path),
      videos: videosFor(r, title, releaseDay),
    });
  }
  return movies;
}

/* ------------------------------------------------------------------ tv */

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

/** Air day of episode `e` of a planned season (null for unannounced). */
function episodeAirDay(season, e) {
  if (season.airDay === null) return null;
  return season.specials ? Math.min(TODAY - 1, season.airDay + 45 * (e - 1)) : season.airDay + 7 * (e - 1);
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

/* ------------------------------------------------------------------ episodes */

/**
 * The deterministic "head" of an episode: its own PRNG stream (seeded by show/season/episode),
 * air day, and still image paths (registered in the image registry). Both the eager pass (so every
 * still path resolves) and the lazy full episode use it, so they agree.
 */
function episodeHead(rec, season, e, images) {
  const r = makeRng(`ep:${rec.id}:${season.season_number}:${e}`);
  const airDay = episodeAirDay(season, e);
  const aired = airDay !== null && airDay <= TODAY;
  const hasStill = r.next() > 0.06;
  const nStills = r.int(1, 3);
  const label = `${rec.data.name} S${season.season_number}E${e}`;
  const stills = aired && hasStill ? Array.from({ length: nStills }, (_, k) => images.register('still', `still:${rec.id}:${season.season_number}:${e}:${k}`, label)) : [];
  return { r, airDay, aired, stills };
}

function episodeSummary(rec, season, e, images) {
  const { r, airDay, aired, stills } = episodeHead(rec, season, e, images);
  const runTimes = rec.data.episode_run_time;
  const name = r.chance(0.15) ? `Episode ${e}` : makeTitle(r);
  const overview = aired || r.chance(0.3) ? makeOverview(r) : '';
  const vote_count = aired ? r.int(0, 60) : 0;
  return {
    r,
    summary: {
      air_date: airDay === null ? null : isoOf(airDay),
      episode_number: e,
      episode_type: e === season.episode_count && !season.specials ? 'finale' : 'standard',
      id: 5000000 + rec.index * 2000 + season.season_number * 100 + e,
      name,
      overview,
      production_code: '',
      runtime: !aired && r.chance(0.5) ? null : runTimes.length ? runTimes[0] + r.int(-3, 3) : r.int(20, 58),
      season_number: season.season_number,
      show_id: rec.id,
      still_path: stills[0] || null,
      vote_average: vote_count ? round1(r.float(5.5, 9.6)) : 0,
      vote_count,
    },
    stills,
  };
}

function registerStillsAndAirInfo(rec, ctx) {
  let last = null;
  let next = null;
  for (const season of rec.plan) {
    if (season.specials) {
      for (let e = 1; e <= season.episode_count; e++) episodeHead(rec, season, e, ctx.images);
      continue;
    }
    for (let e = 1; e <= season.episode_count; e++) {
      const { airDay } = episodeHead(rec, season, e, ctx.images);
      if (airDay === null) continue;
      if (airDay <= TODAY) last = { season, e, airDay };
      else if (!next || airDay < next.airDay) next = { season, e, airDay };
    }
  }
  const summary = (x) => (x ? episodeSummary(rec, x.season, x.e, ctx.images).summary : null);
  rec.data.last_episode_to_air = summary(last);
  rec.data.last_air_date = last ? isoOf(last.airDay) : null;
  rec.data.next_episode_to_air = rec.data.in_production ? summary(next) : null;
}

/* ------------------------------------------------------------------ projections */

function movieResult(rec) {
  const d = rec.data;
  return {
    adult: d.adult, backdrop_path: d.backdrop_path, genre_ids: d.genres.map((g) => g.id), id: d.id,
    original_language: d.original_language, original_title: d.original_title, overview: d.overview,
    popularity: d.popularity, poster_path: d.poster_path, release_date: d.release_date, title: d.title,
    video: d.video, vote_average: d.vote_average, vote_count: d.vote_count,
  };
}

function tvResult(rec) {
  const d = rec.data;
  return {
    adult: d.adult, backdrop_path: d.backdrop_path, genre_ids: d.genres.map((g) => g.id), id: d.id,
    origin_country: d.origin_country.slice(), original_language: d.original_language, original_name: d.original_name,
    overview: d.overview, popularity: d.popularity, poster_path: d.poster_path, first_air_date: d.first_air_date,
    name: d.name, vote_average: d.vote_average, vote_count: d.vote_count,
  };
}

function creditsView(rec) {
  return {
    cast: rec.credits.cast.map((c) => ({ ...personRef(c.person), ...(c.cast_id !== undefined ? { cast_id: c.cast_id } : {}), character: c.character, credit_id: c.credit_id, order: c.order })),
    crew: rec.credits.crew.map((c) => ({ ...personRef(c.person), credit_id: c.credit_id, department: c.department, job: c.job })),
  };
}

/* ------------------------------------------------------------------ generation */

function buildCatalog(seed) {
  const images = new ImageRegistry();
  const providers = buildProviders(images);
  const companies = W.COMPANIES.map((name, i) => ({ id: 400 + i * 17, logo_path: images.register('logo', `logo:company:${i}`, name, '.png'), name, origin_country: 'US' }));
  const networks = W.NETWORKS.map((name, i) => ({ id: 10 + i * 7, logo_path: images.register('logo', `logo:network:${i}`, name, '.png'), name, origin_country: i === 4 ? 'GB' : 'US' }));
  const people = generatePeople(seed, images);
  const pool = (aff, dept) => people.filter((p) => (p.affinity === 'both' || p.affinity === aff) && (dept ? p.data.known_for_department === dept : true));
  const pickersFor = (aff) => {
    const dept = {};
    for (const name of Object.keys(JOBS)) dept[name] = makePicker(pool(aff, name));
    return { actor: makePicker(pool(aff, 'Acting')), dept };
  };
  const ctx = { images, providers, companies, networks, moviePickers: pickersFor('movie'), tvPickers: pickersFor('tv') };
  const movies = generateMovies(seed, ctx);
  const tv = generateTv(seed, ctx);

  // Reverse index: people's movie and tv credits.
  for (const m of movies) {
    for (const c of m.credits.cast) c.person.movieCast.push({ rec: m, c });
    for (const c of m.credits.crew) c.person.movieCrew.push({ rec: m, c });
  }
  for (const s of tv) {
    for (const c of s.credits.cast) c.person.tvCast.push({ rec: s, c });
    for (const c of s.credits.crew) c.person.tvCrew.push({ rec: s, c });
  }

  const byId = (list) => new Map(list.map((x) => [x.id, x]));
  const catalog = {
    seed,
    today: CATALOG_TODAY,
    movies,
    tv,
    people,
    providers,
    images,
    movieById: byId(movies),
    tvById: byId(tv),
    personById: byId(people),
    genres: {
      movie: Object.entries(W.MOVIE_GENRES).map(([id, name]) => ({ id: Number(id), name })).sort((a, b) => a.name.localeCompare(b.name)),
      tv: Object.entries(W.TV_GENRES).map(([id, name]) => ({ id: Number(id), name })).sort((a, b) => a.name.localeCompare(b.name)),
    },
    _recCache: new Map(),
    _seasonCache: new Map(),
  };
  return catalog;
}

/**
 * Generates a fresh catalog (no caching). Pure: the same seed gives identical data.
 * @param {{seed?: number}} [options] seed (32-bit integer), default {@link SEED}.
 * @returns {object} catalog: `movies`, `tv`, `people` (records with TMDB-shaped `data`), id maps,
 *   `providers`, `genres`, `images` (ImageRegistry) and `today` ('YYYY-MM-DD').
 */
function generateCatalog(options = {}) {
  return buildCatalog(options.seed === undefined ? SEED : options.seed >>> 0);
}

let cached = null;
/**
 * The shared catalog of this process (generated on first call with the default seed, then reused).
 * @returns {object} see {@link generateCatalog}.
 */
function getCatalog() {
  if (!cached) cached = generateCatalog();
  return cached;
}

/* ------------------------------------------------------------------ response builders */

/** List-result shape of a movie (as in popular, discover, search). */
function toMovieResult(rec) {
  return movieResult(rec);
}
/** List-result shape of a TV show. */
function toTvResult(rec) {
  return tvResult(rec);
}

/** Person list-result shape (search/multi, trending) with up to three `known_for` titles. */
function toPersonResult(p) {
  const credits = [...p.movieCast, ...p.tvCast, ...p.movieCrew, ...p.tvCrew]
    .map((x) => x.rec)
    .filter((rec, i, arr) => arr.indexOf(rec) === i && !rec.data.adult)
    .sort((a, b) => b.data.popularity - a.data.popularity || a.id - b.id)
    .slice(0, 3);
  return {
    ...personRef(p),
    known_for: credits.map((rec) => ({ ...(rec.type === 'movie' ? movieResult(rec) : tvResult(rec)), media_type: rec.type })),
  };
}

/** Appendable parts of a movie, by append_to_response name. Each returns the appended object. */
const MOVIE_PARTS = {
  images: (rec) => ({ backdrops: rec.images.backdrops, logos: rec.images.logos, posters: rec.images.posters }),
  release_dates: (rec) => ({ results: rec.releaseDates }),
  'watch/providers': (rec) => ({ results: rec.providers }),
  credits: (rec) => creditsView(rec),
  videos: (rec) => ({ results: rec.videos }),
};
/** Appendable parts of a TV show. */
const TV_PARTS = {
  images: MOVIE_PARTS.images,
  content_ratings: (rec) => ({ results: rec.contentRatings }),
  'watch/providers': MOVIE_PARTS['watch/providers'],
  credits: (rec) => creditsView(rec),
  videos: MOVIE_PARTS.videos,
};

/** Full detail object of a movie or show (TMDB detail shape, without appended parts). */
function toDetail(rec) {
  return JSON.parse(JSON.stringify(rec.data));
}

/**
 * Recommendations for a title: same media type, sharing genres, non-adult. About 8% of titles
 * have none. Cached per catalog.
 * @returns {object[]} records (movie or tv) in recommendation order (at most 40).
 */
function recommendationsFor(catalog, rec) {
  const key = `${rec.type}:${rec.id}`;
  if (catalog._recCache.has(key)) return catalog._recCache.get(key);
  let out = [];
  if (unitFor(`norec:${key}`) >= 0.08) {
    const genres = new Set(rec.data.genres.map((g) => g.id));
    const list = rec.type === 'movie' ? catalog.movies : catalog.tv;
    const size = 20 + Math.floor(unitFor(`recsize:${key}`) * 21);
    out = list
      .filter((o) => o !== rec && !o.data.adult)
      .map((o) => ({ o, score: o.data.genres.filter((g) => genres.has(g.id)).length * 10 + unitFor(`rec:${key}:${o.id}`) * 8 + Math.log1p(o.data.popularity) }))
      .sort((a, b) => b.score - a.score || a.o.id - b.o.id)
      .slice(0, size)
      .map((x) => x.o);
  }
  catalog._recCache.set(key, out);
  return out;
}

function findPlannedSeason(rec, n) {
  return rec.plan.find((s) => s.season_number === n) || null;
}

function episodePeople(rec, season, e, r) {
  const pick = makePickerCache(rec);
  const crew = [];
  const director = pick.director(r);
  crew.push({ job: 'Director', department: 'Directing', credit_id: r.hexId(), ...personRef(director) });
  const writer = r.chance(0.25) ? director : pick.writer(r);
  crew.push({ job: 'Writer', department: 'Writing', credit_id: r.hexId(), ...personRef(writer) });
  if (r.chance(0.5)) crew.push({ job: 'Director of Photography', department: 'Camera', credit_id: r.hexId(), ...personRef(pick.camera(r)) });
  const guests = [];
  const seen = new Set(rec.credits.cast.map((c) => c.person.id));
  const nGuests = r.weighted([[0, 15], [1, 20], [2, 25], [3, 20], [4, 12], [5, 8]]);
  for (let k = 0, guard = 0; k < nGuests && guard < 30; guard++) {
    const p = pick.actor(r);
    if (seen.has(p.id)) continue;
    seen.add(p.id);
    guests.push({ character: characterName(r), credit_id: r.hexId(), order: 500 + k, ...personRef(p) });
    k++;
  }
  return { crew, guest_stars: guests };
}

/** Per-show people pools for episode crew and guest stars (derived from the show's own PRNG-free data). */
function makePickerCache(rec) {
  if (rec._pickers) return rec._pickers;
  const all = rec._catalogPeople;
  const of = (dept) => makePicker(all.filter((p) => p.affinity !== 'movie' && p.data.known_for_department === dept));
  const pickers = { director: of('Directing'), writer: of('Writing'), camera: of('Camera'), actor: of('Acting') };
  Object.defineProperty(rec, '_pickers', { value: pickers, enumerable: false });
  return pickers;
}

/**
 * One episode in the season-list shape (with `crew` and `guest_stars`), or null if it does not exist.
 * @param {object} catalog the catalog.
 * @param {object} rec TV record.
 * @param {number} n season number (0 = specials).
 * @param {number} e episode number (1-based).
 */
function episodeOf(catalog, rec, n, e) {
  const season = findPlannedSeason(rec, n);
  if (!season || !Number.isInteger(e) || e < 1 || e > season.episode_count) return null;
  if (!rec._catalogPeople) Object.defineProperty(rec, '_catalogPeople', { value: catalog.people, enumerable: false });
  const { r, summary, stills } = episodeSummary(rec, season, e, catalog.images);
  const people = episodePeople(rec, season, e, r);
  return { episode: { ...summary, crew: people.crew, guest_stars: people.guest_stars }, stills, season };
}

/**
 * Season detail (TMDB `tv/{id}/season/{n}` shape), or null when the season does not exist.
 * @param {object} catalog the catalog.
 * @param {object} rec TV record.
 * @param {number} n season number.
 */
function seasonOf(catalog, rec, n) {
  const key = `${rec.id}:${n}`;
  if (catalog._seasonCache.has(key)) return catalog._seasonCache.get(key);
  const planned = findPlannedSeason(rec, n);
  if (!planned) return null;
  const meta = rec.data.seasons.find((s) => s.season_number === n);
  const episodes = [];
  for (let e = 1; e <= planned.episode_count; e++) episodes.push(episodeOf(catalog, rec, n, e).episode);
  const out = {
    _id: makeRng(`season:${key}`).hexId(),
    air_date: meta.air_date,
    episodes,
    name: meta.name,
    networks: rec.data.networks,
    overview: meta.overview,
    id: meta.id,
    poster_path: meta.poster_path,
    season_number: n,
    vote_average: meta.vote_average,
  };
  catalog._seasonCache.set(key, out);
  return out;
}

/**
 * Episode detail parts: the episode itself plus what `append_to_response` can add
 * (`credits` {cast, crew, guest_stars}, `images` {stills}, `videos` {results}).
 * @returns {{episode: object, parts: object}|null} null when the episode does not exist.
 */
function episodeDetail(catalog, rec, n, e) {
  const found = episodeOf(catalog, rec, n, e);
  if (!found) return null;
  const { episode, stills } = found;
  const mainCast = rec.credits.cast.filter((c, i, arr) => arr.findIndex((x) => x.person === c.person) === i).slice(0, 8);
  const parts = {
    credits: {
      cast: mainCast.map((c, order) => ({ character: c.character, credit_id: c.credit_id, order, ...personRef(c.person) })),
      crew: episode.crew,
      guest_stars: episode.guest_stars,
      id: episode.id,
    },
    images: { stills: stills.map((file_path) => ({ aspect_ratio: 1.778, height: 720, iso_639_1: null, file_path, vote_average: 0, vote_count: 0, width: 1280 })) },
    videos: { results: [] },
  };
  return { episode, parts };
}

/**
 * Person detail plus credit lists.
 * @returns {{person: object, movie_credits: {cast, crew}, tv_credits: {cast, crew}}}
 */
function personDetail(catalog, p) {
  const movieCast = p.movieCast.map(({ rec, c }) => ({ ...movieResult(rec), character: c.character, credit_id: c.credit_id, order: c.order }));
  const movieCrew = p.movieCrew.map(({ rec, c }) => ({ ...movieResult(rec), credit_id: c.credit_id, department: c.department, job: c.job }));
  const tvCast = p.tvCast.map(({ rec, c }) => ({ ...tvResult(rec), character: c.character, credit_id: c.credit_id, episode_count: rec.data.number_of_episodes }));
  const tvCrew = p.tvCrew.map(({ rec, c }) => ({ ...tvResult(rec), credit_id: c.credit_id, department: c.department, episode_count: rec.data.number_of_episodes, job: c.job }));
  return {
    person: JSON.parse(JSON.stringify(p.data)),
    movie_credits: { cast: movieCast, crew: movieCrew },
    tv_credits: { cast: tvCast, crew: tvCrew },
  };
}

/**
 * Plain-data snapshot of the whole catalog (for determinism checks): every movie, show and person
 * with their appended parts.
 */
function snapshot(catalog) {
  return {
    movies: catalog.movies.map((m) => ({ data: m.data, releaseDates: m.releaseDates, providers: m.providers, credits: creditsView(m), images: m.images, videos: m.videos })),
    tv: catalog.tv.map((t) => ({ data: t.data, contentRatings: t.contentRatings, providers: t.providers, credits: creditsView(t), images: t.images, videos: t.videos })),
    people: catalog.people.map((p) => p.data),
    images: [...catalog.images.byPath.keys()],
  };
}

module.exports = {
  SEED,
  CATALOG_TODAY,
  COUNTS,
  ENCODING_TITLE,
  generateCatalog,
  getCatalog,
  snapshot,
  toMovieResult,
  toTvResult,
  toPersonResult,
  toDetail,
  MOVIE_PARTS,
  TV_PARTS,
  recommendationsFor,
  seasonOf,
  episodeDetail,
  personDetail,
  dayOf,
  isoOf,
};
