const path = require('node:path');
const { createAppConfig, REMOTES } = require('@streamscout/build');
const { version } = require('./watch-embed/release.json');

// The remote, plus its where-to-watch widget for other sites: dist/embed/v1/watch.js and its
// pinned releases (architecture §7b).
module.exports = createAppConfig({
  dir: __dirname,
  app: REMOTES.details,
  element: { entry: './watch-embed/watch.ts', file: 'watch.js', version, releases: path.join(__dirname, 'watch-embed/releases') },
});
