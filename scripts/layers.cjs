/**
 * The layering of the shared packages (`shared/*`, architecture §2), read by the ESLint config
 * (an import from a layer that is not below is an error) and by `scripts/packages.node.test.js`
 * (the packages' declared dependencies follow the same layers and form no cycle).
 *
 * Bottom to top; a package may import only packages of the layers below its own — never one of
 * its own layer — so the dependency graph of the shared packages cannot have a cycle:
 *   apps, region   the apps table (names, ports, env names); the viewer's region (country list,
 *          default, validator, Accept-Language); no dependencies
 *   routes, i18n   the route table and the router facade; the translator and the catalogs on the
 *          page (over the region's languages)
 *   tmdb   the TMDB client and its query layer (browser and server)
 *   session, ui   the Supabase session (browser and server) and the presentational UI kit (Mantine)
 *          side by side: the kit never reads the session, the session never draws
 *   widgets   the connected pieces of UI: the kit's components wired to the session store or a query
 *   host   what runs in the browser host: runtime config, MF runtime plugins, prefetch, providers
 *   build, server   build time (webpack + MF helper, jest preset); the Node server
 * `testing` sits above them all and is imported by tests only.
 */

/** Folder names under `shared/` (= package names after `@streamscout/`), bottom layer first. */
const SHARED_LAYERS = [['apps', 'region'], ['routes', 'i18n'], ['tmdb'], ['session', 'ui'], ['widgets'], ['host'], ['build', 'server']];

/** The test helpers' package: above every layer, for test files only. */
const TEST_PACKAGE = 'testing';

/**
 * The shared packages `pkg` may import from its non-test code.
 * @param {string} pkg folder name under `shared/`, e.g. 'ui'
 * @returns {string[]} folder names of every package in a lower layer (for `testing`: all of them)
 * @throws Error for a folder that is in no layer (a new package must be given one here)
 */
function allowedBelow(pkg) {
  if (pkg === TEST_PACKAGE) return SHARED_LAYERS.flat();
  const layer = SHARED_LAYERS.findIndex((l) => l.includes(pkg));
  if (layer < 0) throw new Error(`shared/${pkg} is in no layer of scripts/layers.cjs: add it to SHARED_LAYERS`);
  return SHARED_LAYERS.slice(0, layer).flat();
}

/**
 * Every cycle of a directed graph, each once, as the path that closes it.
 * @param {Record<string, string[]>} graph node → the nodes it points to
 * @returns {string[][]} e.g. `[['a', 'b', 'a']]`; `[]` when the graph is acyclic
 */
function findCycles(graph) {
  /** @type {string[][]} */
  const cycles = [];
  const seen = new Set();
  /** @type {Map<string, 'open' | 'done'>} */
  const state = new Map();
  /** @param {string} node @param {string[]} trail */
  const visit = (node, trail) => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'open') {
      const cycle = [...trail.slice(trail.indexOf(node)), node];
      const key = [...cycle.slice(0, -1)].sort().join('>');
      if (!seen.has(key)) {
        seen.add(key);
        cycles.push(cycle);
      }
      return;
    }
    state.set(node, 'open');
    for (const next of graph[node] ?? []) visit(next, [...trail, node]);
    state.set(node, 'done');
  };
  for (const node of Object.keys(graph)) visit(node, []);
  return cycles;
}

module.exports = { SHARED_LAYERS, TEST_PACKAGE, allowedBelow, findCycles };
