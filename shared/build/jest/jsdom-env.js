/**
 * jest environment of the `dom` project: jsdom, plus Node's own fetch stack (fetch, Request,
 * Response, Headers, AbortController/AbortSignal, streams), which jsdom lacks, so component and
 * screen tests reach the real local TMDB catalog and Supabase backend over HTTP instead of mocks.
 * Node's AbortController replaces jsdom's because Node's fetch only accepts its own signals.
 *
 * Node's BroadcastChannel (supabase-js opens one per auth client for cross-tab sync) holds the
 * process open until closed; each test file's channels are closed when its environment is torn
 * down, so jest exits by itself (on 2 cores jest runs the files in band, in its own process).
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
    /** @type {Set<BroadcastChannel>} */
    const channels = new Set();
    this.channels = channels;
    g.BroadcastChannel = class TrackedBroadcastChannel extends BroadcastChannel {
      /** @param {string} name */
      constructor(name) {
        super(name);
        channels.add(this);
      }
      /** @override */
      close() {
        channels.delete(this);
        super.close();
      }
    };
  }

  /** Closes the channels the test file left open, then tears jsdom down. @override */
  async teardown() {
    for (const channel of [...this.channels]) channel.close();
    await super.teardown();
  }
}

module.exports = JsdomWithFetchEnvironment;
