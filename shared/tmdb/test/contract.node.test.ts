/**
 * Contract tests: every client function of spec §7 against the local TMDB catalog (local/tmdb)
 * over real HTTP. The jest global setup starts the catalog and sets TMDB_TEST_URL
 * (API at `${TMDB_TEST_URL}/3`, images at `${TMDB_TEST_URL}/t/p`). Ids are discovered from
 * the catalog's own lists, so the tests do not depend on its generated data.
 * Raw responses are fetched directly (plain fetch) to compare what the client kept.
 */
import { DEFAULT_REGION } from '@streamscout/region';
import {
  configureTmdb,
  countSeasons,
  DISCOVER_ROWS,
  discoverMovies,
  discoverTv,
  getDiscoverRow,
  getEpisodeDetails,
  getHomeTrending,
  getMovieDetails,
  getNowPlaying,
  getPerson,
  getPopularTv,
  getRecommendations,
  getSeason,
  getShowDetails,
  getTrendingMovies,
  getTvDetails,
  getWatchProviders,
  imageUrl,
  PROVIDER_IDS,
  resetTmdbConfig,
  searchMulti,
  tmdbGet,
  type Show,
  type ShowDetail,
} from '../src';
import type { TmdbWatchProvidersRaw } from '../src/raw';

jest.setTimeout(30000);

const BASE = process.env.TMDB_TEST_URL;
const AGE_RATINGS = ['G', 'PG', 'PG-13', 'R', 'No rating available'];

/** The catalog's raw JSON for a path; the default shape is a paged list of raw results. */
async function raw<T = { results: { media_type?: string }[]; total_pages: number }>(
  path: string,
  params: Record<string, string> = {},
): Promise<T> {
  const res = await fetch(`${BASE}/3/${path}?${new URLSearchParams(params)}`);
  expect(res.ok).toBe(true);
  return (await res.json()) as T;
}

function expectShow(s: Show, type?: 'movie' | 'tv') {
  expect(typeof s.id).toBe('number');
  expect(['movie', 'tv']).toContain(s.media_type);
  if (type) expect(s.media_type).toBe(type);
  expect(typeof s.title).toBe('string');
  expect(s.title.length).toBeGreaterThan(0);
  expect(typeof s.vote_average).toBe('number');
  expect(typeof s.vote_count).toBe('number');
  expect(typeof s.release_date).toBe('string');
  expect(Array.isArray(s.genre_ids)).toBe(true);
  expect(s.poster_path === null || typeof s.poster_path === 'string').toBe(true);
  expect(s.banner_path === null || typeof s.banner_path === 'string').toBe(true);
}

let movies: Show[] = [];
let tvs: Show[] = [];

beforeAll(async () => {
  if (!BASE) return;
  configureTmdb({ baseUrl: `${BASE}/3`, imageBaseUrl: `${BASE}/t/p`, timeoutMs: 10000 });
  movies = (await getTrendingMovies()) ?? [];
  tvs = (await getPopularTv()) ?? [];
});
afterAll(() => resetTmdbConfig());

it('the local TMDB catalog is running (jest global setup sets TMDB_TEST_URL)', () => {
  expect(BASE).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});

describe('home lists', () => {
  it('trending movies, popular tv, now playing, home trending', async () => {
    expect(movies.length).toBeGreaterThan(0);
    expect(tvs.length).toBeGreaterThan(0);
    movies.forEach((s) => expectShow(s, 'movie'));
    tvs.forEach((s) => expectShow(s, 'tv'));
    const now = await getNowPlaying();
    expect(now!.length).toBeGreaterThan(0);
    now!.forEach((s) => expectShow(s, 'movie'));
    const home = await getHomeTrending();
    expect(home!.length).toBe(movies.length + tvs.length);
    expect(home![0].media_type).toBe('movie');
    expect(home![1].media_type).toBe('tv');
  });
});

describe('details', () => {
  it('movie details shape', async () => {
    const d = (await getMovieDetails(movies[0].id))!;
    expectShow(d, 'movie');
    expect(d.id).toBe(movies[0].id);
    expect(d.title).toBe(movies[0].title);
    expect(AGE_RATINGS).toContain(d.age_rating);
    expect(d.runtime === null || d.runtime > 0).toBe(true);
    expect(Array.isArray(d.credits.cast)).toBe(true);
    expect(Array.isArray(d.credits.crew)).toBe(true);
    const names = d.credits.cast.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length); // merged by name
    d.providers.forEach((p) => expect(p.origin_country).toBe(DEFAULT_REGION));
    expect(d.seasons).toBeUndefined();
  });

  it('tv details shape', async () => {
    const d = (await getShowDetails('tv', tvs[0].id))!;
    expectShow(d, 'tv');
    expect(d.id).toBe(tvs[0].id);
    expect(AGE_RATINGS).toContain(d.age_rating);
    expect(Array.isArray(d.seasons)).toBe(true);
    expect(d.seasons!.length).toBeGreaterThan(0);
    expect(countSeasons(d.seasons)).toBeLessThanOrEqual(d.seasons!.length);
    expect(d.end_date === null || typeof d.end_date === 'string').toBe(true);
    expect(d.next_air_date === null || typeof d.next_air_date === 'string').toBe(true);
    const crew = d.credits.crew.map((c) => c.name);
    expect(new Set(crew).size).toBe(crew.length);
  });

  it('the catalog covers the odd cases: some titles without a US rating, some with one', async () => {
    const details = await Promise.all([
      ...movies.slice(0, 10).map((m) => getMovieDetails(m.id)),
      ...tvs.slice(0, 10).map((t) => getTvDetails(t.id)),
    ]);
    const ratings = details.map((d) => d!.age_rating);
    expect(ratings.some((r) => r !== 'No rating available')).toBe(true);
  });

  it('recommendations arrive with the detail call and equal the standalone recommendations call', async () => {
    const titles: Array<{ type: 'movie' | 'tv'; id: number }> = [
      ...movies.slice(0, 3).map((m) => ({ type: 'movie' as const, id: m.id })),
      ...tvs.slice(0, 3).map((t) => ({ type: 'tv' as const, id: t.id })),
    ];
    let withRecs = 0;
    for (const t of titles) {
      const d = (await getShowDetails(t.type, t.id))!;
      const standalone = await getRecommendations(t.type, t.id);
      expect(d.recommendations).toEqual(standalone);
      if (d.recommendations) {
        withRecs += 1;
        d.recommendations.forEach((s) => expectShow(s, t.type));
      }
    }
    expect(withRecs).toBeGreaterThan(0);
  });

  it('null for unknown ids (404)', async () => {
    expect(await getMovieDetails(999999999)).toBeNull();
    expect(await getTvDetails(999999999)).toBeNull();
    expect(await getPerson(999999999)).toBeNull();
    expect(await getWatchProviders('movie', 999999999)).toBeNull();
    expect(await getSeason(tvs[0].id, 999)).toBeNull();
    expect(await getEpisodeDetails(tvs[0].id, 1, 9999)).toBeNull();
  });
});

describe('watch providers', () => {
  it('US flatrate only, equal to the raw results.US.flatrate; detail and standalone calls agree', async () => {
    const titles: Array<{ type: 'movie' | 'tv'; id: number }> = [
      ...movies.slice(0, 15).map((m) => ({ type: 'movie' as const, id: m.id })),
      ...tvs.slice(0, 15).map((t) => ({ type: 'tv' as const, id: t.id })),
    ];
    let withProviders = 0;
    for (const { type, id } of titles) {
      const [ours, rawProviders, detail] = await Promise.all([
        getWatchProviders(type, id),
        raw<TmdbWatchProvidersRaw>(`${type}/${id}/watch/providers`),
        getShowDetails(type, id),
      ]);
      const usFlatrate = (rawProviders.results?.US?.flatrate ?? []).map((p) => p.provider_id);
      expect(ours!.map((p) => p.id)).toEqual(usFlatrate);
      expect(detail!.providers.map((p) => p.id)).toEqual(usFlatrate);
      ours!.forEach((p) => {
        expect(p.origin_country).toBe(DEFAULT_REGION);
        expect(typeof p.name).toBe('string');
      });
      if (ours!.length) withProviders += 1;
    }
    expect(withProviders).toBeGreaterThan(0);
  });
});

describe('discover rows (spec §9)', () => {
  it.each(DISCOVER_ROWS.map((r) => r.key))('%s: non-null, ≥ 20 shows', async (row) => {
    const shows = await getDiscoverRow(row);
    expect(shows).not.toBeNull();
    expect(shows!.length).toBeGreaterThanOrEqual(20);
    shows!.forEach((s) => expectShow(s));
    expect(new Set(shows!.map((s) => `${s.media_type}-${s.id}`)).size).toBe(shows!.length);
  });

  it('the catalog honours the filters of each row', async () => {
    const best = (await getDiscoverRow('best'))!;
    best.forEach((s) => {
      expect(s.vote_average).toBeGreaterThanOrEqual(8);
      expect(s.vote_count).toBeGreaterThanOrEqual(2000);
    });
    const fresh = (await getDiscoverRow('new'))!;
    fresh.forEach((s) => expect(s.release_date >= '2023-01-01').toBe(true));
    const action = (await getDiscoverRow('action'))!;
    action.forEach((s) => {
      if (s.media_type === 'movie') expect(s.genre_ids).toEqual(expect.arrayContaining([28, 12]));
      else expect(s.genre_ids).toContain(10759);
      expect(s.vote_average).toBeGreaterThanOrEqual(5);
      expect(s.vote_count).toBeGreaterThanOrEqual(s.media_type === 'movie' ? 2000 : 2500);
    });
    const comedy = (await getDiscoverRow('comedy'))!;
    comedy.forEach((s) => expect(s.genre_ids).toContain(35));
    expect(comedy.some((s) => s.media_type === 'tv')).toBe(true);
    expect(comedy.some((s) => s.media_type === 'movie')).toBe(true);
  });

  it('horror is movies only', async () => {
    const horror = (await getDiscoverRow('horror'))!;
    expect(horror.every((s) => s.media_type === 'movie')).toBe(true);
    horror.forEach((s) => expect(s.genre_ids).toContain(27));
  });

  it.each(['netflix', 'prime', 'hulu'] as const)('%s row titles stream on that provider in the US', async (row) => {
    const shows = (await getDiscoverRow(row))!;
    for (const s of shows.slice(0, 6)) {
      const providers = (await getWatchProviders(s.media_type, s.id))!;
      expect(providers.map((p) => p.id)).toContain(PROVIDER_IDS[row]);
    }
  });

  it('adult filtering: include_adult=false never returns adult titles; true can', async () => {
    // adult titles in the catalog are unpopular dramas: look for them from the bottom
    const filters = { sort_by: 'popularity.asc', with_genres: '18' };
    let open = 0;
    for (let page = 1; page <= 5 && open === 0; page += 1) {
      const [strict, withAdult] = await Promise.all([
        discoverMovies({ ...filters, page }),
        discoverMovies({ ...filters, page, include_adult: true }),
      ]);
      (strict ?? []).forEach((s) => expect(s.adult).toBe(false));
      open += (withAdult ?? []).filter((s) => s.adult === true).length;
    }
    expect(open).toBeGreaterThan(0);
    const tvAdult = await discoverTv({ ...filters, with_genres: undefined });
    (tvAdult ?? []).forEach((s) => expect(s.adult).not.toBe(true));
    expect(await getDiscoverRow('best', { adult: true })).not.toBeNull();
  });

  it('discoverTv pages and null past the last page', async () => {
    const first = await discoverTv({ sort_by: 'popularity.desc' });
    expect(first!.every((s) => s.media_type === 'tv')).toBe(true);
    const r = await raw('discover/tv', { include_adult: 'false', page: '1', language: 'en-US', region: 'us' });
    expect(await discoverTv({ page: (r.total_pages ?? 1) + 1 })).toBeNull();
  });
});

describe('recommendations, seasons, episodes, person', () => {
  it('recommendations: Shows or null', async () => {
    const recs = await Promise.all([getRecommendations('movie', movies[0].id), getRecommendations('tv', tvs[0].id)]);
    for (const list of recs) {
      if (list === null) continue;
      expect(list.length).toBeGreaterThan(0);
      list.forEach((s) => expectShow(s));
    }
    expect(await getRecommendations('movie', 999999999)).toBeNull();
  });

  it('season (including the specials season 0) and episode details', async () => {
    let detail: ShowDetail | null = null;
    for (const t of tvs.slice(0, 20)) {
      const d = await getTvDetails(t.id);
      if (d && d.seasons!.some((s) => s.season_number === 0)) {
        detail = d;
        break;
      }
    }
    expect(detail).not.toBeNull();
    const tvId = detail!.id;
    const specials = (await getSeason(tvId, 0))!;
    expect(specials.season_number).toBe(0);
    const regular = detail!.seasons!.find((s) => s.season_number > 0)!;
    const season = (await getSeason(tvId, regular.season_number))!;
    expect(season.season_number).toBe(regular.season_number);
    expect(season.episodes!.length).toBeGreaterThan(0);
    season.episodes!.forEach((e) => {
      expect(e.show_id).toBe(tvId);
      expect(e.season_number).toBe(regular.season_number);
      expect(Array.isArray(e.guest_stars)).toBe(true);
      expect(Array.isArray(e.crew)).toBe(true);
    });
    const ep = season.episodes![0];
    const epd = (await getEpisodeDetails(tvId, ep.season_number, ep.episode_number))!;
    expect(epd).toMatchObject({ show_id: tvId, season_number: ep.season_number, episode_number: ep.episode_number, name: ep.name });
    expect(Array.isArray(epd.cast)).toBe(true);
    expect(Array.isArray(epd.stills)).toBe(true);
    epd.stills.forEach((p) => expect(typeof p).toBe('string'));
  });

  it('person: credits as Shows, the credited title among them', async () => {
    let checked = false;
    for (const m of movies.slice(0, 10)) {
      const d = await getMovieDetails(m.id);
      const actor = d?.credits.cast[0];
      if (!actor) continue;
      const person = (await getPerson(actor.id))!;
      expect(person.name).toBe(actor.name);
      expect(typeof person.biography).toBe('string');
      person.movies.forEach((s) => expectShow(s, 'movie'));
      person.tv.forEach((s) => expectShow(s, 'tv'));
      expect(person.movies.map((s) => s.id)).toContain(m.id);
      checked = true;
      break;
    }
    expect(checked).toBe(true);
  });
});

describe('search/multi', () => {
  it('finds a title by its name and drops persons', async () => {
    const title = movies[0].title;
    const page = (await searchMulti(title))!;
    expect(page.page).toBe(1);
    expect(page.shows.some((s) => s.id === movies[0].id && s.media_type === 'movie')).toBe(true);
    const rawPage = await raw('search/multi', { query: title, page: '1', include_adult: 'false', language: 'en-US' });
    const nonPersons = rawPage.results.filter((r) => r.media_type !== 'person').length;
    expect(page.shows.length).toBe(nonPersons);
  });

  it('person results are dropped', async () => {
    const d = (await getMovieDetails(movies[0].id))!;
    const name = d.credits.cast[0]?.name ?? d.credits.crew[0]?.name;
    expect(name).toBeTruthy();
    const rawPage = await raw('search/multi', { query: name!, page: '1', include_adult: 'false', language: 'en-US' });
    expect(rawPage.results.some((r) => r.media_type === 'person')).toBe(true);
    const page = await searchMulti(name!);
    (page?.shows ?? []).forEach((s) => expect(['movie', 'tv']).toContain(s.media_type));
  });

  it('encodes special characters: "tom & jerry #1" finds the catalog title "Tom & Jerry #1"', async () => {
    const page = (await searchMulti('tom & jerry #1'))!;
    expect(page).not.toBeNull();
    expect(page.shows.map((s) => s.title)).toContain('Tom & Jerry #1');
    const exact = page.shows.find((s) => s.title === 'Tom & Jerry #1')!;
    expect(exact.media_type).toBe('movie');
  });

  it('search never finds an adult title, which the catalog returns only with include_adult=true', async () => {
    // An adult movie of the catalog: discover lists it only when asked to include adult titles.
    let adult: { id: number; title: string } | undefined;
    for (let p = 1; p <= 40 && !adult; p += 1) {
      const r = await raw<{ results?: { id: number; title: string; adult?: boolean }[] }>('discover/movie', {
        include_adult: 'true',
        page: String(p),
        sort_by: 'popularity.desc',
      });
      if (!r.results?.length) break;
      adult = r.results.find((m) => m.adult === true);
    }
    expect(adult).toBeDefined();
    const found = (page: Awaited<ReturnType<typeof searchMulti>>) =>
      (page?.shows ?? []).some((s) => s.id === adult!.id && s.media_type === 'movie');
    // The catalog does find it when asked to include adult titles, so the miss below is the filter's doing.
    const rawHit = await raw<{ results: { id: number }[] }>('search/multi', {
      query: adult!.title,
      page: '1',
      include_adult: 'true',
      language: 'en-US',
    });
    expect(rawHit.results.some((r) => r.id === adult!.id)).toBe(true);
    expect(found(await searchMulti(adult!.title))).toBe(false);
  });

  it('paging: hasMore until the last page, null past it', async () => {
    // a short, common query so that the catalog has several pages
    let query = '';
    let total = 0;
    for (const q of ['the', 'a', 'e']) {
      const r = await raw('search/multi', { query: q, page: '1', include_adult: 'false', language: 'en-US' });
      if ((r.total_pages ?? 0) > 1) {
        query = q;
        total = r.total_pages;
        break;
      }
    }
    expect(total).toBeGreaterThan(1);
    expect((await searchMulti(query, 1))!.hasMore).toBe(true);
    const last = (await searchMulti(query, total))!;
    expect(last.page).toBe(total);
    expect(last.hasMore).toBe(false);
    expect(await searchMulti(query, total + 1)).toBeNull();
    expect(await searchMulti('   ')).toBeNull();
  });
});

describe('failures through the catalog knobs (__status, __latency)', () => {
  it('null for a forced non-OK status', async () => {
    expect(await tmdbGet(`movie/${movies[0].id}`, { __status: 500 })).toBeNull();
    expect(await tmdbGet(`movie/${movies[0].id}`, { __status: 401 })).toBeNull();
    expect(await tmdbGet(`movie/${movies[0].id}`)).not.toBeNull();
  });

  it('null on timeout when the catalog answers too slowly', async () => {
    const started = Date.now();
    expect(await tmdbGet(`movie/${movies[0].id}`, { __latency: 500 }, { timeoutMs: 100 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
    // the catalog (a process of its own, stopped at teardown) finishes its delayed answer on its own
  });
});

describe('images', () => {
  it('poster URLs resolve on the catalog image host', async () => {
    const withPoster = [...movies, ...tvs].find((s) => s.poster_path);
    expect(withPoster).toBeDefined();
    const url = imageUrl(withPoster!.poster_path);
    expect(url.startsWith(`${BASE}/t/p/w500/`)).toBe(true);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
  });
});
