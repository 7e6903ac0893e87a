/**
 * V8's compile hint on the browser builds' scripts: a real minified webpack build of a folder
 * written here. Every chunk file, the entry's and a lazy one's, starts with the magic comment,
 * after minification, and its precompressed `.br` and `.gz` carry it too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import { compileHintsPlugin, COMPILE_HINT } from './compile-hints.js';
import { PrecompressPlugin } from './precompress.js';

let dir = '';
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Builds `entry.js` of the folder as the app builds do (SWC minifier, real content hashes). */
function build(plugins: webpack.WebpackPluginInstance[]): Promise<string[]> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
    devtool: false,
    optimization: { minimize: true, minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
    plugins,
  });
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      if (err || !stats) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      compiler.close(() => resolve(fs.readdirSync(path.join(dir, 'dist'))));
    });
  });
}

// big enough for the precompressed variants to pay (1 KiB and more)
const BODY = Array.from({ length: 80 }, (_, i) => `export function f${i}(x) { return 'answer number ${i} to ' + x; }`).join('\n');

beforeEach(() => {
  fs.writeFileSync(path.join(dir, 'lazy.js'), BODY);
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    "/* a comment the minifier drops */\nimport('./lazy.js').then((m) => console.log(Object.values(m)));",
  );
});

test('every script of the build starts with the hint, after minification, in its .br and .gz too', async () => {
  const files = await build([compileHintsPlugin(), new PrecompressPlugin()]);
  const scripts = files.filter((f) => f.endsWith('.js'));
  expect(scripts).toHaveLength(2); // the entry and the lazy chunk
  for (const file of scripts) {
    const text = fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
    expect(text.split('\n')[0]).toBe(COMPILE_HINT);
    expect(text).not.toContain('a comment the minifier drops');
  }
  const lazy = scripts.find((f) => fs.readFileSync(path.join(dir, 'dist', f), 'utf8').includes('answer number 3 to'));
  expect(lazy).toBeDefined();
  const br = zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'dist', `${lazy}.br`))).toString();
  const gz = zlib.gunzipSync(fs.readFileSync(path.join(dir, 'dist', `${lazy}.gz`))).toString();
  expect(br.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  expect(gz.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
});

test("the file names' content hashes are of the files as sent, hint included", async () => {
  const without = (await build([])).filter((f) => f.endsWith('.js')).sort();
  fs.rmSync(path.join(dir, 'dist'), { recursive: true });
  const withHint = (await build([compileHintsPlugin()])).filter((f) => f.endsWith('.js')).sort();
  // same chunks, other bytes: a browser holding yesterday's immutable file never gets today's under the same name
  expect(withHint.map((f) => f.split('.')[0])).toEqual(without.map((f) => f.split('.')[0]));
  expect(withHint).not.toEqual(without);
});

test("a chunk holding supabase-js (or a module the `except` patterns match) keeps V8's lazy compile; the others get the hint", async () => {
  const pkg = path.join(dir, 'node_modules', '@supabase', 'fake');
  fs.mkdirSync(pkg, { recursive: true });
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: '@supabase/fake', version: '1.0.0', main: 'index.js' }));
  fs.writeFileSync(path.join(pkg, 'index.js'), BODY.replaceAll('answer number', 'supabase answer'));
  fs.writeFileSync(path.join(dir, 'other.js'), BODY.replaceAll('answer number', 'other answer'));
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    "import('./lazy.js').then((m) => console.log(m));\nimport('@supabase/fake').then((m) => console.log(m));\nimport('./other.js').then((m) => console.log(m));",
  );
  const firstLineOf = (files: string[], marker: string) => {
    const file = files.find((f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, 'dist', f), 'utf8').includes(marker));
    expect(file).toBeDefined();
    return fs.readFileSync(path.join(dir, 'dist', file as string), 'utf8').split('\n')[0];
  };
  let files = await build([compileHintsPlugin()]);
  expect(firstLineOf(files, 'supabase answer')).not.toBe(COMPILE_HINT);
  expect(firstLineOf(files, 'answer number 3 to')).toBe(COMPILE_HINT);
  expect(firstLineOf(files, 'other answer')).toBe(COMPILE_HINT);

  fs.rmSync(path.join(dir, 'dist'), { recursive: true });
  files = await build([compileHintsPlugin({ except: [/other\.js$/] })]);
  expect(firstLineOf(files, 'other answer')).not.toBe(COMPILE_HINT);
  expect(firstLineOf(files, 'supabase answer')).toBe(COMPILE_HINT);
});
