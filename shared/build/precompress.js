/**
 * Precompression at build time (architecture §7): next to every text asset of a production build worth
 * compressing, the build writes `{file}.br` (brotli, quality 11) and `{file}.gz` (gzip, level 9),
 * so the static server (`./serve.js`) sends them with `Content-Encoding` instead of compressing
 * on every request (or sending the bytes raw, as before: 1263 KiB of JS on `/`).
 *
 * Runs at `PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER` with `additionalAssets`, after minification and
 * after Module Federation's manifest plugin has emitted `mf-manifest.json`, so the manifest and
 * `remoteEntry.js` are compressed too. Compression runs on libuv's thread pool (zlib async).
 */
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Assets compressed: text types the browser fetches (HTML is compressed by the server, which writes into it). */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt)$/;
/** Smaller files are sent as they are (a compressed response would barely be smaller). */
const MIN_BYTES = 1024;
/** A variant is kept only when it is at most this fraction of the original. */
const MAX_RATIO = 0.9;

/**
 * The compressed variants of one asset.
 * @param {Buffer} body the asset's bytes
 * @returns {Promise<{br: Buffer | null, gz: Buffer | null}>} each variant, or null when it does not pay
 */
async function compressVariants(body) {
  if (body.length < MIN_BYTES) return { br: null, gz: null };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const pays = (/** @type {Buffer} */ b) => b.length <= body.length * MAX_RATIO;
  return { br: pays(br) ? br : null, gz: pays(gz) ? gz : null };
}

/** Webpack plugin: emits `.br` and `.gz` beside every compressible asset (production builds only). */
class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1, additionalAssets: true },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => COMPRESSIBLE.test(name) && !compilation.getAsset(name)?.info.compressed);
          await Promise.all(
            names.map(async (name) => {
              const asset = compilation.getAsset(name);
              if (!asset) return;
              const body = Buffer.from(asset.source.buffer());
              const variants = await compressVariants(body);
              for (const [ext, bytes] of /** @type {[string, Buffer | null][]} */ (Object.entries(variants))) {
                if (!bytes) continue;
                const file = `${name}.${ext}`;
                const info = { compressed: true, immutable: asset.info.immutable, related: undefined };
                if (compilation.getAsset(file)) compilation.updateAsset(file, new sources.RawSource(bytes), info);
                else compilation.emitAsset(file, new sources.RawSource(bytes), info);
              }
            }),
          );
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
