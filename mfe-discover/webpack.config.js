const path = require('node:path');
const { createAppConfig, REMOTES } = require('@streamscout/build');
const { version } = require('./src/embed/release.json');

// The remote, plus its embed for other sites: dist/embed/v1/discover.js, single-spa lifecycles for
// pages without the shell, and its pinned releases (architecture §7a, §7b); dist/embed.js aliases it.
module.exports = createAppConfig({
  dir: __dirname,
  app: REMOTES.discover,
  embed: { entry: './src/embed/index.ts', file: 'discover.js', version, releases: path.join(__dirname, 'embed-releases') },
});
