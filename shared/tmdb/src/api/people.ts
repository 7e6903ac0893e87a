/**
 * People. TMDB: `person/{id}` with credits (the actor page).
 */
import { tmdbGet } from '../http';
import { normalizeActor } from '../normalize';
import type { TmdbPersonRaw } from '../raw';
import type { Actor } from '../types';
import { LANGUAGE, toId, type CallOptions } from './common';

/**
 * Actor page data. TMDB: `GET person/{id}?append_to_response=movie_credits,tv_credits&language=en-US`.
 * @returns {@link Actor} (movies/tv from the cast credits), or null (unknown id → 404, failure).
 */
export async function getPerson(id: number | string, opts: CallOptions = {}): Promise<Actor | null> {
  const pid = toId(id);
  if (pid === null) return null;
  const raw = await tmdbGet<TmdbPersonRaw>(`person/${pid}`, { append_to_response: 'movie_credits,tv_credits', language: LANGUAGE }, opts);
  return normalizeActor(raw);
}
