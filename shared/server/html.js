/**
 * How the app server writes a page's HTML (architecture §9): the runtime config inlined, the
 * route's hints as `<link>` tags, the rendered page's own hints, and the one per-request
 * compression path (brotli or gzip from `Accept-Encoding`) with an ETag.
 */
const crypto = require('node:crypto');
const zlib = require('node:zlib');
const { Readable } = require('node:stream');
const { renderHints } = require('./hints.js');

/** The global the HTML defines with the runtime config (read by `@streamscout/host/runtime`). */
const CONFIG_GLOBAL = '__STREAMSCOUT_CONFIG__';
/** Where the template's `#root` is, split to put the render into it. */
const ROOT_TAG = '<div id="root"></div>';

/**
 * What a page sent without its server render (a signed-in screen, a render that failed) shows where
 * scripts do not run, before its empty `#root`: a sentence in the page's language, never a blank page.
 * Plain JS here (the app server loads no catalogs), in the words of the app's catalogs (du, vous, tú).
 */
const NO_SCRIPT_TEXT = {
  en: 'StreamScout needs JavaScript for this page: turn it on and reload.',
  es: 'StreamScout necesita JavaScript para esta página: actívalo y vuelve a cargarla.',
  fr: 'StreamScout a besoin de JavaScript pour cette page : activez-le, puis rechargez la page.',
  de: 'StreamScout braucht für diese Seite JavaScript: Schalte es ein und lade die Seite neu.',
  'pt-BR': 'O StreamScout precisa de JavaScript para esta página: ative-o e recarregue a página.',
  it: 'StreamScout ha bisogno di JavaScript per questa pagina: attivalo e ricarica la pagina.',
  ja: 'このページを表示するには JavaScript が必要です。有効にしてから再読み込みしてください。',
  ar: 'يحتاج StreamScout إلى JavaScript لعرض هذه الصفحة: فعّله ثم أعد تحميل الصفحة.',
};

/**
 * The template with the no-script sentence before its empty `#root` (a page the browser renders).
 * @param {string} html the built index.html
 * @param {string} [lang] the page's language (one of the app's; anything else: English)
 * @returns {string}
 */
const withNoScript = (html, lang) => {
  const text = NO_SCRIPT_TEXT[/** @type {keyof typeof NO_SCRIPT_TEXT} */ (lang ?? 'en')] ?? NO_SCRIPT_TEXT.en;
  return html.replace(
    ROOT_TAG,
    `<noscript><p style="max-width:36rem;margin:2rem auto;padding:0 1rem;font:16px/1.5 system-ui,sans-serif">${text}</p></noscript>${ROOT_TAG}`,
  );
};

/**
 * The encoding to send, from an `Accept-Encoding` header and the variants that exist.
 * @param {string | undefined} accept the request's Accept-Encoding
 * @param {{br?: boolean, gzip?: boolean}} available
 * @returns {'br' | 'gzip' | null} null: send it as is
 */
function pickEncoding(accept, available) {
  /** @type {Record<string, number>} */
  const q = {};
  for (const part of String(accept || '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q[name] = qp ? Number(qp.slice(2)) || 0 : 1;
  }
  const ok = (/** @type {string} */ name) => (q[name] ?? q['*'] ?? 0) > 0;
  if (available.br && ok('br')) return 'br';
  if (available.gzip && ok('gzip')) return 'gzip';
  return null;
}

/**
 * `<script>` defining the runtime config for the page, safe inside HTML (`<` escaped).
 * @param {object} config
 */
function configScript(config) {
  const json = JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script>window.${CONFIG_GLOBAL}=${json}</script>`;
}

/** Languages written right to left (the one list is `languageDir` of `@streamscout/region`; the server reads the renderer's `dir`). */
const LANG_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

/**
 * The template's `<html lang="en">` in the page's language and direction (architecture §13):
 * `<html lang="ar" dir="rtl">` from the first byte, so nothing is drawn left to right first. English
 * (or no language) leaves the template as it is.
 * @param {string} html @param {{ lang?: string, dir?: string } | undefined} language
 */
function withLanguage(html, language) {
  const lang = language?.lang;
  if (!lang || lang === 'en' || !LANG_TAG.test(lang)) return html;
  const dir = language?.dir === 'rtl' ? 'rtl' : 'ltr';
  return html.replace(/<html lang="en"/, `<html lang="${lang}" dir="${dir}"`);
}

/**
 * The HTML of `index.html` for one request: the hints' `<link>` tags and the inline config (when
 * given) added at the top of `<head>`, right after `<meta charset>` (which must stay first), and
 * `<html lang dir>` in the page's language.
 * @param {string} template the built index.html
 * @param {object | undefined} config runtime config (none: no inline script)
 * @param {readonly import('./hints').Hint[]} hints
 * @param {{ lang?: string, dir?: string }} [language] the page's language and direction (none: the template's English)
 */
function renderHtml(template, config, hints, language) {
  const html = withLanguage(template, language);
  const head = `${renderHints(hints)}${config ? configScript(config) : ''}`;
  const charset = /<meta charset[^>]*>/i.exec(html);
  if (charset) return `${html.slice(0, charset.index + charset[0].length)}${head}${html.slice(charset.index + charset[0].length)}`;
  return html.includes('<head>') ? html.replace('<head>', `<head>${head}`) : `${head}${html}`;
}

/**
 * The hints of a server-rendered page: the scripts' and the manifest's preloads left out (the page
 * paints without them, and on a slow link they would take the bandwidth the stylesheet and the
 * first screen's images need; the deferred entry script still starts at once), the styles applied
 * as stylesheets instead of preloaded, so the HTML paints styled before any script runs; and the
 * render's LCP image (`lcpImage` of the render's result) preloaded with a high fetch priority right
 * after the preconnects, so its request starts with the stylesheet's instead of after it (architecture §7).
 * @param {readonly import('./hints').Hint[]} hints
 * @param {{ href: string, srcSet?: string, sizes?: string } | null | undefined} image the LCP image, if any
 * @returns {import('./hints').Hint[]}
 */
function renderedPageHints(hints, image) {
  const kept = hints
    .filter((h) => !(h.rel === 'preload' && (h.as === 'script' || h.as === 'fetch')))
    .map((h) => (h.rel === 'preload' && h.as === 'style' ? { rel: /** @type {const} */ ('stylesheet'), href: h.href } : h));
  if (!image?.href) return kept;
  /** @type {import('./hints').Hint} */
  const preload = {
    rel: 'preload',
    as: 'image',
    href: image.href,
    fetchpriority: 'high',
    ...(image.srcSet ? { imagesrcset: image.srcSet, ...(image.sizes ? { imagesizes: image.sizes } : {}) } : {}),
  };
  const at = kept.findIndex((h) => h.rel !== 'preconnect');
  return at < 0 ? [...kept, preload] : [...kept.slice(0, at), preload, ...kept.slice(at)];
}

/**
 * The compressor of an HTML response for the chosen encoding (brotli quality 4: most of brotli's
 * gain at gzip's speed, per request), or null to send it as is.
 * @param {'br' | 'gzip' | null} encoding
 * @returns {import('node:stream').Transform | null}
 */
function htmlCompressor(encoding) {
  // a 512 KiB window (not brotli's 4 MiB default) holds any page; each stream's buffers are sized by it
  if (encoding === 'br')
    return zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 19 } });
  if (encoding === 'gzip') return zlib.createGzip({ level: 6 });
  return null;
}

/**
 * Whether an `If-None-Match` header names `etag` (`*`, a list, weak tags compared weakly: RFC 9110 §13.1.2).
 * @param {string | undefined} header @param {string} etag
 */
function etagMatches(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a page's HTML, compressed for the request (the one per-request compression path), with
 * an ETag (304 when the request has it).
 * @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
 * @param {string} html
 */
function sendHtml(req, reply, html) {
  const encoding = pickEncoding(req.headers['accept-encoding'], { br: true, gzip: true });
  reply.header('Content-Type', 'text/html; charset=utf-8');
  if (!reply.hasHeader('Vary')) reply.header('Vary', 'Accept-Encoding');
  const etag = `"${crypto.createHash('sha1').update(html).digest('base64url').slice(0, 20)}-${encoding || 'id'}"`;
  reply.header('ETag', etag);
  if (reply.statusCode === 200 && etagMatches(req.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding) reply.header('Content-Encoding', encoding);
  const source = Readable.from([Buffer.from(html)]);
  const compressor = htmlCompressor(encoding);
  return reply.send(compressor ? source.pipe(compressor) : source);
}

module.exports = {
  withNoScript,
  pickEncoding,
  renderHtml,
  renderedPageHints,
  etagMatches,
  sendHtml,
  ROOT_TAG,
};
