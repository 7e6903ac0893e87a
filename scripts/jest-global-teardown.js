/** Stops the servers started by jest-global-setup.js. */
module.exports = async function globalTeardown() {
  for (const child of globalThis.__STREAMSCOUT_SERVERS__ || []) child.kill('SIGTERM');
};
