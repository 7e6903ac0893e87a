'use strict';
/**
 * @streamscout/jobs: StreamScout's server-side jobs on pg-boss (a job queue in Postgres: Supabase's
 * Postgres in production, the embedded PGlite through `@electric-sql/pglite-socket` locally).
 *
 * Availability alerts (architecture §5b, supabase/README "Availability alerts"):
 *   availability-scan   scheduled (cron `ALERTS_CRON`, default every 4 hours, UTC): ONE query lists
 *                       the distinct titles on any list and enqueues one availability-check per title
 *   availability-check  ONE TMDB request per title (all regions in one answer), then
 *                       `public.apply_availability` as `service_role`, which writes the alerts and the
 *                       new snapshots in one transaction
 *   availability-check-dead   the dead letter: checks that failed every retry
 */
const crypto = require('node:crypto');
const { Pool } = require('pg');
const PgBoss = require('pg-boss');
const { fetchAvailability } = require('./availability');
const { createRateLimiter } = require('./limiter');
const { runnerTmdbClient } = require('./tmdb');

const SCAN_QUEUE = 'availability-scan';
const CHECK_QUEUE = 'availability-check';
const DEAD_QUEUE = 'availability-check-dead';
/** Default schedule of the scan: minute 0 of every 4th hour, UTC. */
const DEFAULT_CRON = '0 */4 * * *';
/** TMDB requests this runner starts per second at most (TMDB allows about 50 per address). */
const DEFAULT_REQUESTS_PER_SECOND = 40;
/** Check workers of this runner (each takes one title at a time). */
const DEFAULT_CONCURRENCY = 8;
/** Retries of a failed check, then the dead letter. */
const DEFAULT_RETRY_LIMIT = 4;
/** First retry delay (s); with backoff pg-boss doubles it each time (with jitter). */
const DEFAULT_RETRY_DELAY_S = 30;
/** Checks enqueued per `insert` statement. */
const INSERT_BATCH = 500;
/** A check not completed this long after it started is failed by pg-boss (then retried): a killed worker's. */
const DEFAULT_CHECK_EXPIRE_S = 120;
/** Checks one worker takes per fetch: 8 workers × 20 per 2 s poll keep up with 40 TMDB requests/s. */
const DEFAULT_BATCH_SIZE = 20;

/**
 * The distinct (media_type, tmdb_id) that someone may be alerted about: on the queue or the
 * favorites of a profile whose country maps to a region (`public.countries`), and shows with an
 * episode marked (`episode_progress`) by such a profile. One statement, index-only on the lists.
 * An entry is read by SQL's one rule of a TMDB id (`private.entry_tmdb_id`); one it cannot read is
 * left out.
 */
const LISTED_TITLES_SQL = `
  select distinct split_part(t.entry, '-', 1) as media_type, private.entry_tmdb_id(t.entry) as tmdb_id
    from (
      select unnest(p.queue || p.favorites) as entry
        from public.profiles as p
       where exists (select 1 from public.countries as c where c.name = p.country)
      union
      select 'tv-' || ep.show_id
        from public.episode_progress as ep
        join public.profiles as p on p.id = ep.profile_id
       where exists (select 1 from public.countries as c where c.name = p.country)
    ) as t
   where private.entry_tmdb_id(t.entry) is not null
   order by 1, 2`;

/**
 * The regions users live in (their profile country's ISO code). A check gives each of them a
 * snapshot even where TMDB lists no provider (an empty one), so a title that was nowhere to watch
 * in a region and then arrives there is a change, not a first (silent) baseline.
 */
const USER_REGIONS_SQL = `
  select distinct c.abbrev as region
    from public.profiles as p
    join public.countries as c on c.name = p.country
   where c.abbrev ~ '^[A-Z]{2}$'
   order by 1`;

/**
 * A job id that is the same for the same (run, title): enqueuing a run's checks twice (a scan job
 * retried, two scans of one run) adds nothing, because pg-boss inserts with `on conflict do nothing`.
 * @param {string} runId @param {string} entry e.g. 'movie-603'
 * @returns {string} a UUID (version 8, name-based on SHA-256)
 */
function checkJobId(runId, entry) {
  const h = crypto.createHash('sha256').update(`${CHECK_QUEUE}:${runId}:${entry}`).digest();
  h[6] = (h[6] & 0x0f) | 0x80;
  h[8] = (h[8] & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * @typedef {object} JobRunnerOptions
 * @property {string} connectionString Postgres URL (`DATABASE_URL`; locally the pglite-socket port, 54322)
 * @property {{ baseUrl?: string, apiKey?: string, readToken?: string }} [tmdb] TMDB settings of the
 *   runner's own client (`createTmdbClient` of `@streamscout/tmdb/node`; default the local catalog)
 * @property {string | false} [cron] the scan's schedule (default {@link DEFAULT_CRON}); false: no schedule
 * @property {number} [requestsPerSecond] TMDB requests per second at most (default 40)
 * @property {number} [concurrency] check workers (default 8)
 * @property {number} [retryLimit] retries of a check before the dead letter (default 4)
 * @property {number} [retryDelaySeconds] first retry delay, doubled each retry (default 30)
 * @property {number} [pollingIntervalSeconds] how often a worker looks for jobs (default 2; ≥ 0.5). pg-boss
 *   waits out the rest of this interval after each batch, so a worker does at most `batchSize`
 *   checks per interval
 * @property {number} [batchSize] checks one worker fetches at once and runs one after the other
 *   (default 20); a failed one is failed (and retried) on its own, the rest are completed together
 *   when the batch ends. A batch must end within `expireInSeconds`, or pg-boss fails it all (retried:
 *   a second check of a title writes nothing new)
 * @property {number} [expireInSeconds] a check still active this long after it started — its worker
 *   was killed or hangs — is failed by pg-boss's maintenance and retried (default 120; ≥ 1)
 * @property {number} [maintenanceIntervalSeconds] how often pg-boss's maintenance (expiry, archive)
 *   runs (default pg-boss's, 120 s; ≥ 1); only one runner per interval does it
 * @property {number} [cronCheckSeconds] how often pg-boss looks whether the schedule is due, and sends
 *   what is (pg-boss's `cronMonitorIntervalSeconds` and `cronWorkerIntervalSeconds`; default 30 and 5; 1–45)
 * @property {number} [poolSize] connections of each of the two pools (pg-boss's and the checks'; default 2)
 * @property {boolean} [oneConnection] ONE connection for everything (pg-boss's queries and the checks
 *   share it, one statement after the other): for the embedded stack's PGlite, whose wire-protocol
 *   server runs every connection on one session, so two connections' parameterized statements can
 *   interleave (electric-sql/pglite#1046: "bind message supplies 6 parameters, but prepared
 *   statement "" requires 2"). Not for Supabase's Postgres: it costs throughput
 * @property {(msg: string) => void} [log]
 */

/**
 * @typedef {object} JobRunner
 * @property {() => Promise<void>} start creates the queues and the schedule, starts the workers
 * @property {(opts?: { graceful?: boolean }) => Promise<void>} stop stops the workers (waiting for
 *   active jobs unless graceful is false) and closes the connections
 * @property {(runId: string) => Promise<{ titles: number }>} scan enqueues one check per listed
 *   title for run `runId` (what the scheduled scan job does; a second call with the same id adds nothing)
 * @property {(mediaType: 'movie' | 'tv', tmdbId: number, regions?: string[]) => Promise<number>} check
 *   one title's check: the TMDB request and apply_availability (`regions`: the users' regions, an
 *   empty snapshot where TMDB lists nothing); resolves to the alerts written
 * @property {PgBoss} boss the pg-boss instance (its queues, `getQueueSize`, `fetch`…)
 * @property {{ requests: number }} stats TMDB requests started by this runner
 */

/**
 * Creates a job runner. Nothing connects before `start()`.
 * @param {JobRunnerOptions} options
 * @returns {JobRunner}
 */
function createJobRunner({
  connectionString,
  tmdb,
  cron = DEFAULT_CRON,
  requestsPerSecond = DEFAULT_REQUESTS_PER_SECOND,
  concurrency = DEFAULT_CONCURRENCY,
  retryLimit = DEFAULT_RETRY_LIMIT,
  retryDelaySeconds = DEFAULT_RETRY_DELAY_S,
  pollingIntervalSeconds = 2,
  batchSize = DEFAULT_BATCH_SIZE,
  expireInSeconds = DEFAULT_CHECK_EXPIRE_S,
  maintenanceIntervalSeconds,
  cronCheckSeconds,
  poolSize = 2,
  oneConnection = false,
  log = () => {},
}) {
  /** The checks' own connections: apply_availability runs as service_role on them. */
  const pool = new Pool({ connectionString, max: oneConnection ? 1 : poolSize, application_name: 'streamscout-jobs-apply' });
  pool.on('error', (e) => log(`database: ${e.message}`));
  const boss = new PgBoss({
    ...(oneConnection
      ? { db: { executeSql: (/** @type {string} */ text, /** @type {unknown[] | undefined} */ values) => pool.query(text, values) } }
      : { connectionString, max: poolSize }),
    application_name: 'streamscout-jobs',
    ...(maintenanceIntervalSeconds ? { maintenanceIntervalSeconds } : {}),
    ...(cronCheckSeconds ? { cronMonitorIntervalSeconds: cronCheckSeconds, cronWorkerIntervalSeconds: cronCheckSeconds } : {}),
  });
  boss.on('error', (e) => log(`pg-boss: ${e instanceof Error ? e.message : e}`));
  const limiter = createRateLimiter(requestsPerSecond);
  const stats = { requests: 0 };
  const tmdbClient = runnerTmdbClient(tmdb, concurrency);

  /** @param {string} runId */
  async function scan(runId) {
    const { rows } = await pool.query(LISTED_TITLES_SQL);
    const regions = rows.length ? (await pool.query(USER_REGIONS_SQL)).rows.map((r) => String(r.region)) : [];
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await boss.insert(
        rows.slice(i, i + INSERT_BATCH).map((r) => {
          const entry = `${r.media_type}-${r.tmdb_id}`;
          return {
            id: checkJobId(runId, entry),
            name: CHECK_QUEUE,
            singletonKey: entry,
            data: { media_type: r.media_type, tmdb_id: r.tmdb_id, regions, run: runId },
          };
        }),
      );
    }
    return { titles: rows.length };
  }

  /**
   * @param {'movie' | 'tv'} mediaType @param {number} tmdbId
   * @param {string[]} [regions] regions that get an (empty) snapshot where TMDB lists nothing
   * @returns {Promise<number>}
   */
  async function check(mediaType, tmdbId, regions = []) {
    await limiter.take();
    stats.requests += 1;
    const availability = await fetchAvailability(tmdbClient, mediaType, tmdbId, regions);
    if (!availability) return 0; // TMDB does not know it (any more): nothing to compare
    const client = await pool.connect();
    try {
      const lit = (/** @type {unknown} */ v) => client.escapeLiteral(typeof v === 'string' ? v : JSON.stringify(v));
      // ONE simple-protocol message: its statements run as one implicit transaction (all or nothing),
      // and the embedded database serves it without interleaving anything else; the role is local to it.
      const results = /** @type {any} */ (
        await client.query(
          `select pg_catalog.set_config('role', 'service_role', true);
           select public.apply_availability(${lit(mediaType)}, ${Number(tmdbId)}, ${lit(availability.title)},
             ${availability.seasons === null ? 'null' : Number(availability.seasons)}, ${lit(availability.providers)}::jsonb,
             ${lit(availability.names)}::jsonb) as written`,
        )
      );
      return Number(results[1].rows[0].written);
    } finally {
      client.release();
    }
  }

  async function start() {
    await boss.start();
    await boss.createQueue(DEAD_QUEUE, { name: DEAD_QUEUE, retentionMinutes: 14 * 24 * 60 });
    const checkPolicy = {
      name: CHECK_QUEUE,
      retryLimit,
      retryDelay: retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds,
      deadLetter: DEAD_QUEUE,
    };
    // createQueue keeps an existing queue as it is: the settings of the runner that starts last apply
    await boss.createQueue(CHECK_QUEUE, checkPolicy);
    await boss.updateQueue(CHECK_QUEUE, checkPolicy);
    // 'stately': at most one scan queued and one active, whatever the number of instances
    await boss.createQueue(SCAN_QUEUE, { name: SCAN_QUEUE, policy: 'stately', retryLimit: 2, retryDelay: 60, expireInSeconds: 600 });
    if (cron) await boss.schedule(SCAN_QUEUE, cron, {}, { tz: 'UTC' });
    else await boss.unschedule(SCAN_QUEUE);
    await boss.work(SCAN_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
      const { titles } = await scan(job.id);
      log(`availability-scan ${job.id}: ${titles} titles enqueued`);
      return { titles };
    });
    for (let i = 0; i < concurrency; i += 1) {
      await boss.work(CHECK_QUEUE, { pollingIntervalSeconds, batchSize }, async (jobs) => {
        // one after the other; a failed check is failed on its own (retried, then the dead letter) and
        // never throws here, and one that wrote alerts is completed on its own: pg-boss then completes
        // the batch's other jobs in one statement (only those still active). A worker killed mid-batch leaves them active; the ones it had applied
        // are checked again after their expiry and find nothing new to write.
        for (const job of jobs) {
          const data = /** @type {{ media_type: 'movie' | 'tv', tmdb_id: number, regions?: string[] }} */ (job.data);
          try {
            const written = await check(data.media_type, data.tmdb_id, Array.isArray(data.regions) ? data.regions : []);
            // a check that wrote alerts is completed on its own, with `{ written }` as its output (what
            // `--until-done` sums); the rest (most checks: nothing changed) complete with the batch
            if (written > 0) await boss.complete(CHECK_QUEUE, job.id, { written });
          } catch (e) {
            const message = e instanceof Error ? e.message : String(e);
            log(`availability-check ${data.media_type}-${data.tmdb_id} failed: ${message}`);
            await boss.fail(CHECK_QUEUE, job.id, { message }).catch((err) => log(`pg-boss: ${err.message}`));
          }
        }
      });
    }
  }

  /** @param {{ graceful?: boolean }} [opts] */
  async function stop({ graceful = true } = {}) {
    await boss.stop({ graceful, wait: true, timeout: 30_000 });
    // pg-boss resolves stop() once no job is in progress, but its offWork() keeps a 1 s polling
    // loop alive until each stopped worker is removed; wait for that too (≤ 5 s), so a stopped
    // runner leaves no timer behind (a test file that ends first sees that loop fail at teardown)
    // (getWipData — the workers' data the 'wip' event carries — is on the instance, but not in pg-boss's types)
    const workers = /** @type {{ getWipData(opts: { includeInternal: boolean }): unknown[] }} */ (/** @type {unknown} */ (boss));
    const until = Date.now() + 5_000;
    while (workers.getWipData({ includeInternal: true }).length > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await pool.end();
  }

  return { start, stop, scan, check, boss, stats };
}

module.exports = {
  createJobRunner,
  SCAN_QUEUE,
  CHECK_QUEUE,
  DEAD_QUEUE,
  DEFAULT_CRON,
};
