/**
 * Age ratings (spec §3 "Age rating"): TMDB's US certifications of a movie (`release_dates`) or a
 * show (`content_ratings`) mapped to the product's four ratings.
 */
import { DEFAULT_REGION } from '@streamscout/region';
import type { TmdbContentRatingsRaw, TmdbReleaseDatesRaw } from '../raw';
import type { AgeRating } from '../types';
import { arr, isObject } from './common';

/** Age ratings the product shows, in TMDB certification spelling. */
const US_RATING_MAP: Record<string, Exclude<AgeRating, 'No rating available'>> = {
  G: 'G',
  'TV-Y': 'G',
  'TV-Y7': 'G',
  'TV-Y7-FV': 'G',
  'TV-G': 'G',
  PG: 'PG',
  'TV-PG': 'PG',
  'PG-13': 'PG-13',
  'TV-14': 'PG-13',
  R: 'R',
  'NC-17': 'R',
  'TV-MA': 'R',
};

/**
 * Maps a US certification (MPA or TV Parental Guidelines) to the product's AgeRating:
 * TV-Y/TV-Y7/TV-G/G → 'G', TV-PG/PG → 'PG', TV-14/PG-13 → 'PG-13', TV-MA/R/NC-17 → 'R'.
 * @returns null for '', 'NR' and anything unknown.
 */
export function mapUsCertification(cert: string | null | undefined): Exclude<AgeRating, 'No rating available'> | null {
  if (typeof cert !== 'string') return null;
  return US_RATING_MAP[cert.trim().toUpperCase()] ?? null;
}

/**
 * Movie age rating from `release_dates` (append_to_response): the first US release whose
 * certification maps to G/PG/PG-13/R (NC-17 counts as R); otherwise 'No rating available'.
 */
export function movieAgeRating(releaseDates: TmdbReleaseDatesRaw | null | undefined): AgeRating {
  // the spec's age ratings are US certifications: those of the spec's own region
  const us = arr(releaseDates?.results).find((r) => isObject(r) && r.iso_3166_1 === DEFAULT_REGION);
  for (const rd of arr(us?.release_dates)) {
    const mapped = isObject(rd) ? mapUsCertification(rd.certification) : null;
    if (mapped) return mapped;
  }
  return 'No rating available';
}

/** TV age rating from `content_ratings`: the US rating mapped by {@link mapUsCertification}, else 'No rating available'. */
export function tvAgeRating(contentRatings: TmdbContentRatingsRaw | null | undefined): AgeRating {
  for (const r of arr(contentRatings?.results)) {
    if (!isObject(r) || r.iso_3166_1 !== DEFAULT_REGION) continue;
    const mapped = mapUsCertification(r.rating);
    if (mapped) return mapped;
  }
  return 'No rating available';
}
