/**
 * The bench's settings, read once from the environment (see scripts/bench.mjs for the variables),
 * and the budgets of architecture §7 every part checks its figures against.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { portsFor } = require('@streamscout/apps');

/** The repository's root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const OFFSET = Number(process.env.BENCH_PORT_OFFSET || 2000);
export const PORTS = portsFor({}, OFFSET);
export const SHELL = `http://localhost:${PORTS.shell}`;
export const QUICK = process.env.BENCH_QUICK === '1';
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || (QUICK ? 1 : 3)));
export const PRESETS = QUICK ? ['mobile'] : ['mobile', 'desktop'];
export const CHROMIUM = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const DEMO = { email: 'demo@streamscout.local', password: 'streamscout' };
/** The demo user's queue holds at least this many titles during the gallery runs. */
export const QUEUE_ITEMS = 12;
/** A script whose body has this is supabase-js (its auth client; the bare package name also appears in Module Federation share tables). */
export const SUPABASE_JS = /GoTrueClient/;
/**
 * Which parts run: 'all' (default: parts 1–7), 'pages' (parts 1–4), 'gallery' (part 5), 'server'
 * (part 6), 'calendar' (part 7, no build needed), 'alerts' (part 8 only: the alert job at scale,
 * no app stack; not in 'all', it takes half an hour at 40 TMDB requests/s), 'import' (part 9), 'phone'
 * (part 10: the public pages quiet and busy, side by side with the peer), 'api' (part 11), 'widget'
 * (part 12: the where-to-watch widget on the review site's ten-widget page), 'edge' (part 13: the
 * edge with a server killed and a rolling restart, its own stack), 'plan' (part 14: the
 * service planner on a 1,000-title queue, no build needed) or
 * 'calendar-page' (part 7's browser figure alone, printed, BENCHMARKS.md left alone).
 */
export const ONLY = [
  'gallery',
  'pages',
  'server',
  'calendar',
  'calendar-page',
  'alerts',
  'import',
  'phone',
  'api',
  'widget',
  'edge',
  'plan',
].includes(process.env.BENCH_ONLY ?? '')
  ? process.env.BENCH_ONLY
  : 'all';
/** Markers of the server section in BENCHMARKS.md. */
export const SERVER_START = '<!-- bench:server -->';
export const SERVER_END = '<!-- /bench:server -->';
/** The peer app (the single-bundle app of the spec) to run the same Lighthouse pages on, e.g. http://localhost:5000. */
export const PEER = process.env.BENCH_PEER_URL?.replace(/\/+$/, '') || null;
/** A folder holding the peer's production build, served by the bench itself when `BENCH_PEER_URL` is not set (`peer.mjs`). */
export const PEER_DIST = process.env.BENCH_PEER_DIST || null;
/** Markers of the calendar section in BENCHMARKS.md. */
export const CALENDAR_START = '<!-- bench:calendar -->';
export const CALENDAR_END = '<!-- /bench:calendar -->';
/** Markers of the alerts job section in BENCHMARKS.md. */
export const ALERTS_START = '<!-- bench:alerts -->';
export const ALERTS_END = '<!-- /bench:alerts -->';
/** Markers of the gallery section in BENCHMARKS.md. */
export const GALLERY_START = '<!-- bench:gallery -->';
export const GALLERY_END = '<!-- /bench:gallery -->';
/** Markers of the busy/quiet section (part 10) in BENCHMARKS.md. */
export const PHONE_START = '<!-- bench:phone -->';
export const PHONE_END = '<!-- /bench:phone -->';
/** Part 10's busy mode: how many CPU-bound processes run beside the browser (`BENCH_BUSY_PROCS`, default 2). */
export const BUSY_PROCS = Math.max(1, Number(process.env.BENCH_BUSY_PROCS || 2));
/** Markers of the public API section in BENCHMARKS.md. */
/** Markers of the edge section (part 13) in BENCHMARKS.md. */
export const EDGE_START = '<!-- bench:edge -->';
export const EDGE_END = '<!-- /bench:edge -->';
export const API_START = '<!-- bench:api -->';
export const API_END = '<!-- /bench:api -->';
/** Markers of the service planner section (part 14) in BENCHMARKS.md. */
export const PLAN_START = '<!-- bench:plan -->';
export const PLAN_END = '<!-- /bench:plan -->';
/** Markers of the import section in BENCHMARKS.md. */
export const WIDGET_START = '<!-- bench:widget -->';
export const WIDGET_END = '<!-- /bench:widget -->';
export const IMPORT_START = '<!-- bench:import -->';
export const IMPORT_END = '<!-- /bench:import -->';

/** Budgets of architecture §7, raised for the server-rendered first screens (mobile ≥ 95, FCP ≤ 1.2 s, LCP ≤ 1.8 s, TBT ≤ 150 ms, desktop 100). */
export const BUDGET = {
  /** JS before the page answers input on `/`, compressed as sent. */
  jsHomeKiB: 150,
  /** JS before the first screen of `/` in another language (its catalogs), more than in English, compressed as sent (architecture §13). */
  jsLanguageDeltaKiB: 8,
  mobileScore: 95,
  desktopScore: 100,
  fcpMs: 1200,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0.02,
  tmdbDetails: 2,
  tmdbDiscover: 6,
  tmdbRevisit: 0,
  /** Part 5, a 1,000-title gallery on desktop. */
  galleryFirstCardMs: 1000,
  galleryTmdb: 40,
  galleryBlockingMs: 300,
  galleryHeapMiB: 80,
  galleryMenuMs: 100,
  galleryMobileScore: 90,
  /** Part 5, the same 1,000-title queue shared (spec §17): its public page, signed out, on a phone. */
  publicListMobileScore: 95,
  /** Part 10, busy mode (mobile, medians), against the peer measured in the same run: our score at least this many times the peer's… */
  busyScoreVsPeer: 1.3,
  /** …our LCP at most this share of the peer's… */
  busyLcpVsPeer: 0.5,
  /** …and our TBT at most this share of the peer's. */
  busyTbtVsPeer: 0.3,
  /** Part 10, both modes: JavaScript received before the first contentful paint, KiB as sent, on every public page. */
  jsBeforePaintKiB: 30,
  /** Part 10, both modes: a new search's first results, ms after its first page arrived (spec §2). */
  newQueryAfterDataMs: 300,
  /** Part 10, quiet mode: the mobile score of every public page. */
  quietMobileScore: 100,
  /** Part 12, the where-to-watch widget (spec §21): watch.js and everything it loads, KiB brotli. */
  widgetKiB: 12,
  /** Part 12: ten widgets on a page add at most this much TBT (mobile Lighthouse, with vs without, medians, same run). */
  widgetTbtMs: 20,
  /** Part 12: the page's CLS with ten widgets. */
  widgetCls: 0,
  /** Part 12: the first widget's content at most this long after the data answered (ms, 4× slower CPU). */
  widgetAfterDataMs: 300,
  /** Part 12: data requests of ten widgets. */
  widgetRequests: 2,
};
