'use strict';
/** The CLI's flags: `--port` and `--host`, as `--name value` or `--name=value`; anything else is refused. */
const { readFlags } = require('../src/cli');

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
