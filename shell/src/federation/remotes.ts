/**
 * Remote registration for the host: the four remotes' manifest URLs come from `/config.json` at
 * runtime (architecture §3), so a remote is redeployed without rebuilding the shell. Names and
 * default ports come from the one apps table (`@streamscout/apps`).
 */
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTES, REMOTE_KEYS, type RemoteKey } from '@streamscout/apps';
import { loadCatalog, registerCatalog, type CatalogLoader, type Language } from '@streamscout/i18n';
import { sessionStore } from '@streamscout/session';
import type { ExposedScreenModule } from '@streamscout/host/contract';
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

/** Each remote's catalog loader: its `./i18n` expose, loaded the first time a language other than English needs it. */
const catalogLoaders = new Map<RemoteKey, CatalogLoader>();

/**
 * Registers a remote's catalogs with the page (so a later switch of language loads them too) and
 * loads the one of `lang` (architecture §13). Never rejects: a catalog that cannot load leaves the
 * remote's messages in English, the source.
 */
function loadRemoteCatalog(remote: RemoteKey, lang: Language): Promise<void> {
  let loader = catalogLoaders.get(remote);
  if (!loader) {
    loader = async (l) => {
      const mod = await loadRemote<{ loadCatalog: CatalogLoader }>(`${REMOTES[remote].name}/i18n`);
      if (!mod) throw new Error(`${REMOTES[remote].name}/i18n did not load`);
      return mod.loadCatalog(l);
    };
    catalogLoaders.set(remote, loader);
    registerCatalog(remote, loader);
  }
  return loadCatalog(remote, lang).catch((error: unknown) => {
    console.warn(
      `[i18n] ${REMOTES[remote].name}'s ${lang} messages could not load: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
}

/**
 * Loads one exposed screen of a remote, with the remote's catalog of the page's language. A load
 * that fails because the page is older than the remote's deployment (a chunk it was built against
 * is gone: `reloadIfStale`) reloads the page into the new version instead, once per missing file;
 * the promise then never settles (the route's loader stays up until the page goes).
 * @param remote feature area, e.g. 'search'
 * @param screen screen name of the route table, e.g. 'Home' (exposed as `./Home`)
 * @returns the module as the host's contract with its remotes types it (`@streamscout/host/contract`):
 *   a default React component rendered with no props
 * @throws Error when the remote or module cannot be loaded (caught by RemoteScreen's boundary)
 */
export async function loadRemoteScreen(remote: RemoteKey, screen: string): Promise<ExposedScreenModule> {
  const id = `${REMOTES[remote].name}/${screen}`;
  let mod: ExposedScreenModule | null | undefined;
  try {
    [mod] = await Promise.all([loadRemote<ExposedScreenModule>(id), loadRemoteCatalog(remote, sessionStore.getState().language)]);
  } catch (e) {
    if (await reloadIfStale(e)) return new Promise<never>(() => {});
    throw e;
  }
  if (!mod || typeof mod.default !== 'function') {
    throw new Error(`${id} did not load`);
  }
  return mod;
}
