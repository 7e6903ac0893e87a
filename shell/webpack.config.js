const { createAppConfig, SHELL } = require('@streamscout/build');

module.exports = createAppConfig({ dir: __dirname, app: SHELL });
