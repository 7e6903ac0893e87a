/**
 * The poster cache's expiration (shell/pwa/batchedExpiration.js): every write and hit is recorded, and a
 * burst of writes costs one sweep of the cache once the writes pause, not one per poster. `expiration`
 * here records what the plugin asks of workbox-expiration's `CacheExpiration` (whose IndexedDB walk is
 * the library's own); the clock is jest's.
 */
import { batchedExpiration } from './batchedExpiration.js';

/** A recording stand-in for `CacheExpiration`: the URLs stamped and the sweeps asked for. */
function recordingExpiration({ failSweeps = false } = {}) {
  const stamped = [];
  let sweeps = 0;
  return {
    stamped,
    get sweeps() {
      return sweeps;
    },
    updateTimestamp: async (url) => void stamped.push(url),
    expireEntries: async () => {
      sweeps += 1;
      if (failSweeps) throw new Error('quota');
    },
  };
}

const poster = (i) => ({ url: `http://localhost/t/p/w342/poster-${i}.jpg` });

const OPTIONS = { quietMs: 5000, maxWaitMs: 60_000 };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('batchedExpiration (the poster cache, architecture §12)', () => {
  it('stamps each of 400 posters written in a burst, and sweeps the cache once, when the writes have paused', async () => {
    const expiration = recordingExpiration();
    const plugin = batchedExpiration(expiration, OPTIONS);
    for (let i = 0; i < 400; i++) {
      await plugin.cacheDidUpdate({ request: poster(i) });
      jest.advanceTimersByTime(20);
    }
    expect(expiration.stamped).toHaveLength(400);
    expect(expiration.sweeps).toBe(0);
    jest.advanceTimersByTime(4900);
    expect(expiration.sweeps).toBe(0);
    jest.advanceTimersByTime(100);
    expect(expiration.sweeps).toBe(1);
    jest.advanceTimersByTime(120_000);
    expect(expiration.sweeps).toBe(1);
  });

  it('writes that never pause are still swept every maxWaitMs', async () => {
    const expiration = recordingExpiration();
    const plugin = batchedExpiration(expiration, OPTIONS);
    for (let i = 0; i < 130; i++) {
      await plugin.cacheDidUpdate({ request: poster(i) });
      jest.advanceTimersByTime(1000);
    }
    expect(expiration.sweeps).toBe(2);
  });

  it('a hit serves the cached poster as it is and stamps it (the last to go), without a sweep', async () => {
    const expiration = recordingExpiration();
    const plugin = batchedExpiration(expiration, OPTIONS);
    const cachedResponse = new Response('jpeg', { headers: { Date: 'Mon, 01 Jan 2024 00:00:00 GMT' } });
    const kept = [];
    const served = await plugin.cachedResponseWillBeUsed({ event: { waitUntil: (p) => kept.push(p) }, request: poster(7), cachedResponse });
    expect(served).toBe(cachedResponse);
    await Promise.all(kept);
    expect(expiration.stamped).toEqual([poster(7).url]);
    jest.advanceTimersByTime(120_000);
    expect(expiration.sweeps).toBe(0);
    expect(await plugin.cachedResponseWillBeUsed({ request: poster(8), cachedResponse: null })).toBeNull();
  });

  it('a failed sweep is dropped quietly and the next burst sweeps again', async () => {
    const expiration = recordingExpiration({ failSweeps: true });
    const plugin = batchedExpiration(expiration, OPTIONS);
    await plugin.cacheDidUpdate({ request: poster(1) });
    jest.advanceTimersByTime(5000);
    await Promise.resolve();
    await plugin.cacheDidUpdate({ request: poster(2) });
    jest.advanceTimersByTime(5000);
    expect(expiration.sweeps).toBe(2);
  });
});
