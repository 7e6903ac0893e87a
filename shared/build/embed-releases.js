/**
 * Versioned embeds (architecture §7b): an embed's entry is built to its evergreen major,
 * `embed/v1/<file>` (served with a short cache: sites that paste it get fixes), and published
 * immutable at `embed/v<version>/<file>` with its Subresource Integrity hash in `embed/versions.json`
 * (for sites that pin). Published releases are archived in the repository (`<releases>/<version>/<file>`,
 * the bytes as released) and emitted again by every build, so a page pinned to an older release keeps
 * its file — and its hash — after any later deploy. A release is immutable: a build whose current
 * version is archived with other bytes fails, asking for a new version.
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

/**
 * The releases archived in a folder: `<dir>/<version>/<file>`, newest first.
 * @param {string} dir @param {string} file
 * @returns {{version: string, bytes: Buffer}[]}
 */
function archivedReleases(dir, file) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((v) => VERSION.test(v) && fs.existsSync(path.join(dir, v, file)))
    .map((version) => ({ version, bytes: fs.readFileSync(path.join(dir, version, file)) }))
    .sort((a, b) => compareVersions(b.version, a.version));
}

/** @param {string} a @param {string} b @returns {number} < 0 when a is older */
function compareVersions(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
}

/**
 * The webpack plugin that publishes an embed's releases (see the module's comment). Runs after
 * minification and the compile hint (so the hashed bytes are the served ones), before precompression.
 */
class EmbedReleasesPlugin {
  /**
   * @param {object} o
   * @param {string} o.file the entry's file name, e.g. 'watch.js' (built to `embed/v<major>/<file>`)
   * @param {string} o.version this build's version, 'major.minor.patch'
   * @param {string} o.releases the folder of archived releases
   */
  constructor(o) {
    if (!VERSION.test(o.version)) throw new Error(`embed version must be major.minor.patch, got '${o.version}'`);
    this.o = o;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { file, version, releases } = this.o;
    const major = version.split('.')[0];
    const evergreen = `embed/v${major}/${file}`;
    compiler.hooks.thisCompilation.tap('EmbedReleasesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmbedReleasesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const built = compilation.getAsset(evergreen);
        if (!built) {
          compilation.errors.push(new WebpackError(`EmbedReleasesPlugin: no ${evergreen} in this build`));
          return;
        }
        const bytes = Buffer.from(built.source.source());
        const archived = archivedReleases(releases, file).filter((r) => r.version.split('.')[0] === major);
        const same = archived.find((r) => r.version === version);
        if (same && !same.bytes.equals(bytes)) {
          compilation.errors.push(
            new WebpackError(
              `${file} ${version} is published (${path.relative(process.cwd(), path.join(releases, version, file))}) and a release never changes: ` +
                `this build differs from it, so give it a new version`,
            ),
          );
          return;
        }
        const list = [{ version, bytes }, ...archived.filter((r) => r.version !== version)].sort((a, b) =>
          compareVersions(b.version, a.version),
        );
        // the bytes as served: already minified (the minifier, which also sees assets added late, leaves them)
        for (const r of list) {
          compilation.emitAsset(`embed/v${r.version}/${file}`, new sources.RawSource(r.bytes), { minimized: true, immutable: true });
        }
        const manifest = {
          file,
          major: Number(major),
          latest: version,
          evergreen,
          releases: list.map((r) => ({ version: r.version, path: `embed/v${r.version}/${file}`, integrity: integrityOf(r.bytes) })),
        };
        compilation.emitAsset(`embed/v${major}/versions.json`, new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`), {
          minimized: true,
        });
      });
    });
  }
}

module.exports = { EmbedReleasesPlugin };
