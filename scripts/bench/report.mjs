/** The report: the budgets checked, the machine described, and BENCHMARKS.md written (its hand-written notes kept). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BUDGET,
  CALENDAR_END,
  CALENDAR_START,
  CHROMIUM,
  GALLERY_END,
  GALLERY_START,
  PRESETS,
  QUICK,
  root,
  RUNS,
  SERVER_END,
  SERVER_START,
} from './config.mjs';
import { kib, mark, median, spread } from './util.mjs';

/**
 * Puts `block` in place of the section between `start` and `end` of `text` (or before "## Notes",
 * or at the end).
 * @param {string} text @param {string} start @param {string} end @param {string} block
 */
function splice(text, start, end, block) {
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a >= 0 && b > a) return `${text.slice(0, a)}${block}${text.slice(b + end.length)}`;
  const notes = text.indexOf('\n## Notes');
  if (notes >= 0) return `${text.slice(0, notes + 1)}${block}\n\n${text.slice(notes + 1)}`;
  return `${text.trimEnd()}\n\n${block}\n`;
}

/**
 * Replaces one section of BENCHMARKS.md (between its markers; the file is created when missing).
 * @param {string} start @param {string} end the section's markers
 * @param {string} block the section, markers included
 * @param {string} label its name in the log line, e.g. 'gallery'
 */
export function writeSection(start, end, block, label) {
  const file = path.join(root, 'BENCHMARKS.md');
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# StreamScout benchmarks\n';
  fs.writeFileSync(file, splice(old, start, end, block));
  console.log(`wrote the ${label} section of ${path.relative(process.cwd(), file)}`);
}

/**
 * Prints the figure rows of a markdown section (its `| … |` lines, without the header row).
 * @param {string} block
 */
export function printTable(block) {
  console.log(
    `\n${block
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| |'))
      .join('\n')}`,
  );
}

/**
 * Samples the machine's 1-minute load average every `everyMs` (default 5,000 ms) until `stop()`.
 * The bench's machine is shared: Lighthouse's simulated throttling multiplies each observed
 * main-thread task by 4, so a busy neighbour shows up in TBT and the score; the report prints
 * this next to the figures so a reader can tell a slower page from a busier machine.
 * @param {number} [everyMs]
 * @returns {{ stop: () => string }} `stop()` ends the sampling and gives "median (min–max)" of the samples, e.g. "0.74 (0.41–1.12)" (the first is taken at once)
 */
export function loadSampler(everyMs = 5000) {
  /** @type {number[]} */
  const samples = [os.loadavg()[0]];
  const timer = setInterval(() => samples.push(os.loadavg()[0]), everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      return spread(samples, (/** @type {number} */ l) => l.toFixed(2));
    },
  };
}

/** The machine, the versions and the commit the figures were taken on. */
export function machine() {
  const chromium = (() => {
    try {
      return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '?';
    }
  })();
  const commit = (() => {
    try {
      const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
      // BENCHMARKS.md itself is left out: a run of one part finds the file another part just wrote
      const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no', '--', '.', ':!BENCHMARKS.md'], {
        cwd: root,
        encoding: 'utf8',
      }).trim();
      return dirty ? `${sha} (+ uncommitted changes)` : sha;
    } catch {
      return '?';
    }
  })();
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    commit,
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    chromium,
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
}

/**
 * Every figure of parts 1–3 against its budget (architecture §7).
 * @param {import('./pages.mjs').Page[]} pages
 * @param {Record<string, any>} loads parts 1 and 2 ({@link import('./pages.mjs').measureLoads})
 * @param {Record<string, Record<string, any[]>>} lh part 3 ({@link import('./lighthouse.mjs').runLighthouse})
 * @returns {{what: string, figure: string, budget: string, ok: boolean}[]}
 */
export function budgetChecks(pages, loads, lh) {
  /** @type {{what: string, figure: string, budget: string, ok: boolean}[]} */
  const checks = [];
  const check = (/** @type {string} */ what, /** @type {string} */ figure, /** @type {string} */ budget, /** @type {boolean} */ ok) =>
    checks.push({ what, figure, budget, ok });
  if (loads['/']) {
    const sent = median(loads['/'].sent) / 1024;
    check(
      'JS before the first screen on `/` (compressed, as sent)',
      `${sent.toFixed(1)} KiB`,
      `≤ ${BUDGET.jsHomeKiB} KiB`,
      sent <= BUDGET.jsHomeKiB,
    );
  }
  // another language's first screen loads its catalogs too (architecture §13): at most this much more
  for (const pg of pages.filter((p) => p.lang && p.path.startsWith('/?'))) {
    if (!loads['/'] || !loads[pg.path]) continue;
    const delta = (median(loads[pg.path].sent) - median(loads['/'].sent)) / 1024;
    check(
      `JS before the first screen on \`${pg.path}\`, more than on \`/\``,
      `${delta.toFixed(1)} KiB`,
      `≤ ${BUDGET.jsLanguageDeltaKiB} KiB`,
      delta <= BUDGET.jsLanguageDeltaKiB,
    );
    // the first screen is the server's HTML in every language (no script needed), so that figure
    // is a race with the locator; what the language adds in all is the scripts sent until idle
    const idleDelta = (median(loads[pg.path].idleSent) - median(loads['/'].idleSent)) / 1024;
    check(
      `All JS sent until idle on \`${pg.path}\`, more than on \`/\``,
      `${idleDelta.toFixed(1)} KiB`,
      `≤ ${BUDGET.jsLanguageDeltaKiB} KiB`,
      idleDelta <= BUDGET.jsLanguageDeltaKiB,
    );
  }
  for (const pg of pages.filter((p) => !p.signedIn)) {
    check(
      `supabase-js on a signed-out visit to \`${pg.path}\``,
      loads[pg.path].supabase ? 'downloaded' : 'not downloaded',
      'not downloaded',
      !loads[pg.path].supabase,
    );
  }
  for (const pg of pages) {
    const l = loads[pg.path];
    if (pg.tmdbBudget !== undefined) {
      check(
        `TMDB requests, cold view of \`${pg.path}\`${pg.aboveFold ? ' (above the fold)' : ''}`,
        String(l.coldTmdb),
        `≤ ${pg.tmdbBudget}`,
        l.coldTmdb <= pg.tmdbBudget,
      );
    }
    check(
      `TMDB requests, same-tab revisit of \`${pg.path}\``,
      String(l.revisitTmdb),
      `${BUDGET.tmdbRevisit}`,
      l.revisitTmdb <= BUDGET.tmdbRevisit,
    );
  }
  for (const pg of pages) {
    for (const preset of PRESETS) {
      const rs = lh[pg.path][preset];
      const score = median(rs.map((r) => r.score));
      const min = preset === 'mobile' ? BUDGET.mobileScore : BUDGET.desktopScore;
      check(
        `Lighthouse ${preset} score \`${pg.path}\``,
        spread(
          rs.map((r) => r.score),
          String,
        ),
        `≥ ${min}`,
        score >= min,
      );
      if (preset !== 'mobile') continue;
      const fcp = median(rs.map((r) => r.fcp));
      const lcp = median(rs.map((r) => r.lcp));
      const tbt = median(rs.map((r) => r.tbt));
      check(
        `FCP (mobile) \`${pg.path}\``,
        spread(
          rs.map((r) => r.fcp / 1000),
          (n) => `${n.toFixed(2)} s`,
        ),
        `≤ ${BUDGET.fcpMs / 1000} s`,
        fcp <= BUDGET.fcpMs,
      );
      const cls = median(rs.map((r) => r.cls));
      check(
        `LCP (mobile) \`${pg.path}\``,
        spread(
          rs.map((r) => r.lcp / 1000),
          (n) => `${n.toFixed(2)} s`,
        ),
        `≤ ${BUDGET.lcpMs / 1000} s`,
        lcp <= BUDGET.lcpMs,
      );
      check(
        `TBT (mobile) \`${pg.path}\``,
        spread(
          rs.map((r) => r.tbt),
          (n) => `${Math.round(n)} ms`,
        ),
        `≤ ${BUDGET.tbtMs} ms`,
        tbt <= BUDGET.tbtMs,
      );
      check(
        `CLS (mobile) \`${pg.path}\``,
        spread(
          rs.map((r) => r.cls),
          (n) => n.toFixed(3),
        ),
        `≤ ${BUDGET.cls}`,
        cls <= BUDGET.cls,
      );
    }
  }
  return checks;
}

/**
 * Prints each budget with ✅ / ❌ and how many were met.
 * @param {{what: string, figure: string, budget: string, ok: boolean}[]} checks
 * @returns {number} how many were not met
 */
export function printBudgets(checks) {
  console.log('\nbudgets:');
  for (const c of checks) console.log(`${mark(c.ok)} ${c.what.replace(/`/g, '')}: ${c.figure} (budget ${c.budget})`);
  const failed = checks.filter((c) => !c.ok).length;
  console.log(`\n${checks.length - failed} of ${checks.length} budgets met`);
  return failed;
}

/**
 * Writes BENCHMARKS.md from parts 1–4: machine, budgets, Lighthouse, JS before the first screen,
 * bytes per app; the gallery and server sections of an earlier run and the "## Notes" section are kept.
 * @param {object} r
 * @param {import('./pages.mjs').Page[]} r.pages
 * @param {Record<string, any>} r.loads
 * @param {Record<string, Record<string, any[]>>} r.lh
 * @param {ReturnType<typeof import('./bytes.mjs').bytesPerApp>} r.bytes
 * @param {{what: string, figure: string, budget: string, ok: boolean}[]} r.checks
 * @param {number} r.failed
 * @param {ReturnType<typeof machine>} r.env
 * @param {string} r.lhVersion
 * @param {string} r.chromeVersion
 * @param {string} r.loadDuring the 1-minute load average while parts 1–3 ran ({@link loadSampler})
 */
export function writePagesReport({ pages, loads, lh, bytes, checks, failed, env, lhVersion, chromeVersion, loadDuring }) {
  const file = path.join(root, 'BENCHMARKS.md');
  const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const notesAt = old.indexOf('\n## Notes');
  const notes =
    notesAt >= 0
      ? old.slice(notesAt + 1)
      : '## Notes\n\n(Hand-written: what stands in the way of any budget not met. `npm run bench` keeps this section.)\n';
  // the gallery section of an earlier run stays until part 5 writes its own
  const galleryAt = old.indexOf(GALLERY_START);
  const galleryEnd = old.indexOf(GALLERY_END);
  const oldGallery = galleryAt >= 0 && galleryEnd > galleryAt ? `${old.slice(galleryAt, galleryEnd + GALLERY_END.length)}\n` : '';
  // so does the server section until part 6 writes its own
  const serverAt = old.indexOf(SERVER_START);
  const serverEnd = old.indexOf(SERVER_END);
  const oldServer = serverAt >= 0 && serverEnd > serverAt ? `${old.slice(serverAt, serverEnd + SERVER_END.length)}\n` : '';
  // and the calendar section until part 7 writes its own
  const calendarAt = old.indexOf(CALENDAR_START);
  const calendarEnd = old.indexOf(CALENDAR_END);
  const oldCalendar = calendarAt >= 0 && calendarEnd > calendarAt ? `${old.slice(calendarAt, calendarEnd + CALENDAR_END.length)}\n` : '';
  const lines = [
    '# StreamScout benchmarks',
    '',
    'Written by `npm run bench` (scripts/bench.mjs) from the production build served by `scripts/start.mjs`',
    'on the local TMDB catalog and local Supabase backend. A report, not a test: CI does not run it.',
    `${QUICK ? '**Quick run (BENCH_QUICK=1): 1 run, mobile only — not the figures of record.**\n' : ''}`,
    '## Machine',
    '',
    '| | |',
    '|---|---|',
    `| date | ${env.date} |`,
    `| commit | ${env.commit} |`,
    `| CPUs (\`nproc\`) | ${env.cpus} |`,
    `| memory | ${env.memory} |`,
    `| load average at start (1/5/15 min) | ${env.load} |`,
    `| load average while measuring (1 min, every 5 s, median (min–max)) | ${loadDuring} |`,
    `| Node | ${env.node} |`,
    `| Chromium | ${env.chromium} (Lighthouse reports ${chromeVersion}) |`,
    `| Lighthouse | ${lhVersion} (mobile preset: simulated slow 4G, 4× CPU; desktop preset) |`,
    `| runs per page | ${RUNS} (medians, min–max in brackets) |`,
    '',
    '## Budgets',
    '',
    '| | figure | budget | |',
    '|---|---|---|---|',
    ...checks.map((c) => `| ${c.what} | ${c.figure} | ${c.budget} | ${mark(c.ok)} |`),
    '',
    `${checks.length - failed} of ${checks.length} budgets met.`,
    '',
    '## Lighthouse (performance)',
    '',
    '| page | preset | score | LCP | TBT | CLS | FCP | Speed Index |',
    '|---|---|---|---|---|---|---|---|',
    ...pages.flatMap((pg) =>
      PRESETS.map((preset) => {
        const rs = lh[pg.path][preset];
        return `| \`${pg.path}\`${pg.signedIn ? ' (signed in)' : ''} | ${preset} | ${spread(
          rs.map((r) => r.score),
          String,
        )} | ${spread(
          rs.map((r) => r.lcp / 1000),
          (n) => `${n.toFixed(2)} s`,
        )} | ${spread(
          rs.map((r) => r.tbt),
          (n) => `${Math.round(n)} ms`,
        )} | ${spread(
          rs.map((r) => r.cls),
          (n) => n.toFixed(3),
        )} | ${spread(
          rs.map((r) => r.fcp / 1000),
          (n) => `${n.toFixed(2)} s`,
        )} | ${spread(
          rs.map((r) => r.si / 1000),
          (n) => `${n.toFixed(2)} s`,
        )} |`;
      }),
    ),
    '',
    '## JS before the first screen',
    '',
    "Scripts loaded from navigation until the page's first screen rendered (Chromium, 1400×900, cold cache).",
    '"sent" is the compressed size on the wire; "gzip-eq." gzips each body at level 9 (comparable with',
    'figures taken before the server compressed); supabase-js: downloaded at any point of a visit',
    '(load, then 4 s idle).',
    '',
    '| page | scripts | sent | gzip-eq. | raw | first screen after | TMDB requests cold / revisit | supabase-js |',
    '|---|---|---|---|---|---|---|---|',
    ...pages.map((pg) => {
      const l = loads[pg.path];
      return `| \`${pg.path}\` | ${l.scripts} | ${spread(l.sent, kib)} KiB | ${spread(l.gz, kib)} KiB | ${spread(l.raw, kib)} KiB | ${spread(l.renderMs, String)} ms | ${l.coldTmdb} / ${l.revisitTmdb} | ${pg.signedIn ? 'signed in' : l.supabase ? 'downloaded' : 'not downloaded'} |`;
    }),
    '',
    '## Bytes per app',
    '',
    "Every JS and CSS file in each app's `dist/` (all chunks, not only the first load), raw / gzip / brotli",
    '(the precompressed files the server sends).',
    '',
    '| app | JS files | JS raw | JS gzip | JS brotli | CSS raw | CSS gzip | CSS brotli |',
    '|---|---|---|---|---|---|---|---|',
    ...bytes.flatMap((b) => [
      `| ${b.app} | ${b.js.files} | ${kib(b.js.raw)} KiB | ${kib(b.js.gz)} KiB | ${kib(b.js.br)} KiB | ${kib(b.css.raw)} KiB | ${kib(b.css.gz)} KiB | ${kib(b.css.br)} KiB |`,
      ...(b.embed.files
        ? [
            `| ${b.app} embed (\`embed.js\` + chunks) | ${b.embed.files} | ${kib(b.embed.raw)} KiB | ${kib(b.embed.gz)} KiB | ${kib(b.embed.br)} KiB | | | |`,
          ]
        : []),
    ]),
    '',
    ...(oldGallery ? [oldGallery, ''] : []),
    ...(oldServer ? [oldServer, ''] : []),
    ...(oldCalendar ? [oldCalendar, ''] : []),
    notes.trimEnd(),
    '',
  ];
  fs.writeFileSync(file, lines.join('\n'));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
