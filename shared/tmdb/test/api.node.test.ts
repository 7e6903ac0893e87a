/**
 * Every client function of spec §7 against a real node:http stub answering TMDB-documented
 * fixtures: the exact path and query each call sends, and the null cases.
 */
import { DEFAULT_REGION } from '@streamscout/region';
import {
  configureTmdb,
  DISCOVER_ROWS,
  discoverMovies,
  discoverRowParams,
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
  interleaveShows,
  isDiscoverRow,
  PROVIDER_IDS,
  resetTmdbConfig,
  searchMulti,
} from '../src';
import { fixture, json, startServer, type RecordedRequest, type TestServer } from './helpers/server';

let srv: TestServer;
/** path → body (or a status number); anything else → 404 TMDB error. */
let routes: Record<string, unknown> = {};

beforeAll(async () => {
  srv = await startServer((req: RecordedRequest, res) => {
    const route = routes[req.path];
    if (typeof route === 'function') return json(res, (route as (r: RecordedRequest) => unknown)(req));
    if (typeof route === 'number') return json(res, { success: false }, route);
    if (route !== undefined) return json(res, route);
    return json(res, { status_code: 34, status_message: 'The resource you requested could not be found.', success: false }, 404);
  });
});
afterAll(() => srv.close());
beforeEach(() => {
  routes = {};
  srv.requests.length = 0;
  configureTmdb({ baseUrl: `${srv.url}/3`, imageBaseUrl: `${srv.url}/t/p`, apiKey: 'test-key' });
});
afterEach(() => resetTmdbConfig());

const q = (r: RecordedRequest) => Object.fromEntries([...r.query.entries()].filter(([k]) => k !== 'api_key'));
const page = (results: unknown[], p = 1, total = 1) => ({ page: p, results, total_pages: total, total_results: results.length });

describe('details', () => {
  it('getMovieDetails: movie/{id} with its append_to_response', async () => {
    routes['/3/movie/550'] = fixture('movie-details');
    const d = await getMovieDetails('550');
    expect(d).toMatchObject({ id: 550, media_type: 'movie', age_rating: 'R', runtime: 139 });
    expect(q(srv.requests[0])).toEqual({
      append_to_response: 'images,release_dates,watch/providers,credits,recommendations',
      language: 'en-US',
    });
    expect(srv.requests).toHaveLength(1);
    expect(srv.requests[0].query.get('api_key')).toBe('test-key');
  });

  it('getTvDetails: tv/{id} with content_ratings appended', async () => {
    routes['/3/tv/1396'] = fixture('tv-details');
    const d = await getTvDetails(1396);
    expect(d).toMatchObject({ id: 1396, media_type: 'tv', end_date: '2013-09-29' });
    expect(srv.requests[0].path).toBe('/3/tv/1396');
    expect(q(srv.requests[0])).toEqual({
      append_to_response: 'images,release_dates,content_ratings,watch/providers,credits,recommendations',
    });
    expect(srv.requests).toHaveLength(1);
  });

  it('recommendations come from the appended page (no second request); null when empty or missing', async () => {
    routes['/3/movie/550'] = {
      ...(fixture('movie-details') as object),
      recommendations: page([{ id: 7, title: 'Seven', release_date: '1995-09-22' }]),
    };
    routes['/3/tv/1396'] = { ...(fixture('tv-details') as object), recommendations: page([]) };
    const movie = (await getMovieDetails(550))!;
    expect(movie.recommendations).toEqual([expect.objectContaining({ id: 7, media_type: 'movie', title: 'Seven' })]);
    expect((await getTvDetails(1396))!.recommendations).toBeNull();
    expect(srv.requests.map((r) => r.path)).toEqual(['/3/movie/550', '/3/tv/1396']);
  });

  it('getShowDetails dispatches by type (tv → tv call, anything else → movie call)', async () => {
    routes['/3/tv/1396'] = fixture('tv-details');
    routes['/3/movie/550'] = fixture('movie-details');
    expect((await getShowDetails('tv', 1396))!.media_type).toBe('tv');
    expect((await getShowDetails('movie', 550))!.media_type).toBe('movie');
    expect(srv.requests.map((r) => r.path)).toEqual(['/3/tv/1396', '/3/movie/550']);
  });

  it('null for unknown ids (404) and for invalid ids without a request', async () => {
    expect(await getMovieDetails(999999)).toBeNull();
    expect(await getTvDetails(999999)).toBeNull();
    expect(await getPerson(999999)).toBeNull();
    expect(srv.requests).toHaveLength(3);
    // strings follow the routes' one id syntax (`parseId`): no '1.5', '01', '1e3' or ' 1'
    for (const bad of [0, -1, 1.5, 'abc', '12/../x', Number.NaN, '1.5', '01', '1e3', ' 1'] as never[]) {
      expect(await getMovieDetails(bad)).toBeNull();
      expect(await getSeason(1, bad === 0 ? -1 : bad)).toBeNull();
    }
    expect(await getWatchProviders('person' as never, 1)).toBeNull();
    expect(srv.requests).toHaveLength(3);
  });

  it('getPerson: person/{id} with movie and tv credits', async () => {
    routes['/3/person/17419'] = fixture('person');
    const a = await getPerson(17419);
    expect(a!.tv[0].title).toBe('Breaking Bad');
    expect(q(srv.requests[0])).toEqual({ append_to_response: 'movie_credits,tv_credits', language: 'en-US' });
  });

  it('getWatchProviders: {type}/{id}/watch/providers → US flatrate, [] when none', async () => {
    routes['/3/movie/550/watch/providers'] = fixture('watch-providers');
    routes['/3/tv/1/watch/providers'] = { id: 1, results: {} };
    expect((await getWatchProviders('movie', 550))!.map((p) => p.id)).toEqual([8, 9]);
    expect(await getWatchProviders('tv', 1)).toEqual([]);
    expect(await getWatchProviders('tv', 2)).toBeNull();
  });

  it('getSeason: tv/{id}/season/{n}, season 0 allowed', async () => {
    routes['/3/tv/1396/season/1'] = fixture('season');
    routes['/3/tv/1396/season/0'] = { season_number: 0, name: 'Specials', air_date: '2009-02-17' };
    const s = await getSeason(1396, 1);
    expect(s!.episodes).toHaveLength(2);
    expect(s!.episodes![0].show_id).toBe(1396);
    const specials = await getSeason('1396', '0');
    expect(specials).toMatchObject({ season_number: 0, episodes: [], episode_count: 0 });
    expect(srv.requests[1].path).toBe('/3/tv/1396/season/0');
  });

  it('getEpisodeDetails: tv/{id}/season/{n}/episode/{m} with images,videos,credits', async () => {
    routes['/3/tv/1396/season/1/episode/1'] = fixture('episode-detail');
    const e = await getEpisodeDetails(1396, 1, 1);
    expect(e).toMatchObject({ show_id: 1396, season_number: 1, episode_number: 1 });
    expect(e!.stills).toHaveLength(2);
    expect(q(srv.requests[0])).toEqual({ append_to_response: 'images,videos,credits' });
  });
});

describe('lists', () => {
  const movies = fixture('discover-movie').results;
  const tvs = fixture('discover-tv').results;

  it('popular tv, trending movies, now playing: their paths, typed results', async () => {
    routes['/3/tv/popular'] = page(tvs);
    routes['/3/trending/movie/week'] = page(movies);
    routes['/3/movie/now_playing'] = page(movies);
    expect((await getPopularTv())!.map((s) => s.media_type)).toEqual(['tv']);
    expect((await getTrendingMovies())!.map((s) => s.media_type)).toEqual(['movie', 'movie']);
    expect((await getNowPlaying())!).toHaveLength(2);
    expect(srv.requests.map((r) => [r.path, q(r)])).toEqual([
      ['/3/tv/popular', { language: 'en-US', page: '1' }],
      ['/3/trending/movie/week', { language: 'en-US', page: '1' }],
      ['/3/movie/now_playing', { language: 'en-US', page: '1' }],
    ]);
  });

  it('list calls: null when results are missing, [] when empty', async () => {
    routes['/3/tv/popular'] = { page: 1 };
    routes['/3/movie/now_playing'] = page([]);
    expect(await getPopularTv()).toBeNull();
    expect(await getNowPlaying()).toEqual([]);
  });

  it('getHomeTrending interleaves trending movies and popular tv; null when both empty', async () => {
    routes['/3/tv/popular'] = page(tvs);
    routes['/3/trending/movie/week'] = page(movies);
    expect((await getHomeTrending())!.map((s) => `${s.media_type}-${s.id}`)).toEqual(['movie-299534', 'tv-1399', 'movie-299536']);
    routes['/3/tv/popular'] = page([]);
    routes['/3/trending/movie/week'] = 500;
    expect(await getHomeTrending()).toBeNull();
  });

  it('getRecommendations: {type}/{id}/recommendations; null when empty or missing', async () => {
    routes['/3/movie/550/recommendations'] = page(movies);
    routes['/3/tv/1/recommendations'] = page([]);
    routes['/3/tv/2/recommendations'] = { page: 1 };
    expect((await getRecommendations('movie', 550))!).toHaveLength(2);
    expect(await getRecommendations('tv', 1)).toBeNull();
    expect(await getRecommendations('tv', 2)).toBeNull();
    expect(await getRecommendations('tv', 3)).toBeNull();
  });

  it('interleaveShows', () => {
    const a = [
      { id: 1, media_type: 'movie' },
      { id: 2, media_type: 'movie' },
      { id: 3, media_type: 'movie' },
    ] as never[];
    const b = [{ id: 1, media_type: 'tv' }] as never[];
    expect(interleaveShows(a, b).map((s: { id: number; media_type: string }) => `${s.media_type}${s.id}`)).toEqual([
      'movie1',
      'tv1',
      'movie2',
      'movie3',
    ]);
    expect(interleaveShows(a, a)).toHaveLength(3);
  });
});

describe('discover', () => {
  beforeEach(() => {
    routes['/3/discover/movie'] = fixture('discover-movie');
    routes['/3/discover/tv'] = fixture('discover-tv');
  });

  it('discoverMovies maps every param (release_date.*), defaults include_adult=false, region=us, page 1', async () => {
    await discoverMovies({});
    expect(q(srv.requests[0])).toEqual({ include_adult: 'false', language: 'en-US', page: '1', region: 'us' });
    await discoverMovies({
      page: 3,
      sort_by: 'popularity.desc',
      vote_average_gte: 5,
      vote_average_lte: 9,
      vote_count_gte: 100,
      vote_count_lte: 900,
      release_date_gte: '2023-01-01',
      release_date_lte: '2024-12-31',
      with_genres: '28,12',
      include_adult: true,
      include_video: false,
      watch_region: DEFAULT_REGION,
      with_watch_providers: 8,
    });
    expect(q(srv.requests[1])).toEqual({
      include_adult: 'true',
      include_video: 'false',
      language: 'en-US',
      page: '3',
      region: 'us',
      sort_by: 'popularity.desc',
      'vote_average.gte': '5',
      'vote_average.lte': '9',
      'vote_count.gte': '100',
      'vote_count.lte': '900',
      'release_date.gte': '2023-01-01',
      'release_date.lte': '2024-12-31',
      with_genres: '28,12',
      with_watch_providers: '8',
      watch_region: DEFAULT_REGION,
    });
  });

  it('discoverTv sends first_air_date.gte/lte and no include_video', async () => {
    const shows = await discoverTv({ release_date_gte: '2023-01-01', release_date_lte: '2023-12-31', include_video: false });
    expect(shows![0].media_type).toBe('tv');
    const params = q(srv.requests[0]);
    expect(params['first_air_date.gte']).toBe('2023-01-01');
    expect(params['first_air_date.lte']).toBe('2023-12-31');
    expect(params).not.toHaveProperty('release_date.gte');
    expect(params).not.toHaveProperty('include_video');
    expect(srv.requests[0].path).toBe('/3/discover/tv');
  });

  it('null when results are empty or missing; adult results dropped unless asked for', async () => {
    routes['/3/discover/movie'] = page([]);
    routes['/3/discover/tv'] = { page: 1 };
    expect(await discoverMovies()).toBeNull();
    expect(await discoverTv()).toBeNull();
    routes['/3/discover/movie'] = page([
      { id: 1, title: 'A', adult: true },
      { id: 2, title: 'B', adult: false },
    ]);
    expect((await discoverMovies())!.map((s) => s.id)).toEqual([2]);
    expect((await discoverMovies({ include_adult: true }))!.map((s) => s.id)).toEqual([1, 2]);
  });

  it('row metadata', () => {
    expect(DISCOVER_ROWS.map((r) => r.key)).toEqual(['trending', 'best', 'new', 'action', 'comedy', 'horror', 'netflix', 'hulu', 'prime']);
    expect(DISCOVER_ROWS.map((r) => r.title)).toEqual([
      'Trending',
      'Highest Rated',
      'Newly Added',
      'Action & Adventure',
      'Comedy',
      'Horror',
      'Popular on Netflix',
      'Popular on Hulu',
      'Popular on Prime',
    ]);
    expect(PROVIDER_IDS).toEqual({ netflix: 8, prime: 9, hulu: 15 });
    expect(isDiscoverRow('best')).toBe(true);
    expect(isDiscoverRow('drama')).toBe(false);
    expect(isDiscoverRow(undefined)).toBe(false);
  });

  const common = { include_adult: 'false', language: 'en-US', page: '1', region: 'us', sort_by: 'popularity.desc' };
  const expected: Record<string, { movie: Record<string, string>; tv: Record<string, string> | null }> = {
    best: {
      movie: { ...common, 'vote_average.gte': '8', 'vote_count.gte': '2000' },
      tv: { ...common, 'vote_average.gte': '8', 'vote_count.gte': '2000' },
    },
    new: {
      movie: { ...common, 'vote_count.gte': '2000', 'release_date.gte': '2023-01-01' },
      tv: { ...common, 'vote_count.gte': '2000', 'first_air_date.gte': '2023-01-01' },
    },
    action: {
      movie: { ...common, include_video: 'false', with_genres: '28,12', 'vote_average.gte': '5', 'vote_count.gte': '2000' },
      tv: { ...common, with_genres: '10759', 'vote_average.gte': '5', 'vote_count.gte': '2500' },
    },
    comedy: {
      movie: { ...common, include_video: 'false', with_genres: '35', 'vote_average.gte': '5', 'vote_count.gte': '2500' },
      tv: { ...common, with_genres: '35', 'vote_average.gte': '5', 'vote_count.gte': '2500' },
    },
    horror: { movie: { ...common, with_genres: '27', 'vote_average.gte': '5', 'vote_count.gte': '2500' }, tv: null },
    netflix: {
      movie: { ...common, watch_region: DEFAULT_REGION, with_watch_providers: '8', 'vote_average.gte': '7.5', 'vote_count.gte': '2500' },
      tv: { ...common, watch_region: DEFAULT_REGION, with_watch_providers: '8', 'vote_average.gte': '7.5', 'vote_count.gte': '2500' },
    },
    prime: {
      movie: { ...common, watch_region: DEFAULT_REGION, with_watch_providers: '9', 'vote_average.gte': '7.5', 'vote_count.gte': '2500' },
      tv: { ...common, watch_region: DEFAULT_REGION, with_watch_providers: '9', 'vote_average.gte': '7.5', 'vote_count.gte': '2500' },
    },
    hulu: {
      movie: { ...common, watch_region: DEFAULT_REGION, with_watch_providers: '15', 'vote_average.gte': '7.5', 'vote_count.gte': '2500' },
      tv: { ...common, watch_region: DEFAULT_REGION, with_watch_providers: '15', 'vote_average.gte': '7.5', 'vote_count.gte': '2500' },
    },
  };

  it.each(Object.keys(expected))('row %s sends the exact spec §9 filters', async (row) => {
    const shows = await getDiscoverRow(row as never);
    const byPath = Object.fromEntries(srv.requests.map((r) => [r.path, q(r)]));
    expect(byPath['/3/discover/movie']).toEqual(expected[row].movie);
    if (expected[row].tv) {
      expect(byPath['/3/discover/tv']).toEqual(expected[row].tv);
      expect(shows!.map((s) => `${s.media_type}-${s.id}`)).toEqual(['movie-299534', 'tv-1399', 'movie-299536']);
    } else {
      expect(srv.requests).toHaveLength(1);
      expect(shows!.every((s) => s.media_type === 'movie')).toBe(true);
    }
  });

  it('adult and page options (action/comedy always exclude adult content)', async () => {
    await getDiscoverRow('best', { adult: true, page: 2 });
    expect(srv.requests.map((r) => [r.query.get('include_adult'), r.query.get('page')])).toEqual([
      ['true', '2'],
      ['true', '2'],
    ]);
    srv.requests.length = 0;
    await getDiscoverRow('action', { adult: true });
    expect(srv.requests.map((r) => r.query.get('include_adult'))).toEqual(['false', 'false']);
    expect(discoverRowParams('horror', { adult: true }).movie.include_adult).toBe(true);
  });

  it('trending row = home trending; null when both fetches are empty; unknown row null', async () => {
    routes['/3/tv/popular'] = page(fixture('discover-tv').results);
    routes['/3/trending/movie/week'] = page([]);
    expect((await getDiscoverRow('trending'))!.map((s) => s.id)).toEqual([1399]);
    routes['/3/discover/movie'] = page([]);
    routes['/3/discover/tv'] = 503;
    expect(await getDiscoverRow('best')).toBeNull();
    expect(await getDiscoverRow('drama' as never)).toBeNull();
  });
});

describe('searchMulti', () => {
  it('drops persons and reports hasMore = total_pages > page', async () => {
    routes['/3/search/multi'] = fixture('search-multi');
    const p = await searchMulti('tom');
    expect(p).toEqual({ shows: expect.any(Array), page: 1, hasMore: true });
    expect(p!.shows.map((s) => `${s.media_type}-${s.id}`)).toEqual(['movie-530915', 'tv-2294']);
    expect(q(srv.requests[0])).toEqual({ language: 'en-US', query: 'tom', page: '1', include_adult: 'false' });
  });

  it('drops an adult result a server sends despite include_adult=false', async () => {
    const adultHit = {
      adult: true,
      id: 77,
      title: 'Adult Title',
      media_type: 'movie',
      poster_path: null,
      release_date: '2020-01-01',
      genre_ids: [],
    };
    routes['/3/search/multi'] = { page: 1, results: [adultHit, ...fixture('search-multi').results], total_pages: 1 };
    const page = await searchMulti('tom', 1);
    expect(q(srv.requests[0])).toMatchObject({ include_adult: 'false' });
    expect(page!.shows.map((s) => s.id)).not.toContain(77);
  });

  it('last page: hasMore false', async () => {
    routes['/3/search/multi'] = (r: RecordedRequest) => ({ ...fixture('search-multi'), page: Number(r.query.get('page')) });
    expect((await searchMulti('tom', 3))!).toMatchObject({ page: 3, hasMore: false });
    expect((await searchMulti('tom', 2))!).toMatchObject({ page: 2, hasMore: true });
  });

  it('a page of persons only is an empty page, not the end', async () => {
    routes['/3/search/multi'] = { page: 1, results: [{ id: 1, media_type: 'person', name: 'P' }], total_pages: 2 };
    expect(await searchMulti('p')).toEqual({ shows: [], page: 1, hasMore: true });
  });

  it('null for a blank query (no request), empty or missing results, failure', async () => {
    expect(await searchMulti('')).toBeNull();
    expect(await searchMulti('   ')).toBeNull();
    expect(srv.requests).toHaveLength(0);
    routes['/3/search/multi'] = page([]);
    expect(await searchMulti('zzz')).toBeNull();
    routes['/3/search/multi'] = { page: 1 };
    expect(await searchMulti('zzz')).toBeNull();
    routes['/3/search/multi'] = 500;
    expect(await searchMulti('zzz')).toBeNull();
  });
});
