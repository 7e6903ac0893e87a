/** Seasons and episodes of a show: `tv/{id}/season/{n}`, its episodes and one episode's details. */
import { mergeCredits } from '../format';
import type { TmdbEpisodeRaw, TmdbSeasonRaw } from '../raw';
import type { Episode, EpisodeDetail, Season } from '../types';
import { arr, isObject, num, str, strOrNull, withEnglishTexts } from './common';

/**
 * tv/{id}/season/{n} or an entry of tv/{id}.seasons → {@link Season}. `episodes` is set only
 * when the payload has an episodes list; episode_count falls back to its length.
 * @param showId the TV id, copied to episodes that lack show_id.
 */
export function normalizeSeason(answer: TmdbSeasonRaw | null | undefined, showId?: number): Season | null {
  if (!isObject(answer) || typeof answer.season_number !== 'number') return null;
  const raw = withEnglishTexts(answer, ['name', 'overview']);
  const season: Season = {
    season_number: answer.season_number,
    name: str(raw.name),
    poster_path: strOrNull(raw.poster_path),
    vote_average: num(raw.vote_average),
    air_date: strOrNull(raw.air_date),
    episode_count: typeof raw.episode_count === 'number' ? raw.episode_count : arr(raw.episodes).length,
    overview: str(raw.overview),
  };
  if (Array.isArray(raw.episodes)) {
    season.episodes = raw.episodes.map((e) => normalizeEpisode(e, showId, raw.season_number)).filter((e): e is Episode => e !== null);
  }
  return season;
}

/**
 * One episode → {@link Episode}; guest_stars and crew merged by name (see mergeCredits).
 * @param showId used when the payload has no show_id (episode details never carry one).
 * @param seasonNumber used when the payload has no season_number.
 * @returns null when there is no episode_number.
 */
export function normalizeEpisode(raw: TmdbEpisodeRaw | null | undefined, showId?: number, seasonNumber?: number): Episode | null {
  if (!isObject(raw) || typeof raw.episode_number !== 'number') return null;
  return {
    show_id: num(raw.show_id, showId ?? 0),
    season_number: num(raw.season_number, seasonNumber ?? 0),
    episode_number: raw.episode_number,
    name: str(raw.name),
    still_path: strOrNull(raw.still_path),
    runtime: typeof raw.runtime === 'number' && raw.runtime > 0 ? raw.runtime : null,
    air_date: strOrNull(raw.air_date),
    vote_average: num(raw.vote_average),
    overview: str(raw.overview),
    guest_stars: mergeCredits(Array.isArray(raw.guest_stars) ? raw.guest_stars : raw.credits?.guest_stars),
    crew: mergeCredits(Array.isArray(raw.crew) ? raw.crew : raw.credits?.crew),
  };
}

/**
 * tv/{id}/season/{n}/episode/{m}?append_to_response=images,videos,credits → {@link EpisodeDetail}:
 * the episode plus cast = credits.cast (merged) and stills = images.stills[].file_path.
 */
export function normalizeEpisodeDetail(
  raw: TmdbEpisodeRaw | null | undefined,
  showId?: number,
  seasonNumber?: number,
): EpisodeDetail | null {
  const episode = normalizeEpisode(raw, showId, seasonNumber);
  if (!episode || !raw) return null;
  const stills = arr(raw.images?.stills)
    .map((s) => (isObject(s) ? strOrNull(s.file_path) : null))
    .filter((p): p is string => p !== null);
  return { ...episode, cast: mergeCredits(raw.credits?.cast), stills };
}
