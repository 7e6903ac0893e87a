/**
 * Remote registration for the host: the four remotes' manifest URLs come from `/config.json` at
 * runtime (architecture §3), so a remote is redeployed without rebuilding the shell. Names and
 * default ports come from the one apps table (`@streamscout/apps`).
 */
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { REMOTES, REMOTE_KEYS, type RemoteKey } from '@streamscout/apps';
import { reloadIfStale } from '@streamscout/host/runtime/stale-version';

export type { RemoteKey };

/**
 * Registers every remote with the MF runtime.
 * @param remotes manifest URL per remote; a missing entry falls back to
 *   `http://{page host}:{default port}/mf-manifest.json`
 */
export function registerAppRemotes(remotes?: Partial<Record<RemoteKey, string>>): void {
  const host = typeof window !== 'undefined' ? window.location.hostname : 'localhost';
  registerRemotes(
    REMOTE_KEYS.map((key) => ({
      name: REMOTES[key].name,
      entry: remotes?.[key] || `http://${host}:${REMOTES[key].port}/mf-manifest.json`,
    })),
  );
}

/**
 * Loads one exposed screen of a remote. A load that fails because the page is older than the
 * remote's deployment (a chunk it was built against is gone: `reloadIfStale`) reloads the page
 * into the new version instead, once per missing file; the promise then never settles (the
 * route's loader stays up until the page goes).
 * @param remote feature area, e.g. 'search'
 * @param screen screen name of the route table, e.g. 'Home' (exposed as `./Home`)
 * @returns the module with a default React component
 * @throws Error when the remote or module cannot be loaded (caught by RemoteScreen's boundary)
 */
export async function loadRemoteScreen(remote: RemoteKey, screen: string): Promise<{ default: ComponentType }> {
  const id = `${REMOTES[remote].name}/${screen}`;
  let mod: { default: ComponentType } | null | undefined;
  try {
    mod = await loadRemote<{ default: ComponentType }>(id);
  } catch (e) {
    if (await reloadIfStale(e)) return new Promise<never>(() => {});
    throw e;
  }
  if (!mod || typeof mod.default !== 'function') {
    throw new Error(`${id} did not load`);
  }
  return mod;
}
