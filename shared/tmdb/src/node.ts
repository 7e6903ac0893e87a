/**
 * `@streamscout/tmdb/node` — the package for plain Node processes (the app server's calendar and
 * feeds, the public API, the job runner): the client and its API functions (`./index`), the calendar
 * (`./calendar`), the plan's source (`./plan`) and the region rules (`@streamscout/region`) in one module. `npm run build` compiles it to `dist/node.js` (CommonJS, our
 * workspace packages bundled in), which Node `require`s like any built package; jest compiles this
 * source as it compiles every test. Each consumer makes its own client (`createTmdbClient`).
 */
export * from './index';
export * from './calendar';
export * from './plan';
// the viewer's region, as the public API checks and resolves it (the pages' rules, architecture §9a)
export * from '@streamscout/region';
