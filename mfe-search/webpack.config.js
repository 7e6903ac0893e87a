const { createAppConfig, REMOTES } = require('@streamscout/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: REMOTES.search.name,
  port: REMOTES.search.port,
  title: 'StreamScout — Search',
  exposes: {
    './Home': './src/screens/Home.tsx',
    './Search': './src/screens/Search.tsx',
    './routes': './src/routes.tsx',
  },
});
