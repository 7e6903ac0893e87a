/**
 * The local TMDB catalog the jest global setup starts (process.env.TMDB_TEST_URL), for tests
 * that render screens against real data over HTTP.
 */
import { configureTmdb, resetTmdbConfig } from '@streamscout/tmdb';

/** Origin of the local catalog, e.g. 'http://127.0.0.1:41234'. @throws Error outside jest's global setup */
export function tmdbTestUrl(): string {
  const url = process.env.TMDB_TEST_URL;
  if (!url) throw new Error('TMDB_TEST_URL is not set: the jest global setup starts local/tmdb/src/cli.js');
  return url;
}

/**
 * Points `@streamscout/tmdb` at the local catalog for the tests of this file
 * (`beforeAll` configure, `afterAll` reset).
 */
export function setupLocalTmdb(): void {
  beforeAll(() => configureTmdb({ baseUrl: `${tmdbTestUrl()}/3`, imageBaseUrl: `${tmdbTestUrl()}/t/p` }));
  afterAll(() => resetTmdbConfig());
}

/**
 * GETs a catalog path as raw TMDB JSON (to pick ids and titles a test then looks for on screen).
 * @param path e.g. '/trending/movie/week'
 * @throws Error on a non-OK status
 */
export async function tmdbGet<T = unknown>(path: string): Promise<T> {
  const res = await fetch(`${tmdbTestUrl()}/3${path}`);
  if (!res.ok) throw new Error(`local TMDB ${path}: ${res.status}`);
  return (await res.json()) as T;
}
