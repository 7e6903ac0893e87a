/**
 * The workspace packages as their package.json files declare them: no package-level dependency
 * cycle (a cycle ESLint's import-x/no-cycle cannot see when its edges run through different
 * files), and each shared package depends only on the layers below it (scripts/layers.cjs).
 */
const fs = require('node:fs');
const path = require('node:path');
const { SHARED_LAYERS, TEST_PACKAGE, allowedBelow, findCycles } = require('./layers.cjs');

const root = path.resolve(__dirname, '..');

/**
 * Every workspace of the root package.json with its `@streamscout/*` dependencies (dependencies,
 * devDependencies and peerDependencies alike: a cycle through any of them is a cycle).
 * @returns {{ dir: string, name: string, deps: string[] }[]}
 */
function workspaces() {
  const { workspaces: dirs } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return dirs.map((/** @type {string} */ dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    const all = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies };
    return { dir, name: pkg.name, deps: Object.keys(all).filter((d) => d.startsWith('@streamscout/')) };
  });
}

describe('findCycles', () => {
  it('finds a cycle of two, a longer one and none in a chain', () => {
    expect(findCycles({ a: ['b'], b: ['a'] })).toEqual([['a', 'b', 'a']]);
    expect(findCycles({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] })).toEqual([['a', 'b', 'c', 'a']]);
    expect(findCycles({ a: ['b'], b: ['c'], c: [] })).toEqual([]);
  });
});

describe('workspace packages', () => {
  const all = workspaces();

  it('every workspace is a @streamscout package and every shared one has a layer', () => {
    for (const w of all) expect(w.name).toMatch(/^@streamscout\//);
    const layered = [...SHARED_LAYERS.flat(), TEST_PACKAGE].sort();
    const shared = all.filter((w) => w.dir.startsWith('shared/')).map((w) => w.dir.slice('shared/'.length));
    expect(shared.sort()).toEqual(layered);
  });

  it('have no dependency cycle', () => {
    const graph = Object.fromEntries(all.map((w) => [w.name, w.deps]));
    expect(findCycles(graph)).toEqual([]);
  });

  it('shared packages depend only on the layers below their own', () => {
    const offending = [];
    for (const w of all.filter((x) => x.dir.startsWith('shared/'))) {
      const allowed = allowedBelow(w.dir.slice('shared/'.length)).map((p) => `@streamscout/${p}`);
      for (const dep of w.deps) if (!allowed.includes(dep)) offending.push(`${w.name} → ${dep}`);
    }
    expect(offending).toEqual([]);
  });
});
