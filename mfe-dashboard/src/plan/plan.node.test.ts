/**
 * The planner's arithmetic (spec §20) on a made-up region's answer: counts per service, the best
 * service and pair with ties broken by popularity, what each of the user's services alone
 * carries, the service to pause, per-season truth for a show ("seasons 1–2 only"), rent/buy apart.
 */
import { loadCatalog, registerCatalog, translator } from '@streamscout/i18n';
import type { PlanTitle } from '@streamscout/tmdb';
import de from '../../locales/de.json';
import ar from '../../locales/ar.json';
import { regionServices } from '../api/regionServices';
import { namedProviders, planFor, seasonsNote, seasonsToWatch } from './plan';

const NETFLIX = 8;
const HULU = 15;
const MAX = 1899;
const APPLE = 350;

function movie(id: number, streaming: number[], popularity = 10, extra: Partial<PlanTitle> = {}): PlanTitle {
  return {
    key: `movie-${id}`,
    type: 'movie',
    id,
    title: `Movie ${id}`,
    poster_path: null,
    popularity,
    vote_average: 7,
    runtime: 100,
    streaming,
    rent: [],
    buy: [],
    seasons: null,
    ...extra,
  };
}

/** A show: seasons 1–2 on Netflix, season 3 on Hulu. */
const show: PlanTitle = {
  ...movie(100, [NETFLIX, HULU], 50),
  key: 'tv-100',
  type: 'tv',
  title: 'Show',
  seasons: [
    { n: 1, episodes: 10, streaming: [NETFLIX] },
    { n: 2, episodes: 10, streaming: [NETFLIX] },
    { n: 3, episodes: 8, streaming: [HULU] },
  ],
};

const providers = { [NETFLIX]: ['Netflix', null], [HULU]: ['Hulu', null], [MAX]: ['Max', null], [APPLE]: ['Apple TV+', null] } as Record<
  string,
  [string, string | null]
>;

it('says which seasons a service has', () => {
  expect(seasonsNote([3, 1, 2])).toBe('seasons 1–3 only');
  expect(seasonsNote([2])).toBe('season 2 only');
  expect(seasonsNote([1, 2, 4])).toBe('seasons 1–2, 4 only');
});

it('says it in the reader’s language, with its plural forms (the dashboard’s catalogs, compiled by jest’s transform as by the build)', async () => {
  registerCatalog('dashboard-plan-test', async (lang) => (lang === 'de' ? de : ar));
  await Promise.all([loadCatalog('dashboard-plan-test', 'de'), loadCatalog('dashboard-plan-test', 'ar')]);
  expect(seasonsNote([2], translator('de'))).toBe('nur Staffel 2');
  expect(seasonsNote([1, 2, 4], translator('de'))).toBe('nur Staffeln 1–2, 4');
  expect(seasonsNote([1, 2], translator('ar'))).toBe('الموسمان 1–2 فقط');
});

it('a show counts for a service only when it streams every season the user has not finished', () => {
  expect(seasonsToWatch(show, undefined)).toEqual([1, 2, 3]);
  expect(seasonsToWatch(show, { season: 2, episode: 10 })).toEqual([3]);
  expect(seasonsToWatch(show, { season: 2, episode: 4 })).toEqual([2, 3]);

  const fresh = planFor({ titles: [show], providers }, [], new Map());
  expect(fresh.services.find((s) => s.id === NETFLIX)).toMatchObject({ titles: [], partial: [{ seasons: [1, 2] }] });
  expect(fresh.best).toBeNull();

  const nearlyDone = planFor({ titles: [show], providers }, [], new Map([[100, { season: 2, episode: 10 }]]));
  expect(nearlyDone.best).toMatchObject({ id: HULU, titles: [show] });
  expect(nearlyDone.services.find((s) => s.id === NETFLIX)!.titles).toEqual([]);
});

it('ranks services, picks the best one and pair, says what only one of mine has and which to pause', () => {
  const titles = [
    movie(1, [NETFLIX], 5),
    movie(2, [NETFLIX, HULU], 5),
    movie(3, [HULU], 40),
    movie(4, [MAX], 1),
    movie(5, [MAX], 1),
    movie(6, [], 9, { rent: [APPLE], buy: [] }),
    movie(7, [], 9),
  ];
  const plan = planFor({ titles, providers }, [NETFLIX, HULU, APPLE], new Map());
  // Netflix, Hulu and Max carry 2 each: Hulu's are the most popular, Max's the least
  expect(plan.services.filter((s) => s.titles.length > 0).map((s) => s.name)).toEqual(['Hulu', 'Netflix', 'Max']);
  expect(plan.best!.name).toBe('Hulu');
  // Hulu + Max cover 4 titles (so does Netflix + Max); Hulu + Max are the more popular four
  expect(plan.bestPair!.services.map((s) => s.name)).toEqual(['Hulu', 'Max']);
  expect(plan.bestPair!.titles).toHaveLength(4);
  const only = Object.fromEntries(plan.mine.map((m) => [m.service.name, m.only.map((t) => t.id)]));
  expect(only).toEqual({ Hulu: [3], Netflix: [1], 'Apple TV+': [] });
  expect(plan.pause.map((s) => s.name)).toEqual(['Apple TV+']);
  expect(plan.rentOrBuyOnly.map((t) => t.id)).toEqual([6]);
  expect(plan.nowhere.map((t) => t.id)).toEqual([7]);
});

it("names each of my services from the answer, else the region's movie providers, else its TV providers (one listed for shows only)", () => {
  const CRUNCHYROLL = 283;
  const MUBI = 11;
  const region = (id: number, name: string) => ({ id, name, logo_path: `/${id}.png`, display_priority: 0 });
  const providers = namedProviders(
    { [NETFLIX]: ['Netflix', '/answer.png'] },
    regionServices(
      [region(NETFLIX, 'Netflix (movie list)'), region(MUBI, 'MUBI')],
      [region(MUBI, 'MUBI (TV list)'), region(CRUNCHYROLL, 'Crunchyroll')],
    ),
  );
  expect(providers).toEqual({
    [NETFLIX]: ['Netflix', '/answer.png'],
    [MUBI]: ['MUBI', `/${MUBI}.png`],
    [CRUNCHYROLL]: ['Crunchyroll', `/${CRUNCHYROLL}.png`],
  });
  // a TV-only service of mine that carries nothing of the list: named, to pause
  const plan = planFor({ titles: [movie(1, [NETFLIX])], providers }, [NETFLIX, CRUNCHYROLL], new Map());
  expect(plan.pause.map((s) => s.name)).toEqual(['Crunchyroll']);
  // lists not loaded yet add nothing
  expect(namedProviders({}, regionServices(undefined, null))).toEqual({});
});
