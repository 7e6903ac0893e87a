/**
 * Webpack plugin for the host (architecture §7): writes `initial-files.json`, the files the host's first
 * render loads after its entry — the named async chunk behind its `import('./bootstrap')` boundary
 * (and the named chunks it imports in turn, `bootstrap-*`)
 * (with the chunks split off it and its CSS) and the chunks of the shared singletons it provides —
 * so the static server can `preload` them from the HTML, in parallel with the entry, instead of
 * the browser discovering them only once the entry has run. Module Federation's own manifest lists
 * only the chunk holding each shared module, not the chunks split off it, hence this list.
 *
 * Output: `{ "scripts": ["bootstrap.0123abcd.js", "470.0123abcd.js", …], "styles": ["600.0123abcd.css"] }`
 * (file names relative to the host's publicPath).
 */
class InitialFilesPlugin {
  /**
   * @param {{ chunk: string, shared: string[], fileName?: string }} options the named chunk of the
   *   async boundary, the shared singletons to include, the output name (default initial-files.json)
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const { chunk, shared, fileName = 'initial-files.json' } = this.options;
    compiler.hooks.thisCompilation.tap('InitialFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'InitialFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        /** @type {Set<string>} */
        const files = new Set();
        for (const group of compilation.chunkGroups) {
          // the async boundary's chunk and the start-up steps it imports (`bootstrap-start`, …)
          const named = group.name === chunk || Boolean(group.name?.startsWith(`${chunk}-`));
          const providesShared = group.origins.some((o) => {
            const m = /** @type {{ constructor: { name: string }, _name?: string } | null} */ (/** @type {unknown} */ (o.module));
            return m?.constructor.name === 'ProvideSharedModule' && shared.includes(m._name ?? '');
          });
          if (!named && !providesShared) continue;
          for (const c of group.chunks) for (const f of c.files) files.add(f);
        }
        const list = [...files].sort();
        const json = JSON.stringify({ scripts: list.filter((f) => f.endsWith('.js')), styles: list.filter((f) => f.endsWith('.css')) });
        compilation.emitAsset(fileName, new sources.RawSource(json));
      });
    });
  }
}

module.exports = { InitialFilesPlugin };
