/**
 * A remote's load failing on a page older than the deployment (architecture §3, "Versions that
 * skew"): a chunk the error names is gone (404) → one full reload per missing file, never a loop;
 * a chunk unreachable for another reason → the fallback (no reload). The browser's side of it,
 * with a real redeploy, is e2e/version-skew.spec.ts.
 */
import { chunkUrlsOf, reloadIfStale } from './stale-version.js';

const CHUNK = 'http://localhost:3000/remotes/details/412.0123abcd.js';
/** webpack's ChunkLoadError, as the federation runtime passes it on. */
const chunkError = () => Object.assign(new Error(`Loading chunk 412 failed.\n(missing: ${CHUNK})`), { name: 'ChunkLoadError' });

/** A storage kept in a Map (sessionStorage's two methods). */
function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

/** A fetch answering every file with `status` (0: a network error), counting the asks. */
function filesAnswering(status: number) {
  const asked: string[] = [];
  const fetchImpl = (async (url: string | URL | Request) => {
    asked.push(String(url));
    if (!status) throw new TypeError('Failed to fetch');
    return new Response(null, { status });
  }) as typeof fetch;
  return { asked, fetchImpl };
}

test('the URLs of a chunk load error are found, each once; other errors name none', () => {
  expect(chunkUrlsOf(chunkError())).toEqual([CHUNK]);
  expect(chunkUrlsOf(new Error(`Loading CSS chunk 9 failed.\n(${CHUNK.replace('.js', '.css')})`))).toEqual([CHUNK.replace('.js', '.css')]);
  expect(chunkUrlsOf(new Error('[ Federation Runtime ]: Module ./Season does not exist in container.'))).toEqual([]);
});

test('a chunk that is gone (404) reloads the page once; the same missing chunk after the reload shows the fallback', async () => {
  const storage = memoryStorage();
  const files = filesAnswering(404);
  const reload = jest.fn();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  expect(await reloadIfStale(chunkError(), { fetchImpl: files.fetchImpl, reload, storage })).toBe(true);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${CHUNK} is gone`));
  warn.mockRestore();
  expect(files.asked).toEqual([CHUNK]);
  // the reloaded page misses it again (the new version is broken too): no second reload
  expect(await reloadIfStale(chunkError(), { fetchImpl: files.fetchImpl, reload, storage })).toBe(false);
  expect(reload).toHaveBeenCalledTimes(1);
});

test.each([
  ['the chunk is there (a blip)', 200],
  ['the server fails (503)', 503],
  ['the network is down', 0],
])('no reload when %s: the failure is shown', async (_what, status) => {
  const reload = jest.fn();
  expect(await reloadIfStale(chunkError(), { fetchImpl: filesAnswering(status).fetchImpl, reload, storage: memoryStorage() })).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});

test('without storage (blocked) there is no reload, so no loop', async () => {
  const reload = jest.fn();
  expect(await reloadIfStale(chunkError(), { fetchImpl: filesAnswering(404).fetchImpl, reload, storage: null })).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});
