const { createAppConfig, REMOTES } = require('@streamscout/federation');

module.exports = createAppConfig({ dir: __dirname, app: REMOTES.details });
