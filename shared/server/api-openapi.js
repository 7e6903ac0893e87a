/**
 * The OpenAPI 3.1 document of the public API (`/api/v1/openapi.json`, architecture §9a): every
 * path, parameter, answer and error of `./api-v1.js`, its schemas in JSON Schema 2020-12 (OpenAPI
 * 3.1's dialect) and closed (`additionalProperties: false`), so the contract test
 * (`shell/src/server/api.node.test.ts`) fails on any field the server adds, drops or changes.
 */
const { LIST_PAGE_SIZE, LISTS, MAX_BATCH_TITLES, MAX_QUERY_LENGTH, MAX_SEARCH_PAGE } = require('./api-shapes.js');

/** A string or null. @param {object} [more] */
const nullableString = (more = {}) => ({ type: ['string', 'null'], ...more });
/** A closed object: every property listed is required. @param {Record<string, object>} properties */
const closed = (properties) => ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties });
const ref = (/** @type {string} */ name) => ({ $ref: `#/components/schemas/${name}` });

const REGION = { type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 country code', examples: ['GB'] };
const MEDIA_TYPE = { type: 'string', enum: ['movie', 'tv'] };
const TITLE_PROPERTIES = {
  type: MEDIA_TYPE,
  id: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'TMDB id (unique within its type)' },
  title: { type: 'string', description: "A movie's title or a show's name" },
  release_date: nullableString({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Release or first air date; null when TMDB has none' }),
  poster_path: nullableString({ description: "TMDB's image path, e.g. /abc.jpg" }),
  poster_url: nullableString({ format: 'uri', description: 'The poster, 342 px wide' }),
  url: { type: 'string', format: 'uri-reference', description: "The title's StreamScout page" },
};
const PROVIDER = {
  id: { type: 'integer', minimum: 1, description: "TMDB's provider (service) id" },
  name: { type: 'string' },
  logo_path: nullableString({ description: "TMDB's image path of the service's logo" }),
  logo_url: nullableString({ format: 'uri', description: 'The logo, 92 px wide' }),
};
const WAYS = ['flatrate', 'free', 'ads', 'rent', 'buy'];

const SCHEMAS = {
  Provider: closed(PROVIDER),
  Availability: {
    ...closed({
      link: nullableString({
        format: 'uri',
        description: "TMDB's page of the title's offers in the region (it links each service); null when none",
      }),
      ...Object.fromEntries(WAYS.map((w) => [w, { type: 'array', items: ref('Provider') }])),
    }),
    description:
      'Every way to watch in one region, each in display order: flatrate (subscription), free, ads (free with ads), rent, buy. A way with no service is [].',
  },
  Title: closed(TITLE_PROPERTIES),
  SeasonAvailability: closed({
    season_number: { type: 'integer', minimum: 0, description: '0 is the specials' },
    name: { type: 'string' },
    air_date: nullableString(),
    availability: ref('Availability'),
  }),
  TitleAvailability: closed({
    ...TITLE_PROPERTIES,
    region: REGION,
    availability: ref('Availability'),
    streaming_regions: {
      type: 'array',
      items: REGION,
      description:
        'Every region where the title streams (subscription, free or with ads), in code order: "not streaming here, streaming in 3 other countries"',
    },
    seasons: {
      description: 'Per season (a show asked with include=seasons); null otherwise',
      oneOf: [{ type: 'null' }, { type: 'array', items: ref('SeasonAvailability') }],
    },
  }),
  Batch: closed({
    region: REGION,
    titles: { type: 'array', items: ref('TitleAvailability'), description: 'The titles TMDB knows, in the order asked' },
    not_found: {
      type: 'array',
      items: { type: 'string', pattern: '^((movie|tv):[0-9]+|imdb:tt[0-9]{7,10})$' },
      description: 'The titles TMDB does not know, as they were asked',
    },
    resolved: {
      type: 'object',
      additionalProperties: { type: 'string', pattern: '^(movie|tv):[0-9]+$' },
      propertyNames: { pattern: '^imdb:tt[0-9]{7,10}$' },
      description: 'Each IMDb id asked and found, and the title it is (its answer is in titles): {"imdb:tt0944947": "tv:1399"}',
    },
  }),
  Regions: closed({
    regions: {
      type: 'array',
      items: closed({
        code: REGION,
        name: { type: 'string' },
        watch_providers: { type: 'boolean', description: 'Whether TMDB lists any service there' },
      }),
    },
  }),
  Providers: closed({
    region: REGION,
    providers: {
      type: 'array',
      description: 'Most prominent first',
      items: closed({ ...PROVIDER, types: { type: 'array', items: MEDIA_TYPE, minItems: 1, description: 'What it carries there' } }),
    },
  }),
  SearchPage: closed({
    query: { type: 'string' },
    page: { type: 'integer', minimum: 1 },
    has_more: { type: 'boolean' },
    results: { type: 'array', items: ref('Title'), description: 'Movies and shows (people and adult titles left out)' },
  }),
  PublicList: closed({
    username: { type: 'string', description: "The owner's name as stored" },
    list: { type: 'string', enum: LISTS },
    region: REGION,
    page: { type: 'integer', minimum: 1 },
    per_page: { type: 'integer', const: LIST_PAGE_SIZE },
    total: { type: 'integer', minimum: 0, description: 'Titles in the whole list' },
    has_more: { type: 'boolean' },
    titles: {
      type: 'array',
      items: ref('TitleAvailability'),
      description: "This page's titles (adult titles and titles TMDB lost left out)",
    },
  }),
  Problem: {
    type: 'object',
    description: 'RFC 9457 problem details',
    required: ['type', 'title', 'status', 'detail'],
    additionalProperties: false,
    properties: {
      type: { type: 'string', format: 'uri-reference' },
      title: { type: 'string' },
      status: { type: 'integer', minimum: 400, maximum: 599 },
      detail: { type: 'string' },
      instance: { type: 'string', format: 'uri-reference' },
      errors: {
        type: 'array',
        items: closed({ parameter: { type: 'string' }, detail: { type: 'string' } }),
        description: 'What was wrong with each parameter (400)',
      },
    },
  },
};

const text = (/** @type {string} */ description, more = {}) => ({ description, schema: { type: 'string', ...more } });
/** Headers of every answer. */
const LIMIT_HEADERS = {
  RateLimit: text(
    'The limit left to this address (IETF draft-ietf-httpapi-ratelimit-headers): "per-address";r=<left>;t=<seconds to reset>',
  ),
  'RateLimit-Policy': text('The limit: "per-address";q=<requests>;w=<window in seconds>'),
};
const CACHED_HEADERS = {
  ...LIMIT_HEADERS,
  ETag: text('A strong tag of the body; send it back in If-None-Match for a 304'),
  'Cache-Control': text('Public, with s-maxage for shared caches'),
};
const RESOLVED_HEADERS = {
  ...CACHED_HEADERS,
  'Content-Location': text('Without region: this URL with the region the answer is for'),
  Vary: text('Without region: the request header the region came from (X-StreamScout-Region or Accept-Language)'),
};

const problem = (/** @type {string} */ description, headers = {}) => ({
  description,
  headers: { ...LIMIT_HEADERS, ...headers },
  content: { 'application/problem+json': { schema: ref('Problem') } },
});
const RESPONSES = {
  NotModified: { description: 'The body has not changed (If-None-Match matched)', headers: CACHED_HEADERS },
  BadRequest: problem('A parameter is wrong: `errors` says which and why'),
  NotFound: problem('Nothing there'),
  TooMany: problem('Too many requests from this address', {
    'Retry-After': text('Seconds until the limit resets', { pattern: '^[0-9]+$' }),
  }),
  Unavailable: problem('TMDB or the database did not answer in time', { 'Retry-After': text('Seconds to wait', { pattern: '^[0-9]+$' }) }),
};
const response = (/** @type {string} */ r) => ({ $ref: `#/components/responses/${r}` });

/**
 * One GET operation.
 * @param {object} o
 * @param {string} o.id @param {string} o.summary @param {string} o.description
 * @param {object[]} o.parameters @param {string} o.schema the 200 body's schema name
 * @param {boolean} [o.resolved] the region may come from the request (Content-Location, Vary)
 * @param {boolean} [o.notFound] it may answer 404
 * @param {'availability' | 'reference' | 'lists'} o.tag
 */
const get = (o) => ({
  get: {
    operationId: o.id,
    tags: [o.tag],
    summary: o.summary,
    description: o.description,
    parameters: o.parameters,
    responses: {
      200: {
        description: 'OK',
        headers: o.resolved ? RESOLVED_HEADERS : CACHED_HEADERS,
        content: { 'application/json': { schema: ref(o.schema) } },
      },
      304: response('NotModified'),
      ...(o.parameters.length ? { 400: response('BadRequest') } : {}),
      ...(o.notFound ? { 404: response('NotFound') } : {}),
      429: response('TooMany'),
      503: response('Unavailable'),
    },
  },
});

const param = (
  /** @type {'query' | 'path'} */ where,
  /** @type {string} */ name,
  /** @type {string} */ description,
  /** @type {object} */ schema,
  required = where === 'path',
) => ({
  name,
  in: where,
  required,
  description,
  schema,
});
const REGION_PARAM = param(
  'query',
  'region',
  "Country code (any case). Without it: the request's region — X-StreamScout-Region, else the first country of Accept-Language, else US",
  { type: 'string', pattern: '^[A-Za-z]{2}$' },
);
const TYPE_PARAM = param('path', 'type', 'movie or tv', MEDIA_TYPE);
const ID_PARAM = param('path', 'id', 'TMDB id', { type: 'string', pattern: '^[0-9]{1,10}$' });

/**
 * The document.
 * @param {{origin: string, maxRequests: number, windowSeconds: number}} o the app's origin ('' : the
 *   server's own, relative) and the limit per address
 */
function openApiDocument(o) {
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'StreamScout API',
      version: '1.0.0',
      summary: 'Where a movie or show streams, in any region. No key, no account.',
      description: [
        'A keyless read API over the same data as the StreamScout pages: where a title can be watched in a region',
        '(subscription, free, free with ads, rent, buy; a show per season too), the regions and services, search, and',
        "the lists their owners made public. Data about titles and services comes from TMDB's API and is TMDB's.",
        '',
        `- **Limits:** ${o.maxRequests} requests per ${o.windowSeconds} s per client address, announced on every answer`,
        '  with `RateLimit-Policy` and `RateLimit`; past it, 429 with `Retry-After`.',
        '- **Caching:** every answer has a strong `ETag` (send `If-None-Match` for a 304) and a public `Cache-Control`',
        '  with `s-maxage`, so a CDN in front carries the load.',
        "- **Region:** without `region`, the answer is for the request's region and says so (`Content-Location`, `Vary`).",
        '- **Errors:** RFC 9457 problem details (`application/problem+json`); a 400 names each wrong parameter in `errors`.',
        '- **CORS:** open to every origin for GET.',
      ].join('\n'),
      license: { name: 'Data: TMDB terms of use', url: 'https://www.themoviedb.org/api-terms-of-use' },
    },
    servers: [{ url: o.origin || '/' }],
    security: [],
    tags: [{ name: 'availability' }, { name: 'reference' }, { name: 'lists' }],
    paths: {
      '/api/v1/titles/{type}/{id}/availability': {
        ...get({
          id: 'getTitleAvailability',
          summary: 'Where a title streams in a region',
          description: 'Every way to watch the title in the region. `include=seasons` adds each season of a show.',
          parameters: [
            TYPE_PARAM,
            ID_PARAM,
            REGION_PARAM,
            param('query', 'include', 'seasons: a show per season too', { type: 'string', enum: ['seasons'] }),
          ],
          schema: 'TitleAvailability',
          resolved: true,
          notFound: true,
          tag: 'availability',
        }),
      },
      '/api/v1/availability': get({
        id: 'getAvailabilityBatch',
        summary: 'Where several titles stream in a region',
        description: `Up to ${MAX_BATCH_TITLES} titles at once (the where-to-watch widget's call), each as the single title's answer; a title may be named by its IMDb id.`,
        parameters: [
          param(
            'query',
            'titles',
            `Comma-separated movie:<id>, tv:<id> (TMDB ids) or imdb:<IMDb id>, at most ${MAX_BATCH_TITLES}`,
            { type: 'string', pattern: '^((movie|tv):[0-9]+|imdb:[tT]{2}[0-9]{7,10})(,((movie|tv):[0-9]+|imdb:[tT]{2}[0-9]{7,10}))*$' },
            true,
          ),
          REGION_PARAM,
        ],
        schema: 'Batch',
        resolved: true,
        tag: 'availability',
      }),
      '/api/v1/regions': get({
        id: 'getRegions',
        summary: 'The regions the API answers for',
        description: 'Every country code `region` accepts, and whether TMDB lists any service there.',
        parameters: [],
        schema: 'Regions',
        tag: 'reference',
      }),
      '/api/v1/providers': get({
        id: 'getProviders',
        summary: 'The services of a region',
        description: 'The streaming services TMDB lists in the region, most prominent first.',
        parameters: [REGION_PARAM, param('query', 'type', 'Only those carrying movies, or shows', MEDIA_TYPE, false)],
        schema: 'Providers',
        resolved: true,
        tag: 'reference',
      }),
      '/api/v1/search': get({
        id: 'search',
        summary: 'Search movies and shows',
        description: 'Movies and shows matching the words, 20 a page.',
        parameters: [
          param(
            'query',
            'q',
            `The words, at most ${MAX_QUERY_LENGTH} characters`,
            { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH },
            true,
          ),
          param('query', 'page', `1 to ${MAX_SEARCH_PAGE}`, { type: 'integer', minimum: 1, maximum: MAX_SEARCH_PAGE }, false),
        ],
        schema: 'SearchPage',
        tag: 'reference',
      }),
      '/api/v1/lists/{username}/{list}': get({
        id: 'getPublicList',
        summary: 'A public list, with where each title streams',
        description: `A list its owner made public, ${LIST_PAGE_SIZE} titles a page in the list's order, each with its availability in the region. A private list, an unknown user or a renamed one: 404.`,
        parameters: [
          param('path', 'username', "The owner's username", { type: 'string', minLength: 1, maxLength: 64 }),
          param('path', 'list', 'Which list', { type: 'string', enum: LISTS }),
          REGION_PARAM,
          param('query', 'page', 'From 1', { type: 'integer', minimum: 1 }, false),
        ],
        schema: 'PublicList',
        resolved: true,
        notFound: true,
        tag: 'lists',
      }),
      '/api/v1/openapi.json': {
        get: {
          operationId: 'getOpenApiDocument',
          tags: ['reference'],
          summary: 'This document',
          responses: {
            200: { description: 'OK', headers: CACHED_HEADERS, content: { 'application/json': { schema: { type: 'object' } } } },
            304: response('NotModified'),
            429: response('TooMany'),
          },
        },
      },
    },
    components: { schemas: SCHEMAS, responses: RESPONSES },
  };
}

module.exports = { openApiDocument };
