'use strict';
/**
 * Generated text: titles (unique per media type), plot overviews, taglines and people's
 * biographies. Every function draws from the PRNG stream it is given, in a fixed order.
 */
const W = require('../words');

/** @typedef {import('../prng').Rng} Rng */

/**
 * A title from one of ten patterns ('The Silent River', 'Star of the Harbor', ...).
 * @param {Rng} r
 * @returns {string}
 */
function makeTitle(r) {
  const word = () => (r.chance(0.2) ? r.pick(W.COMMON_WORDS) : r.pick(W.NOUNS));
  const adj = () => r.pick(W.ADJECTIVES);
  switch (r.int(0, 9)) {
    case 0:
      return `The ${adj()} ${word()}`;
    case 1:
      return `${word()} of the ${word()}`;
    case 2:
      return `${adj()} ${word()}`;
    case 3:
      return `${word()} in ${r.pick(W.PLACES)}`;
    case 4:
      return `The ${word()}`;
    case 5:
      return `A ${word()} for ${r.pick(W.FIRST_NAMES)}`;
    case 6:
      return `${word()} ${word()}`;
    case 7:
      return `${r.pick(W.PLACES)} ${word()}`;
    case 8:
      return `${adj()} ${word()}: ${word()} Rising`;
    default:
      return `${word()}s`;
  }
}

/**
 * Unique title: regenerate a few times, then add a sequel numeral.
 * @param {Rng} r
 * @param {Set<string>} used lower-cased titles taken so far (the new one is added)
 * @returns {string}
 */
function uniqueTitle(r, used) {
  let t = makeTitle(r);
  for (let i = 0; i < 4 && used.has(t.toLowerCase()); i++) t = makeTitle(r);
  for (let n = 2; used.has(t.toLowerCase()); n++) t = `${t.replace(/ \d+$/, '')} ${n}`;
  used.add(t.toLowerCase());
  return t;
}

const ROLES = [
  'detective',
  'chef',
  'pilot',
  'teacher',
  'thief',
  'scientist',
  'musician',
  'widow',
  'rookie cop',
  'smuggler',
  'farmer',
  'diplomat',
];
const THINGS = [
  'a buried secret',
  'a forgotten map',
  'a conspiracy',
  'a mysterious signal',
  'a stolen fortune',
  'an impossible love',
  'a family curse',
  'a door that should not exist',
];
const VERBS = [
  'outwit a ruthless rival',
  'save the family farm',
  'clear their name',
  'cross the continent',
  'win back an old flame',
  'survive one endless night',
  'keep the town together',
  'finish the job',
];
const DEADLINES = [
  'the storm breaks',
  'the city wakes',
  'time runs out',
  'the summer ends',
  'the last train leaves',
  'the truth comes out',
];

/**
 * A plot overview of one to three sentences ('' for about 4%).
 * @param {Rng} r
 * @returns {string}
 */
function makeOverview(r) {
  if (r.chance(0.04)) return '';
  const sentences = [
    () => `When a ${r.pick(ROLES)} uncovers ${r.pick(THINGS)}, they must ${r.pick(VERBS)} before ${r.pick(DEADLINES)}.`,
    () => `In ${r.pick(W.PLACES)}, a ${r.pick(ROLES)} and a ${r.pick(ROLES)} form an unlikely alliance.`,
    () => `Nothing is what it seems as ${r.pick(THINGS)} threatens everything they love.`,
    () => `Years after ${r.pick(THINGS)} tore them apart, old friends reunite to ${r.pick(VERBS)}.`,
  ];
  return r
    .sample(sentences, r.int(1, 3))
    .map((make) => make())
    .join(' ');
}

const TAGLINES = [
  'Some secrets never stay buried.',
  'One night changes everything.',
  'The truth has a price.',
  'Every hero needs a beginning.',
  'Love is the last frontier.',
  'Run.',
  'No one gets out alone.',
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/**
 * 'YYYY-MM-DD' → 'March 4, 1975'.
 * @param {string} iso
 * @returns {string}
 */
function longDate(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/**
 * A biography: long (> 1000 characters, paragraphs separated by blank lines), short, or '' (~20%).
 * @param {Rng} r
 * @param {{ name: string, gender: number, known_for_department: string, birthday: string, place_of_birth: string }} p
 *   the person (birthday 'YYYY-MM-DD' and place of birth filled in even when the record has none)
 * @returns {string}
 */
function makeBiography(r, p) {
  const kind = r.weighted([
    ['long', 30],
    ['short', 50],
    ['empty', 20],
  ]);
  if (kind === 'empty') return '';
  const profession =
    p.known_for_department === 'Acting'
      ? p.gender === 1
        ? 'actress'
        : 'actor'
      : p.known_for_department === 'Directing'
        ? 'director'
        : p.known_for_department === 'Writing'
          ? 'screenwriter'
          : 'filmmaker';
  const first = `${p.name} (born ${longDate(p.birthday)}) is a ${profession} from ${p.place_of_birth.split(', ').pop()}.`;
  if (kind === 'short')
    return r.chance(0.5) ? first : `${first} ${p.name.split(' ')[0]} began working in theatre before moving to film and television.`;
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

module.exports = { makeTitle, uniqueTitle, makeOverview, TAGLINES, longDate, makeBiography };
