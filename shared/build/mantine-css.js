/**
 * Mantine's CSS, per component (architecture §3): the page loads the styles of the Mantine components
 * our apps use (`@streamscout/ui/styles`, one import per `@mantine/core/styles/{Component}.css`),
 * not all of `@mantine/core/styles.css` (~288 KiB raw). This file checks that list against what was
 * built: every Mantine class name (`m_` + 8 hex digits, fixed per component) that any app's built
 * JavaScript names must be styled by a file the list imports — so a component newly used without
 * its CSS fails the build (`scripts/build.mjs`) instead of rendering unstyled.
 */
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

/** A Mantine class name as it appears in built JavaScript and in Mantine's CSS files. */
const MANTINE_CLASS = /m_[0-9a-f]{8}/g;

/** `@mantine/core/styles/` as the UI kit (which owns the Mantine dependency) resolves it. */
function mantineStylesDir() {
  const fromKit = createRequire(require.resolve('@streamscout/ui/package.json'));
  // the package's folder: up from its main module (a `.css` request may be mapped away, as in jest)
  let dir = path.dirname(fromKit.resolve('@mantine/core'));
  while (!fs.existsSync(path.join(dir, 'styles', 'global.css'))) {
    if (path.dirname(dir) === dir) throw new Error('@mantine/core/styles/ not found');
    dir = path.dirname(dir);
  }
  return path.join(dir, 'styles');
}

/**
 * The Mantine class names named by the `.js` files directly in each folder (an app's `dist/`).
 * @param {string[]} distDirs
 * @returns {Set<string>}
 */
function classesInBuilds(distDirs) {
  const used = new Set();
  for (const dir of distDirs)
    for (const file of fs.readdirSync(dir))
      if (file.endsWith('.js')) for (const m of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(MANTINE_CLASS)) used.add(m[0]);
  return used;
}

/**
 * The `@mantine/core/styles/*.css` files a styles module imports, in order.
 * @param {string} stylesFile path of the module (e.g. shared/ui/styles.js)
 * @returns {string[]} file names, e.g. ['baseline.css', 'Button.css']
 */
function importedMantineCss(stylesFile) {
  const text = fs.readFileSync(stylesFile, 'utf8');
  return [...text.matchAll(/import '@mantine\/core\/styles\/([A-Za-z-]+\.css)';/g)].map((m) => m[1]);
}

/**
 * The per-component CSS files the built apps need but the styles module does not import: each
 * file of `@mantine/core/styles/` (except the `.layer.css` variants) that styles a class the builds
 * name. An empty array when nothing is missing.
 * @param {{ distDirs: string[], stylesFile: string, stylesDir?: string }} o
 *   `stylesDir`: Mantine's styles folder (default: the installed `@mantine/core`'s)
 * @returns {{ missing: string[], used: number }} missing file names (sorted), and how many Mantine classes the builds name
 * @throws Error when a folder or the styles module cannot be read
 */
function missingMantineCss(o) {
  const stylesDir = o.stylesDir || mantineStylesDir();
  const used = classesInBuilds(o.distDirs);
  const imported = new Set(importedMantineCss(o.stylesFile));
  const missing = [];
  for (const file of fs.readdirSync(stylesDir)) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css') || imported.has(file)) continue;
    const classes = fs.readFileSync(path.join(stylesDir, file), 'utf8').match(MANTINE_CLASS) || [];
    if (classes.some((c) => used.has(c))) missing.push(file);
  }
  return { missing: missing.sort(), used: used.size };
}

module.exports = { missingMantineCss, importedMantineCss, mantineStylesDir };
