const { createAppConfig, REMOTES } = require('@streamscout/federation');

module.exports = createAppConfig({
  dir: __dirname,
  name: REMOTES.dashboard.name,
  port: REMOTES.dashboard.port,
  title: 'StreamScout — Dashboard',
  exposes: {
    './Login': './src/screens/Login.tsx',
    './Signup': './src/screens/Signup.tsx',
    './Dashboard': './src/screens/Dashboard.tsx',
    './Gallery': './src/screens/Gallery.tsx',
    './routes': './src/routes.tsx',
  },
});
