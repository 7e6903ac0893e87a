/**
 * Versioned embeds (architecture §7b): a real minified webpack build of a folder written here, with
 * the releases plugin and precompression as the details remote's widget build has them. The
 * evergreen major and this version's immutable copy are the same bytes; `versions.json` lists every
 * release with the SRI hash of what is served; archived releases are published again, byte for
 * byte; a build that would change a published release fails.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import { EmbedReleasesPlugin } from './embed-releases.js';
import { PrecompressPlugin } from './precompress.js';

jest.setTimeout(60_000);

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embed-releases-'));
  // long enough to be worth precompressing (kept by the minifier: a side effect)
  const words = Array.from({ length: 200 }, (_, i) => `'word ${i} of a widget'`).join(', ');
  fs.writeFileSync(path.join(dir, 'entry.js'), `globalThis.words = [${words}];\n`);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Builds the folder's entry as `embed/v1/widget.js` at `version`; resolves the dist folder, rejects with the build's errors. */
function build(version: string): Promise<string> {
  const out = path.join(dir, 'dist');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { widget: './entry.js' },
    experiments: { outputModule: true },
    output: { path: out, filename: 'embed/v1/widget.js', module: true, library: { type: 'module' } },
    devtool: false,
    optimization: { minimize: true, minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
    plugins: [new EmbedReleasesPlugin({ file: 'widget.js', version, releases: path.join(dir, 'releases') }), new PrecompressPlugin()],
  });
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => {
        if (err || !stats) return reject(err);
        if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        resolve(out);
      });
    });
  });
}
const sri = (b: Buffer) => `sha384-${crypto.createHash('sha384').update(b).digest('base64')}`;

test('the evergreen major and the version’s immutable copy, precompressed, listed with the hash of the served bytes', async () => {
  const out = await build('1.2.0');
  const evergreen = fs.readFileSync(path.join(out, 'embed/v1/widget.js'));
  const pinned = fs.readFileSync(path.join(out, 'embed/v1.2.0/widget.js'));
  expect(pinned.equals(evergreen)).toBe(true);
  expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(out, 'embed/v1.2.0/widget.js.br'))).equals(pinned)).toBe(true);
  expect(JSON.parse(fs.readFileSync(path.join(out, 'embed/v1/versions.json'), 'utf8'))).toEqual({
    file: 'widget.js',
    major: 1,
    latest: '1.2.0',
    evergreen: 'embed/v1/widget.js',
    releases: [{ version: '1.2.0', path: 'embed/v1.2.0/widget.js', integrity: sri(pinned) }],
  });
});

test('archived releases are published again byte for byte, newest first; another major’s are not', async () => {
  const old = Buffer.from('export const hello = () => "the 1.0.0 bytes, as they were served";\n');
  for (const [v, bytes] of [
    ['1.0.0', old],
    ['0.9.0', Buffer.from('export const v0 = 1;\n')],
  ] as const) {
    fs.mkdirSync(path.join(dir, 'releases', v), { recursive: true });
    fs.writeFileSync(path.join(dir, 'releases', v, 'widget.js'), bytes);
  }
  const out = await build('1.1.0');
  expect(fs.readFileSync(path.join(out, 'embed/v1.0.0/widget.js')).equals(old)).toBe(true);
  expect(fs.existsSync(path.join(out, 'embed/v0.9.0/widget.js'))).toBe(false);
  const versions = JSON.parse(fs.readFileSync(path.join(out, 'embed/v1/versions.json'), 'utf8'));
  expect(versions.releases.map((r: { version: string }) => r.version)).toEqual(['1.1.0', '1.0.0']);
  expect(versions.releases[1].integrity).toBe(sri(old));
});

test('a published release never changes: the same version with other bytes fails the build, asking for a new version', async () => {
  fs.mkdirSync(path.join(dir, 'releases', '1.0.0'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'releases', '1.0.0', 'widget.js'), 'export const hello = () => "what 1.0.0 was";\n');
  await expect(build('1.0.0')).rejects.toThrow(/widget\.js 1\.0\.0 is published .* give it a new version/);
  // the archived bytes rebuilt as they were: fine
  const out = await build('1.0.1');
  fs.copyFileSync(path.join(out, 'embed/v1.0.1/widget.js'), path.join(dir, 'releases', '1.0.0', 'widget.js'));
  await expect(build('1.0.0')).resolves.toBe(out);
});

/**
 * Builds an entry with a lazy chunk as `embed/v1/widget.js` (chunks in `embed/widget/`), releases kept on change.
 * Resolves the dist folder and the build's warnings.
 */
function buildWithChunks(version: string): Promise<{ out: string; warnings: string[] }> {
  const out = path.join(dir, 'dist');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { widget: './lazy-entry.js' },
    experiments: { outputModule: true },
    output: {
      path: out,
      publicPath: 'auto',
      filename: 'embed/v1/widget.js',
      chunkFilename: 'embed/widget/[name].[contenthash:8].js',
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      library: { type: 'module' },
      clean: true,
    },
    devtool: false,
    optimization: { minimize: true, minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
    plugins: [
      new EmbedReleasesPlugin({
        file: 'widget.js',
        version,
        releases: path.join(dir, 'releases'),
        chunks: 'embed/widget',
        manifest: 'widget-versions.json',
        changed: 'keep',
      }),
    ],
  });
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => {
        if (err || !stats) return reject(err);
        if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
        resolve({ out, warnings: stats.compilation.warnings.map((w) => w.message) });
      });
    });
  });
}
const chunksIn = (out: string) => fs.readdirSync(path.join(out, 'embed/widget')).sort();

test('an embed with lazy chunks: a release is archived with its chunks, and every later build publishes them again', async () => {
  fs.writeFileSync(path.join(dir, 'lazy.js'), 'export const said = "the first words";\n');
  fs.writeFileSync(path.join(dir, 'lazy-entry.js'), 'export const later = () => import("./lazy.js");\n');
  process.env.EMBED_ARCHIVE = '1';
  let first = '';
  try {
    first = (await buildWithChunks('1.0.0')).out;
  } finally {
    delete process.env.EMBED_ARCHIVE;
  }
  const archived = fs.readdirSync(path.join(dir, 'releases/1.0.0/chunks'));
  expect(archived).toHaveLength(1);
  // the files as served: the chunk under its final name, which the entry names
  expect(archived).toEqual(chunksIn(first));
  expect(fs.readFileSync(path.join(first, 'embed/v1/widget.js'), 'utf8')).toContain(archived[0]!.split('.')[1]);
  expect(fs.readFileSync(path.join(dir, 'releases/1.0.0/widget.js')).equals(fs.readFileSync(path.join(first, 'embed/v1/widget.js')))).toBe(
    true,
  );
  expect(fs.readFileSync(path.join(dir, 'releases/1.0.0/chunks', archived[0]!), 'utf8')).toContain('the first words');

  // the lazy module changes and a new version is built: the old release's chunk is still served, by its name
  fs.writeFileSync(path.join(dir, 'lazy.js'), 'export const said = "other words";\n');
  const { out } = await buildWithChunks('1.1.0');
  expect(chunksIn(out)).toHaveLength(2);
  expect(chunksIn(out)).toContain(archived[0]);
  const v100 = fs.readFileSync(path.join(out, 'embed/v1.0.0/widget.js'), 'utf8');
  expect(v100).toContain(archived[0]!.split('.')[1]); // the 1.0.0 entry names its chunk's hash
  const versions = JSON.parse(fs.readFileSync(path.join(out, 'embed/v1/widget-versions.json'), 'utf8'));
  expect(versions.latest).toBe('1.1.0');
  expect(versions.releases.map((r: { version: string }) => r.version)).toEqual(['1.1.0', '1.0.0']);
  expect(fs.existsSync(path.join(dir, 'releases/1.1.0'))).toBe(false); // archived only when asked
});

test('changed: keep — a build of a published version with other bytes keeps serving the release (evergreen too), with a warning', async () => {
  fs.writeFileSync(path.join(dir, 'lazy.js'), 'export const said = "released";\n');
  fs.writeFileSync(path.join(dir, 'lazy-entry.js'), 'export const later = () => import("./lazy.js");\n');
  process.env.EMBED_ARCHIVE = '1';
  try {
    await buildWithChunks('1.0.0');
  } finally {
    delete process.env.EMBED_ARCHIVE;
  }
  const released = fs.readFileSync(path.join(dir, 'releases/1.0.0/widget.js'));
  fs.writeFileSync(path.join(dir, 'lazy-entry.js'), 'export const later = () => import("./lazy.js"); export const more = 2;\n');
  const { out, warnings } = await buildWithChunks('1.0.0');
  expect(warnings).toEqual([expect.stringMatching(/differs from the published 1\.0\.0 .* stays the evergreen/)]);
  expect(fs.readFileSync(path.join(out, 'embed/v1/widget.js')).equals(released)).toBe(true);
  expect(fs.readFileSync(path.join(out, 'embed/v1.0.0/widget.js')).equals(released)).toBe(true);
  const versions = JSON.parse(fs.readFileSync(path.join(out, 'embed/v1/widget-versions.json'), 'utf8'));
  expect(versions.releases).toEqual([{ version: '1.0.0', path: 'embed/v1.0.0/widget.js', integrity: sri(released) }]);
});
