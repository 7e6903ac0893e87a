/**
 * People. TMDB: `person/{id}` with credits (the actor page).
 */
import { tmdbGet } from '../http';
import { normalizeActor } from '../normalize';
import type { TmdbPersonRaw } from '../raw';
import type { Actor } from '../types';
import { isTranslated, languageOf, toId, type CallOptions } from './common';

/**
 * Actor page data. TMDB: `GET person/{id}?append_to_response=movie_credits,tv_credits&language=en-US`.
 * @returns {@link Actor} (movies/tv from the cast credits), or null (unknown id → 404, failure).
 */
export async function getPerson(id: number | string, opts: CallOptions = {}): Promise<Actor | null> {
  const pid = toId(id);
  if (pid === null) return null;
  const append = isTranslated(opts) ? 'movie_credits,tv_credits,translations' : 'movie_credits,tv_credits';
  const raw = await tmdbGet<TmdbPersonRaw>(`person/${pid}`, { append_to_response: append, language: languageOf(opts) }, opts);
  return normalizeActor(raw);
}
