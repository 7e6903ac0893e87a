import type { RegionProvider } from '@streamscout/tmdb';

/**
 * A region's services for movies and shows as one list — what a user picks from ("My services")
 * and what names a service on a card: the movie list in its order (TMDB's `display_priority`),
 * then the services TMDB lists for shows only, in theirs; each provider id once. A service that
 * carries only shows would otherwise be missing from the picker, and its titles never "On your
 * services". (Kept in this remote, not in the shared `@streamscout/tmdb`: a remote deployed before
 * the host would find a new export missing from the host's copy, architecture §3.)
 * @param movie `watch/providers/movie?watch_region=XX` (`tmdbQueries.regionProviders`); null/undefined: not known
 * @param tv `watch/providers/tv?watch_region=XX`; null/undefined: not known
 * @returns a new list ([] when neither is known)
 */
export function regionServices(
  movie: readonly RegionProvider[] | null | undefined,
  tv: readonly RegionProvider[] | null | undefined,
): RegionProvider[] {
  const seen = new Set<number>();
  const all: RegionProvider[] = [];
  for (const p of [...(movie ?? []), ...(tv ?? [])]) {
    if (seen.has(p.id)) continue;
    seen.add(p.id);
    all.push(p);
  }
  return all;
}
