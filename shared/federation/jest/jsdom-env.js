/**
 * jest environment of the `dom` project: jsdom, plus Node's own fetch stack (fetch, Request,
 * Response, Headers, AbortController/AbortSignal, streams), which jsdom lacks, so component and
 * screen tests reach the real local TMDB catalog and Supabase backend over HTTP instead of mocks.
 * Node's AbortController replaces jsdom's because Node's fetch only accepts its own signals.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'BroadcastChannel',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  /** @param {ConstructorParameters<typeof TestEnvironment>} args */
  constructor(...args) {
    super(...args);
    const g = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (this.global));
    const node = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (globalThis));
    for (const name of FROM_NODE) {
      if (node[name] !== undefined) g[name] = node[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
