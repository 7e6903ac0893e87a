'use strict';
/** The CLI's flags (`--port`, `--host`, as `--name value` or `--name=value`; anything else is refused) and its date knob (TMDB_LOCAL_TODAY). */
const { spawn } = require('node:child_process');
const path = require('node:path');
const { readFlags } = require('../src/cli');

const CLI = path.join(__dirname, '../src/cli.js');

/**
 * Runs the CLI on a free port with extra environment until it listens (or exits).
 * @param {Record<string, string>} env
 * @returns {Promise<{ url: string|null, code: number|null, stderr: string, stop: () => void }>} url when it listens; code when it exited
 */
function runCli(env) {
  const child = spawn(process.execPath, [CLI, '--port', '0'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  return new Promise((resolve) => {
    child.stdout.on('data', (c) => {
      const m = /listening on (http:\/\/\S+)/.exec(String(c));
      if (m) resolve({ url: m[1], code: null, stderr, stop: () => child.kill() });
    });
    child.on('exit', (code) => resolve({ url: null, code, stderr, stop: () => {} }));
  });
}

describe('readFlags', () => {
  it('reads --port and --host in both spellings', () => {
    expect(readFlags(['--port', '3010', '--host', '0.0.0.0'])).toEqual({ port: '3010', host: '0.0.0.0' });
    expect(readFlags(['--port=0'])).toEqual({ port: '0' });
    expect(readFlags([])).toEqual({});
  });

  it('refuses an unknown flag and a flag without its value', () => {
    expect(() => readFlags(['--latency', '50'])).toThrow("Unknown option '--latency'");
    expect(() => readFlags(['--port'])).toThrow(/argument missing/);
  });
});

describe('TMDB_LOCAL_TODAY', () => {
  it("fixes the catalog's today (now_playing answers around it); a malformed date stops the CLI with exit code 2", async () => {
    const ok = await runCli({ TMDB_LOCAL_TODAY: '2027-03-01', TMDB_LOCAL_RUNTIME_KNOBS: '1' });
    try {
      expect(ok.url).not.toBeNull();
      const now = await (await fetch(`${ok.url}/3/movie/now_playing`)).json();
      expect(now.dates).toEqual({ minimum: '2027-01-20', maximum: '2027-03-04' });
      expect(await (await fetch(`${ok.url}/__knobs`)).json()).toMatchObject({ today: '2027-03-01', base: '2027-03-01' });
    } finally {
      ok.stop();
    }
    const bad = await runCli({ TMDB_LOCAL_TODAY: '2027-02-30' });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/TMDB_LOCAL_TODAY/);
  }, 60000);
});
