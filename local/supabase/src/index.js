'use strict';
/**
 * @streamscout/local-supabase: a local Supabase-compatible backend (GoTrue + PostgREST subset)
 * over PGlite. See README.md.
 */
const { openDatabase, migrate } = require('./db');
const { createServer, start } = require('./server');
const { DEFAULT_JWT_SECRET, ANON_KEY, SERVICE_ROLE_KEY, JWT_EXPIRY, signJwt, verifyJwt } = require('./keys');

module.exports = {
  openDatabase,
  migrate,
  createServer,
  start,
  DEFAULT_JWT_SECRET,
  ANON_KEY,
  SERVICE_ROLE_KEY,
  JWT_EXPIRY,
  signJwt,
  verifyJwt,
};
