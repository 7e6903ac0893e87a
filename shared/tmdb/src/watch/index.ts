/**
 * One watch-availability model (architecture §10): the one reader of TMDB's `watch/providers`
 * (`./normalize`), the ways to watch in order (`./ways`), "on my services" (`./services`), the
 * compact form the calendar and the job runner keep (`./compact`), and availability and its alerts
 * in words (`./words`, `./alerts`). Used by the browser apps, the app server and the job runner.
 */
export { MAX_TMDB_ID, isTmdbId, normalizeWatch, normalizeProviders } from './normalize';
export { WAYS_TO_WATCH, WATCH_KINDS, SERVICE_KINDS, wayLabel } from './ways';
export { servicesIn, isOnServices, mineFirst } from './services';
export { compactWatch, regionWatchOf, type CompactWatch, type RegionWatchIds } from './compact';
export { providerLabel, watchLines } from './words';
export {
  ALERT_KINDS,
  ALERT_KIND_LABELS,
  alertKindLabel,
  alertChange,
  alertHeadline,
  alertSentence,
  alertsBellLabel,
  type AlertKind,
  type AlertFacts,
} from './alerts';
