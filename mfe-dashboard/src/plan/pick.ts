/**
 * "Pick for us" (spec §19), pure: from what a group's members want (their Watch Queues) and the
 * services they have, the titles to watch together in the group's region — titles on the queues
 * of two or more members first, then any member's — that stream by subscription, free or with ads
 * on a service someone in the group has, ranked by how many members want them, then by rating,
 * then by popularity; each says who wants it and whose service carries it.
 */
import { isolate, translator, type Translator } from '@streamscout/i18n';
import type { PlanResponse, PlanTitle } from '@streamscout/tmdb';

/** What a pick reads of a member: username, queue entries, services' ids. */
export interface PickMember {
  username: string;
  queue: readonly string[];
  services: readonly number[];
}

/** Whose service carries a title: 'Sam' and 'Netflix' ("On Sam's Netflix"). */
export interface Carrier {
  username: string;
  service: string;
}

/** One pick. */
export interface GroupPick {
  title: PlanTitle;
  /** Usernames of the members whose queue has it, in the members' order. */
  wantedBy: string[];
  /** Each member's service that streams it, in the members' order. */
  carriers: Carrier[];
}

/** The filters: a kind of title, and under two hours (a movie's runtime, a show's episode length). */
export interface PickFilters {
  type: 'all' | 'movie' | 'tv';
  under2h: boolean;
}

/** Minutes under which a title is "under 2 h". */
const TWO_HOURS = 120;

/**
 * The picks of a group.
 * @param answer where the members' queued titles stream in the group's region (`POST /api/plan`)
 * @param members the group's members (owner first)
 * @returns the picks, best first; titles no member's service streams are left out
 */
export function pickForUs(
  answer: Pick<PlanResponse, 'titles' | 'providers'>,
  members: readonly PickMember[],
  filters: PickFilters,
): GroupPick[] {
  const picks: GroupPick[] = [];
  for (const title of answer.titles) {
    if (filters.type !== 'all' && title.type !== filters.type) continue;
    if (filters.under2h && !(title.runtime !== null && title.runtime < TWO_HOURS)) continue;
    const wantedBy = members.filter((m) => m.queue.includes(title.key)).map((m) => m.username);
    if (wantedBy.length === 0) continue;
    const carriers: Carrier[] = [];
    for (const m of members) {
      for (const id of m.services) {
        if (title.streaming.includes(id)) carriers.push({ username: m.username, service: answer.providers[id]?.[0] ?? `service ${id}` });
      }
    }
    if (carriers.length > 0) picks.push({ title, wantedBy, carriers });
  }
  return picks.sort(
    (a, b) =>
      b.wantedBy.length - a.wantedBy.length ||
      b.title.vote_average - a.title.vote_average ||
      b.title.popularity - a.title.popularity ||
      a.title.key.localeCompare(b.title.key),
  );
}

/**
 * "Sam", "Sam and Ann", "Sam, Ann and Lee": names (or any phrases) as one list, in `tr`'s language.
 * @param tr the page's translator (English by default)
 */
export function namesList(items: readonly string[], tr: Translator = translator('en')): string {
  if (items.length <= 1) return items.join('');
  const head = items.slice(0, -1).reduce((a, b) => tr.t('list.comma', '{a}, {b}', { a, b }));
  return tr.t('list.and', '{a} and {b}', { a: head, b: items[items.length - 1] });
}

/**
 * "Wanted by Sam", "Wanted by Sam and Ann (2)": who in the group wants a pick, each name isolated on
 * a right-to-left page ({@link isolate}), the count once there are two or more.
 * @param wantedBy the members' usernames, at least one
 * @param tr the page's translator (English by default)
 */
export function wantedSentence(wantedBy: readonly string[], tr: Translator = translator('en')): string {
  const names = namesList(
    wantedBy.map((name) => isolate(tr, name)),
    tr,
  );
  return wantedBy.length > 1
    ? tr.t('together.wantedByCount', 'Wanted by {names} ({count, number})', { names, count: wantedBy.length })
    : tr.t('together.wantedBy', 'Wanted by {names}', { names });
}

/**
 * "On Sam's Netflix", "On Sam's Netflix and Ann's Max", "On your Netflix": whose services carry it.
 * @param me the viewer's username (said "your")
 * @param tr the page's translator (English by default)
 */
export function carriersSentence(carriers: readonly Carrier[], me: string, tr: Translator = translator('en')): string {
  const parts = carriers.map((c) =>
    c.username === me
      ? tr.t('together.yourService', 'your {service}', { service: isolate(tr, c.service) })
      : tr.t('together.theirService', "{username}'s {service}", { username: isolate(tr, c.username), service: isolate(tr, c.service) }),
  );
  return tr.t('together.carriers', 'On {list}', { list: namesList(parts, tr) });
}
