/**
 * How a title's availability reads as text: a provider named as one of the viewer's services, and
 * the "where to watch" lines of a calendar entry (the `.ics` feed's description; the page draws the
 * same lists with logos).
 */
import { translator, type Translator } from '@streamscout/i18n';
import type { RegionWatch } from '../types';
import { mineFirst } from './services';
import { WAYS_TO_WATCH, wayLabel } from './ways';

/** A provider's name, marked when it is one of the viewer's services: 'Netflix (your service)' (in `tr`'s language, English by default). */
export function providerLabel(name: string, mine: boolean, tr: Translator = translator('en')): string {
  return mine ? tr.t('watch.yourService', '{name} (your service)', { name }) : name;
}

/**
 * One line per way to watch that has providers, in {@link WAYS_TO_WATCH}'s order and names, the
 * viewer's services first and marked: ['Stream: Netflix (your service), Hulu', 'Rent: Apple TV'].
 * @param watch one region's ways to watch
 * @param services the viewer's services (TMDB provider ids)
 * @param tr the reader's translator (default English)
 * @returns [] when the title cannot be watched there
 */
export function watchLines(watch: RegionWatch, services: readonly number[], tr: Translator = translator('en')): string[] {
  return WAYS_TO_WATCH.flatMap(({ kind }) => {
    const list = mineFirst(watch[kind], services);
    if (!list.length) return [];
    return [`${wayLabel(kind, tr)}: ${list.map((p) => providerLabel(p.name, services.includes(p.id), tr)).join(', ')}`];
  });
}
