/** Part 4: the bytes every app ships — each JS and CSS file of its dist/, raw and as served. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { root } from './config.mjs';

const require = createRequire(import.meta.url);
const { APPS } = require('@streamscout/apps');

/** Bytes of every JS/CSS file of each app's dist/ (raw, gzip, brotli — the precompressed files when present). */
export function bytesPerApp() {
  return APPS.map((app) => {
    const dist = path.join(root, app.dir, 'dist');
    const totals = {
      js: { raw: 0, gz: 0, br: 0, files: 0 },
      css: { raw: 0, gz: 0, br: 0, files: 0 },
      embed: { raw: 0, gz: 0, br: 0, files: 0 },
    };
    const walk = (/** @type {string} */ dir) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, e.name);
        // dist/server/ is the app's server bundle: it never reaches a browser
        // dist/embed/v1.2.3/ holds an embed's pinned releases: copies of what the evergreen embed/v1/ serves (architecture §7b)
        if (e.isDirectory()) {
          if (!(dir === dist && e.name === 'server') && !/^v[0-9]+\.[0-9]+\.[0-9]+$/.test(e.name)) walk(file);
        } else if (/\.(js|css)$/.test(e.name)) {
          const rel = path.relative(dist, file);
          const kind = /^embed(\.js|[\\/])/.test(rel) ? 'embed' : e.name.endsWith('.css') ? 'css' : 'js';
          const body = fs.readFileSync(file);
          const t = totals[kind];
          t.files += 1;
          t.raw += body.length;
          t.gz += fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : zlib.gzipSync(body, { level: 9 }).length;
          t.br += fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : zlib.brotliCompressSync(body).length;
        }
      }
    };
    if (fs.existsSync(dist)) walk(dist);
    return { app: app.dir, ...totals };
  });
}
