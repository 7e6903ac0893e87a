/**
 * What readers ask the edge for while a server dies or restarts (e2e/edge.spec.ts and the bench's
 * part 13), each answer checked: a UK and a US reader of the same details page and of `/discover`
 * (never the other region's page: the header the app names it with, the region in its data
 * handover, the words "Where to watch in …"), the home page, a signed-in route (never from the cache), the shell's and
 * a remote's hashed files and a remote's manifest. Every answer's `Vary` must name only headers
 * the edge's cache key holds (deploy/nginx/streamscout.conf), and no answer that sets a cookie
 * may come from the cache.
 */

/** The request headers the edge's cache key holds, normalized (deploy/nginx/streamscout.conf). */
const KEYED_HEADERS = ['accept-encoding', 'x-streamscout-region', 'x-streamscout-language'];

/** @typedef {import('./load.cjs').LoadRequest} LoadRequest */

/**
 * Problems every answer is checked for.
 * @param {import('node:http').IncomingMessage} res
 * @returns {string | null}
 */
function edgeRules(res) {
  const vary = String(res.headers.vary ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const unkeyed = vary.filter((h) => !KEYED_HEADERS.includes(h));
  if (unkeyed.length) return `varies on ${unkeyed.join(', ')}, which the edge's cache key does not hold`;
  if (res.headers['set-cookie'] && res.headers['x-streamscout-edge'] === 'HIT') return 'an answer with Set-Cookie came from the cache';
  return null;
}

/** What a details page rendered for each region says (its where-to-watch heading). */
const WORDS = { GB: 'Where to watch in the United Kingdom', US: 'Where to watch in the United States of America' };

/**
 * A page of one region: never the other region's. A page the server could not render in time
 * (the client-rendered page, `no-cache`, naming no region) is allowed: the browser renders the
 * reader's region itself.
 * @param {string} path @param {'GB' | 'US'} region
 * @returns {LoadRequest}
 */
function regionalPage(path, region) {
  const other = region === 'GB' ? 'US' : 'GB';
  return {
    path,
    headers: { 'Accept-Language': region === 'GB' ? 'en-GB,en;q=0.9' : 'en-US,en;q=0.9' },
    check: (res, body) => {
      const named = res.headers['x-streamscout-region'];
      if (named && named !== region) return `a ${region} reader got the page of ${named}`;
      // the data handover names the screen and the region it was rendered for
      const rendered = /"screen":"[^"]*","region":"([A-Z]{2})"/.exec(body)?.[1];
      if (rendered && rendered !== region) return `a ${region} reader got the page rendered for ${rendered}`;
      if (body.includes(WORDS[other])) return `a ${region} reader's page says '${WORDS[other]}'`;
      if (named && !rendered) return `a page named ${region} has no data handover`;
      return edgeRules(res);
    },
  };
}

/**
 * The requests of the load, from what the running edge serves.
 * @param {string} base the edge's origin
 * @returns {Promise<LoadRequest[]>}
 */
async function edgeRequests(base) {
  const config = await (await fetch(`${base}/config.json`)).json();
  const trending = await (await fetch(`${config.tmdb.baseUrl}/trending/movie/week`)).json();
  const details = `/details/movie/${trending.results[0].id}`;
  const home = await (await fetch(`${base}/`)).text();
  const shellChunk = /["'(](\/[\w./-]+\.[0-9a-f]{8}\.js)["')]/.exec(home)?.[1];
  const manifest = await (await fetch(`${base}/remotes/details/mf-manifest.json`)).json();
  const remoteChunk = manifest.exposes?.[0]?.assets?.js?.sync?.[0];
  if (!shellChunk || !remoteChunk) throw new Error('the edge serves no hashed files of the shell or the details remote');
  /** @type {LoadRequest} */
  const plain = { path: '/', headers: { 'Accept-Encoding': 'br, gzip' }, check: edgeRules };
  return [
    regionalPage(details, 'GB'),
    regionalPage(details, 'US'),
    regionalPage('/discover', 'GB'),
    regionalPage('/discover', 'US'),
    plain,
    {
      path: '/dashboard/queue',
      check: (res) => (res.headers['x-streamscout-edge'] === 'HIT' ? 'a signed-in route came from the cache' : edgeRules(res)),
    },
    { path: shellChunk, headers: { 'Accept-Encoding': 'br, gzip' }, check: edgeRules },
    { path: `/remotes/details/${remoteChunk}`, headers: { 'Accept-Encoding': 'br, gzip' }, check: edgeRules },
    { path: '/remotes/details/mf-manifest.json', check: edgeRules },
  ];
}

module.exports = { edgeRequests };
