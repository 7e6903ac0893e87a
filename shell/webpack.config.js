const { createAppConfig, SHELL } = require('@streamscout/build');
// the manifest and the Workbox service worker (architecture §12): shell/pwa/webpack.js
const { withPwa } = require('./pwa/webpack');

module.exports = withPwa(createAppConfig({ dir: __dirname, app: SHELL }));
