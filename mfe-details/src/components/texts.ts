/** The exact texts of the details area (spec §2, §8, §9). Users and tests look for them word for word. */

/** Spec §2 "No details": unknown or non-numeric id, TMDB error. */
export const NO_DETAILS = "We couldn't find any more details for this show. Sorry about that!";
/** Spec §2 "Actor details": nothing found. */
export const NO_ACTOR = "We couldn't find any more details for this actor. Sorry about that!";
/** Spec §2 "Recommendations fallback". */
export const NO_RECOMMENDATIONS = 'Sorry, we could not find any recommendations based on this title.';
/** Spec §2 "Episode card": the expanded panel has nothing to show. */
export const NO_EPISODE_INFO = "Sorry, we don't have additional information about this episode!";
/** Spec §2 "Actor details": fallback of the 'Movies' row. */
export const NO_ACTOR_MOVIES = 'Sorry, we can not find any movies associate with this actor!';
/** Spec §2 "Actor details": fallback of the 'TV' row. */
export const NO_ACTOR_TV = 'Sorry, we can not find any tv shows associate with this actor!';
/** Spec §9: a TV show without counted seasons. */
export const NO_SEASONS = 'No seasons available';

/** Spec §2 "Season card": the overview of season 0. */
export function specialsOverview(title: string): string {
  return `Special episodes including behind the scenes footage of ${title}.`;
}
