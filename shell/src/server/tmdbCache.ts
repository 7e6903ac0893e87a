/**
 * The server renderer's cache of TMDB answers (architecture §9): one per renderer instance, an
 * in-process LRU keyed by the TanStack query key (`hashKey`), bounded by count and by bytes, so repeat renders of a popular page
 * send TMDB nothing, and concurrent renders that miss the same answer share one request.
 */
import { hashKey, QueryClient } from '@tanstack/react-query';
import { LRUCache } from 'lru-cache';
import type { RouteQuery } from '@streamscout/tmdb/query';

/** How long a TMDB answer is reused by the server (ms): 5 minutes, the lists' freshness in the browser. */
const TMDB_CACHE_TTL_MS = 5 * 60 * 1000;
/** How long a "nothing found" (`null`) answer is reused (ms): 30 s, short, like the browser's stale time of 0. */
const TMDB_NULL_TTL_MS = 30 * 1000;
/** Entries of the cache at most (however small the answers). */
const TMDB_CACHE_MAX = 1000;
/**
 * Bytes of answers the cache keeps, counted as each answer's JSON (UTF-8): 4 MiB, one to four
 * hundred details pages' answers (10–60 kB each). The parsed objects take about 2–3× that of the
 * heap, so the cache holds ~8–12 MB at most (issue 26 §2: the server's memory is bounded). 8 MiB
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
  /** Answers kept now. */
  size(): number;
  /** Bytes of the answers kept now (their JSON). */
  bytes(): number;
}

/** A QueryClient for the server: no retries (the browser retries), data never refetched. */
export function serverQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
}

/** A fresh, empty cache of TMDB answers. */
export function createTmdbAnswerCache(options: TmdbAnswerCacheOptions = {}): TmdbAnswerCache {
  const ttlDefault = options.ttlMs ?? TMDB_CACHE_TTL_MS;
  const nullTtl = options.nullTtlMs ?? TMDB_NULL_TTL_MS;
  const maxBytes = options.maxBytes ?? TMDB_CACHE_MAX_BYTES;
  const answers = new LRUCache<string, { data: unknown; bytes: number }>({
    max: options.max ?? TMDB_CACHE_MAX,
    ttl: ttlDefault,
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.bytes + key.length,
  });
  const inflight = new Map<string, Promise<unknown>>();

  /** One request to TMDB through a scratch client (no retry), cached when it answers. */
  const fetchAnswer = (key: string, query: RouteQuery, ttl: number): Promise<unknown> => {
    const scratch = serverQueryClient();
    const fetching =
      query.kind === 'infinite'
        ? scratch.fetchInfiniteQuery({ ...query.options, retry: false })
        : scratch.fetchQuery({ ...query.options, retry: false });
    return fetching
      .then((data: unknown) => {
        if (ttl > 0) {
          const bytes = Buffer.byteLength(JSON.stringify(data) ?? 'null');
          answers.set(key, { data, bytes }, { ttl: data === null ? Math.min(ttl, nullTtl) : ttl });
        }
        return data;
      })
      .finally(() => inflight.delete(key));
  };

  return {
    async load(client, query, ttlMs = ttlDefault) {
      const key = hashKey(query.options.queryKey);
      const hit = ttlMs > 0 ? answers.get(key) : undefined;
      let data: unknown;
      if (hit) data = hit.data;
      else {
        let pending = inflight.get(key);
        if (!pending) {
          pending = fetchAnswer(key, query, ttlMs);
          inflight.set(key, pending);
        }
        data = await pending;
      }
      client.setQueryData(query.options.queryKey, data as never);
      return data;
    },
    size: () => answers.size,
    bytes: () => answers.calculatedSize,
  };
}
