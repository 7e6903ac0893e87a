'use strict';
/** Shared helpers for the local Supabase backend tests (real supabase-js, plain fetch). */
const { createClient } = require('@supabase/supabase-js');
const WebSocket = require('ws');
const { ANON_KEY, SERVICE_ROLE_KEY } = require('../src/keys');

/** The backend started by the jest global setup (the CLI, fresh in-memory database). */
function backendUrl() {
  const url = process.env.SUPABASE_TEST_URL;
  if (!url) throw new Error('SUPABASE_TEST_URL is not set: the jest global setup starts local/supabase/src/cli.js');
  return url;
}

/**
 * A real supabase-js client: no persisted session, no auto refresh, ws for realtime (Node 20).
 * @param {string} [url]
 * @param {string} [key]
 */
function makeClient(url = backendUrl(), key = ANON_KEY) {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket },
  });
}

let counter = 0;
/** A fresh identity (unique email and username). */
function freshUser(tag = 'u') {
  counter += 1;
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}${counter}`;
  return { email: `${tag}-${id}@example.com`, password: 'secret-123', username: `${tag}_${id}`, country: 'Canada' };
}

/** Signs a fresh user up through supabase-js and returns the client and its session. */
async function signedUpClient(tag = 'u', url = backendUrl()) {
  const user = freshUser(tag);
  const client = makeClient(url);
  const { data, error } = await client.auth.signUp({
    email: user.email,
    password: user.password,
    options: { data: { username: user.username, country: user.country } },
  });
  if (error) throw error;
  return { client, user, session: data.session, id: data.user.id };
}

/**
 * fetch with the anon key (unless headers override it) and JSON body handling.
 * @param {string} path
 * @param {RequestInit & { json?: unknown, url?: string }} [init]
 */
async function api(path, { json, url = backendUrl(), headers = {}, ...init } = {}) {
  const h = { apikey: ANON_KEY, ...headers };
  if (json !== undefined) h['content-type'] = 'application/json';
  const res = await fetch(`${url}${path}`, { ...init, headers: h, body: json !== undefined ? JSON.stringify(json) : init.body });
  const text = await res.text();
  let body = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body, text };
}

/** Decodes a JWT payload without verifying it. */
function decodeJwt(token) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

module.exports = { backendUrl, makeClient, freshUser, signedUpClient, api, decodeJwt, ANON_KEY, SERVICE_ROLE_KEY };
