const { createAppConfig, SHELL } = require('@streamscout/federation');

module.exports = createAppConfig({ dir: __dirname, name: SHELL.name, port: SHELL.port, host: true, title: 'StreamScout' });
