const { createAppConfig, REMOTES } = require('@streamscout/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: REMOTES.details.name,
  port: REMOTES.details.port,
  title: 'StreamScout — Details',
  exposes: {
    './ShowDetails': './src/screens/ShowDetails.tsx',
    './Seasons': './src/screens/Seasons.tsx',
    './Season': './src/screens/Season.tsx',
    './Actor': './src/screens/Actor.tsx',
    './routes': './src/routes.tsx',
  },
});
