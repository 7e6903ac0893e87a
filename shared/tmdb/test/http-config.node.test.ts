/**
 * The HTTP layer against real node:http servers started here (no fetch mocks): URL, query
 * string, credentials, and every null case of spec §8.
 */
import {
  DEFAULT_TMDB_CONFIG,
  TMDB_API_BASE_URL,
  TMDB_IMAGE_BASE_URL,
  bannerUrl,
  buildTmdbUrl,
  configureTmdb,
  getMovieDetails,
  getTmdbConfig,
  imageUrl,
  PLACEHOLDER_POSTER,
  PLACEHOLDER_PROFILE,
  PLACEHOLDER_BANNER,
  profileUrl,
  resetTmdbConfig,
  searchMulti,
  setTmdbDebugHook,
  tmdbGet,
  type TmdbDebugEvent,
} from '../src';
import { fixture, json, startServer, type TestServer } from './helpers/server';

afterEach(() => {
  resetTmdbConfig();
  setTmdbDebugHook(null);
});

describe('config', () => {
  it('defaults to the local catalog', () => {
    expect(getTmdbConfig()).toEqual({
      baseUrl: 'http://localhost:3010/3',
      imageBaseUrl: 'http://localhost:3010/t/p',
      timeoutMs: 5000,
      maxInFlight: 6,
    });
    expect(DEFAULT_TMDB_CONFIG.baseUrl).toBe('http://localhost:3010/3');
  });

  it('switches to real TMDB and merges partial updates', () => {
    configureTmdb({ baseUrl: TMDB_API_BASE_URL, imageBaseUrl: `${TMDB_IMAGE_BASE_URL}/`, apiKey: 'k' });
    expect(getTmdbConfig()).toEqual({
      baseUrl: 'https://api.themoviedb.org/3',
      imageBaseUrl: 'https://image.tmdb.org/t/p',
      apiKey: 'k',
      timeoutMs: 5000,
      maxInFlight: 6,
    });
    configureTmdb({ timeoutMs: 500 });
    expect(getTmdbConfig().apiKey).toBe('k');
    expect(getTmdbConfig().timeoutMs).toBe(500);
    configureTmdb({ apiKey: '', timeoutMs: -1 });
    expect(getTmdbConfig().apiKey).toBeUndefined();
    expect(getTmdbConfig().timeoutMs).toBe(500);
    expect(buildTmdbUrl('/movie/550', { language: 'en-US' })).toBe('https://api.themoviedb.org/3/movie/550?language=en-US');
  });

  it('getTmdbConfig returns a copy', () => {
    const c = getTmdbConfig();
    c.baseUrl = 'http://evil';
    expect(getTmdbConfig().baseUrl).toBe('http://localhost:3010/3');
  });
});

describe('images', () => {
  it('builds URLs from the configured image host', () => {
    expect(imageUrl('/abc.jpg')).toBe('http://localhost:3010/t/p/w500/abc.jpg');
    configureTmdb({ imageBaseUrl: TMDB_IMAGE_BASE_URL });
    expect(imageUrl('/abc.jpg')).toBe('https://image.tmdb.org/t/p/w500/abc.jpg');
    expect(imageUrl('/abc.jpg', 'w185')).toBe('https://image.tmdb.org/t/p/w185/abc.jpg');
    expect(bannerUrl('/b.jpg')).toBe('https://image.tmdb.org/t/p/original/b.jpg');
    expect(profileUrl('/p.jpg')).toBe('https://image.tmdb.org/t/p/w500/p.jpg');
  });

  it('placeholders for null paths (inline SVG, no request)', () => {
    expect(imageUrl(null)).toBe(PLACEHOLDER_POSTER);
    expect(imageUrl(undefined)).toBe(PLACEHOLDER_POSTER);
    expect(imageUrl('')).toBe(PLACEHOLDER_POSTER);
    expect(profileUrl(null)).toBe(PLACEHOLDER_PROFILE);
    expect(bannerUrl(null)).toBe(PLACEHOLDER_BANNER);
    expect(PLACEHOLDER_POSTER.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(PLACEHOLDER_POSTER)).toContain('No image');
    expect(PLACEHOLDER_PROFILE.startsWith('data:image/svg+xml')).toBe(true);
  });
});

describe('tmdbGet against a recording server', () => {
  let srv: TestServer;
  let mode: 'ok' | 'status' | 'garbage' | 'slow' | 'empty' = 'ok';
  beforeAll(async () => {
    srv = await startServer((req, res) => {
      if (mode === 'status')
        return json(res, { status_code: 34, status_message: 'The resource you requested could not be found.', success: false }, 404);
      if (mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"id": 550, "title": ');
      }
      if (mode === 'empty') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('');
      }
      if (mode === 'slow') {
        const t = setTimeout(() => json(res, fixture('movie-details')), 2000);
        res.on('close', () => clearTimeout(t));
        return;
      }
      if (req.path.startsWith('/3/search/multi')) return json(res, fixture('search-multi'));
      return json(res, fixture('movie-details'));
    });
  });
  afterAll(() => srv.close());
  beforeEach(() => {
    mode = 'ok';
    srv.requests.length = 0;
    configureTmdb({ baseUrl: `${srv.url}/3`, imageBaseUrl: `${srv.url}/t/p` });
  });

  it('sends the api key as api_key in the query string, on a /3/ path', async () => {
    configureTmdb({ apiKey: 'secret-key' });
    const d = await getMovieDetails(550);
    expect(d?.title).toBe('Fight Club');
    expect(srv.requests).toHaveLength(1);
    const r = srv.requests[0];
    expect(r.method).toBe('GET');
    expect(r.path).toBe('/3/movie/550');
    expect(r.query.get('api_key')).toBe('secret-key');
    expect(r.query.get('append_to_response')).toBe('images,release_dates,watch/providers,credits,recommendations');
    expect(r.query.get('language')).toBe('en-US');
    expect(r.headers.authorization).toBeUndefined();
  });

  it('sends a v4 read token as Authorization: Bearer and no api_key', async () => {
    configureTmdb({ readToken: 'v4-token' });
    await getMovieDetails(550);
    const r = srv.requests[0];
    expect(r.headers.authorization).toBe('Bearer v4-token');
    expect(r.query.has('api_key')).toBe(false);
    expect(r.path).toBe('/3/movie/550');
  });

  it('encodes the search query with URLSearchParams', async () => {
    configureTmdb({ apiKey: 'k&y' });
    const page = await searchMulti('  tom & jerry #1 ');
    expect(page).not.toBeNull();
    const r = srv.requests[0];
    expect(r.path).toBe('/3/search/multi');
    expect(r.query.get('query')).toBe('tom & jerry #1');
    expect(r.query.get('api_key')).toBe('k&y');
    expect(r.query.get('include_adult')).toBe('false');
    expect(r.query.get('language')).toBe('en-US');
    expect(r.query.get('page')).toBe('1');
    expect(r.rawUrl).toContain('query=tom+%26+jerry+%231');
  });

  it('null for a non-OK status', async () => {
    mode = 'status';
    expect(await tmdbGet('movie/1')).toBeNull();
    expect(await getMovieDetails(1)).toBeNull();
  });

  it('null for an unparseable or empty body', async () => {
    mode = 'garbage';
    expect(await tmdbGet('movie/550')).toBeNull();
    mode = 'empty';
    expect(await tmdbGet('movie/550')).toBeNull();
  });

  it('null on timeout (AbortController), quickly', async () => {
    mode = 'slow';
    configureTmdb({ timeoutMs: 100 });
    const events: TmdbDebugEvent[] = [];
    setTmdbDebugHook((e) => events.push(e));
    const started = Date.now();
    expect(await getMovieDetails(550)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(events[0]).toMatchObject({ ok: false, failure: 'timeout' });
  });

  it('null when the caller aborts', async () => {
    mode = 'slow';
    const ctrl = new AbortController();
    const p = tmdbGet('movie/550', {}, { signal: ctrl.signal });
    setTimeout(() => ctrl.abort(), 50);
    expect(await p).toBeNull();
    const pre = new AbortController();
    pre.abort();
    expect(await tmdbGet('movie/550', {}, { signal: pre.signal })).toBeNull();
  });

  it('null on a network error (nothing listening)', async () => {
    const dead = await startServer(() => undefined);
    const url = dead.url;
    await dead.close();
    configureTmdb({ baseUrl: `${url}/3` });
    expect(await tmdbGet('movie/550')).toBeNull();
  });

  it('skips undefined/null params, never leaks the key to the debug hook, survives a throwing hook', async () => {
    configureTmdb({ apiKey: 'secret-key' });
    const events: TmdbDebugEvent[] = [];
    setTmdbDebugHook((e) => {
      events.push(e);
      throw new Error('hook failure');
    });
    const body = await tmdbGet<{ id: number }>('/movie/550', { a: undefined, b: null, c: 0, d: false });
    expect(body?.id).toBe(550);
    expect([...srv.requests[0].query.keys()].sort()).toEqual(['api_key', 'c', 'd']);
    expect(events[0].url).not.toContain('secret');
    expect(events[0]).toMatchObject({ ok: true, status: 200 });
  });
});
