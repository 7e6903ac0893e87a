/**
 * The one description of the runtime config (architecture §5): what the server writes
 * (`./runtime-config.js`, from the environment), what the browser host reads (`src/runtime.ts`,
 * from the HTML or `/config.json`), checked by one zod schema on both sides, so a bad setting is
 * named — never silently handed to the TMDB client or supabase-js.
 *
 * Its `tmdb` and `supabase` parts are typed as the settings `configureTmdb` (@streamscout/tmdb)
 * and `configureSession` (@streamscout/session) take, so a renamed setting fails the typecheck
 * here. Unknown keys are dropped (an older host reads a newer config).
 *
 * CommonJS and browser-safe (zod/mini: a few KiB in the host's bundle): Node requires it, the
 * host bundles it.
 */
const z = require('zod/mini');
const { REMOTE_KEYS } = require('@streamscout/apps');

/**
 * zod's `error` option: 'is missing' for an absent value, else `must be {what}`.
 * @param {string} what e.g. 'an http(s) URL'
 */
const say = (what) => ({
  error: (/** @type {{ input?: unknown }} */ issue) => (issue.input === undefined ? 'is missing' : `must be ${what}`),
});

/** An absolute http: or https: URL (the only kind fetch, supabase-js and Module Federation load). */
const httpUrl = () => z.url({ protocol: /^https?$/, ...say('an http(s) URL') });

/** A non-empty string (keys and tokens). */
const text = () => z.string(say('a non-empty string')).check(z.minLength(1, say('a non-empty string')));

/** @typedef {import('@streamscout/apps').RemoteKey} RemoteKey */

/** Manifest URL of each remote of the apps table. */
const remotesSchema = z.object(
  /** @type {Record<RemoteKey, ReturnType<typeof httpUrl>>} */ (Object.fromEntries(REMOTE_KEYS.map((key) => [key, httpUrl()]))),
  say('an object with a manifest URL per remote'),
);

/**
 * The settings `configureTmdb` takes from the config.
 * @type {z.ZodMiniType<Pick<import('@streamscout/tmdb').TmdbConfig, 'baseUrl' | 'imageBaseUrl' | 'apiKey' | 'readToken'>>}
 */
const tmdbSchema = z.object(
  { baseUrl: httpUrl(), imageBaseUrl: httpUrl(), apiKey: z.optional(text()), readToken: z.optional(text()) },
  say('an object'),
);

/**
 * The settings `configureSession` takes from the config.
 * @type {z.ZodMiniType<Pick<import('@streamscout/session').SessionConfig, 'url' | 'anonKey'>>}
 */
const supabaseSchema = z.object({ url: httpUrl(), anonKey: text() }, say('an object'));

/**
 * The runtime config: `{ remotes: { search, details, discover, dashboard }: manifest URLs,
 * shellUrl?: the full app's public origin (where embeds link to), tmdb: { baseUrl, imageBaseUrl,
 * apiKey?, readToken? }, supabase: { url, anonKey } }`.
 */
const runtimeConfigSchema = z.object(
  { remotes: remotesSchema, shellUrl: z.optional(httpUrl()), tmdb: tmdbSchema, supabase: supabaseSchema },
  say('a JSON object'),
);

/** @typedef {z.infer<typeof runtimeConfigSchema>} RuntimeConfig */

/** A runtime config that does not match {@link runtimeConfigSchema}; names the first bad field. */
class RuntimeConfigError extends Error {
  /**
   * @param {string} source where the config came from, e.g. '/config.json'
   * @param {string} field dotted path of the bad field, e.g. 'tmdb.baseUrl' ('' for the whole config)
   * @param {string} problem e.g. 'must be an http(s) URL'
   */
  constructor(source, field, problem) {
    super(`Invalid runtime config (${source}): ${field || 'the config'} ${problem}`);
    this.name = 'RuntimeConfigError';
    this.source = source;
    this.field = field;
    this.problem = problem;
  }
}

/**
 * Checks a runtime config.
 * @param {unknown} value the parsed JSON
 * @param {string} source where it came from, for the error message
 * @returns {RuntimeConfig} the config (unknown keys dropped)
 * @throws {RuntimeConfigError} naming the first bad field
 */
function parseRuntimeConfig(value, source) {
  const result = runtimeConfigSchema.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new RuntimeConfigError(source, issue.path.map(String).join('.'), issue.message);
}

module.exports = { parseRuntimeConfig, RuntimeConfigError };
