/**
 * The Module Federation runtime core for a remote's standalone page (architecture §3, "one
 * runtime"). A remote's build takes `@module-federation/runtime-core` from the page's global
 * `_FEDERATION_RUNTIME_CORE` instead of carrying its own copy: in the shell, the host's runtime
 * puts its core there when it starts (`experiments.provideExternalRuntime`, before any remote is
 * loaded). A remote standing alone on its own port has no host, so its page runs this script
 * first (`dist/mf-runtime.js`, built from this file by `@streamscout/build`): it puts the core
 * there, unless a core is already there.
 *
 * Plain browser code, no imports of ours: it must run before any federated module.
 */
import * as runtimeCore from '@module-federation/runtime-core';

/** @type {Record<string, unknown>} */
const page = /** @type {any} */ (globalThis);
if (!page._FEDERATION_RUNTIME_CORE) page._FEDERATION_RUNTIME_CORE = runtimeCore;
