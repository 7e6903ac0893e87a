/**
 * The reader's address behind a balancer (README "Deploy"): with `TRUST_PROXY` naming the balancer,
 * `req.ip` — what the per-address rate limits of the API and the feeds count — is the address the
 * balancer forwarded; without it, a header anyone can send is not believed. Real HTTP.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createAppServer } = require('../app');

/**
 * The address the server sees for a request that says it is forwarded for 203.0.113.7.
 * @param {string | undefined} trustProxy the server's TRUST_PROXY (undefined: unset)
 * @returns {Promise<string>}
 */
async function seenAddress(trustProxy) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trust-proxy-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title>');
  const before = process.env.TRUST_PROXY;
  if (trustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trustProxy;
  const app = await createAppServer({ dir, logger: false, routes: (a) => a.get('/whoami', async (req) => ({ ip: req.ip })) });
  if (before === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = before;
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
    const res = await fetch(`http://127.0.0.1:${port}/whoami`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    return (await res.json()).ip;
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('TRUST_PROXY naming the balancer: the reader is the forwarded address', async () => {
  expect(await seenAddress('127.0.0.1')).toBe('203.0.113.7');
});

test('no TRUST_PROXY: the forwarded header is not believed, the reader is the connection', async () => {
  expect(await seenAddress(undefined)).toBe('127.0.0.1');
});

test('a balancer elsewhere: a header from this connection is not believed', async () => {
  expect(await seenAddress('10.0.0.0/8')).toBe('127.0.0.1');
});
