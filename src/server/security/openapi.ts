/**
 * Reading the app's own OpenAPI document: the list of operations, sample values generated from
 * their JSON schemas, and the checks every answer of the standing suites goes through.
 */

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
};

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Operation {
  /** `METHOD /path/{param}`: the key of the authorization matrix. */
  key: string;
  method: string;
  path: string;
  op: OpenApiOperation;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      ops.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, op });
    }
  }
  return ops;
}

export function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 10; i++) {
    const name = s.$ref.replace('#/components/schemas/', '');
    s = doc.components?.schemas?.[name] ?? {};
  }
  return s;
}

function typeOf(s: JsonSchema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.properties) return 'object';
  return undefined;
}

/** A value the schema accepts (as far as a JSON schema can say: refinements are not visible). */
export function sampleOf(doc: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return sampleOf(doc, alt.find((a) => resolve(doc, a).type !== 'null') ?? alt[0], depth);
  if (s.allOf?.length) return sampleOf(doc, s.allOf[0], depth);
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 5) return out;
      for (const name of s.required ?? []) out[name] = sampleOf(doc, s.properties?.[name], depth + 1);
      return out;
    }
    case 'array': {
      const n = Math.max(1, s.minItems ?? 0);
      return Array.from({ length: n }, () => sampleOf(doc, s.items, depth + 1));
    }
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(min, 1), s.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'string': {
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (s.format === 'email') return 'someone@example.com';
      if (s.format === 'date-time') return new Date(Date.now() + 7 * 86_400_000).toISOString();
      if (s.format === 'uri' || s.format === 'url') return 'https://example.com/';
      const len = Math.min(Math.max(s.minLength ?? 1, 12), s.maxLength ?? 12);
      return 'sample text '.repeat(Math.ceil(len / 12) + 1).slice(0, len);
    }
    default:
      return 'sample';
  }
}

export function jsonBodySchema(op: OpenApiOperation): JsonSchema | undefined {
  return op.requestBody?.content['application/json']?.schema;
}

export function isMultipart(op: OpenApiOperation): boolean {
  return Boolean(op.requestBody?.content['multipart/form-data']);
}

/** `/api/x/{id}` with the given values (encoded). Throws when one is missing. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`no value for path parameter {${name}} of ${path}`);
    return name === 'key' ? v.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(v);
  });
}

/** Named outcome classes the authorization matrix speaks in. */
export const OUTCOME_STATUS = {
  ok: '2xx',
  redirect: '3xx',
  invalid: 400,
  unauthorized: 401,
  payment: 402,
  forbidden: 403,
  hidden: 404,
  conflict: 409,
  tooMany: 429,
  unavailable: 503,
} as const;
export type Outcome = keyof typeof OUTCOME_STATUS;

export function outcomeOf(status: number): Outcome | `status ${number}` {
  if (status >= 200 && status < 300) return 'ok';
  if (status >= 300 && status < 400) return 'redirect';
  for (const [name, s] of Object.entries(OUTCOME_STATUS)) if (s === status) return name as Outcome;
  return `status ${status}`;
}

/**
 * What an answer must never carry: a stack frame, SQL, driver or ORM names, file paths.
 * Returns the first pattern found, or null.
 */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat [\w$.<>]+ \(|\bat (?:file:\/\/|\/|node:)|\n\s+at /],
  // Upper-case SQL, and drizzle's lower-case SQL with quoted names (prose like "select a category" passes).
  [
    'SQL',
    /\b(?:SELECT|INSERT INTO|DELETE FROM)\s|\bUPDATE "?\w+"? SET\b|\b(?:select|insert into|update|delete from) "/,
  ],
  ['SQL error', /\brelation "|syntax error at|violates (?:check|foreign key|unique|not-null) constraint/i],
  ['ORM', /drizzle|Failed query|pg-protocol|node-postgres/i],
  [
    'file path',
    /(?:\/(?:home|usr|tmp|work|srv|app|var)\/[\w.-]+\/|node_modules|[A-Z]:\\)|\.(?:ts|js|mjs):\d+/,
  ],
];

export function leakIn(text: string): string | null {
  for (const [name, re] of LEAKS) if (re.test(text)) return name;
  return null;
}
