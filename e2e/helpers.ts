import type { APIRequestContext } from '@playwright/test';
import { portsFor } from '@streamscout/federation/apps';

/** Same shift as playwright.config.ts (`E2E_PORT_OFFSET`, default 1000). */
const OFFSET = Number(process.env.E2E_PORT_OFFSET || 1000);
/** Ports of the e2e stack (the apps table shifted by {@link OFFSET}). */
export const PORTS = portsFor({}, OFFSET);
const TMDB = `http://localhost:${PORTS.tmdb}/3`;

/** A raw TMDB list item as the local catalog serves it. */
export interface RawItem {
  id: number;
  title?: string;
  name?: string;
  poster_path: string | null;
  media_type?: string;
}

/** First movie of the catalog's weekly trending with a poster: a title that surely renders. */
export async function aTrendingMovie(request: APIRequestContext): Promise<RawItem & { title: string }> {
  const res = await request.get(`${TMDB}/trending/movie/week`);
  const body = (await res.json()) as { results: RawItem[] };
  const movie = body.results.find((m) => m.poster_path && m.title);
  if (!movie) throw new Error('catalog has no trending movie with a poster');
  return movie as RawItem & { title: string };
}
