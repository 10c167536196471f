import { fillPath, type JsonSchema, type OpenApiDocument, type Operation, resolve } from './openapi';

export interface BadCase {
  label: string;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
  /** The case carries a NUL character (refused with 400 by lib/security/text.ts). */
  nul?: boolean;
  /** Structurally wrong (no such id, no body, wrong content type, required field missing): never 2xx. */
  refuse?: boolean;
}

const NUL = 'a\u0000b';
const ONE_MB = 'x'.repeat(1024 * 1024);
/** Under the 1 MB body limit, so it reaches validation and the database. */
const LONG = 'y'.repeat(100_000);

/** Bad values for a path segment: never a valid id, and some hostile shapes. */
const BAD_PATH_VALUES: [string, string][] = [
  ['non-UUID id', 'not-a-uuid'],
  ['UUID-shaped but not hex', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'],
  ['negative number', '-1'],
  ['2^63', '9223372036854775808'],
  ['1e308', '1e308'],
  ['SQL quote', "' OR '1'='1"],
  ['long string', 'z'.repeat(5_000)],
  ['dot segments', '..%2F..%2Fetc%2Fpasswd'],
];

/** Bad values for one property of the given schema: wrong types, extremes, NUL, huge text. */
function badValuesFor(doc: OpenApiDocument, schema: JsonSchema | undefined): [string, unknown, boolean?][] {
  const s = resolve(doc, schema);
  const types = new Set(
    [
      ...(Array.isArray(s.type) ? s.type : s.type ? [s.type] : []),
      ...(s.anyOf ?? s.oneOf ?? []).map((a) => resolve(doc, a).type as string),
    ].filter(Boolean),
  );
  const out: [string, unknown, boolean?][] = [
    ['null', null],
    ['object instead of a value', { nested: { deeper: true } }],
  ];
  if (types.has('string') || types.size === 0) {
    out.push(['number instead of string', 12345]);
    out.push(['NUL in string', NUL, true]);
    out.push(['100 kB string', LONG]);
  }
  if (types.has('number') || types.has('integer')) {
    out.push(['string instead of number', '12']);
    out.push(['1e308', 1e308]);
    out.push(['-1', -1]);
    out.push(['2^63', 2 ** 63]);
    out.push(['fraction', 0.5]);
  }
  if (types.has('boolean')) out.push(['string instead of boolean', 'yes']);
  if (types.has('array')) {
    out.push(['object instead of array', { 0: 'a' }]);
    out.push(['10 000 items', Array.from({ length: 10_000 }, () => 'item')]);
    const item = resolve(doc, s.items);
    if (item.type === 'string') out.push(['NUL in item', [NUL], true]);
    if (item.type === 'object') out.push(['array of numbers', [1, 2, 3]]);
  }
  return out;
}

function withQuery(url: string, params: Record<string, string>) {
  const [path, existing] = url.split('?');
  const q = new URLSearchParams(existing);
  for (const [k, v] of Object.entries(params)) q.set(k, v);
  return `${path}?${q}`;
}

/**
 * Deterministic broken requests for one operation, derived from its OpenAPI description and a
 * valid request (the authorization matrix's row for it).
 */
export function badCases(
  doc: OpenApiDocument,
  op: Operation,
  valid: {
    url: string;
    pathParams: Record<string, string>;
    headers: Record<string, string>;
    body?: BodyInit;
  },
): BadCase[] {
  const cases: BadCase[] = [];
  const base = { method: op.method, headers: valid.headers };
  const params = op.op.parameters ?? [];

  // Path parameters, one at a time.
  for (const p of params.filter((x) => x.in === 'path')) {
    for (const [label, value] of [...BAD_PATH_VALUES, ['NUL', '\u0000'] as [string, string]]) {
      let path: string;
      if (label === 'dot segments') path = op.path.replace(`{${p.name}}`, value);
      else path = fillPath(op.path, { ...valid.pathParams, [p.name]: value });
      const query = valid.url.includes('?') ? `?${valid.url.split('?')[1]}` : '';
      cases.push({
        ...base,
        body: valid.body,
        label: `path {${p.name}}: ${label}`,
        url: path + query,
        nul: label === 'NUL',
        refuse: true,
      });
    }
  }

  // Query parameters, one at a time (plus an unknown one for every operation).
  const queryValues: [string, string, boolean?][] = [
    ['wrong type', 'abc'],
    ['1e308', '1e308'],
    ['-1', '-1'],
    ['2^63', '9223372036854775808'],
    ['NaN', 'NaN'],
    ['NUL', NUL, true],
    ['10 kB', 'q'.repeat(10_000)],
    ['empty', ''],
  ];
  for (const p of params.filter((x) => x.in === 'query')) {
    for (const [label, value, nul] of queryValues)
      cases.push({
        ...base,
        body: valid.body,
        label: `query ${p.name}: ${label}`,
        url: withQuery(valid.url, { [p.name]: value }),
        nul,
      });
    const [path, q] = valid.url.split('?');
    const twice = new URLSearchParams(q);
    twice.append(p.name, 'one');
    twice.append(p.name, 'two');
    cases.push({ ...base, body: valid.body, label: `query ${p.name}: repeated`, url: `${path}?${twice}` });
  }

  const content = op.op.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const json = (label: string, body: string | undefined, extra: Partial<BadCase> = {}): BadCase => ({
    ...base,
    headers: { ...valid.headers, 'content-type': 'application/json' },
    url: valid.url,
    label: `body: ${label}`,
    body,
    ...extra,
  });

  if (jsonSchema) {
    const schema = resolve(doc, jsonSchema);
    let sample: Record<string, unknown> = {};
    try {
      const parsed = typeof valid.body === 'string' ? JSON.parse(valid.body) : {};
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) sample = parsed;
    } catch {
      // multipart body: start from nothing
    }
    const refuse = { refuse: true };
    // A body the operation declares optional may be left out; anything else must be refused.
    const bodyOptional = op.op.requestBody?.required === false;
    cases.push(json('empty', undefined, bodyOptional ? {} : refuse));
    cases.push(json('empty string', '', bodyOptional ? {} : refuse));
    cases.push(json('malformed JSON', '{"a": ', refuse));
    cases.push(json('null', 'null', refuse));
    cases.push(json('array instead of object', JSON.stringify([sample]), refuse));
    cases.push(json('string instead of object', '"text"', refuse));
    cases.push(json('huge number instead of object', '1e308', refuse));
    cases.push(json('NUL in a key', JSON.stringify({ ...sample, [NUL]: 1 }), { nul: true }));
    cases.push(json('__proto__ key', `{"__proto__": {"admin": true}, ${JSON.stringify(sample).slice(1)}`));
    cases.push(json('deep nesting', `${'['.repeat(5_000)}${']'.repeat(5_000)}`, refuse));
    // text/plain and form bodies are what a cross-site form can send without asking first.
    cases.push({
      ...base,
      url: valid.url,
      label: 'body: JSON sent as text/plain',
      headers: { ...valid.headers, 'content-type': 'text/plain' },
      body: JSON.stringify(sample),
      refuse: true,
    });
    cases.push({
      ...base,
      url: valid.url,
      label: 'body: form-encoded',
      headers: { ...valid.headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=b&c=%00',
      refuse: true,
    });
    for (const name of schema.required ?? []) {
      const { [name]: _dropped, ...rest } = sample;
      cases.push(json(`missing required ${name}`, JSON.stringify(rest), refuse));
    }
    // Over the 1 MB body limit once per operation; each text field gets 100 kB (under the limit).
    const firstName = Object.keys(schema.properties ?? {})[0];
    if (firstName)
      cases.push(json(`${firstName}: 1 MB string`, JSON.stringify({ ...sample, [firstName]: ONE_MB })));
    for (const [name, propSchema] of Object.entries(schema.properties ?? {})) {
      for (const [label, value, nul] of badValuesFor(doc, propSchema))
        cases.push(json(`${name}: ${label}`, JSON.stringify({ ...sample, [name]: value }), { nul }));
    }
  }

  if (content['multipart/form-data']) {
    const form = (label: string, build: (f: FormData) => void, nul = false): BadCase => {
      const f = new FormData();
      build(f);
      const { 'content-type': _ct, ...headers } = valid.headers;
      return { ...base, headers, url: valid.url, label: `multipart: ${label}`, body: f, nul };
    };
    cases.push({ ...form('no fields', () => {}), refuse: true });
    cases.push({ ...form('text instead of a file', (f) => f.append('file', 'not a file')), refuse: true });
    cases.push(
      form('text bytes named .png', (f) =>
        f.append('file', new File(['<script>alert(1)</script>'], 'x.png', { type: 'image/png' })),
      ),
    );
    cases.push(form('empty file', (f) => f.append('file', new File([], 'empty.png', { type: 'image/png' }))));
    cases.push(
      form(
        'NUL in file name',
        (f) =>
          f.append('file', new File([new Uint8Array([0x89, 0x50])], 'a\u0000.png', { type: 'image/png' })),
        true,
      ),
    );
    cases.push({
      ...base,
      url: valid.url,
      label: 'multipart: boundary missing',
      headers: { ...valid.headers, 'content-type': 'multipart/form-data' },
      body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--',
    });
    if (!jsonSchema) cases.push(json('JSON instead of multipart', '{"file": "x"}'));
  }

  // Last: with a valid body this one is carried out (and may end the session or the account).
  cases.push({
    ...base,
    body: valid.body,
    label: 'unknown query parameter with NUL',
    url: withQuery(valid.url, { zz: NUL }),
    nul: true,
  });
  return cases;
}
