/**
 * The API's human page, `/api/docs` (architecture §9a): Swagger UI (`swagger-ui-dist`, served from
 * this server — no CDN, so it works offline and on a private network) reading the OpenAPI document
 * at `/api/v1/openapi.json`. Its files are served under a path with the package's version, cached a
 * year as immutable, each compressed once (brotli or gzip, as the request takes) in the thread pool
 * on its first request. The page follows the reader's light or dark preference (Swagger UI's
 * `dark-mode` class); Swagger UI's call to its online validator is turned off.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');
const { pickEncoding } = require('./html.js');

const SWAGGER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const SWAGGER_VERSION = /** @type {{version: string}} */ (require('swagger-ui-dist/package.json')).version;
/** Where the page's files are: the version in the path, so a new version is a new URL. */
const ASSETS = `/api/docs/${SWAGGER_VERSION}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Starts Swagger UI on the page (a file, not an inline script). */
const INIT_JS = `(function () {
  var dark = window.matchMedia('(prefers-color-scheme: dark)');
  var follow = function () { document.documentElement.classList.toggle('dark-mode', dark.matches); };
  follow();
  dark.addEventListener('change', follow);
  window.ui = SwaggerUIBundle({ url: '/api/v1/openapi.json', dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null });
})();
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>StreamScout API</title>
<meta name="description" content="StreamScout's keyless read API: where a movie or show streams in any region, regions, providers, search and public lists.">
<link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
<style>body{margin:0}</style>
</head>
<body>
<main id="swagger-ui"></main>
<script src="${ASSETS}/swagger-ui-bundle.js"></script>
<script src="${ASSETS}/init.js"></script>
</body>
</html>
`;

/** The page's files: name → type and where the bytes come from. */
const FILES = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', read: () => fs.readFileSync(path.join(SWAGGER_DIR, 'swagger-ui.css')) },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    read: () => fs.readFileSync(path.join(SWAGGER_DIR, 'swagger-ui-bundle.js')),
  },
  'init.js': { type: 'text/javascript; charset=utf-8', read: () => Buffer.from(INIT_JS) },
};

/**
 * Adds `/api/docs` and its files.
 * @param {import('fastify').FastifyInstance} app
 */
function registerApiDocs(app) {
  /** Each file's bytes per encoding, made once ('' : as is). @type {Map<string, Promise<Buffer>>} */
  const made = new Map();
  /** @param {keyof typeof FILES} name @param {'br' | 'gzip' | null} encoding */
  const bytes = (name, encoding) => {
    const key = `${name} ${encoding ?? ''}`;
    let p = made.get(key);
    if (!p) {
      const raw = FILES[name].read();
      p =
        encoding === 'br'
          ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : encoding === 'gzip'
            ? gzip(raw, { level: 9 })
            : Promise.resolve(raw);
      p.catch(() => made.delete(key));
      made.set(key, p);
    }
    return p;
  };

  app.get('/api/docs', (_req, reply) => {
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(PAGE);
  });
  app.get(`${ASSETS}/:file`, async (req, reply) => {
    const file = /** @type {{file: string}} */ (req.params).file;
    if (!Object.hasOwn(FILES, file)) {
      return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send('Not Found');
    }
    const name = /** @type {keyof typeof FILES} */ (file);
    const encoding = pickEncoding(req.headers['accept-encoding'], { br: true, gzip: true });
    const body = await bytes(name, encoding);
    reply.header('Cache-Control', IMMUTABLE).header('Vary', 'Accept-Encoding').type(FILES[name].type);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  });
}

module.exports = { registerApiDocs };
