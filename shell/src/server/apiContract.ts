/**
 * Checks answers of the public API against its OpenAPI document (architecture §9a), for
 * `api.node.test.ts`: the status is one the operation lists, the media type the listed one, the body
 * valid against the listed schema (Ajv, JSON Schema 2020-12, formats checked) and every listed header
 * present. The document's own `#/components/…` references are resolved inside the document.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** What of an OpenAPI document the checks read. */
export interface OpenApiDoc {
  paths: Record<string, { get: { operationId: string; responses: Record<string, OpenApiResponse> } }>;
  components: { responses: Record<string, OpenApiResponse> };
}
interface OpenApiResponse {
  $ref?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: unknown }>;
}

/** The answers' fields the tests read (the rest is checked against the document). */
export interface ProviderBody {
  id: number;
  name: string;
  logo_url: string | null;
  types?: string[];
}
interface AvailabilityBody {
  link: string | null;
  flatrate: ProviderBody[];
  rent: ProviderBody[];
}
export interface TitleBody {
  type: string;
  id: number;
  title: string;
  region: string;
  availability: AvailabilityBody;
  /** Every region where the title streams (subscription, free or ads), in code order. */
  streaming_regions: string[];
  seasons: { season_number: number; availability: AvailabilityBody }[] | null;
}

/** An RFC 9457 problem as the API answers it. */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: { parameter: string; detail: string }[];
}

/** One HTTP answer as the tests read it. */
export interface Answer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
  /** The body as JSON, typed as the test reads it (its shape is checked against the document); a problem unless told. */
  json: <T = ProblemBody>() => T;
}

/** The id the document is known by to Ajv. */
const DOC_ID = 'urn:streamscout:api';

/**
 * A checker of answers against `doc`.
 * @returns `check` gives what is wrong with an answer ([] when nothing); `seen` the statuses each operation answered
 */
export function contractChecker(doc: OpenApiDoc) {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  // OpenAPI's own keywords are annotations to Ajv; the document's schemas are reached by their pointers
  ajv.addVocabulary(['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components', 'jsonSchemaDialect']);
  ajv.addSchema({ ...doc, $id: DOC_ID } as object);
  const validators = new Map<string, ReturnType<typeof ajv.compile>>();
  const seen = new Map<string, Set<number>>();

  return {
    seen,
    /**
     * What is wrong with `a`, an answer of `url` by the operation at path `template`.
     * @returns one line per fault; [] when the answer keeps the contract
     */
    check(template: string, url: string, a: Answer): string[] {
      const op = doc.paths[template]?.get;
      if (!op) return [`${template} is not in the document`];
      seen.set(op.operationId, (seen.get(op.operationId) ?? new Set()).add(a.status));
      let r = op.responses[String(a.status)];
      if (!r) return [`${url} answered ${a.status}, which the document does not list`];
      if (r.$ref) r = doc.components.responses[r.$ref.split('/').pop()!]!;
      const faults: string[] = [];
      for (const name of Object.keys(r.headers ?? {})) {
        // Content-Location and Vary only when the region came from the request
        if ((name === 'Content-Location' || name === 'Vary') && /[?&]region=/.test(url)) continue;
        if (typeof a.headers[name.toLowerCase()] !== 'string') faults.push(`${url}: no ${name} header`);
      }
      if (!r.content) return a.body === '' ? faults : [...faults, `${url}: a body where none is listed`];
      const [type, { schema }] = Object.entries(r.content)[0]!;
      if (a.headers['content-type'] !== `${type}; charset=utf-8`)
        faults.push(`${url}: Content-Type ${a.headers['content-type']}, not ${type}`);
      const key = JSON.stringify(schema);
      let validate = validators.get(key);
      if (!validate) {
        validate = ajv.compile(JSON.parse(key.replaceAll('"#/components/', `"${DOC_ID}#/components/`)) as object);
        validators.set(key, validate);
      }
      if (!validate(a.json<unknown>())) faults.push(...(validate.errors ?? []).map((e) => `${url}: ${e.instancePath} ${e.message}`));
      return faults;
    },
  };
}
