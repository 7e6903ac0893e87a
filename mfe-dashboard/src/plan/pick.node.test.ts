/**
 * "Pick for us" (spec §19) on a made-up region's answer: titles two members want come first, then
 * by rating; only titles on a service someone in the group has; who wants it and whose service
 * carries it; the movie/TV and under-2-hours filters.
 */
import { loadCatalog, registerCatalog, translator } from '@streamscout/i18n';
import type { PlanTitle } from '@streamscout/tmdb';
import ja from '../../locales/ja.json';
import ar from '../../locales/ar.json';
import { carriersSentence, namesList, pickForUs, wantedSentence } from './pick';

const NETFLIX = 8;
const HULU = 15;
const providers = { [NETFLIX]: ['Netflix', null], [HULU]: ['Hulu', null] } as Record<string, [string, string | null]>;

function title(key: string, streaming: number[], vote: number, runtime: number | null = 100): PlanTitle {
  const [type, id] = key.split('-');
  return {
    key,
    type: type as 'movie' | 'tv',
    id: Number(id),
    title: key,
    poster_path: null,
    popularity: 1,
    vote_average: vote,
    runtime,
    streaming,
    rent: [],
    buy: [],
    seasons: null,
  };
}

const titles = [
  title('movie-1', [NETFLIX], 9),
  title('movie-2', [NETFLIX], 6),
  title('tv-3', [HULU], 8, 45),
  title('movie-4', [], 10),
  title('movie-5', [NETFLIX], 7, 150),
];
const members = [
  { username: 'ann', queue: ['movie-1', 'movie-2', 'movie-4', 'movie-5'], services: [] },
  { username: 'ben', queue: ['movie-2', 'tv-3'], services: [HULU] },
  { username: 'cleo', queue: [], services: [NETFLIX] },
];

it('ranks titles more members want first, then by rating, and says who wants them and whose service has them', () => {
  const picks = pickForUs({ titles, providers }, members, { type: 'all', under2h: false });
  expect(picks.map((p) => p.title.key)).toEqual(['movie-2', 'movie-1', 'tv-3', 'movie-5']);
  expect(picks[0]).toMatchObject({ wantedBy: ['ann', 'ben'], carriers: [{ username: 'cleo', service: 'Netflix' }] });
  expect(carriersSentence(picks[0].carriers, 'ann')).toBe("On cleo's Netflix");
  expect(carriersSentence(picks[2].carriers, 'ben')).toBe('On your Hulu');
  expect(carriersSentence([...picks[0].carriers, { username: 'ben', service: 'Hulu' }], 'ann')).toBe("On cleo's Netflix and ben's Hulu");
});

it('filters by kind and by runtime under 2 hours', () => {
  expect(pickForUs({ titles, providers }, members, { type: 'tv', under2h: false }).map((p) => p.title.key)).toEqual(['tv-3']);
  expect(pickForUs({ titles, providers }, members, { type: 'movie', under2h: true }).map((p) => p.title.key)).toEqual([
    'movie-2',
    'movie-1',
  ]);
});

it('says whose service and who wants it in the reader’s language (the dashboard’s Japanese catalog)', async () => {
  registerCatalog('dashboard-pick-test', async () => ja);
  await loadCatalog('dashboard-pick-test', 'ja');
  const tr = translator('ja');
  expect(
    carriersSentence(
      [
        { username: 'cleo', service: 'Netflix' },
        { username: 'ann', service: 'Hulu' },
      ],
      'ann',
      tr,
    ),
  ).toBe('cleoさんのNetflixとあなたのHuluで配信中');
  expect(namesList(['ann', 'ben', 'cleo'], tr)).toBe('ann、benとcleo');
  expect(namesList(['ann', 'ben', 'cleo'])).toBe('ann, ben and cleo');
});

it('keeps each name whole in an Arabic sentence (a Latin username or service cannot pull the words around it into its run)', async () => {
  registerCatalog('dashboard-pick-test-ar', async () => ar);
  await loadCatalog('dashboard-pick-test-ar', 'ar');
  const tr = translator('ar');
  // U+2068 … U+2069: each name isolated, as <bdi> would
  expect(carriersSentence([{ username: 'cleo', service: 'Netflix' }], 'ann', tr)).toBe('على \u2068Netflix\u2069 لدى \u2068cleo\u2069');
  expect(carriersSentence([{ username: 'ann', service: 'Hulu' }], 'ann', tr)).toBe('على \u2068Hulu\u2069 لديك');
  expect(wantedSentence(['ann', 'ben'], tr)).toBe('يريده \u2068ann\u2069 و\u2068ben\u2069 (2)');
  // English is left as the spec writes it
  expect(carriersSentence([{ username: 'cleo', service: 'Netflix' }], 'ann')).toBe("On cleo's Netflix");
  expect(wantedSentence(['ann', 'ben'])).toBe('Wanted by ann and ben (2)');
  expect(wantedSentence(['ann'])).toBe('Wanted by ann');
});
