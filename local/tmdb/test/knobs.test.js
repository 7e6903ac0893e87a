'use strict';
/** Auth like TMDB and the test knobs (forced status, latency, failure rate), over real HTTP. */
const { startServer, present, baseUrl, closeLocal, get } = require('./helpers');

const INVALID_KEY = { status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.', success: false };

afterAll(closeLocal);

describe('auth', () => {
  /** @type {import('./helpers').Started} */
  let srv;
  beforeAll(async () => {
    srv = await startServer({ apiKey: 'sekret', readToken: 'read-token' });
  });
  afterAll(() => srv.close());

  test('missing or wrong api_key → 401 code 7; right key or bearer token → 200', async () => {
    const none = await get(srv.url, '/3/movie/popular');
    expect(none.status).toBe(401);
    expect(none.body).toEqual(INVALID_KEY);
    const wrong = await get(srv.url, '/3/movie/popular', { api_key: 'nope' });
    expect(wrong.status).toBe(401);
    expect((await get(srv.url, '/3/movie/popular', { api_key: 'sekret' })).status).toBe(200);
    const bearer = await fetch(`${srv.url}/3/movie/popular`, { headers: { Authorization: 'Bearer read-token' } });
    expect(bearer.status).toBe(200);
    const badBearer = await fetch(`${srv.url}/3/movie/popular`, { headers: { Authorization: 'Bearer other' } });
    expect(badBearer.status).toBe(401);
    expect((await get(srv.url, '/health')).status).toBe(200);
    const img = present(
      srv.server.catalog.movies.find((m) => m.data.poster_path),
      'a movie with a poster',
    ).data.poster_path;
    expect((await fetch(`${srv.url}/t/p/w92${img}`)).status).toBe(200);
  });

  test('without an apiKey any or no key is accepted', async () => {
    const base = await baseUrl();
    expect((await get(base, '/3/movie/popular', { api_key: 'anything' })).status).toBe(200);
    expect((await get(base, '/3/movie/popular')).status).toBe(200);
  });
});

describe('knobs', () => {
  test('__status forces a status with TMDB error bodies for that request only', async () => {
    const base = await baseUrl();
    const r500 = await get(base, '/3/movie/popular', { __status: '500' });
    expect(r500.status).toBe(500);
    expect(r500.body).toMatchObject({ success: false, status_code: 11 });
    const r429 = await fetch(`${base}/3/trending/movie/week?__status=429`);
    expect(r429.status).toBe(429);
    expect(r429.headers.get('retry-after')).toBe('1');
    expect((await get(base, '/3/movie/popular', { __status: '404' })).body.status_code).toBe(34);
    expect((await get(base, '/3/movie/popular')).status).toBe(200);
  });

  test('__latency delays the answer', async () => {
    const base = await baseUrl();
    const t0 = Date.now();
    const res = await get(base, '/3/movie/popular', { __latency: '300' });
    expect(res.status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(280);
  });

  test('forceStatus option by path prefix (with or without /3/) and latencyMs option', async () => {
    const srv = await startServer({ forceStatus: { '/3/movie/popular': 503, 'tv/': 500 }, latencyMs: 150 });
    try {
      expect((await get(srv.url, '/3/movie/popular')).status).toBe(503);
      expect((await get(srv.url, '/3/tv/popular')).status).toBe(500);
      const t0 = Date.now();
      expect((await get(srv.url, '/3/movie/now_playing')).status).toBe(200);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(130);
      expect((await get(srv.url, '/health')).status).toBe(200);
    } finally {
      await srv.close();
    }
  });

  test('failRate fails that fraction of /3 requests, deterministically', async () => {
    const srv = await startServer({ failRate: 0.25 });
    try {
      const statuses = [];
      for (let i = 0; i < 20; i++) statuses.push((await get(srv.url, '/3/movie/popular')).status);
      expect(statuses.filter((s) => s === 500)).toHaveLength(5);
      expect(statuses.filter((s) => s === 200)).toHaveLength(15);
      expect((await get(srv.url, '/health')).status).toBe(200);
    } finally {
      await srv.close();
    }
  });
});

describe('runtime knobs (PUT /__knobs, only with runtimeKnobs)', () => {
  it('fault a prefix with a status, malformed JSON, a reset; heal with fault none; absent without the option', async () => {
    const srv = await startServer({ runtimeKnobs: true });
    const plain = await startServer({});
    try {
      /** @param {object} k */
      const put = (k) => fetch(`${srv.url}/__knobs`, { method: 'PUT', body: JSON.stringify(k) });
      expect((await put({ fault: 'status', status: 503, prefix: 'search/' })).status).toBe(200);
      expect((await fetch(`${srv.url}/3/search/multi?query=star`)).status).toBe(503);
      expect((await fetch(`${srv.url}/3/movie/popular`)).status).toBe(200);
      await put({ fault: 'malformed' });
      const malformed = await fetch(`${srv.url}/3/movie/popular`);
      expect(malformed.headers.get('cache-control')).toBe('no-store'); // never reused by a browser after healing
      const text = await malformed.text();
      expect(() => JSON.parse(text)).toThrow();
      await put({ fault: 'reset' });
      await expect(fetch(`${srv.url}/3/movie/popular`)).rejects.toThrow();
      await put({ fault: 'none' });
      expect((await fetch(`${srv.url}/3/movie/popular`)).status).toBe(200);
      expect((await fetch(`${plain.url}/__knobs`, { method: 'PUT', body: '{"fault":"status"}' })).status).toBe(405);
    } finally {
      await srv.close();
      await plain.close();
    }
  });
});
