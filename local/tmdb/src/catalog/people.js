'use strict';
/**
 * People: generation of the person records (names, departments, birthdays, biographies, "star
 * power" weights), weighted pickers over pools of people, and the cast/crew credits of a title.
 */
const { makeRng } = require('../prng');
const W = require('../words');
const { COUNTS, TODAY, dayOf, isoOf, round3 } = require('./constants');
const { makeBiography } = require('./text');

/** @typedef {import('../prng').Rng} Rng */
/** @typedef {import('./movies').MovieRecord} MovieRecord */
/** @typedef {import('./tv').TvRecord} TvRecord */

/**
 * TMDB person detail data.
 * @typedef {object} PersonData
 * @property {boolean} adult always false
 * @property {string[]} also_known_as
 * @property {string} biography may be ''
 * @property {string|null} birthday 'YYYY-MM-DD'
 * @property {string|null} deathday 'YYYY-MM-DD'
 * @property {number} gender 0 not set, 1 female, 2 male
 * @property {string|null} homepage
 * @property {number} id
 * @property {string} imdb_id
 * @property {string} known_for_department
 * @property {string} name
 * @property {string|null} place_of_birth
 * @property {number} popularity
 * @property {string|null} profile_path
 */

/**
 * A cast entry of a title.
 * @typedef {object} CastCredit
 * @property {PersonRecord} person
 * @property {string} character
 * @property {string} credit_id
 * @property {number} order billing order, 0-based
 * @property {number} [cast_id] movies only: order + 1
 */

/** @typedef {{ person: PersonRecord, department: string, job: string, credit_id: string }} CrewCredit a crew entry of a title */
/** @typedef {{ cast: CastCredit[], crew: CrewCredit[] }} Credits */

/**
 * A person of the catalog: TMDB data plus generation bookkeeping and the reverse credit index.
 * @typedef {object} PersonRecord
 * @property {number} id
 * @property {undefined} [type] people carry no media type (titles do: 'movie' or 'tv')
 * @property {PersonData} data
 * @property {number} weight "star power": relative chance of being picked for a title
 * @property {'both'|'movie'|'tv'} affinity which kind of titles the person works in
 * @property {{ rec: MovieRecord, c: CastCredit }[]} movieCast filled when the catalog is assembled
 * @property {{ rec: MovieRecord, c: CrewCredit }[]} movieCrew
 * @property {{ rec: TvRecord, c: CastCredit }[]} tvCast
 * @property {{ rec: TvRecord, c: CrewCredit }[]} tvCrew
 */

/** @typedef {(r: Rng) => PersonRecord} Picker draws one person of a pool (weighted by `weight`) */
/** @typedef {{ actor: Picker, dept: Record<string, Picker> }} Pickers actors, and crew by department */

/** @type {[string, number][]} departments people are known for, with weights */
const DEPARTMENTS = [
  ['Acting', 72],
  ['Directing', 8],
  ['Writing', 7],
  ['Production', 6],
  ['Sound', 2],
  ['Camera', 2],
  ['Editing', 2],
  ['Crew', 1],
];
/** @type {Record<string, string[]>} crew jobs by department */
const JOBS = {
  Directing: ['Director'],
  Writing: ['Screenplay', 'Writer', 'Novel', 'Story'],
  Production: ['Producer', 'Executive Producer', 'Casting'],
  Sound: ['Original Music Composer'],
  Camera: ['Director of Photography'],
  Editing: ['Editor'],
  Crew: ['Stunt Coordinator'],
};

/**
 * The people of the catalog, from their own PRNG stream (unique names).
 * @param {number} seed catalog seed
 * @param {import('../images-registry').ImageRegistry} images registers profile pictures (~90%)
 * @returns {PersonRecord[]} COUNTS.people records with empty credit lists
 */
function generatePeople(seed, images) {
  const r = makeRng(seed ^ 0x1f2e3d4c);
  const used = new Set();
  /** @type {PersonRecord[]} */
  const people = [];
  for (let i = 0; i < COUNTS.people; i++) {
    /** @type {string} */
    let name;
    do name = `${r.pick(W.FIRST_NAMES)} ${r.pick(W.LAST_NAMES)}`;
    while (used.has(name));
    used.add(name);
    const id = 1000 + i * 97 + r.int(0, 90);
    const known_for_department = r.weighted(DEPARTMENTS);
    const birthYear = r.int(1932, 2006);
    const birthday = `${birthYear}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
    const deathday =
      birthYear < 1960 && r.chance(0.15)
        ? isoOf(dayOf(birthday) + r.int(60 * 365, Math.max(60 * 365 + 1, TODAY - dayOf(birthday) - 30)))
        : null;
    /** @type {PersonData} */
    const data = {
      adult: false,
      also_known_as: r.chance(0.3) ? [name.toUpperCase()] : [],
      biography: '',
      birthday: r.chance(0.06) ? null : birthday,
      deathday,
      gender: r.weighted([
        [1, 45],
        [2, 50],
        [0, 5],
      ]),
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
    data.biography = makeBiography(r, {
      ...data,
      birthday: data.birthday || birthday,
      place_of_birth: data.place_of_birth || 'the United States',
    });
    // "star power": a few people get a large weight so they show up in many titles.
    const weight = r.chance(0.08) ? r.float(6, 14) : r.float(0.3, 2);
    data.popularity = round3(weight * r.float(2, 9));
    const affinity = r.weighted(
      /** @type {['both'|'movie'|'tv', number][]} */ ([
        ['both', 60],
        ['movie', 22],
        ['tv', 18],
      ]),
    );
    people.push({ id, data, weight, affinity, movieCast: [], movieCrew: [], tvCast: [], tvCrew: [] });
  }
  return people;
}

/**
 * Weighted picker over a pool of people (cumulative weights, binary search).
 * @param {PersonRecord[]} pool non-empty
 * @returns {Picker}
 */
function makePicker(pool) {
  /** @type {number[]} */
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

/**
 * The person fields every credit and person list result carries.
 * @typedef {{ adult: boolean, gender: number, id: number, known_for_department: string, name: string, original_name: string, popularity: number, profile_path: string|null }} PersonRef
 */

/**
 * The person fields every credit and person list result carries.
 * @param {PersonRecord} p
 * @returns {PersonRef}
 */
function personRef(p) {
  const d = p.data;
  return {
    adult: false,
    gender: d.gender,
    id: d.id,
    known_for_department: d.known_for_department,
    name: d.name,
    original_name: d.name,
    popularity: d.popularity,
    profile_path: d.profile_path,
  };
}

/**
 * A character name ('Himself', 'Narrator (voice)', 'Detective Mary Smith', 'Kenji', ...).
 * @param {Rng} r
 * @returns {string}
 */
function characterName(r) {
  if (r.chance(0.12)) return r.chance(0.5) ? 'Himself' : 'Narrator (voice)';
  const name = `${r.pick(W.FIRST_NAMES)}${r.chance(0.6) ? ` ${r.pick(W.LAST_NAMES)}` : ''}`;
  return r.chance(0.3) ? `${r.pick(W.CHARACTER_ROLES)} ${name}` : name;
}

/**
 * Cast and crew of one title. Some titles list the same person twice (a second character, or
 * director + screenplay) so the client's merge-by-name is visible.
 * @param {Rng} r
 * @param {Pickers} pickers people pools of the title's media type
 * @param {{ withCastId: boolean, castSize: number, crewSize: number }} spec cast_id on cast entries
 *   (movies); wanted sizes (fewer when the pools run out of new people)
 * @returns {Credits}
 */
function makeCredits(r, pickers, { withCastId, castSize, crewSize }) {
  /** @type {{ person: PersonRecord, character: string, credit_id: string }[]} */
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
  /** @type {CrewCredit[]} */
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

module.exports = { DEPARTMENTS, JOBS, generatePeople, makePicker, personRef, characterName, makeCredits };
