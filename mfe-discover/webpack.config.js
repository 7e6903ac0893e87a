const { createAppConfig, REMOTES } = require('@streamscout/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: REMOTES.discover.name,
  port: REMOTES.discover.port,
  title: 'StreamScout — Discover',
  exposes: {
    './Discover': './src/screens/Discover.tsx',
    './DiscoverRow': './src/screens/DiscoverRow.tsx',
    './routes': './src/routes.tsx',
  },
});
