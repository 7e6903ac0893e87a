/**
 * The runtime /config.json the servers write from the environment: local
 * stack by default; real TMDB with TMDB_API_KEY; a hosted Supabase project with
 * SUPABASE_URL / SUPABASE_ANON_KEY; remote overrides as origins or manifest URLs.
 */
const { buildRuntimeConfig, LOCAL_ANON_KEY } = require('../runtime-config');

describe('buildRuntimeConfig', () => {
  it('points at the embedded local stack when the environment is empty', () => {
    expect(buildRuntimeConfig({})).toEqual({
      remotes: {
        search: 'http://localhost:3001/mf-manifest.json',
        details: 'http://localhost:3002/mf-manifest.json',
        discover: 'http://localhost:3003/mf-manifest.json',
        dashboard: 'http://localhost:3004/mf-manifest.json',
      },
      shellUrl: 'http://localhost:3000',
      tmdb: { baseUrl: 'http://localhost:3010/3', imageBaseUrl: 'http://localhost:3010/t/p' },
      supabase: { url: 'http://localhost:54321', anonKey: LOCAL_ANON_KEY },
    });
  });

  it("hands the app the anon key the local backend accepts (supabase start's demo key)", () => {
    expect(LOCAL_ANON_KEY).toBe(require('../../../local/supabase/src/keys.js').ANON_KEY);
  });

  it('follows shifted ports of the local stack', () => {
    const c = buildRuntimeConfig({}, { ports: { shell: 4000, search: 4001, tmdb: 4010, supabase: 55321 } });
    expect(c.remotes.search).toBe('http://localhost:4001/mf-manifest.json');
    expect(c.shellUrl).toBe('http://localhost:4000');
    expect(c.tmdb.baseUrl).toBe('http://localhost:4010/3');
    expect(c.supabase.url).toBe('http://localhost:55321');
  });

  it('uses real TMDB (api + image host) with TMDB_API_KEY', () => {
    const c = buildRuntimeConfig({ TMDB_API_KEY: 'k123' });
    expect(c.tmdb).toEqual({ baseUrl: 'https://api.themoviedb.org/3', imageBaseUrl: 'https://image.tmdb.org/t/p', apiKey: 'k123' });
  });

  it('uses a hosted Supabase project with SUPABASE_URL and SUPABASE_ANON_KEY', () => {
    const c = buildRuntimeConfig({ SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'anon-xyz' });
    expect(c.supabase).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon-xyz' });
  });

  it('gives the public app URL with SHELL_URL (trailing slash removed): where embeds link to', () => {
    expect(buildRuntimeConfig({ SHELL_URL: 'https://streamscout.example/' }).shellUrl).toBe('https://streamscout.example');
  });

  it('stops at a bad setting, naming the field and its environment variable', () => {
    expect(() => buildRuntimeConfig({ SUPABASE_URL: 'db.example.com:5432' })).toThrow(
      'Invalid runtime config (the environment): supabase.url must be an http(s) URL (SUPABASE_URL)',
    );
    expect(() => buildRuntimeConfig({ REMOTE_DETAILS_URL: 'cdn.example.com/details' })).toThrow(
      /remotes\.details must be an http\(s\) URL \(REMOTE_DETAILS_URL\)/,
    );
    expect(() => buildRuntimeConfig({ TMDB_IMAGE_BASE_URL: 'file:///images' })).toThrow(
      /tmdb\.imageBaseUrl must be an http\(s\) URL \(TMDB_IMAGE_BASE_URL\)/,
    );
  });

  it('accepts a remote as an origin or as a full manifest URL', () => {
    const c = buildRuntimeConfig({
      REMOTE_SEARCH_URL: 'https://cdn.example.com/search/',
      REMOTE_DETAILS_URL: 'https://cdn.example.com/details/v2/mf-manifest.json',
    });
    expect(c.remotes.search).toBe('https://cdn.example.com/search/mf-manifest.json');
    expect(c.remotes.details).toBe('https://cdn.example.com/details/v2/mf-manifest.json');
  });
});
