/**
 * V8's explicit compile hint on every script of the browser builds (issue 26 §1, architecture §7).
 *
 * By default V8 compiles a function the first time it is called: while the script downloads it only
 * pre-parses each function to find where it ends, and the full parse and compile happen later, on
 * the main thread, in the task that first calls it. Webpack wraps each module in a function, so every
 * module of a chunk — react-dom, Mantine, the kit, the remote's screens — is parsed a second time on
 * the main thread when its factory first runs: that is most of each evaluation step of the page.
 *
 * A script whose first line is the magic comment `//# allFunctionsCalledOnLoad` (Chrome 136+, V8
 * 13.6) is compiled eagerly, every function, on the background thread that streams the download.
 * Browsers without the feature read a comment. Measured with Lighthouse mobile (BENCHMARKS.md,
 * "Hydration, eighth round"). The cost is memory for bytecode of functions a page never calls;
 * the builds' chunks are split per screen, so little of each chunk goes uncalled.
 */
const { BannerPlugin, Compilation } = require('webpack');

/** The magic comment, exactly as V8 looks for it: the first line of the script. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The hint as a webpack plugin: prepends {@link COMPILE_HINT} to every `.js`/`.mjs` chunk file.
 * Runs after minification (the minifier would drop the comment) and before content hashes are
 * computed and the files are precompressed, so the hashes and the `.br`/`.gz` files include it.
 * @returns {import('webpack').WebpackPluginInstance}
 */
function compileHintsPlugin() {
  return new BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.m?js$/,
    // after Terser and SWC (PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE), before the real content hash
    stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

module.exports = { compileHintsPlugin, COMPILE_HINT };
