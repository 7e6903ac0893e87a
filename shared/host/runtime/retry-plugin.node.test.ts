/**
 * The Module Federation retry plugin on the failure paths: the manifest request against a real
 * local HTTP server that answers with the statuses under test (the plugin's `fetch` hook is what the
 * runtime calls for `mf-manifest.json`), and the entry script through `loadEntryError` as the
 * runtime calls it (once per failed load, with its own `getRemoteEntry`). Waits are recorded
 * instead of slept (the `wait` seam), so the backoff is asserted, not timed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import retryPlugin, { backoffMs } from './retry-plugin.js';

const MANIFEST = { id: 'mf_search', name: 'mf_search', metaData: { remoteEntry: { name: 'remoteEntry.js' } } };

/** A server whose `/mf-manifest.json` answers `statuses` in turn (then 200 with the manifest); counts requests. */
async function manifestServer(statuses: number[]) {
  const answers = [...statuses];
  let requests = 0;
  const server = http.createServer((_req, res) => {
    requests += 1;
    const status = answers.shift() ?? 200;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(status === 200 ? JSON.stringify(MANIFEST) : '{"error":"unavailable"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`;
  return { url, requests: () => requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The plugin with its waits recorded (ms) instead of slept. */
function plugin() {
  const waits: number[] = [];
  const p = retryPlugin({ wait: async (ms: number) => void waits.push(ms) });
  return { p, waits };
}

describe('retry plugin: the manifest', () => {
  it('503 twice, then the manifest: retried after 300 and 900 ms, and it loads', async () => {
    const server = await manifestServer([503, 503]);
    try {
      const { p, waits } = plugin();
      const res = await p.fetch!(server.url, {}, undefined as never, { resourceType: 'manifest' } as never);
      expect(res!.status).toBe(200);
      expect(await res!.json()).toEqual(MANIFEST);
      expect(server.requests()).toBe(3);
      expect(waits).toEqual([300, 900]);
    } finally {
      await server.close();
    }
  });

  it('404 is not retried: the runtime gets the 404 at once', async () => {
    const server = await manifestServer([404]);
    try {
      const { p, waits } = plugin();
      const res = await p.fetch!(server.url, {}, undefined as never, { resourceType: 'manifest' } as never);
      expect(res!.status).toBe(404);
      expect(server.requests()).toBe(1);
      expect(waits).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('503 every time: three requests, then the last 503 goes to the runtime (and on to the screen boundary)', async () => {
    const server = await manifestServer([503, 503, 503, 503]);
    try {
      const { p, waits } = plugin();
      const res = await p.fetch!(server.url, {}, undefined as never, { resourceType: 'manifest' } as never);
      expect(res!.status).toBe(503);
      expect(server.requests()).toBe(3);
      expect(waits).toEqual([300, 900]);
    } finally {
      await server.close();
    }
  });

  it('a refused connection is retried, then its error goes to the runtime', async () => {
    const server = await manifestServer([]);
    const url = server.url;
    await server.close(); // nothing listens there any more
    const { p, waits } = plugin();
    await expect(p.fetch!(url, {}, undefined as never, { resourceType: 'manifest' } as never)).rejects.toThrow();
    expect(waits).toEqual([300, 900]);
  });

  it('other requests are left to the runtime', () => {
    const { p } = plugin();
    expect(
      p.fetch!('http://127.0.0.1:9/static/js/remoteEntry.js', {}, undefined as never, { resourceType: 'script' } as never),
    ).toBeUndefined();
  });
});

describe('retry plugin: the remote entry script', () => {
  /**
   * The runtime's loadEntryError arguments, with a getRemoteEntry that fails `failures` times and
   * records, per load, whether the runtime's record of the failed load was still there (it must
   * not be: the runtime would hand back the failed load instead of requesting a fresh script).
   * Recorded, not asserted inside: the plugin catches whatever getRemoteEntry throws.
   */
  function entryFailing(failures: number) {
    let calls = 0;
    const staleRecord: boolean[] = [];
    const globalLoading: Record<string, unknown> = {
      'mf_search:http://x/remoteEntry.js': Promise.reject(new Error('RUNTIME-008')).catch(() => {}),
    };
    const exportsOf = { get: () => {}, init: () => {} };
    const args = {
      uniqueKey: 'mf_search:http://x/remoteEntry.js',
      globalLoading,
      origin: {},
      remoteInfo: { name: 'mf_search', entry: 'http://x/remoteEntry.js' },
      remoteEntryExports: undefined,
      getRemoteEntry: async () => {
        calls += 1;
        staleRecord.push(args.uniqueKey in globalLoading);
        if (calls <= failures) throw new Error('[ Federation Runtime ]: RUNTIME-008 failed to load script resources');
        return exportsOf;
      },
    };
    return { args, exportsOf, calls: () => calls, staleRecord: () => staleRecord };
  }

  it('the first load failed, the two retries fail too: gives up (undefined), so the runtime throws to the screen boundary', async () => {
    const { p, waits } = plugin();
    const entry = entryFailing(2);
    await expect(p.loadEntryError!(entry.args as never)).resolves.toBeUndefined();
    expect(entry.calls()).toBe(2);
    expect(waits).toEqual([backoffMs(1), backoffMs(2)]);
    // each retry requested a fresh script: the failed load's record was dropped before it
    expect(entry.staleRecord()).toEqual([false, false]);
  });

  it('the first load failed and the first retry too: the second retry loads it', async () => {
    const { p } = plugin();
    const entry = entryFailing(1);
    await expect(p.loadEntryError!(entry.args as never)).resolves.toBe(entry.exportsOf);
    expect(entry.calls()).toBe(2);
    expect(entry.staleRecord()).toEqual([false, false]);
  });

  it('a later load (Try again) gets its retries afresh', async () => {
    const { p } = plugin();
    await expect(p.loadEntryError!(entryFailing(5).args as never)).resolves.toBeUndefined();
    const again = entryFailing(1);
    await expect(p.loadEntryError!(again.args as never)).resolves.toBe(again.exportsOf);
  });
});
