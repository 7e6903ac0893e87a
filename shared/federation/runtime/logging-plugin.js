/**
 * Module Federation runtime plugin shared by every app (architecture §3, "runtime concerns as
 * small runtime plugins"). Runtime plugins run before shared modules are ready, so nothing here
 * imports React.
 *
 * - `errorLoadRemote`: a remote whose manifest, entry or chunk cannot load is reported once as a
 *   warning and the error is passed on (returning nothing), so the shell's RemoteBoundary renders
 *   the feature fallback with 'Try again' in the content area instead of a blank page.
 * - `loadEntryError`: one quiet retry of a remote entry script after 400 ms, for flaky networks.
 */
export default function streamscoutRuntimePlugin() {
  const retried = new Set();
  return {
    name: 'streamscout-runtime-plugin',
    async loadEntryError(args) {
      const { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey } = args;
      if (retried.has(uniqueKey)) return undefined;
      retried.add(uniqueKey);
      delete globalLoading[uniqueKey];
      await new Promise((r) => setTimeout(r, 400));
      try {
        return await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      } catch {
        return undefined;
      }
    },
    errorLoadRemote(args) {
      // eslint-disable-next-line no-console
      console.warn(`[federation] could not load ${args.id} (${args.lifecycle})`);
      return undefined;
    },
  };
}
