import { useLocation, useParams } from 'react-router';
import type { MediaType } from '@streamscout/tmdb';

/**
 * Reads the show address of a details route: `/details/{movie|tv}/:id[...]`.
 * @returns `{ type, id }`, with id NaN when the segment is not a positive integer
 */
export function useShowAddress(): { type: MediaType; id: number } {
  const { id } = useParams();
  const { pathname } = useLocation();
  const type: MediaType = pathname.split('/')[2] === 'tv' ? 'tv' : 'movie';
  const n = /^[0-9]+$/.test(id ?? '') ? Number(id) : NaN;
  return { type, id: n };
}
