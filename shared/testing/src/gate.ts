/**
 * A gate in front of the local TMDB catalog (tests only): a real HTTP server that forwards every
 * request to the catalog unchanged, but can HOLD responses until released and fail the next
 * request for a path. It observes what is in flight without timing: "all 20 requests arrived
 * while none was answered" is a fact the gate counts, not a duration.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmdbTestUrl } from './tmdb';

export interface TmdbGate {
  /** Origin of the gate, e.g. 'http://127.0.0.1:40123' (API under `${url}/3`). */
  url: string;
  /** Path + query of every request received, in arrival order. */
  seen: string[];
  /** How many responses have been sent. */
  answered: () => number;
  /** From now on, hold every response until {@link release}. */
  hold: () => void;
  /** Sends every held response (forwarded to the catalog) and stops holding. */
  release: () => void;
  /** The next request whose path is `path` (e.g. '/3/movie/42') is answered 503 instead of forwarded. */
  failNext: (path: string) => void;
  /** Forgets what was seen (not what is held). */
  reset: () => void;
  close: () => Promise<void>;
}

/** Starts a gate on a free port in front of `upstream` (default: the jest global setup's catalog). */
export async function startTmdbGate(upstream: string = tmdbTestUrl()): Promise<TmdbGate> {
  const seen: string[] = [];
  let answered = 0;
  let holding = false;
  let held: (() => void)[] = [];
  const failing = new Set<string>();

  const server = http.createServer((req, res) => {
    const target = req.url ?? '/';
    seen.push(target);
    const send = () => {
      const path = new URL(target, 'http://gate').pathname;
      if (failing.delete(path)) {
        res.writeHead(503, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        res.end(JSON.stringify({ success: false, status_code: 503, status_message: 'gate: forced failure' }));
        answered += 1;
        return;
      }
      // Forwarded as it is (a plain HTTP proxy: method, path, headers; the answer piped back).
      const forward = http.request(
        `${upstream}${target}`,
        { method: req.method, headers: { ...req.headers, host: new URL(upstream).host } },
        (upstreamRes) => {
          res.writeHead(upstreamRes.statusCode ?? 502, { ...upstreamRes.headers, 'access-control-allow-origin': '*' });
          upstreamRes.pipe(res);
          upstreamRes.on('end', () => {
            answered += 1;
          });
        },
      );
      forward.on('error', () => {
        res.writeHead(502);
        res.end();
        answered += 1;
      });
      forward.end();
    };
    if (holding) held.push(send);
    else send();
  });
  // Idle keep-alive sockets outlive the client's (undici keeps them 4 s), as in the local catalog, so
  // a test's fetch never reuses a socket this server is just closing ("other side closed") when a
  // busy machine spaces two requests about 5 s apart.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    answered: () => answered,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      const waiting = held;
      held = [];
      waiting.forEach((go) => go());
    },
    failNext: (path) => void failing.add(path),
    reset: () => {
      seen.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
