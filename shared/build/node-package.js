/**
 * Our TypeScript packages for plain Node processes (architecture §9): the app server's calendar and
 * feeds and the job runner `require` `@streamscout/tmdb/node`, which `npm run build` compiles here
 * into one CommonJS file, `shared/tmdb/dist/node.js` — the package's TypeScript and the workspace
 * packages it imports (`@streamscout/routes`, `@streamscout/region`) bundled in, its npm
 * dependencies (`lru-cache`) left to Node's `require`. So a server process loads the client it
 * was built with, once, in milliseconds, instead of compiling the TypeScript at start-up (jiti:
 * ~1.1 s and ~90 MB the first time, ~0.3 s and ~47 MB with its cache, measured on this machine).
 *
 * Jest compiles the source itself (`./jest/resolver.js` maps the subpath to `src/node.ts`), and the
 * jest run builds this file first when it is missing or older than its sources
 * (`scripts/jest-global-setup.js`), since the job runner's tests start the runner as a real Node
 * process.
 */
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

/**
 * The Node packages we build: where each one's entry and output are, and the source folders it is
 * built from (a file there newer than the output makes it stale).
 * @type {ReadonlyArray<{ name: string, entry: string, output: string, sources: string[] }>}
 */
const NODE_PACKAGES = [
  {
    name: '@streamscout/tmdb/node',
    entry: path.join(repoRoot, 'shared/tmdb/src/node.ts'),
    output: path.join(repoRoot, 'shared/tmdb/dist/node.js'),
    sources: ['shared/tmdb/src', 'shared/tmdb/package.json', 'shared/routes', 'shared/region/src', 'shared/apps'].map((p) =>
      path.join(repoRoot, p),
    ),
  },
];

/**
 * The webpack config of one Node package: CommonJS for Node 20, not minified (a server reads it
 * once), the workspace's own modules (`@streamscout/*` and relative imports) bundled, every other
 * package external (`require`d at run time from the package's own `node_modules`).
 * @param {(typeof NODE_PACKAGES)[number]} pkg
 * @param {import('webpack').RuleSetRule} scriptRule the TS/TSX loader rule of our builds (swc)
 * @returns {import('webpack').Configuration}
 */
function nodePackageConfig(pkg, scriptRule) {
  return {
    name: pkg.name,
    mode: 'production',
    context: repoRoot,
    entry: { [path.basename(pkg.output, '.js')]: pkg.entry },
    target: 'node20',
    devtool: false,
    output: {
      path: path.dirname(pkg.output),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.json'], conditionNames: ['node', 'require', 'import', 'default'] },
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) => {
        const own = !request || request.startsWith('.') || path.isAbsolute(request) || request.startsWith('@streamscout/');
        callback(undefined, own ? undefined : `commonjs ${request}`);
      },
    ],
    module: { rules: [scriptRule] },
    cache: false,
    optimization: { minimize: false, moduleIds: 'named' },
    performance: { hints: false },
  };
}

/**
 * Newest modification time (ms) of a file or of the files under a folder (`node_modules`,
 * `dist` and test folders skipped); 0 when it does not exist.
 * @param {string} p
 * @returns {number}
 */
function newest(p) {
  let st;
  try {
    st = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const name of fs.readdirSync(p)) {
    if (name === 'node_modules' || name === 'dist' || name === 'test') continue;
    max = Math.max(max, newest(path.join(p, name)));
  }
  return max;
}

/**
 * The Node packages whose built file is missing or older than one of its sources.
 * @returns {Array<(typeof NODE_PACKAGES)[number]>}
 */
function staleNodePackages() {
  return NODE_PACKAGES.filter((pkg) => {
    const built = newest(pkg.output);
    return built === 0 || pkg.sources.some((s) => newest(s) > built);
  });
}

module.exports = { NODE_PACKAGES, nodePackageConfig, staleNodePackages };
