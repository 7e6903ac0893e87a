/**
 * How a title's availability reads as text: a provider named as one of the viewer's services, and
 * the "where to watch" lines of a calendar entry (the `.ics` feed's description; the page draws the
 * same lists with logos).
 */
import type { RegionWatch } from '../types';
import { mineFirst } from './services';
import { WAYS_TO_WATCH } from './ways';

/** A provider's name, marked when it is one of the viewer's services: 'Netflix (your service)'. */
export function providerLabel(name: string, mine: boolean): string {
  return mine ? `${name} (your service)` : name;
}

/**
 * One line per way to watch that has providers, in {@link WAYS_TO_WATCH}'s order and names, the
 * viewer's services first and marked: ['Stream: Netflix (your service), Hulu', 'Rent: Apple TV'].
 * @param watch one region's ways to watch
 * @param services the viewer's services (TMDB provider ids)
 * @returns [] when the title cannot be watched there
 */
export function watchLines(watch: RegionWatch, services: readonly number[]): string[] {
  return WAYS_TO_WATCH.flatMap(({ kind, label }) => {
    const list = mineFirst(watch[kind], services);
    if (!list.length) return [];
    return [`${label}: ${list.map((p) => providerLabel(p.name, services.includes(p.id))).join(', ')}`];
  });
}
