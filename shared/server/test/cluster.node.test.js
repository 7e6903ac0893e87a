/**
 * The app servers on every core (`../cluster.js`, architecture §9), as real processes over real HTTP:
 * the primary forks two workers sharing one port (glibc's malloc arenas capped, V8's heap limits
 * set), both answer, a killed worker is replaced while the other keeps serving pages, and stopping
 * the primary stops every worker; the workers count request limits together and share TMDB answers.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { workerCount, workerExecArgv, WORKER_V8_FLAGS } = require('../cluster');

/** @returns {Promise<number>} a free port on 127.0.0.1 */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}

/**
 * A GET on a new connection each time (the primary hands connections to workers in turn).
 * @param {number} port @param {string} p
 * @returns {Promise<{status: number, body: string, pid: number}>} `pid`: the worker that answered
 */
function get(port, p) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: p, agent: false }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, pid: Number(res.headers['x-pid']) }));
      })
      .on('error', reject);
  });
}

/** @param {number} pid */
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** @param {() => boolean | Promise<boolean>} ok @param {number} [timeoutMs] */
async function until(ok, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('WEB_CONCURRENCY', () => {
  test('unset: the cores available; a positive integer: that many; anything else is refused with its name', () => {
    expect(workerCount({})).toBe(os.availableParallelism());
    expect(workerCount({ WEB_CONCURRENCY: '3' })).toBe(3);
    expect(() => workerCount({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY must be a positive integer \(got '0'\)/);
    expect(() => workerCount({ WEB_CONCURRENCY: 'two' })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe("a worker's node options", () => {
  test("the primary's, then V8's heap limits (architecture §9)", () => {
    expect(workerExecArgv(['--enable-source-maps'], undefined)).toEqual([
      '--enable-source-maps',
      '--max-old-space-size=512',
      '--max-semi-space-size=4',
    ]);
    expect(WORKER_V8_FLAGS).toEqual(['--max-old-space-size=512', '--max-semi-space-size=4']);
  });

  test("the operator's own limit wins, on the command line or in NODE_OPTIONS, spelt with - or _", () => {
    expect(workerExecArgv(['--max-old-space-size=1024'], '')).toEqual(['--max-old-space-size=1024', '--max-semi-space-size=4']);
    expect(workerExecArgv([], '--require ./x.js --max_semi_space_size=16')).toEqual(['--max-old-space-size=512']);
    // V8 refuses --max-heap-size with both of the others: it stands for them
    expect(workerExecArgv(['--max-heap-size=300'], undefined)).toEqual(['--max-heap-size=300']);
  });
});

describe('two workers behind one port', () => {
  /** @type {import('node:child_process').ChildProcess} */ let primary;
  let log = '';
  let port = 0;
  let dir = '';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-dist-'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8"></head><body>cluster page</body></html>',
    );
    port = await freePort();
    primary = spawn(process.execPath, [require.resolve('./fixtures/cluster-server.js')], {
      env: { ...process.env, PORT: String(port), DIR: dir, WORKERS: '2', MALLOC_ARENA_MAX: '', NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout?.on('data', (d) => (log += d));
    primary.stderr?.on('data', (d) => (log += d));
    await until(() => /ready \d+,\d+/.test(log), 60_000);
  }, 60_000);

  afterAll(() => {
    if (primary.exitCode === null) primary.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('both workers answer; a killed worker is replaced while pages are still served; stopping the primary stops them all', async () => {
    const first = /** @type {RegExpExecArray} */ (/ready (\d+),(\d+)/.exec(log)).slice(1).map(Number);
    // each worker starts with glibc's malloc arenas capped (its RSS stays bounded under compression)
    for (const pid of first) expect(fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toContain('MALLOC_ARENA_MAX=2');
    // and with V8's heap limits on its command line
    for (const pid of first)
      expect(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toEqual(expect.arrayContaining(WORKER_V8_FLAGS));
    const answered = new Set();
    await until(async () => {
      answered.add(Number((await get(port, '/pid')).body));
      return first.every((pid) => answered.has(pid));
    });

    process.kill(first[0], 'SIGKILL');
    // (a connection the primary hands to a worker in the instant it dies is lost with it: the pages
    // are asked for once the primary knows, as a load balancer's health check would)
    await until(() => log.includes(`app server worker ${first[0]} stopped (SIGKILL)`));
    // the other worker serves every page while the dead one is replaced
    for (let i = 0; i < 10; i++) {
      const page = await get(port, '/');
      expect(page.status).toBe(200);
      expect(page.body).toContain('cluster page');
    }
    await until(() => new RegExp(`worker (\\d+) serving \\(replaces ${first[0]}\\)`).test(log));
    const replacement = Number(/** @type {RegExpExecArray} */ (/worker (\d+) serving \(replaces/.exec(log))[1]);
    expect(alive(replacement)).toBe(true);
    const now = new Set();
    await until(async () => {
      now.add(Number((await get(port, '/pid')).body));
      return now.has(replacement) && now.has(first[1]);
    });
    expect(now.has(first[0])).toBe(false);

    const exited = new Promise((r) => primary.once('exit', r));
    primary.kill('SIGTERM');
    await exited;
    await until(() => !alive(replacement) && !alive(first[1]));
    // nothing was restarted on the way out
    expect(log.match(/serving \(replaces/g)).toHaveLength(1);
  }, 60_000);
});

describe('what the workers share: request limits and TMDB answers', () => {
  /** @type {import('node:child_process').ChildProcess} */ let primary;
  let log = '';
  let port = 0;
  let dir = '';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-limits-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    port = await freePort();
    primary = spawn(process.execPath, [require.resolve('./fixtures/cluster-server.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        DIR: dir,
        WORKERS: '2',
        CALENDAR_LIMIT: '3',
        ANSWERS_FILE: path.join(dir, 'fetched.txt'),
        NODE_OPTIONS: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout?.on('data', (d) => (log += d));
    primary.stderr?.on('data', (d) => (log += d));
    await until(() => /ready \d+,\d+/.test(log), 60_000);
  }, 60_000);

  afterAll(async () => {
    const exited = new Promise((r) => primary.once('exit', r));
    primary.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a limit of 3 per address is 3 for the whole server, whichever worker answers (not 3 per worker)', async () => {
    const answers = [];
    // an unknown region: refused (400) after the limit is counted, before TMDB would be asked
    for (let i = 0; i < 8; i++) answers.push(await get(port, '/api/calendar?region=XX'));
    expect(new Set(answers.map((a) => a.pid)).size).toBe(2); // both workers answered
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 429, 429, 429, 429, 429]);
  }, 60_000);

  test('a TMDB answer one worker fetched, the other takes from the primary: one fetch for the whole server', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await get(port, '/answer/movie-42'));
    expect(new Set(answers.map((a) => a.pid)).size).toBe(2); // both workers answered
    const fetchedBy = answers.find((a) => a.body === 'fetched')?.pid;
    expect(answers.map((a) => a.body)).toEqual(['fetched', ...Array(5).fill(`hit {"key":"movie-42","by":${fetchedBy}}`)]);
    expect(fs.readFileSync(path.join(dir, 'fetched.txt'), 'utf8')).toBe(`movie-42 ${fetchedBy}\n`);
  }, 60_000);
});
