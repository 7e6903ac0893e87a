/**
 * Root jest config: two projects (node for clients/servers/SQL, jsdom for components).
 * The global setup starts the local TMDB catalog and the local Supabase-compatible backend
 * on free ports as real child processes; tests reach them over HTTP through
 * process.env.TMDB_TEST_URL and process.env.SUPABASE_TEST_URL.
 */
const { jestPreset } = require('@streamscout/build/jest');
module.exports = {
  // Two workers on a 2-core machine (jest's default is cores − 1 = one): most suites wait on real
  // servers, databases and child processes, so two keep both cores busy
  maxWorkers: 2,
  globalSetup: '<rootDir>/scripts/jest-global-setup.js',
  globalTeardown: '<rootDir>/scripts/jest-global-teardown.js',
  projects: [
    {
      ...jestPreset,
      displayName: 'node',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.node.test.[jt]s', '<rootDir>/supabase/tests/**/*.test.[jt]s', '<rootDir>/local/**/*.test.[jt]s'],
    },
    {
      ...jestPreset,
      displayName: 'dom',
      rootDir: __dirname,
      testEnvironment: '<rootDir>/shared/build/jest/jsdom-env.js',
      setupFilesAfterEnv: ['<rootDir>/shared/build/jest/setup-dom.js'],
      testMatch: ['<rootDir>/**/*.test.tsx', '<rootDir>/**/*.dom.test.ts'],
    },
  ],
};
