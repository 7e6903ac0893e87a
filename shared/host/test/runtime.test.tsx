/**
 * The runtime config as the browser host reads it: what the server writes is accepted and handed
 * to TMDB and Supabase; a config with a bad field — inline in the page or at /config.json over
 * real HTTP — is refused with the field named, and a standalone mount then shows a page naming it
 * (never a blank page) and logs it; no config at all leaves the package defaults.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, screen } from '@testing-library/react';
import { getTmdbConfig, resetTmdbConfig } from '@streamscout/tmdb';
import { getSessionConfig } from '@streamscout/session';
import { setSupabaseClientForTests } from '@streamscout/session/testing';
import { expectNoAxeViolations } from '@streamscout/testing';
import { loadRuntimeConfig, publicOrigin, RuntimeConfigError } from '../src/runtime';
import { mountStandalone } from '../src/standalone';
import { CONFIG_ERROR_TITLE } from '../src/ConfigError';
import { buildRuntimeConfig } from '../runtime-config.js';

const INLINE = '__STREAMSCOUT_CONFIG__';
const g = globalThis as Record<string, unknown>;

/** What `npm start` writes with ports shifted, so the values differ from the package defaults. */
const written = () => buildRuntimeConfig({}, { ports: { tmdb: 4010, supabase: 55321, shell: 4000 } });

let server: http.Server;
let base: string;
/** The body /config.json answers with (a string is sent as is). */
let body: unknown = null;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url !== '/config.json') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  delete g[INLINE];
  resetTmdbConfig();
  setSupabaseClientForTests(null);
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('loadRuntimeConfig', () => {
  it('accepts what the server writes and hands it to TMDB and Supabase', async () => {
    body = written();
    const config = await loadRuntimeConfig(`${base}/config.json`);
    expect(config).toEqual(written());
    expect(getTmdbConfig().baseUrl).toBe('http://localhost:4010/3');
    expect(getSessionConfig()?.url).toBe('http://localhost:55321');
  });

  it("gives the config's public URL as the origin of canonical URLs (the server's shellUrl, not the page's origin)", async () => {
    g[INLINE] = { ...written(), shellUrl: 'https://streamscout.example/' };
    await loadRuntimeConfig(`${base}/config.json`);
    expect(publicOrigin()).toBe('https://streamscout.example');
  });

  it('refuses an inline config whose TMDB base URL is not a URL, naming the field, and configures nothing', async () => {
    g[INLINE] = { ...written(), tmdb: { ...written().tmdb, baseUrl: 'localhost:4010/3' } };
    const error = await loadRuntimeConfig().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuntimeConfigError);
    expect(error).toMatchObject({ field: 'tmdb.baseUrl', problem: 'must be an http(s) URL' });
    expect((error as Error).message).toBe('Invalid runtime config (inline in the page): tmdb.baseUrl must be an http(s) URL');
    expect(getTmdbConfig().baseUrl).toBe('http://localhost:3010/3');
    expect(getSessionConfig()).toBeNull();
  });

  it('refuses a /config.json with a missing Supabase key or a remote that is no URL', async () => {
    const { anonKey: _dropped, ...supabase } = written().supabase;
    body = { ...written(), supabase };
    await expect(loadRuntimeConfig(`${base}/config.json`)).rejects.toMatchObject({ field: 'supabase.anonKey', problem: 'is missing' });
    body = { ...written(), remotes: { ...written().remotes, details: 42 } };
    await expect(loadRuntimeConfig(`${base}/config.json`)).rejects.toMatchObject({
      field: 'remotes.details',
      problem: 'must be an http(s) URL',
    });
  });

  it('refuses a /config.json that is not JSON', async () => {
    body = '<html>proxy error</html>';
    await expect(loadRuntimeConfig(`${base}/config.json`)).rejects.toThrow(
      `Invalid runtime config (${base}/config.json): the config is not JSON`,
    );
  });

  it('returns null and keeps the package defaults when there is no config to read', async () => {
    await expect(loadRuntimeConfig(`${base}/missing.json`)).resolves.toBeNull();
    expect(getTmdbConfig().baseUrl).toBe('http://localhost:3010/3');
  });
});

describe('a standalone mount with an invalid config', () => {
  it('shows which field is wrong instead of a blank page, and logs it once', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    g[INLINE] = { ...written(), supabase: { ...written().supabase, url: 'ftp://db.example' } };
    document.body.innerHTML = '<div id="root"></div>';
    await act(() => mountStandalone('search', { Home: () => null, Search: () => null }));
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: CONFIG_ERROR_TITLE })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Its runtime configuration is invalid: supabase.url must be an http(s) URL.');
    expect(log.mock.calls).toEqual([['Invalid runtime config (inline in the page): supabase.url must be an http(s) URL']]);
    await expectNoAxeViolations(document.body);
  });
});
