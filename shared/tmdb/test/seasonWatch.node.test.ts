/**
 * Per-season availability (spec §10 "Where each season streams") against the local TMDB catalog over real HTTP
 * (TMDB_TEST_URL from the jest global setup): `getSeasonWatch` asks `tv/{id}/season/{n}/watch/providers`
 * and normalizes it like a title's; on a show whose seasons stream in different places each
 * season gets its own answer; `tmdbQueries.seasonsWatch` answers every season of a show and
 * leaves each in the cache as that season's query. Raw answers are fetched directly to compare.
 */
import { configureTmdb, getSeasonWatch, resetTmdbConfig, WATCH_KINDS } from '../src';
import { createQueryClient, tmdbKeys, tmdbQueries } from '../src/query';
import type { TmdbWatchProvidersRaw } from '../src/raw';

jest.setTimeout(60000);

const BASE = process.env.TMDB_TEST_URL;

async function raw<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE}/3/${path}`);
  expect(res.ok).toBe(true);
  return (await res.json()) as T;
}

interface RawTv {
  id: number;
  seasons: { season_number: number; air_date: string | null }[];
}

const flatIds = (w: TmdbWatchProvidersRaw, code: string) => (w.results?.[code]?.flatrate ?? []).map((p) => p.provider_id);

/** A show whose first season streams in GB while its latest aired season is rent/buy only there. */
async function splitShow(): Promise<{ id: number; first: number; last: number; seasons: number[] }> {
  const today = new Date().toISOString().slice(0, 10);
  for (let page = 1; page <= 5; page += 1) {
    const list = await raw<{ results: { id: number }[] }>(`tv/popular?page=${page}`);
    for (const { id } of list.results) {
      const d = await raw<RawTv>(`tv/${id}`);
      const aired = d.seasons.filter((s) => s.season_number > 0 && s.air_date && s.air_date <= today);
      if (aired.length < 3) continue;
      const first = aired[0].season_number;
      const last = aired[aired.length - 1].season_number;
      const [a, b] = await Promise.all([
        raw<TmdbWatchProvidersRaw>(`tv/${id}/season/${first}/watch/providers`),
        raw<TmdbWatchProvidersRaw>(`tv/${id}/season/${last}/watch/providers`),
      ]);
      if (flatIds(a, 'GB').length > 0 && flatIds(b, 'GB').length === 0 && (b.results?.GB?.rent ?? []).length > 0)
        return { id, first, last, seasons: d.seasons.map((s) => s.season_number) };
    }
  }
  throw new Error('the local catalog has no show whose seasons stream in different places');
}

beforeAll(() => {
  configureTmdb({ baseUrl: `${BASE}/3`, imageBaseUrl: `${BASE}/t/p`, timeoutMs: 10000 });
});
afterAll(() => resetTmdbConfig());

it('each season its own answer: season 1 streams in GB, the latest is rent/buy only; normalized like a title', async () => {
  const show = await splitShow();
  const [first, last] = await Promise.all([getSeasonWatch(show.id, show.first), getSeasonWatch(String(show.id), String(show.last))]);
  const rawFirst = await raw<TmdbWatchProvidersRaw>(`tv/${show.id}/season/${show.first}/watch/providers`);
  expect(Object.keys(first!).sort()).toEqual(Object.keys(rawFirst.results ?? {}).sort());
  for (const kind of WATCH_KINDS)
    expect(first!.GB[kind].map((p) => p.id)).toEqual((rawFirst.results?.GB?.[kind] ?? []).map((p) => p.provider_id));
  expect(first!.GB.flatrate.length).toBeGreaterThan(0);
  expect(first!.GB.flatrate[0]).toEqual(expect.objectContaining({ name: expect.any(String), logo_path: expect.stringMatching(/^\//) }));
  expect(last!.GB.flatrate).toEqual([]);
  expect(last!.GB.rent.length).toBeGreaterThan(0);
});

it('bad ids and season numbers answer null; an unknown season is null', async () => {
  expect(await getSeasonWatch('01', 1)).toBeNull();
  expect(await getSeasonWatch(1399, '1.5')).toBeNull();
  expect(await getSeasonWatch(1399, -1)).toBeNull();
  const show = await raw<{ results: { id: number }[] }>('tv/popular');
  expect(await getSeasonWatch(show.results[0].id, 999)).toBeNull();
});

it('seasonsWatch: every season of the show, each also cached as its own seasonWatch query', async () => {
  const show = await splitShow();
  const client = createQueryClient();
  const all = (await client.fetchQuery(tmdbQueries.seasonsWatch(show.id)))!;
  expect(
    Object.keys(all)
      .map(Number)
      .sort((a, b) => a - b),
  ).toEqual([...show.seasons].sort((a, b) => a - b));
  expect(all[show.last].GB.flatrate).toEqual([]);
  expect(client.getQueryData(tmdbKeys.seasonWatch(show.id, show.last))).toEqual(all[show.last]);
  expect(client.getQueryData(tmdbKeys.details('tv', show.id))).toEqual(expect.objectContaining({ id: show.id }));
  client.clear();
});
