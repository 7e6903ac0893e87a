const { createAppConfig, SHELL } = require('@streamscout/federation');

module.exports = createAppConfig({ dir: __dirname, app: SHELL });
