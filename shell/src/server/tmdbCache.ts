/**
 * The server renderer's cache of TMDB answers (architecture §9): one per renderer instance, an
 * in-process LRU keyed by the TanStack query key (`hashKey`), bounded by count and by bytes, so repeat renders of a popular page
 * send TMDB nothing, and concurrent renders that miss the same answer share one request
 * (`lru-cache`'s `fetch`). Its queries go through the renderer's own TMDB client.
 */
import { hashKey, QueryClient } from '@tanstack/react-query';
import { LRUCache } from 'lru-cache';
import type { TmdbClient } from '@streamscout/tmdb';
import type { SharedTmdbAnswers } from '@streamscout/server/renderer';
import { bindTmdbClient, type RouteQuery } from '@streamscout/tmdb/query';

/** How long a TMDB answer is reused by the server (ms): 5 minutes, the lists' freshness in the browser. */
const TMDB_CACHE_TTL_MS = 5 * 60 * 1000;
/** How long a "nothing found" (`null`) answer is reused (ms): 30 s, short, like the browser's stale time of 0. */
const TMDB_NULL_TTL_MS = 30 * 1000;
/** Entries of the cache at most (however small the answers). */
const TMDB_CACHE_MAX = 1000;
/**
 * Bytes of answers the cache keeps, counted as each answer's JSON (UTF-8): 4 MiB, one to four
 * hundred details pages' answers (10–60 kB each). The parsed objects take about 2–3× that of the
 * heap, so the cache holds ~8–12 MB at most (architecture §9: the server's memory is bounded). 8 MiB
 * before: halving it took 10–20 MB off the largest worker's RSS after 10,000 distinct pages. The
 * rendered pages are kept apart (the page cache), so a popular page asks this cache once a minute.
 */
const TMDB_CACHE_MAX_BYTES = 4 * 1024 * 1024;

/** Settings of {@link createTmdbAnswerCache}; every field has the default named beside it. */
export interface TmdbAnswerCacheOptions {
  /** Default time to reuse an answer (ms; {@link TMDB_CACHE_TTL_MS}). */
  ttlMs?: number;
  /** Time to reuse a `null` answer (ms; {@link TMDB_NULL_TTL_MS}); never longer than the answer's TTL. */
  nullTtlMs?: number;
  /** Most answers kept; the least recently used goes first ({@link TMDB_CACHE_MAX}). */
  max?: number;
  /** Most bytes of answers kept (their JSON; {@link TMDB_CACHE_MAX_BYTES}); an answer larger than all of it is not kept. */
  maxBytes?: number;
  /** The TMDB client the queries send with (the renderer's: its timeout and limit); default the process's default client. */
  tmdb?: TmdbClient;
  /**
   * The answers the server's processes share (a cluster's primary keeps them), asked on a miss
   * before TMDB, and given each answer fetched; none (default): this cache alone. Read at each miss.
   */
  shared?: () => SharedTmdbAnswers | null;
}

/** A renderer's TMDB answers. */
export interface TmdbAnswerCache {
  /**
   * The data of one route query — from the cache, else from TMDB (one request however many
   * renders ask at once) — put into `client` under the query's key.
   * @param client the render's QueryClient (receives the data with `setQueryData`)
   * @param query a route query of a remote's route data (`kind` 'infinite': its first page)
   * @param ttlMs how long this answer may be reused (ms; default the cache's; 0: neither read nor written)
   * @returns the data (`null`: TMDB has nothing for it, e.g. an unknown id)
   * @throws the TMDB failure (timeout, 5xx, network — the query functions throw); nothing is cached
   */
  load(client: QueryClient, query: RouteQuery, ttlMs?: number): Promise<unknown>;
  /**
   * The data of one route query, as {@link TmdbAnswerCache.load} gets it, without a QueryClient to
   * put it in (the public API's answers, architecture §9a).
   */
  get(query: RouteQuery, ttlMs?: number): Promise<unknown>;
  /** Answers kept now. */
  size(): number;
  /** Bytes of the answers kept now (their JSON). */
  bytes(): number;
}

/**
 * A QueryClient for the server: no retries (the browser retries), data never refetched; its
 * queries send with `tmdb` when given (`bindTmdbClient`), else with the default client.
 */
export function serverQueryClient(tmdb?: TmdbClient): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  return tmdb ? bindTmdbClient(client, tmdb) : client;
}

/** What one fetch of the cache is asked with: the query, and how long its answer may be kept (ms; 0 never). */
interface Ask {
  query: RouteQuery;
  ttl: number;
}

/** A fresh, empty cache of TMDB answers. */
export function createTmdbAnswerCache(options: TmdbAnswerCacheOptions = {}): TmdbAnswerCache {
  const ttlDefault = options.ttlMs ?? TMDB_CACHE_TTL_MS;
  const nullTtl = options.nullTtlMs ?? TMDB_NULL_TTL_MS;
  const maxBytes = options.maxBytes ?? TMDB_CACHE_MAX_BYTES;
  const answers = new LRUCache<string, { data: unknown; bytes: number }, Ask>({
    max: options.max ?? TMDB_CACHE_MAX,
    ttl: ttlDefault,
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.bytes + key.length,
    // a miss evicted while its request is under way (a full cache) still answers the renders waiting for it
    ignoreFetchAbort: true,
    // a miss: the processes' shared answer, else one request to TMDB through a scratch client (no
    // retry); concurrent misses of a key share it
    fetchMethod: async (key, _stale, { options: set, context }) => {
      const { query, ttl } = context;
      // the other processes' answer first (a TTL of 0 shares nothing)
      const shared = ttl > 0 ? (options.shared?.() ?? null) : null;
      const kept = shared ? await shared.get(key) : null;
      if (kept) {
        set.ttl = kept.ttlMs;
        return { data: JSON.parse(kept.json) as unknown, bytes: Buffer.byteLength(kept.json) };
      }
      const scratch = serverQueryClient(options.tmdb);
      let data: unknown;
      try {
        data =
          query.kind === 'infinite'
            ? await scratch.fetchInfiniteQuery({ ...query.options, retry: false })
            : await scratch.fetchQuery({ ...query.options, retry: false });
      } catch (e) {
        shared?.drop(key);
        throw e;
      }
      const json = JSON.stringify(data) ?? 'null';
      const keep = data === null ? Math.min(ttl, nullTtl) : ttl;
      if (ttl > 0) set.ttl = keep;
      shared?.put(key, json, keep);
      return { data, bytes: Buffer.byteLength(json) };
    },
  });

  const get = async (query: RouteQuery, ttlMs = ttlDefault): Promise<unknown> => {
    const key = hashKey(query.options.queryKey);
    // TTL 0 reads nothing (a concurrent miss is still shared) and keeps nothing
    const entry = await answers.fetch(key, { forceRefresh: ttlMs <= 0, context: { query, ttl: ttlMs } });
    if (ttlMs <= 0 && answers.peek(key) === entry) answers.delete(key);
    return entry?.data ?? null;
  };

  return {
    async load(client, query, ttlMs) {
      const data = await get(query, ttlMs);
      client.setQueryData(query.options.queryKey, data as never);
      return data;
    },
    get,
    size: () => answers.size,
    bytes: () => answers.calculatedSize,
  };
}
