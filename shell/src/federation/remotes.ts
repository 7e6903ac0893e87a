/**
 * Remote registration for the host: the four remotes' manifest URLs come from `/config.json` at
 * runtime (architecture §3), so a remote is redeployed without rebuilding the shell.
 */
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** Feature areas served by remotes, and their Module Federation names. */
export const REMOTE_NAMES = {
  search: 'mfe_search',
  details: 'mfe_details',
  discover: 'mfe_discover',
  dashboard: 'mfe_dashboard',
} as const;
export type RemoteKey = keyof typeof REMOTE_NAMES;

const DEFAULT_PORTS: Record<RemoteKey, number> = { search: 3001, details: 3002, discover: 3003, dashboard: 3004 };

/**
 * Registers every remote with the MF runtime.
 * @param remotes manifest URL per remote; a missing entry falls back to http://{page host}:{default port}/mf-manifest.json
 */
export function registerAppRemotes(remotes?: Partial<Record<RemoteKey, string>>): void {
  const host = typeof window !== 'undefined' ? window.location.hostname : 'localhost';
  registerRemotes(
    (Object.keys(REMOTE_NAMES) as RemoteKey[]).map((key) => ({
      name: REMOTE_NAMES[key],
      entry: remotes?.[key] || `http://${host}:${DEFAULT_PORTS[key]}/mf-manifest.json`,
    })),
  );
}

/**
 * Loads one exposed screen of a remote.
 * @param remote feature area, e.g. 'search'
 * @param expose exposed module without './', e.g. 'Home'
 * @returns the module with a default React component
 * @throws Error when the remote or module cannot be loaded (caught by RemoteBoundary)
 */
export async function loadRemoteScreen(remote: RemoteKey, expose: string): Promise<{ default: ComponentType }> {
  const mod = await loadRemote<{ default: ComponentType }>(`${REMOTE_NAMES[remote]}/${expose}`);
  if (!mod || typeof mod.default !== 'function') {
    throw new Error(`${REMOTE_NAMES[remote]}/${expose} did not load`);
  }
  return mod;
}
