/** Stops the servers started by jest-global-setup.js. */
module.exports = async function globalTeardown() {
  const holder = /** @type {{ __STREAMSCOUT_SERVERS__?: import('node:child_process').ChildProcess[] }} */ (globalThis);
  for (const child of holder.__STREAMSCOUT_SERVERS__ || []) child.kill('SIGTERM');
};
