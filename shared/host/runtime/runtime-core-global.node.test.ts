/**
 * The script a remote's standalone page runs before its own code (`dist/mf-runtime.js`): it puts
 * the Module Federation runtime core where a remote's build, which leaves the core out, reads it
 * (`_FEDERATION_RUNTIME_CORE`), and keeps a core a host already put there.
 */
import * as runtimeCore from '@module-federation/runtime-core';

const page = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };

afterEach(() => {
  delete page._FEDERATION_RUNTIME_CORE;
  jest.resetModules();
});

it('puts the runtime core on the page: what a remote build reads instead of its own copy', async () => {
  expect(page._FEDERATION_RUNTIME_CORE).toBeUndefined();
  await jest.isolateModulesAsync(() => import('./runtime-core-global.js'));
  const core = page._FEDERATION_RUNTIME_CORE as typeof runtimeCore;
  expect(typeof core.ModuleFederation).toBe('function');
  expect(typeof core.getRemoteEntry).toBe('function');
  expect(Object.keys(core).sort()).toEqual(Object.keys(runtimeCore).sort());
});

it('keeps the core a host already provided (one core per page)', async () => {
  const hosts = { ModuleFederation: class {} };
  page._FEDERATION_RUNTIME_CORE = hosts;
  await jest.isolateModulesAsync(() => import('./runtime-core-global.js'));
  expect(page._FEDERATION_RUNTIME_CORE).toBe(hosts);
});
