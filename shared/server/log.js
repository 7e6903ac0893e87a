/**
 * The app server's request log (Fastify's logger, pino): one JSON line per request when it is done
 * (`{"app":"shell","method":"GET","url":"/discover","status":200,"ms":41,"msg":"request"}`), and
 * never a private feed's token (architecture §5c), whichever way its URL was spelt: with a trailing
 * or a doubled slash, another case, percent-encoded, in the query — in the request line, in
 * Fastify's own messages and in errors alike.
 */
const Fastify = require('fastify');

/** Path segments after which every segment is a feed's token (`/calendar/<token>.ics`, `/alerts/<token>.atom`). */
const FEED_SEGMENTS = new Set(['calendar', 'alerts']);
/**
 * A run that could be a token anywhere in a URL or a message: 32 or more hex digits, each as it is
 * or percent-encoded (`%61` is 'a'). Tokens are 64 hex digits; ids and dates never run that long.
 */
const TOKEN_RUN = /(?:[0-9a-f]|%3[0-9]|%[46][1-6]){32,}/gi;
/** What stands for a token in the log. */
const REDACTED = '[token]';

/** @param {string} segment @returns {string} the segment decoded, or as it is when it is not valid percent-encoding */
function decoded(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A request URL as the log may show it: every path segment after a `calendar` or `alerts` segment
 * (any case, percent-encoded or not) replaced by `[token]` (its `.ics`/`.atom` kept), and any
 * token-like run elsewhere too. The slashes stay as they were asked for.
 * @param {string} url a request URL (path and query), e.g. '/calendar/0a1b….ics/?x=1'
 * @returns {string} e.g. '/calendar/[token].ics/?x=1'
 */
function redactUrl(url) {
  const at = url.search(/[?#]/);
  const [pathPart, rest] = at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
  let feed = false;
  const segments = pathPart.split('/').map((segment) => {
    if (feed && segment) {
      const ext = /\.(ics|atom)$/i.exec(decoded(segment));
      return `${REDACTED}${ext ? ext[0] : ''}`;
    }
    if (FEED_SEGMENTS.has(decoded(segment).toLowerCase())) feed = true;
    return segment;
  });
  return `${segments.join('/')}${rest}`.replace(TOKEN_RUN, REDACTED);
}

/**
 * Any text that may hold a URL (a message, an error's stack): each feed path in it, and each
 * token-like run, redacted.
 * @param {string} text
 * @returns {string}
 */
function redactText(text) {
  return text.replace(/\/+(?:calendar|alerts)(?:\/[^\s"'`<>?#]*)?/gi, (p) => redactUrl(p)).replace(TOKEN_RUN, REDACTED);
}

/**
 * Fastify's per-request log lines, each once the request is done and with its URL redacted; the
 * lines Fastify writes itself (a route not found, an error it handled) redacted too.
 */
class RequestLog extends Fastify.LogController {
  /** @override nothing when a request comes in: its line is written when it is done */
  incomingRequest() {}

  /**
   * @override
   * @param {Error | null} error @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
   */
  requestCompleted(error, req, reply) {
    const line = { method: req.method, url: redactUrl(req.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }

  /** @override @param {import('fastify').FastifyRequest} req */
  routeNotFound(req) {
    req.log.info({ method: req.method, url: redactUrl(req.url) }, 'route not found');
  }

  /**
   * @override an error Fastify answered itself: a 5xx is logged with its error; a refusal (4xx,
   * e.g. a path the static files forbid) only by its request's line
   * @param {Error} error @param {import('fastify').FastifyRequest} req @param {import('fastify').FastifyReply} reply
   */
  defaultErrorLog(error, req, reply) {
    if (reply.statusCode >= 500)
      reply.log.error({ method: req.method, url: redactUrl(req.url), status: reply.statusCode, err: error }, 'request failed');
  }
}

/**
 * pino's settings of the app server's logger: the request and error serializers redact (an error's
 * message and stack may quote a URL), and so does every message string.
 * @param {string} level pino's level ('info', 'warn', …)
 * @param {string} app the app's name on every line
 * @param {{write: (line: string) => void}} [stream] where the lines go (default stdout)
 * @returns {import('fastify').FastifyServerOptions['logger']}
 */
function loggerOptions(level, app, stream) {
  return {
    level,
    base: { app },
    serializers: {
      req: (/** @type {{method?: string, url?: string}} */ req) => ({ method: req.method, url: redactUrl(String(req.url ?? '')) }),
      err: (/** @type {Error & {code?: string}} */ err) => ({
        type: err?.name,
        message: redactText(String(err?.message ?? err)),
        stack: redactText(String(err?.stack ?? '')),
        ...(err?.code ? { code: err.code } : {}),
      }),
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, /** @type {Parameters<typeof method>} */ (args.map((a) => (typeof a === 'string' ? redactText(a) : a))));
      },
    },
    ...(stream ? { stream } : {}),
  };
}

module.exports = { RequestLog, loggerOptions, redactUrl };
