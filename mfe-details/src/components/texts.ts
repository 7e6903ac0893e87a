/**
 * The exact texts of the details area (spec §2, §8, §9), as messages: the screens show them in the
 * reader's language with `i18n.t(TEXTS.x)`; the English of each is exported as before (users and
 * tests look for them word for word).
 */
import { msg, translator, type Translator } from '@streamscout/i18n';

export const TEXTS = {
  /** Spec §2 "No details": unknown or non-numeric id, TMDB error. */
  noDetails: msg('details.noDetails', "We couldn't find any more details for this show. Sorry about that!"),
  /** The actor page's "no details". */
  noActor: msg('details.noActor', "We couldn't find any more details for this actor. Sorry about that!"),
  /** Recommendations: none. */
  noRecommendations: msg('details.noRecommendations', 'Sorry, we could not find any recommendations based on this title.'),
  /** An episode without extra information. */
  noEpisodeInfo: msg('details.noEpisodeInfo', "Sorry, we don't have additional information about this episode!"),
  /** The actor's movies: none. */
  noActorMovies: msg('details.noActorMovies', 'Sorry, we can not find any movies associate with this actor!'),
  /** The actor's TV shows: none. */
  noActorTv: msg('details.noActorTv', 'Sorry, we can not find any tv shows associate with this actor!'),
  /** A show without seasons. */
  noSeasons: msg('details.noSeasons', 'No seasons available'),
};

export const NO_DETAILS = TEXTS.noDetails.message;
export const NO_ACTOR = TEXTS.noActor.message;
export const NO_RECOMMENDATIONS = TEXTS.noRecommendations.message;
export const NO_EPISODE_INFO = TEXTS.noEpisodeInfo.message;
export const NO_ACTOR_MOVIES = TEXTS.noActorMovies.message;
export const NO_ACTOR_TV = TEXTS.noActorTv.message;
export const NO_SEASONS = TEXTS.noSeasons.message;

/** The specials season's overview (spec §2), in `tr`'s language (English by default). */
export function specialsOverview(title: string, tr: Translator = translator('en')): string {
  return tr.t('details.specialsOverview', 'Special episodes including behind the scenes footage of {title}.', { title });
}
