/**
 * Module Federation runtime plugin: reports a remote that could not load (manifest, entry or an
 * exposed chunk), once per remote and lifecycle, as a console warning, and passes the error on
 * (returns nothing), so the shell's error boundary renders the feature fallback with 'Try again'
 * in the content area instead of a blank page (architecture §3).
 *
 * Runtime plugins run before shared modules are ready: nothing here imports React.
 */

/**
 * @param {{ log?: (message: string) => void }} [options] test seam: where the warning goes
 * @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin}
 */
export default function reportErrorPlugin(options = {}) {
  const log = options.log ?? ((message) => console.warn(message));
  const seen = new Set();
  return {
    name: 'streamscout-report-error',
    /** @param {{ id: string, lifecycle: string }} args */
    errorLoadRemote(args) {
      const key = `${args.id}|${args.lifecycle}`;
      if (!seen.has(key)) {
        seen.add(key);
        log(`[federation] could not load ${args.id} (${args.lifecycle})`);
      }
      return undefined;
    },
  };
}
