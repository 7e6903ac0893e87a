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
    // ws's overloaded constructor types do not match realtime-js's minimal interface; the class works
    realtime: {
      transport:
        /** @type {NonNullable<NonNullable<import('@supabase/supabase-js', { with: { 'resolution-mode': 'require' } }).SupabaseClientOptions<'public'>['realtime']>['transport']>} */ (
          /** @type {unknown} */ (WebSocket)
        ),
    },
  });
}

/**
 * Returns `value`, failing the test when it is null or undefined (and narrowing its type).
 * @template T
 * @param {T} value
 * @param {string} [what] what was expected, for the failure message
 * @returns {NonNullable<T>}
 */
function present(value, what = 'value') {
  if (value === null || value === undefined) throw new Error(`expected ${what} to be present`);
  return /** @type {NonNullable<T>} */ (value);
}

let counter = 0;
/**
 * A fresh identity (unique email and username).
 * @param {string} [tag] prefix of the email and username
 * @returns {{ email: string, password: string, username: string, country: string }}
 */
function freshUser(tag = 'u') {
  counter += 1;
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}${counter}`;
  return {
    email: `${tag}-${id}@example.com`,
    password: 'secret-123',
    username: `${tag.slice(0, 10)}_${id}`.slice(0, 30),
    country: 'Canada',
  };
}

/**
 * Signs a fresh user up through supabase-js and returns the client and its session.
 * @param {string} [tag] prefix of the email and username
 * @param {string} [url] backend URL
 * @returns {Promise<{ client: import('@supabase/supabase-js', { with: { 'resolution-mode': 'require' } }).SupabaseClient, user: ReturnType<typeof freshUser>, session: import('@supabase/supabase-js', { with: { 'resolution-mode': 'require' } }).Session, id: string }>}
 */
async function signedUpClient(tag = 'u', url = backendUrl()) {
  const user = freshUser(tag);
  const client = makeClient(url);
  const { data, error } = await client.auth.signUp({
    email: user.email,
    password: user.password,
    options: { data: { username: user.username, country: user.country } },
  });
  if (error) throw error;
  return { client, user, session: present(data.session, 'a session'), id: present(data.user, 'a user').id };
}

/**
 * fetch with the anon key (unless headers override it) and JSON body handling.
 * @param {string} path
 * @param {Omit<RequestInit, 'headers'> & { json?: unknown, url?: string, headers?: Record<string, string | undefined> }} [init]
 *   json: sent as the body with `content-type: application/json`
 * @returns {Promise<{ status: number, headers: Headers, body: any, text: string }>} body: the parsed
 *   JSON (as JSON.parse gives it; the tests assert its shape), null when empty, else the text
 */
async function api(path, { json, url = backendUrl(), headers = {}, ...init } = {}) {
  /** @type {Record<string, string | undefined>} */
  const h = { apikey: ANON_KEY, ...headers };
  if (json !== undefined) h['content-type'] = 'application/json';
  const res = await fetch(`${url}${path}`, {
    ...init,
    // an undefined value is handed to fetch as is (a test uses it to override the apikey)
    headers: /** @type {Record<string, string>} */ (h),
    body: json !== undefined ? JSON.stringify(json) : init.body,
  });
  const text = await res.text();
  /** @type {any} */
  let body = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body, text };
}

/**
 * Decodes a JWT payload without verifying it.
 * @param {string} token
 * @returns {Record<string, any>} the payload's claims (JSON, as JSON.parse gives it)
 */
function decodeJwt(token) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

module.exports = { backendUrl, makeClient, present, freshUser, signedUpClient, api, decodeJwt, ANON_KEY, SERVICE_ROLE_KEY };
