/**
 * `regionServices`: the services a user picks from are the region's movie and TV providers, once
 * each, the movie list's order first — a service TMDB lists only for shows is among them.
 */
import type { RegionProvider } from '@streamscout/tmdb';
import { regionServices } from './regionServices';

const p = (id: number, name: string, display_priority: number): RegionProvider => ({ id, name, logo_path: null, display_priority });

it('keeps the movie list in its order, then adds the services listed for shows only, each once', () => {
  const movie = [p(8, 'Netflix', 0), p(9, 'Prime Video', 1), p(337, 'Disney Plus', 2)];
  const tv = [p(8, 'Netflix', 0), p(15, 'Hulu', 1), p(337, 'Disney Plus', 2), p(43, 'Starz', 3)];
  expect(regionServices(movie, tv).map((s) => s.name)).toEqual(['Netflix', 'Prime Video', 'Disney Plus', 'Hulu', 'Starz']);
});

it('either list alone, or neither known', () => {
  const tv = [p(15, 'Hulu', 0)];
  expect(regionServices(undefined, tv)).toEqual(tv);
  expect(regionServices(tv, null)).toEqual(tv);
  expect(regionServices(null, undefined)).toEqual([]);
});
