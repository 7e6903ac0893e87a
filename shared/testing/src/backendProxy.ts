/**
 * The local backend behind a fault proxy, for the tests of one file: what a component asks the
 * backend goes through a real HTTP server that counts the requests and can fail them (`setMode`).
 */
import { backendUrl } from './backend';
import { startFaultProxy, type FaultProxy } from './faultProxy';

/**
 * For the tests of this file: a fault proxy in front of the local backend, started before all of
 * them (`beforeAll`), passing again after each (`afterEach`) and closed after all (`afterAll`). Sign in
 * through it with `signInFreshUserThrough(proxy().url)`.
 * @returns the running proxy, for use inside tests only
 * @throws Error when called before `beforeAll` has run (outside a test)
 */
export function setupBackendProxy(): () => FaultProxy {
  let proxy: FaultProxy | null = null;
  beforeAll(async () => {
    proxy = await startFaultProxy(backendUrl());
  });
  afterEach(() => proxy?.setMode('pass'));
  afterAll(async () => {
    await proxy?.close();
  });
  return () => {
    if (!proxy) throw new Error('setupBackendProxy: use it inside a test (the proxy starts in beforeAll)');
    return proxy;
  };
}
