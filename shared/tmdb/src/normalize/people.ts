/** People: an actor's page (`person/{id}` with their movie and TV credits). */
import type { TmdbPersonRaw } from '../raw';
import type { Actor } from '../types';
import { isObject, str, strOrNull, withEnglishTexts } from './common';
import { normalizeShows } from './titles';

/**
 * person/{id}?append_to_response=movie_credits,tv_credits → {@link Actor}: movies from
 * movie_credits.cast, tv from tv_credits.cast (normalized, a title played twice listed once).
 * @returns null when the payload has no numeric id.
 */
export function normalizeActor(answer: TmdbPersonRaw | null | undefined): Actor | null {
  if (!isObject(answer) || typeof answer.id !== 'number') return null;
  const raw = withEnglishTexts(answer, ['biography']);
  return {
    id: answer.id,
    name: str(raw.name),
    birthday: strOrNull(raw.birthday),
    place_of_birth: strOrNull(raw.place_of_birth),
    biography: str(raw.biography),
    profile_path: strOrNull(raw.profile_path),
    movies: normalizeShows(raw.movie_credits?.cast, 'movie'),
    tv: normalizeShows(raw.tv_credits?.cast, 'tv'),
  };
}
