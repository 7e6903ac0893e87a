/**
 * Contract tests of the watch-region parts of the client against the local TMDB catalog over real
 * HTTP (TMDB_TEST_URL from the jest global setup): every region and way to watch from the one
 * details request, the regions list, a region's providers, platform rows that follow the region,
 * and discover narrowed to the viewer's services. Raw answers are fetched directly to compare.
 */
import { DEFAULT_REGION } from '@streamscout/region';
import {
  configureTmdb,
  discoverRowParams,
  getDiscoverRow,
  getMovieDetails,
  getRegionProviders,
  getTitleWatch,
  getTvDetails,
  getWatchRegions,
  platformRowTitle,
  platformService,
  PROVIDER_IDS,
  resetTmdbConfig,
  WATCH_KINDS,
  type Show,
} from '../src';
import { createQueryClient, tmdbQueries } from '../src/query';
import type { TmdbWatchProvidersRaw } from '../src/raw';

jest.setTimeout(30000);

const BASE = process.env.TMDB_TEST_URL;

async function raw<T>(path: string, params: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${BASE}/3/${path}?${new URLSearchParams(params)}`);
  expect(res.ok).toBe(true);
  return (await res.json()) as T;
}

/** Movies of discover pages 1..n (popular first), to find titles with given regions. */
async function popularMovies(pages = 5): Promise<{ id: number }[]> {
  const out: { id: number }[] = [];
  for (let page = 1; page <= pages; page += 1)
    out.push(...(await raw<{ results: { id: number }[] }>('discover/movie', { page: String(page) })).results);
  return out;
}

beforeAll(() => {
  configureTmdb({ baseUrl: `${BASE}/3`, imageBaseUrl: `${BASE}/t/p`, timeoutMs: 10000 });
});
afterAll(() => resetTmdbConfig());

describe('every region and way to watch from the details request', () => {
  it('ShowDetail.watch holds each region of the raw answer with its link and five lists; providers stays US flat-rate', async () => {
    let checked = 0;
    for (const { id } of await popularMovies(3)) {
      const answer = await raw<TmdbWatchProvidersRaw>(`movie/${id}/watch/providers`);
      const regions = Object.keys(answer.results ?? {});
      if (regions.length < 3) continue;
      const d = (await getMovieDetails(id))!;
      expect(Object.keys(d.watch).sort()).toEqual(regions.sort());
      for (const code of regions) {
        const r = answer.results![code]!;
        expect(d.watch[code].link).toBe(r.link);
        for (const kind of WATCH_KINDS) expect(d.watch[code][kind].map((p) => p.id)).toEqual((r[kind] ?? []).map((p) => p.provider_id));
        for (const p of d.watch[code].flatrate)
          expect(p).toEqual({
            id: expect.any(Number),
            name: expect.any(String),
            logo_path: expect.any(String),
            display_priority: expect.any(Number),
          });
      }
      expect(d.providers.map((p) => p.id)).toEqual((answer.results?.US?.flatrate ?? []).map((p) => p.provider_id));
      expect(d.providers.every((p) => p.origin_country === DEFAULT_REGION)).toBe(true);
      checked += 1;
      if (checked === 4) break;
    }
    expect(checked).toBe(4);
  });

  it('a show too; getTitleWatch gives the same regions; a title streaming nowhere gives {}', async () => {
    const tv = (await raw<{ results: { id: number }[] }>('tv/popular')).results[0].id;
    const d = (await getTvDetails(tv))!;
    expect(await getTitleWatch('tv', tv)).toEqual(d.watch);
    let nowhere: number | null = null;
    for (const { id } of await popularMovies(10)) {
      const answer = await raw<TmdbWatchProvidersRaw>(`movie/${id}/watch/providers`);
      if (Object.keys(answer.results ?? {}).length === 0) {
        nowhere = id;
        break;
      }
    }
    expect(nowhere).not.toBeNull();
    expect(await getTitleWatch('movie', nowhere!)).toEqual({});
    expect((await getMovieDetails(nowhere!))!.watch).toEqual({});
  });
});

describe('regions and their providers', () => {
  it('getWatchRegions: codes with English and native names, sorted by English name', async () => {
    const regions = (await getWatchRegions())!;
    expect(regions.length).toBeGreaterThanOrEqual(12);
    expect(regions).toContainEqual({ code: 'GB', name: 'United Kingdom', native_name: 'United Kingdom' });
    const names = regions.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it("getRegionProviders: the region's providers, most prominent first; a bad or unknown code asks for the default region", async () => {
    const gb = (await getRegionProviders('movie', 'gb'))!;
    expect(gb.slice(0, 3).map((p) => p.name)).toEqual(['Netflix', 'Amazon Prime Video', 'Disney Plus']);
    expect(gb.map((p) => p.id)).not.toContain(PROVIDER_IDS.hulu);
    expect(gb.map((p) => p.display_priority)).toEqual(gb.map((_, i) => i));
    const us = (await getRegionProviders('tv', DEFAULT_REGION))!;
    expect(us.map((p) => p.id)).toContain(PROVIDER_IDS.hulu);
    expect(await getRegionProviders('movie', '<script>')).toEqual(await getRegionProviders('movie', DEFAULT_REGION));
    // 'XX' is two letters but no country of the list: the one validator sends the default region instead
    expect(await getRegionProviders('movie', 'XX')).toEqual(await getRegionProviders('movie', DEFAULT_REGION));
  });
});

describe('platform rows follow the region', () => {
  it("the US keeps the spec's services; the UK has no Hulu, so its most prominent other service stands in", async () => {
    const gb = (await getRegionProviders('movie', 'GB'))!;
    expect(platformService('netflix', 'GB', gb)).toEqual({ id: 8, name: 'Netflix', standIn: false });
    expect(platformService('hulu', DEFAULT_REGION, gb)).toEqual({ id: 15, name: 'Hulu', standIn: false });
    const hulu = platformService('hulu', 'GB', gb);
    expect(hulu).toEqual({ id: 337, name: 'Disney Plus', standIn: true });
    expect(platformRowTitle('hulu', hulu)).toBe('Popular on Disney Plus');
    expect(platformRowTitle('netflix', platformService('netflix', 'GB', gb))).toBe('Popular on Netflix');
    // South Korea has neither Hulu nor Prime Video: two different stand-ins
    const kr = (await getRegionProviders('movie', 'KR'))!;
    const [h, p] = [platformService('hulu', 'KR', kr), platformService('prime', 'KR', kr)];
    expect(h.standIn && p.standIn).toBe(true);
    expect(h.id).not.toBe(p.id);
    expect([h.id, p.id]).not.toContain(8);
  });

  it('the query of /discover/hulu for a UK viewer returns Disney Plus titles streaming in the UK', async () => {
    const client = createQueryClient();
    const shows = (await client.fetchQuery(tmdbQueries.discoverRow('hulu', { region: 'GB' })))!;
    expect(shows.length).toBeGreaterThan(0);
    for (const s of shows.slice(0, 5)) {
      const w = (await getTitleWatch(s.media_type, s.id))!;
      expect(w.GB.flatrate.map((p) => p.id)).toContain(337);
    }
    const us = (await client.fetchQuery(tmdbQueries.discoverRow('hulu', {})))!;
    expect(us.map((s) => s.id)).toEqual((await getDiscoverRow('hulu'))!.map((s) => s.id));
    client.clear();
  });
});

describe('Only my services', () => {
  const onMine = (w: Awaited<ReturnType<typeof getTitleWatch>>, region: string, services: number[]) =>
    ['flatrate', 'free', 'ads'].some((k) => (w?.[region]?.[k as 'flatrate'] ?? []).some((p) => services.includes(p.id)));

  it('discover rows send with_watch_providers=a|b|c and watch_region, and every title is on one of them', async () => {
    const services = [39, 38, 337];
    const params = discoverRowParams('comedy', { region: 'GB', services });
    expect(params.movie).toMatchObject({
      watch_region: 'GB',
      with_watch_providers: '39|38|337',
      with_watch_monetization_types: 'flatrate|free|ads',
      with_genres: '35',
    });
    expect(discoverRowParams('netflix', { region: 'GB', services }).movie.with_watch_providers).toBe('8,39|38|337');
    for (const row of ['trending', 'best'] as const) {
      const shows: Show[] = (await getDiscoverRow(row, { region: 'GB', services }))!;
      expect(shows.length).toBeGreaterThan(0);
      for (const s of shows.slice(0, 5)) expect(onMine(await getTitleWatch(s.media_type, s.id), 'GB', services)).toBe(true);
    }
    const all = (await getDiscoverRow('best'))!;
    const mine = (await getDiscoverRow('best', { region: DEFAULT_REGION, services: [386] }))!;
    expect(mine.length).toBeLessThan(all.length);
  });
});
