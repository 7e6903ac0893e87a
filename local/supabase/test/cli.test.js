'use strict';
/** The CLI: flags, the ready line, /health, clean exit on SIGTERM. */
const { spawn } = require('node:child_process');
const path = require('node:path');
const { parseArgs } = require('../src/cli');

jest.setTimeout(60000);

describe('parseArgs', () => {
  it('reads port, host, data dir, memory and seed', () => {
    expect(parseArgs(['--port', '54321', '--host', '127.0.0.1', '--data-dir', '.data/supabase', '--seed'])).toMatchObject({
      port: 54321,
      host: '127.0.0.1',
      dataDir: path.resolve('.data/supabase'),
      seed: true,
    });
    expect(parseArgs(['--port=0', '--data-dir', 'x', '--memory'])).toMatchObject({ port: 0, dataDir: undefined, seed: false });
    expect(() => parseArgs(['--bogus'])).toThrow("Unknown option '--bogus'");
    expect(() => parseArgs(['--data-dir'])).toThrow(/argument missing/);
    expect(() => parseArgs(['--port', 'abc'])).toThrow(/--port/);
  });

  it('reads the wire-protocol port of the job runner, none unless asked', () => {
    expect(parseArgs(['--pg-port', '54322'])).toMatchObject({ pgPort: 54322 });
    expect(parseArgs([]).pgPort).toBeUndefined();
    expect(() => parseArgs(['--pg-port', '70000'])).toThrow(/--pg-port/);
  });
});

describe('cli', () => {
  it('prints the ready line, serves /health and exits 0 on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      [path.join(__dirname, '../src/cli.js'), '--port', '0', '--host', '127.0.0.1', '--memory', '--quiet'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    const url = await new Promise((resolve, reject) => {
      child.stdout.on('data', (d) => {
        out += d;
        const m = /local supabase listening on (http:\/\/\S+)/.exec(out);
        if (m) resolve(m[1]);
      });
      child.on('exit', (code) => reject(new Error(`exited early with ${code}: ${out}`)));
    });
    const res = await fetch(`${url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const exit = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    child.kill('SIGTERM');
    expect(await exit).toEqual({ code: 0, signal: null });
  });
});
