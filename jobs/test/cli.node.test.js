'use strict';
/** The job runner's settings as `npm start` and a deployment give them: flags, then the environment. */
const { parseArgs } = require('../src/cli');

describe('parseArgs', () => {
  it('defaults to the local backend’s Postgres port, the local catalog, every 4 hours, 8 workers, 40 requests/s', () => {
    expect(parseArgs([], {})).toEqual({
      connectionString: 'postgres://postgres@127.0.0.1:54322/postgres',
      tmdb: { baseUrl: 'http://127.0.0.1:3010/3', apiKey: undefined, readToken: undefined },
      cron: '0 */4 * * *',
      concurrency: 8,
      requestsPerSecond: 40,
      batchSize: 20,
      pollingIntervalSeconds: 2,
      expireInSeconds: 120,
      retryDelaySeconds: 30,
      maintenanceIntervalSeconds: 120,
      cronCheckSeconds: 30,
      once: false,
      untilDone: false,
      oneConnection: false,
    });
    expect(parseArgs([], { ALERTS_ONE_CONNECTION: '1' }).oneConnection).toBe(true);
    expect(parseArgs([], { PORT_POSTGRES: '55322', PORT_TMDB: '4010' })).toMatchObject({
      connectionString: 'postgres://postgres@127.0.0.1:55322/postgres',
      tmdb: { baseUrl: 'http://127.0.0.1:4010/3' },
    });
  });

  it('takes DATABASE_URL, a TMDB key or bearer, ALERTS_*; flags win', () => {
    const env = {
      DATABASE_URL: 'postgres://u:p@db.example:5432/postgres',
      TMDB_READ_TOKEN: 'tok',
      ALERTS_CRON: '*/30 * * * *',
      ALERTS_TMDB_RPS: '20',
    };
    expect(parseArgs([], env)).toMatchObject({
      connectionString: 'postgres://u:p@db.example:5432/postgres',
      tmdb: { baseUrl: 'https://api.themoviedb.org/3', readToken: 'tok' },
      cron: '*/30 * * * *',
      requestsPerSecond: 20,
    });
    expect(parseArgs(['--database-url', 'postgres://other/x', '--tmdb-base-url', 'http://t/3', '--once'], env)).toMatchObject({
      connectionString: 'postgres://other/x',
      tmdb: { baseUrl: 'http://t/3' },
      once: true,
    });
    expect(parseArgs(['--once', '--until-done'], env)).toMatchObject({ once: true, untilDone: true });
    expect(parseArgs([], { ALERTS_CRON: 'off' }).cron).toBe(false);
    expect(
      parseArgs(['--once', '--until-done'], { ALERTS_CHECK_EXPIRE_S: '3', ALERTS_RETRY_DELAY_S: '1', ALERTS_MAINTENANCE_S: '1' }),
    ).toMatchObject({ once: true, untilDone: true, expireInSeconds: 3, retryDelaySeconds: 1, maintenanceIntervalSeconds: 1 });
  });

  it('refuses a non-positive rate or worker count, unknown flags, and --until-done without --once', () => {
    expect(() => parseArgs([], { ALERTS_TMDB_RPS: '0' })).toThrow(/ALERTS_TMDB_RPS/);
    expect(() => parseArgs([], { ALERTS_CONCURRENCY: 'many' })).toThrow(/ALERTS_CONCURRENCY/);
    expect(() => parseArgs(['--bogus'], {})).toThrow(/bogus/);
    expect(() => parseArgs(['--until-done'], {})).toThrow(/--until-done needs --once/);
    expect(() => parseArgs([], { ALERTS_CHECK_EXPIRE_S: '-1' })).toThrow(/ALERTS_CHECK_EXPIRE_S/);
  });
});
