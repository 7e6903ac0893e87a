/**
 * The server renderer's remote registry on a real Module Federation runtime instance, whose
 * `registerRemote` lifecycle hook records each registration, against a real HTTP server standing
 * in for the remotes' origins (`HEAD …/server/remoteEntry.js` answers the entry's ETag): a changed
 * ETag registers the remote afresh, an unchanged one does not, an entry that cannot be asked is
 * registered afresh, and the tag is asked at most about once a second however many renders ask.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInstance } from '@module-federation/enhanced/runtime';
import { REMOTES, REMOTE_KEYS, type RemoteKey } from '@streamscout/apps';
import { createRemoteRegistry, REVALIDATE_MS, serverEntryOf } from './remotes';

jest.setTimeout(20000);

/** The remotes' origins: one server, a folder per remote; `tags[remote]` is its entry's ETag (null: 404). */
let server: http.Server;
let origin = '';
const tags: Record<string, string | null> = {};
const heads: string[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    heads.push(req.url ?? '');
    const remote = (req.url ?? '').split('/')[1] ?? '';
    const tag = tags[remote];
    if (req.method !== 'HEAD' || !req.url?.endsWith('/server/remoteEntry.js') || !tag) res.writeHead(404).end();
    else res.writeHead(200, { ETag: tag, 'Content-Type': 'text/javascript' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What the application server passes as `entryTag`: the entry's ETag from a HEAD request. */
const entryTag = async (url: string) => {
  const res = await fetch(url, { method: 'HEAD' });
  return res.ok ? res.headers.get('etag') : null;
};
const manifests = () => Object.fromEntries(REMOTE_KEYS.map((k) => [k, `${origin}/${k}/mf-manifest.json`])) as Record<RemoteKey, string>;
/**
 * The registry reads its clock from `Date.now()`: these tests fake `Date` alone (HTTP, timers and
 * promises stay real) and move it forward with `later(ms)` instead of waiting.
 */
function fakeClock() {
  jest.useFakeTimers({
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'hrtime',
      'performance',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
}
const later = (ms: number) => jest.advanceTimersByTime(ms);

let counter = 0;
/** A fresh registry on a fresh runtime; `registered` lists every registration as 'name entry'. */
function setup(revalidateMs?: number) {
  const registered: string[] = [];
  const federation = createInstance({
    name: `render_test_${(counter += 1)}`,
    remotes: [],
    plugins: [
      {
        name: 'record-registrations',
        registerRemote(args) {
          registered.push(`${args.remote.name} ${'entry' in args.remote ? args.remote.entry : ''}`);
          return args;
        },
      },
    ],
  });
  const registry = createRemoteRegistry({ federation, revalidateMs });
  registry.configure(manifests());
  registered.length = 0;
  return { registry, registered, federation };
}

beforeEach(() => {
  heads.length = 0;
  for (const k of REMOTE_KEYS) tags[k] = `"v1-${k}"`;
  jest.spyOn(console, 'warn').mockImplementation(() => {}); // the runtime warns on each forced registration
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the remote registry of a server renderer', () => {
  it('registers each remote’s server container next to its manifest, once per set of URLs', () => {
    const registered: string[] = [];
    const federation = createInstance({
      name: 'render_test_configure',
      remotes: [],
      plugins: [{ name: 'record', registerRemote: (args) => (registered.push(args.remote.name), args) }],
    });
    const registry = createRemoteRegistry({ federation });
    registry.configure(manifests());
    expect(registered).toEqual(REMOTE_KEYS.map((k) => REMOTES[k].name));
    expect(federation.options.remotes.map((r) => ('entry' in r ? r.entry : ''))).toEqual(
      REMOTE_KEYS.map((k) => `${origin}/${k}/server/remoteEntry.js`),
    );
    registry.configure(manifests());
    expect(registered).toHaveLength(REMOTE_KEYS.length);
    expect(serverEntryOf('https://cdn.example/details/mf-manifest.json')).toBe('https://cdn.example/details/server/remoteEntry.js');
  });

  it('an unchanged ETag keeps the loaded remote; a changed one registers it afresh', async () => {
    fakeClock();
    const { registry, registered } = setup(50);
    await registry.revalidate('details', entryTag); // first ask: records the tag
    later(80);
    await registry.revalidate('details', entryTag);
    expect(heads).toHaveLength(2);
    expect(registered).toEqual([]);
    tags.details = '"v2-details"'; // the remote is redeployed
    later(80);
    await registry.revalidate('details', entryTag);
    expect(registered).toEqual([`${REMOTES.details.name} ${origin}/details/server/remoteEntry.js`]);
    later(80);
    await registry.revalidate('details', entryTag); // v2 is now the loaded one
    expect(registered).toHaveLength(1);
  });

  it('an entry that cannot be asked (404, or entryTag throws) is registered afresh', async () => {
    const { registry, registered } = setup(0);
    await registry.revalidate('search', entryTag);
    tags.search = null;
    await registry.revalidate('search', entryTag);
    expect(registered).toEqual([`${REMOTES.search.name} ${origin}/search/server/remoteEntry.js`]);
    await registry.revalidate('search', () => Promise.reject(new Error('network down')));
    expect(registered).toHaveLength(2);
  });

  it(`asks at most once per ${REVALIDATE_MS} ms however many renders ask; a change is seen after that`, async () => {
    fakeClock();
    const { registry, registered } = setup();
    // twenty renders at once share one ask
    await Promise.all(Array.from({ length: 20 }, () => registry.revalidate('discover', entryTag)));
    expect(heads).toHaveLength(1);
    tags.discover = '"v2-discover"';
    for (let i = 0; i < 10; i += 1) await registry.revalidate('discover', entryTag);
    expect(heads).toHaveLength(1);
    expect(registered).toEqual([]);
    later(REVALIDATE_MS + 50);
    await registry.revalidate('discover', entryTag);
    expect(heads).toHaveLength(2);
    expect(registered).toEqual([`${REMOTES.discover.name} ${origin}/discover/server/remoteEntry.js`]);
  });

  it('each remote is asked on its own; without entryTag nothing is asked', async () => {
    const { registry } = setup();
    await registry.revalidate('details', entryTag);
    await registry.revalidate('search', entryTag);
    await registry.revalidate('dashboard', undefined);
    expect(heads.sort()).toEqual(['/details/server/remoteEntry.js', '/search/server/remoteEntry.js']);
  });

  it('forget registers a remote afresh (after a failed load)', () => {
    const { registry, registered } = setup();
    registry.forget('details');
    expect(registered).toEqual([`${REMOTES.details.name} ${origin}/details/server/remoteEntry.js`]);
  });
});
