const { createAppConfig, REMOTES } = require('@streamscout/build');

module.exports = createAppConfig({ dir: __dirname, app: REMOTES.search });
