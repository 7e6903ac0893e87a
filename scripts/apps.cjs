/**
 * The five apps, their folders and default ports (architecture §1), shared by build/start/dev.
 */
const { REMOTES, SHELL } = require('@streamscout/federation');

/** @type {{key: string, name: string, dir: string, port: number, envPort: string}[]} */
const APPS = [
  { key: 'shell', ...SHELL, envPort: 'PORT_SHELL' },
  ...Object.entries(REMOTES).map(([key, r]) => ({ key, ...r, envPort: `PORT_${key.toUpperCase()}` })),
];

module.exports = { APPS };
