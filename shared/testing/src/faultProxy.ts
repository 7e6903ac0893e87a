/**
 * A fault-injecting HTTP proxy on 127.0.0.1 for tests: it forwards to a real local server (the
 * backend or the catalog) until told to misbehave — 'reset' destroys every connection (what a
 * browser sees as 'Failed to fetch' when the server is down), a status answers every request with
 * that status and body. Not a mock: in 'pass' mode the real server answers.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the proxy answers: forward, drop the connection, never answer ('hang', until the proxy
 * closes), or a fixed status with a JSON body (or a `raw` text body, e.g. malformed JSON).
 */
export type FaultMode = 'pass' | 'reset' | 'hang' | { status: number; body?: unknown; raw?: string };

export interface FaultProxy {
  /** Origin of the proxy, e.g. 'http://127.0.0.1:43210'. */
  url: string;
  /**
   * Changes how the following requests are answered; with `only`, just the requests whose path
   * and query (e.g. '/3/search/multi?query=x&page=2') it accepts — the others are forwarded.
   */
  setMode(mode: FaultMode, only?: (path: string) => boolean): void;
  /** Requests seen so far (method and path). */
  requests: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

/**
 * Starts a proxy in front of `target` (an origin like process.env.SUPABASE_TEST_URL).
 * @returns the running proxy in 'pass' mode.
 */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let current: FaultMode = 'pass';
  let only: ((path: string) => boolean) | undefined;
  const requests: FaultProxy['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method || 'GET', path: req.url || '/' });
    const mode: FaultMode = only && !only(req.url || '/') ? 'pass' : current;
    if (mode === 'reset') {
      req.socket.destroy();
      return;
    }
    if (mode === 'hang') return;
    if (typeof mode === 'object') {
      const body = mode.raw ?? JSON.stringify(mode.body ?? {});
      res.writeHead(mode.status, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
      return;
    }
    const out = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode || 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => req.socket.destroy());
    req.pipe(out);
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
    setMode: (next, match) => {
      current = next;
      only = match;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
