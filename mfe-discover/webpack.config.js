const { createAppConfig, REMOTES } = require('@streamscout/build');

// The remote, plus dist/embed.js: single-spa lifecycles for pages without the shell (architecture §7a).
module.exports = createAppConfig({ dir: __dirname, app: REMOTES.discover, embed: { entry: './src/embed/index.ts' } });
