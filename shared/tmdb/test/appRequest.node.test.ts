/**
 * The one request of the calendar's and the planner's browser clients to the app's own server
 * (`requestAppJson`), against a real HTTP server: the server's `{error}` reaches the caller with its
 * status, a body of the wrong shape is refused, a POST carries its JSON, and a server that is not
 * there, the timeout and the caller's abort each fail with status 0 — every failure as the caller's
 * own error. (Each client against the real app server: shared/server/test/calendarClient.node.test.ts,
 * plan.node.test.ts.)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { requestAppJson } from '../src/appRequest';

class ThingError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const posted: Array<{ method?: string; type?: string; body: string }> = [];
const server = http.createServer((req, res) => {
  const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.url === '/refused') return json(400, { error: 'region: an ISO 3166-1 code is required' });
  if (req.url === '/broken') return res.writeHead(502).end('<html>bad gateway</html>');
  if (req.url === '/wrong') return json(200, { titles: 'no' });
  if (req.url === '/text') return res.writeHead(200).end('not json');
  if (req.url === '/hang') return; // never answers: the timeout's and the abort's case
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    posted.push({ method: req.method, type: req.headers['content-type'], body });
    json(200, { things: [1, 2] });
  });
});
let base = '';
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});
afterEach(() => jest.useRealTimers());

const options = {
  timeoutMs: 20_000,
  name: 'The thing',
  shape: 'a thing',
  isShape: (b: unknown) => !!b && typeof b === 'object' && Array.isArray((b as { things?: unknown }).things),
  fail: (message: string, status: number) => new ThingError(message, status),
};

it('answers the body of a good answer; a POST carries its JSON', async () => {
  await expect(requestAppJson(`${base}/ok`, options)).resolves.toEqual({ things: [1, 2] });
  await expect(requestAppJson(`${base}/ok`, { ...options, method: 'POST', body: '{"a":1}' })).resolves.toEqual({ things: [1, 2] });
  expect(posted.at(-1)).toEqual({ method: 'POST', type: 'application/json', body: '{"a":1}' });
  expect(posted.at(-2)).toMatchObject({ method: 'GET', body: '' });
});

it("fails with the server's reason and status, or says what came back", async () => {
  await expect(requestAppJson(`${base}/refused`, options)).rejects.toEqual(new ThingError('region: an ISO 3166-1 code is required', 400));
  await expect(requestAppJson(`${base}/refused`, options)).rejects.toMatchObject({ status: 400 });
  await expect(requestAppJson(`${base}/broken`, options)).rejects.toMatchObject({ message: 'The thing answered 502', status: 502 });
  await expect(requestAppJson(`${base}/wrong`, options)).rejects.toMatchObject({
    message: 'The thing answered something that is not a thing',
    status: 200,
  });
  await expect(requestAppJson(`${base}/text`, options)).rejects.toMatchObject({ status: 200 });
  await expect(requestAppJson('http://127.0.0.1:9/x', options)).rejects.toMatchObject({
    message: 'The thing could not be reached',
    status: 0,
  });
});

it('gives up after the timeout, and when the caller aborts (a fake clock: no real wait)', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'performance', 'Date', 'hrtime'] });
  const arrived = once(server, 'request');
  const timedOut = requestAppJson(`${base}/hang`, options);
  await arrived;
  jest.advanceTimersByTime(20_000);
  await expect(timedOut).rejects.toEqual(new ThingError('The thing took too long to answer', 0));

  const ctrl = new AbortController();
  const arrivedAgain = once(server, 'request');
  const aborted = requestAppJson(`${base}/hang`, { ...options, signal: ctrl.signal });
  await arrivedAgain;
  ctrl.abort();
  await expect(aborted).rejects.toMatchObject({ message: 'The thing took too long to answer', status: 0 });
});
