/**
 * The service planner's arithmetic (spec §20), pure and framework-free so it is tested in Node
 * against the local catalog's answers: from where each title of a list streams in the user's region
 * (`PlanResponse` of `@streamscout/tmdb`, `POST /api/plan`) and where the user is in each show,
 * how many titles each service carries, the best service and pair, what each of the user's services
 * alone carries, and which carries nothing.
 *
 * A title counts for a service when the service streams it by subscription, free or with ads (the
 * one availability model's `servicesIn`). A show counts when the service streams every season the
 * user has not finished (the per-season answers; a show without season answers, or one the user
 * has finished, is read as a whole); a service with only some seasons is listed with "seasons 1–3
 * only" and not counted. A title no service streams but a store rents or sells is listed apart.
 * Cost: O(titles × seasons × services) for the counts and O(services² × titles) for the best pair,
 * bounded by {@link PAIR_CANDIDATES}: a 1,000-title queue computes in tens of milliseconds.
 */
import { translator, type Translator } from '@streamscout/i18n';
import type { PlanResponse, PlanTitle, RegionProvider } from '@streamscout/tmdb';

/** Where the user is in a show: the furthest episode marked (`shows_in_progress`' `last`). */
export interface SeasonMark {
  season: number;
  episode: number;
}

/** A service and the titles it carries. */
export interface ServiceCoverage {
  /** TMDB provider id. */
  id: number;
  name: string;
  logo_path: string | null;
  /** Titles it carries whole (the count), most popular first. */
  titles: PlanTitle[];
  /** Shows it carries only some seasons of: the title and those seasons' numbers (said by {@link seasonsNote}). */
  partial: Array<{ title: PlanTitle; seasons: number[] }>;
  /** Sum of the popularity of `titles` (ties between services). */
  popularity: number;
  /** Whether it is one of the user's services. */
  mine: boolean;
}

/** The planner's answer for one list. */
export interface Plan {
  /** The list's titles TMDB knows, most popular first. */
  titles: PlanTitle[];
  /** Every service carrying at least one title, and each of the user's services, ranked: titles carried, then popularity. */
  services: ServiceCoverage[];
  /** The service that carries the most titles (ties: popularity); null when none carries any. */
  best: ServiceCoverage | null;
  /** The two services that together carry the most (ties: popularity); null with fewer than two services carrying titles. */
  bestPair: { services: [ServiceCoverage, ServiceCoverage]; titles: PlanTitle[] } | null;
  /** Each of the user's services and the titles it alone (among the user's services) carries. */
  mine: Array<{ service: ServiceCoverage; only: PlanTitle[] }>;
  /** The user's services that carry none of the list. */
  pause: ServiceCoverage[];
  /** Titles no service streams in the region but a store rents or sells. */
  rentOrBuyOnly: PlanTitle[];
  /** Titles not available at all in the region. */
  nowhere: PlanTitle[];
}

/** How many of the best-covering services are tried in pairs (the best pair is among them: 20 → 190 pairs). */
const PAIR_CANDIDATES = 20;

/**
 * "seasons 1–3 only", "season 2 only", "seasons 1–2, 4 only": the seasons a service carries.
 * @param seasons season numbers, any order
 * @param tr the page's translator (English by default: "Staffeln 1–3 nur" is `tr`'s catalog's)
 */
export function seasonsNote(seasons: readonly number[], tr: Translator = translator('en')): string {
  const sorted = [...new Set(seasons)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j += 1;
    runs.push(j > i ? `${sorted[i]}–${sorted[j]}` : `${sorted[i]}`);
    i = j + 1;
  }
  return tr.t('plan.seasonsOnly', '{count, plural, one {season {list} only} other {seasons {list} only}}', {
    count: sorted.length,
    list: runs.join(', '),
  });
}

/**
 * The seasons of a show still to watch: its aired seasons minus those finished (every season before
 * the furthest episode marked, and that one's season when the mark is its last episode).
 * @returns season numbers; [] for a movie, a show without season answers, or one the user finished
 */
export function seasonsToWatch(title: PlanTitle, mark: SeasonMark | undefined): number[] {
  if (!title.seasons) return [];
  return title.seasons.filter((s) => !mark || s.n > mark.season || (s.n === mark.season && mark.episode < s.episodes)).map((s) => s.n);
}

/**
 * Which services carry a title whole, and which only some of its seasons.
 * @returns `whole`: provider ids; `some`: provider id → the seasons it streams (of the show's aired ones)
 */
function carriers(title: PlanTitle, mark: SeasonMark | undefined): { whole: number[]; some: Map<number, number[]> } {
  const some = new Map<number, number[]>();
  const toWatch = seasonsToWatch(title, mark);
  if (!title.seasons || title.seasons.length === 0 || toWatch.length === 0) return { whole: title.streaming, some };
  const seasonsOf = new Map<number, number[]>();
  for (const s of title.seasons) for (const id of s.streaming) seasonsOf.set(id, [...(seasonsOf.get(id) ?? []), s.n]);
  const whole: number[] = [];
  for (const [id, seasons] of seasonsOf) {
    if (toWatch.every((n) => seasons.includes(n))) whole.push(id);
    else if (seasons.length < title.seasons.length) some.set(id, seasons);
  }
  return { whole, some };
}

/**
 * The names (and logos) of services by TMDB provider id, for {@link planFor}: the answer's own
 * (the services carrying a title), then the region's services — a user's service that carries
 * none of the list is named from these (`regionServices`: the movie and TV provider lists, so a
 * service TMDB lists only for shows is among them).
 * @param answer the server's `providers` (id → [name, logo_path])
 * @param region the region's services (`watch/providers/movie|tv?watch_region=XX`, merged)
 * @returns a new map: the answer's name of an id wins
 */
export function namedProviders(answer: PlanResponse['providers'], region: readonly RegionProvider[]): PlanResponse['providers'] {
  const providers: PlanResponse['providers'] = { ...answer };
  for (const p of region) providers[p.id] ??= [p.name, p.logo_path];
  return providers;
}

const byPopularity = (a: PlanTitle, b: PlanTitle) => b.popularity - a.popularity || a.key.localeCompare(b.key);
const byCoverage = (a: ServiceCoverage, b: ServiceCoverage) =>
  b.titles.length - a.titles.length || b.popularity - a.popularity || a.name.localeCompare(b.name);

/**
 * The plan of a list.
 * @param answer where the list's titles stream in the region (the server's answer)
 * @param myServices the user's services (TMDB provider ids)
 * @param marks show id → the furthest episode the user marked (shows without marks: every season to watch)
 */
export function planFor(
  answer: Pick<PlanResponse, 'titles' | 'providers'>,
  myServices: readonly number[],
  marks: ReadonlyMap<number, SeasonMark>,
): Plan {
  const titles = [...answer.titles].sort(byPopularity);
  const services = new Map<number, ServiceCoverage>();
  const serviceOf = (id: number): ServiceCoverage => {
    let s = services.get(id);
    if (!s) {
      const [name, logo_path] = answer.providers[id] ?? [`Service ${id}`, null];
      s = { id, name, logo_path, titles: [], partial: [], popularity: 0, mine: myServices.includes(id) };
      services.set(id, s);
    }
    return s;
  };
  for (const id of myServices) serviceOf(id);
  const rentOrBuyOnly: PlanTitle[] = [];
  const nowhere: PlanTitle[] = [];
  const wholeOf = new Map<string, number[]>();
  for (const title of titles) {
    const { whole, some } = carriers(title, title.type === 'tv' ? marks.get(title.id) : undefined);
    wholeOf.set(title.key, whole);
    for (const id of whole) {
      const s = serviceOf(id);
      s.titles.push(title);
      s.popularity += title.popularity;
    }
    for (const [id, seasons] of some) serviceOf(id).partial.push({ title, seasons });
    if (whole.length === 0 && some.size === 0) (title.rent.length + title.buy.length > 0 ? rentOrBuyOnly : nowhere).push(title);
  }
  const ranked = [...services.values()].filter((s) => s.titles.length > 0 || s.partial.length > 0 || s.mine).sort(byCoverage);
  const carrying = ranked.filter((s) => s.titles.length > 0);
  const best = carrying[0] ?? null;

  let bestPair: Plan['bestPair'] = null;
  let bestScore: [number, number] = [-1, -1];
  const candidates = carrying.slice(0, PAIR_CANDIDATES);
  for (let i = 0; i < candidates.length; i += 1) {
    for (let j = i + 1; j < candidates.length; j += 1) {
      const union = new Set([...candidates[i].titles, ...candidates[j].titles]);
      let popularity = 0;
      for (const t of union) popularity += t.popularity;
      if (union.size > bestScore[0] || (union.size === bestScore[0] && popularity > bestScore[1])) {
        bestScore = [union.size, popularity];
        bestPair = { services: [candidates[i], candidates[j]], titles: [...union].sort(byPopularity) };
      }
    }
  }

  const mineRanked = ranked.filter((s) => s.mine);
  const mine = mineRanked.map((service) => ({
    service,
    only: service.titles.filter((t) => (wholeOf.get(t.key) ?? []).every((id) => id === service.id || !myServices.includes(id))),
  }));
  return {
    titles,
    services: ranked,
    best,
    bestPair,
    mine,
    pause: mineRanked.filter((s) => s.titles.length === 0 && s.partial.length === 0),
    rentOrBuyOnly,
    nowhere,
  };
}
