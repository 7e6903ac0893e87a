/**
 * Search: `search/multi`, movies and shows only.
 */
import { tmdbGet } from '../http';
import { normalizeShows } from '../normalize';
import type { TmdbPagedRaw } from '../raw';
import type { SearchPage } from '../types';
import { languageOf, type CallOptions } from './common';

/**
 * Search. TMDB: `GET search/multi?language=en-US&query={query}&page={page}&include_adult=false`
 * (query trimmed, encoded by URLSearchParams). Search excludes adult content for everyone, whatever
 * a profile's adult flag (spec §5, §7: the flag governs discover only); an adult result TMDB sends
 * anyway is dropped here too. Person results are dropped (spec §5).
 * @returns `{ shows, page, hasMore: total_pages > page }`, or null when the query is blank,
 *   results are empty or missing, or on failure. A page whose results were all persons gives
 *   `shows: []` with hasMore still telling whether to load on.
 */
export async function searchMulti(query: string, page = 1, opts: CallOptions = {}): Promise<SearchPage | null> {
  const q = typeof query === 'string' ? query.trim() : '';
  if (!q) return null;
  const p = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const raw = await tmdbGet<TmdbPagedRaw>(
    'search/multi',
    { language: languageOf(opts), query: q, page: p, include_adult: false },
    { signal: opts.signal, throwOnFailure: opts.throwOnFailure, client: opts.client },
  );
  if (!raw || !Array.isArray(raw.results) || raw.results.length === 0) return null;
  // Belt and braces: a server that ignores include_adult=false still never shows an adult title.
  const results = raw.results.filter((r) => !(r && r.adult === true));
  const current = typeof raw.page === 'number' && raw.page >= 1 ? raw.page : p;
  const totalPages = typeof raw.total_pages === 'number' ? raw.total_pages : current;
  return { shows: normalizeShows(results), page: current, hasMore: totalPages > current };
}
