/**
 * Versioned embeds (architecture §7b): an embed's entry is built to its evergreen major,
 * `embed/v1/<file>` (served with a short cache: sites that paste it get fixes), and published
 * immutable at `embed/v<version>/<file>` with its Subresource Integrity hash in `embed/versions.json`
 * (for sites that pin). Published releases are archived in the repository (`<releases>/<version>/<file>`,
 * the bytes as released) and emitted again by every build, so a page pinned to an older release keeps
 * its file — and its hash — after any later deploy. A release is immutable: a build whose current
 * version is archived with other bytes fails, asking for a new version (`changed: 'fail'`, the
 * where-to-watch widget, whose bytes change only with its own code), or keeps publishing the
 * archived bytes, the evergreen included, with a warning (`changed: 'keep'`, the discover embed,
 * which bundles the shared UI kit: any change there would otherwise fail every build until a
 * release is cut; its evergreen moves only when one is).
 *
 * An embed with lazy chunks (discover) names their folder (`chunks`, e.g. `embed/discover`): a
 * release is then its entry plus the chunk files its build made (`<releases>/<version>/chunks/…`),
 * all published again by every build, so a pinned page — or a page holding the evergreen from
 * before a deploy — still finds the chunks its entry asks for. Chunks are named by content hash;
 * the entry, which names them, is what the SRI hash covers.
 *
 * `EMBED_ARCHIVE=1` makes a production build archive the current version when it is not archived
 * yet (the release step: bump the version, build with it, commit the new folder).
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { Compilation, WebpackError, sources } = require('webpack');

/** A semantic version 'major.minor.patch'. */
const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

/**
 * The SRI value of some bytes (`sha384-…`, what `<script integrity>` takes).
 * @param {Buffer | string} bytes @returns {string}
 */
function integrityOf(bytes) {
  return `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
}

/** The folder of a release's chunk files inside its archived folder. */
const CHUNKS = 'chunks';

/**
 * @typedef {object} Release
 * @property {string} version 'major.minor.patch'
 * @property {Buffer} bytes the entry file as served
 * @property {Map<string, Buffer>} chunks its chunk files by name (none for a one-file embed)
 */

/**
 * The releases archived in a folder: `<dir>/<version>/<file>` (and `<dir>/<version>/chunks/*`), newest first.
 * @param {string} dir @param {string} file
 * @returns {Release[]}
 */
function archivedReleases(dir, file) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((v) => VERSION.test(v) && fs.existsSync(path.join(dir, v, file)))
    .map((version) => {
      const chunkDir = path.join(dir, version, CHUNKS);
      const names = fs.existsSync(chunkDir) ? fs.readdirSync(chunkDir).sort() : [];
      return {
        version,
        bytes: fs.readFileSync(path.join(dir, version, file)),
        chunks: new Map(names.map((n) => [n, fs.readFileSync(path.join(chunkDir, n))])),
      };
    })
    .sort((a, b) => compareVersions(b.version, a.version));
}

/**
 * Writes a release into the archive folder (the `EMBED_ARCHIVE=1` release step).
 * @param {string} dir @param {string} file @param {Release} release
 */
function archiveRelease(dir, file, release) {
  const folder = path.join(dir, release.version);
  fs.mkdirSync(path.join(folder, CHUNKS), { recursive: true });
  fs.writeFileSync(path.join(folder, file), release.bytes);
  for (const [name, bytes] of release.chunks) fs.writeFileSync(path.join(folder, CHUNKS, name), bytes);
  if (!release.chunks.size) fs.rmdirSync(path.join(folder, CHUNKS));
}

/** @param {string} a @param {string} b @returns {number} < 0 when a is older */
function compareVersions(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
}

/**
 * The webpack plugin that publishes an embed's releases (see the module's comment). Runs after
 * minification, the compile hint and the real content hash (which renames chunks and rewrites the
 * entry's references to them), so the hashed and archived bytes are the served ones; before
 * precompression.
 */
class EmbedReleasesPlugin {
  /**
   * @param {object} o
   * @param {string} o.file the entry's file name, e.g. 'watch.js' (built to `embed/v<major>/<file>`)
   * @param {string} o.version this build's version, 'major.minor.patch'
   * @param {string} o.releases the folder of archived releases
   * @param {string} [o.chunks] the folder of the entry's lazy chunks in the build, e.g. 'embed/discover'
   *   (archived and published with each release)
   * @param {string} [o.manifest] the releases' list, in the major's folder (default 'versions.json')
   * @param {'fail' | 'keep'} [o.changed] a build of an archived version with other bytes: fail (default),
   *   or keep publishing the archived release (and warn)
   */
  constructor(o) {
    if (!VERSION.test(o.version)) throw new Error(`embed version must be major.minor.patch, got '${o.version}'`);
    this.o = o;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { file, version, releases, chunks: chunkDir, manifest = 'versions.json', changed = 'fail' } = this.o;
    const major = version.split('.')[0];
    const evergreen = `embed/v${major}/${file}`;
    const chunkPrefix = chunkDir ? `${chunkDir.replace(/\/+$/, '')}/` : null;
    compiler.hooks.thisCompilation.tap('EmbedReleasesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmbedReleasesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const built = compilation.getAsset(evergreen);
          if (!built) {
            compilation.errors.push(new WebpackError(`EmbedReleasesPlugin: no ${evergreen} in this build`));
            return;
          }
          /** @type {Release} */
          const current = {
            version,
            bytes: Buffer.from(built.source.source()),
            chunks: new Map(
              chunkPrefix
                ? compilation
                    .getAssets()
                    .filter((a) => a.name.startsWith(chunkPrefix))
                    .map((a) => [a.name.slice(chunkPrefix.length), Buffer.from(a.source.source())])
                : [],
            ),
          };
          const archived = archivedReleases(releases, file).filter((r) => r.version.split('.')[0] === major);
          const same = archived.find((r) => r.version === version);
          let release = current;
          if (same && !same.bytes.equals(current.bytes)) {
            const where = path.relative(process.cwd(), path.join(releases, version, file));
            if (changed === 'fail') {
              compilation.errors.push(
                new WebpackError(
                  `${file} ${version} is published (${where}) and a release never changes: this build differs from it, so give it a new version`,
                ),
              );
              return;
            }
            compilation.warnings.push(
              new WebpackError(
                `${file}: this build differs from the published ${version} (${where}), which stays the evergreen; to publish the change, ` +
                  `give it a new version and build with EMBED_ARCHIVE=1`,
              ),
            );
            release = same;
            compilation.updateAsset(evergreen, new sources.RawSource(same.bytes), { minimized: true });
          } else if (!same && process.env.EMBED_ARCHIVE === '1' && compilation.compiler.options.mode === 'production') {
            archiveRelease(releases, file, current);
          }
          const list = [release, ...archived.filter((r) => r.version !== version)].sort((a, b) => compareVersions(b.version, a.version));
          // the bytes as served: already minified (the minifier, which also sees assets added late, leaves them).
          // Not flagged `immutable`: webpack would then never write over a file of that name already in dist/.
          for (const r of list) {
            compilation.emitAsset(`embed/v${r.version}/${file}`, new sources.RawSource(r.bytes), { minimized: true });
            for (const [name, bytes] of r.chunks) {
              const at = `${chunkPrefix}${name}`;
              const there = compilation.getAsset(at);
              if (!there) compilation.emitAsset(at, new sources.RawSource(bytes), { minimized: true });
              else if (!Buffer.from(there.source.source()).equals(bytes)) {
                compilation.errors.push(
                  new WebpackError(`${file} ${r.version}: its chunk ${name} differs from this build's file of that name`),
                );
              }
            }
          }
          const listing = {
            file,
            major: Number(major),
            latest: release.version,
            evergreen,
            releases: list.map((r) => ({ version: r.version, path: `embed/v${r.version}/${file}`, integrity: integrityOf(r.bytes) })),
          };
          compilation.emitAsset(`embed/v${major}/${manifest}`, new sources.RawSource(`${JSON.stringify(listing, null, 2)}\n`), {
            minimized: true,
          });
        },
      );
    });
  }
}

module.exports = { EmbedReleasesPlugin };
