/**
 * A tiny real node:http server for tests (no fetch mocks): it records every request and
 * answers through a handler. Listens on 127.0.0.1, port 0 (a free port).
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  TmdbEpisodeRaw,
  TmdbPagedRaw,
  TmdbPersonRaw,
  TmdbSeasonRaw,
  TmdbShowDetailRaw,
  TmdbShowRaw,
  TmdbWatchProvidersRaw,
} from '../../src/raw';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. '/3/movie/550'. */
  path: string;
  /** Decoded query parameters. */
  query: URLSearchParams;
  /** The raw request target as sent ('/3/search/multi?query=tom+%26+jerry…'). */
  rawUrl: string;
  headers: http.IncomingHttpHeaders;
}

export type Handler = (req: RecordedRequest, res: http.ServerResponse) => void;

export interface TestServer {
  /** 'http://127.0.0.1:PORT' */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export function json(res: http.ServerResponse, body: unknown, status = 200): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  res.end(JSON.stringify(body));
}

export async function startServer(handler: Handler): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const rec: RecordedRequest = {
      method: req.method ?? 'GET',
      path: u.pathname,
      query: u.searchParams,
      rawUrl: req.url ?? '',
      headers: req.headers,
    };
    requests.push(rec);
    handler(rec, res);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The recorded TMDB responses in `test/fixtures/`, by file name, with their raw shapes. */
interface Fixtures {
  'discover-movie': Required<TmdbPagedRaw>;
  'discover-tv': Required<TmdbPagedRaw>;
  'search-multi': Required<TmdbPagedRaw<TmdbShowRaw & { media_type: string }>>;
  'movie-details': TmdbShowDetailRaw;
  'movie-details-bare': TmdbShowDetailRaw;
  'tv-details': TmdbShowDetailRaw;
  'tv-details-ongoing': TmdbShowDetailRaw;
  'watch-providers': TmdbWatchProvidersRaw;
  season: TmdbSeasonRaw;
  'episode-detail': TmdbEpisodeRaw;
  person: TmdbPersonRaw;
}

/** A recorded TMDB response from `test/fixtures/{name}.json`. */
export function fixture<K extends keyof Fixtures>(name: K): Fixtures[K] {
  return JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', `${name}.json`), 'utf8')) as Fixtures[K];
}
