/**
 * @streamscout/widgets — the kit's pieces that are connected to the session store or run a query
 * (architecture §2, layer above `@streamscout/ui` and `@streamscout/session`): the list buttons of a
 * show and the `actions` for the kit's cards, the "Only my services" switch, the region picker and
 * the details page's where-to-watch block, and the alerts bell with the alert queries the inbox shares. Everything here draws with `@streamscout/ui`.
 */
export * from './ShowListButtons';
export * from './OnlyMyServices';
export * from './RegionPicker';
export * from './LanguagePicker';
export * from './WhereToWatch';
export * from './EpisodeProgress';
export { persistQueryCache } from './offline/persistQueryCache';
export * from './Alerts';
export * from './PrivateFeedUrl';
export * from './WatchSummary';
export { AccountScope } from './AccountScope';
export { useUserId, useUserQuery } from './userData';
export { markServedPublicListsFresh, publicListKeys, publicListQueries } from './publicLists';
