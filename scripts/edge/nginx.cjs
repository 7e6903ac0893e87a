/**
 * The edge's nginx files as a run writes them (README "Deploy", architecture §9): the repository's
 * config (`deploy/nginx/*.conf`, copied as is) plus the three files a deployment writes — the main
 * context's extra (`edge-main.conf`), the listener (`edge-listen.conf`) and the upstreams
 * (`edge-upstreams.conf`) — into a prefix folder where nginx keeps everything it writes (pid, temp
 * files, cache), so it runs unprivileged: `nginx -p {prefix}/ -c conf/nginx.conf -e stderr`.
 *
 * Also the region rule's file, `deploy/nginx/regions.conf`, written from the app's own rule
 * ({@link regionMapConf}).
 */
const fs = require('node:fs');
const path = require('node:path');

/** The edge's nginx config in the repository. */
const CONFIG_DIR = path.resolve(__dirname, '../../deploy/nginx');
/** The region rule's file (generated, committed). */
const REGION_MAP_FILE = path.join(CONFIG_DIR, 'regions.conf');
/** The nginx binary: `NGINX_PATH`, else Debian's (scripts/prerequisites.mjs installs it). */
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
/** The apps each app server serves, in the order of their upstreams. */
const UPSTREAM_APPS = ['shell', 'search', 'details', 'discover', 'dashboard'];

/**
 * The upstreams file: one upstream per app (`streamscout_{app}`), every server's port. No server is
 * ever left out (`max_fails=0`): one that is stopped refuses at once and the request goes on to the
 * next (`proxy_next_upstream`). With nginx's passive health check (`max_fails=3 fail_timeout=2s`)
 * a rolling restart of two servers under load could find both left out at once — the one just
 * restarted still serving its 2 s, the next one draining — and nginx then answers 502 without
 * trying either (34 failed requests in one bench run at load 8.8).
 * @param {ReadonlyArray<Readonly<Record<string, number>>>} servers each app server's port per app key
 * @returns {string}
 */
function upstreamsConf(servers) {
  return UPSTREAM_APPS.map((app) => {
    const lines = servers.map((ports) => `    server 127.0.0.1:${ports[app]} max_fails=0;`);
    return `upstream streamscout_${app} {\n${lines.join('\n')}\n    keepalive 16;\n}\n`;
  }).join('\n');
}

/**
 * Writes (or rewrites) an edge prefix: `conf/` with the repository's files and the three written
 * here, and `tmp/`.
 * @param {string} prefix an empty folder, or one written before
 * @param {{port: number, servers: ReadonlyArray<Readonly<Record<string, number>>>}} o
 *   the edge's port (on 127.0.0.1) and the app servers
 * @returns {string[]} the arguments that start nginx on it (add `-g 'daemon off;'`, `-t`, `-s reload`…)
 */
function writeNginxPrefix(prefix, o) {
  const conf = path.join(prefix, 'conf');
  fs.mkdirSync(conf, { recursive: true });
  for (const dir of ['tmp', 'cache']) fs.mkdirSync(path.join(prefix, dir), { recursive: true });
  for (const file of fs.readdirSync(CONFIG_DIR))
    if (file.endsWith('.conf')) fs.copyFileSync(path.join(CONFIG_DIR, file), path.join(conf, file));
  // started as root (a container, CI), the workers stay root: the prefix is a private temp folder
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  fs.writeFileSync(path.join(conf, 'edge-main.conf'), root ? 'user root;\n' : '# not started as root: no user switch\n');
  fs.writeFileSync(path.join(conf, 'edge-listen.conf'), `listen 127.0.0.1:${o.port};\n`);
  fs.writeFileSync(path.join(conf, 'edge-upstreams.conf'), upstreamsConf(o.servers));
  return ['-p', `${prefix}/`, '-c', 'conf/nginx.conf', '-e', 'stderr'];
}

/**
 * The region rule for nginx, from the app's (`regionFromLanguages` / `resolveRegion` of
 * `@streamscout/region`, architecture §10): the first language of `Accept-Language` whose first
 * two-letter subtag is a known country, else the default region.
 *
 * nginx cannot sort by `q`, so the edge takes the tags in the order sent — the order browsers send
 * them in, most preferred first; a tag with `q=0` is skipped as the app skips it. A header listing
 * a country of lower `q` before one of higher `q` resolves to the first at the edge (the app alone
 * would take the second): the page is still rendered for the region the edge sends and kept under
 * it, so no reader gets another region's page.
 *
 * Two maps: the first finds the code as spelt (`$streamscout_region_tag`), the second — an exact,
 * case-insensitive lookup — gives the upper-case code, or the default region.
 * `scripts/edge/edge-config.node.test.js` fails while the file is stale; `UPDATE_EDGE_REGIONS=1`
 * on that test writes it again.
 * @param {{codes: readonly string[], defaultRegion: string}} o the country list's codes (ISO 3166-1
 *   alpha-2, any case) and the default region
 * @returns {string} the file's text; `$streamscout_region` is always an upper-case known code
 * @throws {Error} when the default region is not in the list
 */
function regionMapConf({ codes, defaultRegion }) {
  const known = [...new Set(codes.map((c) => c.toUpperCase()))].sort();
  if (!known.includes(defaultRegion.toUpperCase())) throw new Error(`the default region ${defaultRegion} is not in the country list`);
  // a tag: the language, then subtags; the first two-letter subtag must be a known country (each
  // subtag before it has 1 or 3–8 characters), and no `q=0` may follow it in the tag's parameters
  const subtags = '(?:[-_](?:[a-z0-9]|[a-z0-9]{3,8}))*';
  const tag = `[^-_,;\\s]*${subtags}[-_](?<code>${known.join('|')})(?=[-_;,\\s]|$)(?![^,]*;\\s*q=0(?:\\.0*)?\\s*(?:[,;]|$))`;
  return [
    '# GENERATED by regionMapConf of scripts/edge/nginx.cjs from @streamscout/region: do not edit by hand.',
    '# $streamscout_region: the region of a request, resolved from Accept-Language as the app does',
    '# (the first tag naming a known country, in the order sent; q=0 skipped), else the default.',
    'map $http_accept_language $streamscout_region_tag {',
    '    default "";',
    `    "~*^(?:[^,]*,)*?\\s*${tag}" $code;`,
    '}',
    'map $streamscout_region_tag $streamscout_region {',
    `    default ${defaultRegion.toUpperCase()};`,
    ...known.map((c) => `    ${c} ${c};`),
    '}',
    '',
  ].join('\n');
}

module.exports = { NGINX, REGION_MAP_FILE, regionMapConf, writeNginxPrefix };
