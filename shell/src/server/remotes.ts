/**
 * The server renderer's remotes (architecture §9): each remote's **server container**
 * (`{remote origin}/server/remoteEntry.js`, next to the `mf-manifest.json` the runtime config
 * names) registered with a Module Federation runtime, and kept current: before a render the
 * entry's version tag (its ETag) is asked — at most about once a second per remote — and an entry
 * that changed (the remote was redeployed) is registered afresh (`registerRemotes(…, { force: true })`),
 * so the next load runs the new code without restarting the shell.
 */
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { REMOTES, REMOTE_KEYS, type RemoteKey } from '@streamscout/apps';
import type { RenderRequest } from '@streamscout/server/renderer';

/** A remote's entry is asked for its version tag at most this often (ms). */
export const REVALIDATE_MS = 1000;

/** What the registry needs of a Module Federation runtime (the global one, or an instance). */
export type FederationRuntime = Pick<ModuleFederation, 'registerRemotes' | 'loadRemote'>;

/** Settings of {@link createRemoteRegistry}. */
export interface RemoteRegistryOptions {
  /** The Module Federation runtime the remotes are registered with (the renderer's: the built host's). */
  federation: FederationRuntime;
  /** Least time between two asks of one remote's tag (ms; {@link REVALIDATE_MS}). */
  revalidateMs?: number;
}

/** A renderer's remotes. */
export interface RemoteRegistry {
  /**
   * Registers every remote's server entry from the remotes' manifest URLs (`config.remotes`);
   * the same URLs again are a no-op, new ones replace the old registrations.
   */
  configure(manifests: Readonly<Record<RemoteKey, string>>): void;
  /**
   * Makes sure the next load of `key` runs its latest deploy: asks `entryTag` (at most once per
   * `revalidateMs`; concurrent calls share the ask) and registers the remote afresh when its tag
   * changed since the last ask, or cannot be told (null, or `entryTag` threw). The first ask only
   * records the tag. Without `entryTag`, nothing happens.
   */
  revalidate(key: RemoteKey, entryTag: RenderRequest['entryTag']): Promise<void>;
  /** Registers `key` afresh (after a failed load: the next render tries the remote again). */
  forget(key: RemoteKey): void;
  /**
   * Loads an exposed module, e.g. `load('details', 'ShowDetails')`.
   * @returns the module, or null when the runtime gives none
   * @throws the runtime's error when the entry or the module cannot be loaded
   */
  load<T>(key: RemoteKey, expose: string): Promise<T | null>;
}

/** Server entry of a remote from its manifest URL: '…/mf-manifest.json' → '…/server/remoteEntry.js'. */
export function serverEntryOf(manifestUrl: string): string {
  return new URL('server/remoteEntry.js', manifestUrl).toString();
}

interface RemoteState {
  entry: string;
  /** The tag of the last ask (`undefined`: never asked). */
  tag: string | null | undefined;
  /** When it was last asked (ms since epoch). */
  at: number;
  /** The ask under way, shared by concurrent renders. */
  pending: Promise<void> | null;
}

/** A fresh registry: nothing registered until {@link RemoteRegistry.configure}. */
export function createRemoteRegistry(options: RemoteRegistryOptions): RemoteRegistry {
  const { federation } = options;
  const revalidateMs = options.revalidateMs ?? REVALIDATE_MS;
  const remotes = new Map<RemoteKey, RemoteState>();
  let configured = '';

  const register = (key: RemoteKey, entry: string) =>
    federation.registerRemotes([{ name: REMOTES[key].name, entry, type: 'script' }], { force: true });

  const ask = async (state: RemoteState, key: RemoteKey, entryTag: NonNullable<RenderRequest['entryTag']>) => {
    const tag = await entryTag(state.entry).catch(() => null);
    if (state.tag !== undefined && (tag === null || tag !== state.tag)) register(key, state.entry);
    Object.assign(state, { tag, at: Date.now(), pending: null });
  };

  return {
    configure(manifests) {
      const fingerprint = JSON.stringify(REMOTE_KEYS.map((key) => manifests[key]));
      if (fingerprint === configured) return;
      configured = fingerprint;
      remotes.clear();
      for (const key of REMOTE_KEYS) {
        const entry = serverEntryOf(manifests[key]);
        remotes.set(key, { entry, tag: undefined, at: 0, pending: null });
        register(key, entry);
      }
    },
    revalidate(key, entryTag) {
      const state = remotes.get(key);
      if (!state || !entryTag) return Promise.resolve();
      if (state.pending) return state.pending;
      if (state.tag !== undefined && Date.now() - state.at < revalidateMs) return Promise.resolve();
      state.pending = ask(state, key, entryTag);
      return state.pending;
    },
    forget(key) {
      const state = remotes.get(key);
      if (state) register(key, state.entry);
    },
    load: <T>(key: RemoteKey, expose: string) => federation.loadRemote<T>(`${REMOTES[key].name}/${expose}`),
  };
}
