// Requests for one OpenAPI operation, generated from its schemas by fast-check: mostly the right
// shape with hostile values (control characters, bidi overrides, lone surrogates, huge strings and
// integers), then wrong types, missing and extra fields, deep JSON, malformed bodies and odd path
// segments. Seeded, so a failure replays from its seed.
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  $ref?: string;
};

export interface Operation {
  /** operationId, or `method path` without one. */
  id: string;
  method: string;
  /** OpenAPI path, `/v3/accounts/{accountId}/profile`. */
  path: string;
  pathParams: string[];
  query?: JsonSchema;
  /** application/json body schema, or 'binary' for an upload. */
  body?: JsonSchema | 'binary';
  /** Answers a server-sent event stream that stays open. */
  stream: boolean;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  authenticated: boolean;
}

const HOSTILE = [
  '\u0000',
  'a\u0000b',
  '\u202eevil.exe',
  '\ud800',
  '\udfff\ud800',
  'x'.repeat(70_000),
  '😀'.repeat(500),
  '\u0007\u001b[31m',
  '\r\nInjected: header',
  "'; DROP TABLE users; --",
  '../../../etc/passwd',
  '%00',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '\ufeff',
  ' ',
  '',
  'ǅ̸̢͇̲̟͎̞̺̅̈́',
];
const HUGE_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -1, 0, 1e308, -1e308, 1.5, Number.MIN_VALUE];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }),
);

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc
        .date({ noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2200-01-01') })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'uri':
      return fc.webUrl();
    default:
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) });
  }
}

/** A value of the schema's shape, each leaf hostile now and then. */
export function shaped(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 2 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum)
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: hostileString });
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => shaped(variant, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof({ weight: 3, arbitrary: validString(schema) }, { weight: 1, arbitrary: hostileString });
    case 'integer':
    case 'number':
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1) }),
        },
        { weight: 1, arbitrary: fc.constantFrom(...HUGE_NUMBERS) },
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(shaped(schema.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, shaped(value, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: schema.required?.filter((key) => key in properties) ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Deeply nested arrays and objects, past any form's depth. */
const deepJson = fc.integer({ min: 20, max: 5000 }).map((depth) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`);

/** The body as sent: mostly JSON of the right shape, sometimes anything else. */
function bodyArbitrary(schema: JsonSchema | 'binary'): fc.Arbitrary<{ payload: string | Buffer; contentType: string }> {
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((body) => ({ payload: JSON.stringify(body) ?? 'null', contentType: 'application/json' }));
  const shape = schema === 'binary' ? undefined : schema;
  return fc.oneof(
    { weight: schema === 'binary' ? 0 : 6, arbitrary: json(shaped(shape)) },
    { weight: 2, arbitrary: json(fc.anything({ maxDepth: 3, withNullPrototype: true })) },
    { weight: 1, arbitrary: json(fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 })) },
    { weight: 1, arbitrary: deepJson.map((payload) => ({ payload, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{"a":', '[1,2', 'nul', '"\\u00"', '{"__proto__":{"x":1}}', '')
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          hostileString,
          fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data'),
        )
        .map(([payload, contentType]) => ({ payload, contentType })),
    },
    {
      weight: schema === 'binary' ? 6 : 1,
      arbitrary: fc
        .uint8Array({ maxLength: 2048 })
        .map((bytes) => ({ payload: Buffer.from(bytes), contentType: 'application/octet-stream' })),
    },
  );
}

const pathSegment = fc.oneof(
  { weight: 3, arbitrary: fc.uuid() },
  { weight: 2, arbitrary: hostileString },
  {
    weight: 1,
    arbitrary: fc.constantFrom('not-a-uuid', '0', '-1', '99999999999999999999', '..', '%2e%2e', 'x'.repeat(500)),
  },
);

function queryString(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const values = fc.oneof(
    { weight: 3, arbitrary: shaped(schema) },
    { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
  );
  return values.map((query) => {
    if (!query || typeof query !== 'object' || Array.isArray(query)) return '';
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      search.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    return search.size ? `?${search}` : '';
  });
}

/** `count` requests for `operation`, reproducible from `seed`. */
export function fuzzRequests(operation: Operation, count: number, seed: number): FuzzRequest[] {
  const request = fc.record({
    segments: fc.tuple(...operation.pathParams.map(() => pathSegment)),
    query: queryString(operation.query),
    body: operation.body ? fc.option(bodyArbitrary(operation.body), { freq: 8 }) : fc.constant(null),
    authenticated: fc.boolean(),
    language: fc.constantFrom('pt-BR', 'en', 'es-MX', '*', 'xx;q=abc'),
  });
  return fc.sample(request, { seed, numRuns: count }).map(({ segments, query, body, authenticated, language }) => {
    let url = operation.path;
    operation.pathParams.forEach(
      (name, index) =>
        (url = url.replace(`{${name}}`, encodeURIComponent((segments[index] ?? '').replace(/\p{Cs}/gu, '\ufffd')))),
    );
    return {
      method: operation.method,
      url: `${url}${query}`,
      headers: { 'accept-language': language, ...(body ? { 'content-type': body.contentType } : {}) },
      payload: body?.payload,
      authenticated,
    };
  });
}

/** The plainest value a schema accepts: required fields only, first enum values, formats honoured. */
export function exampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return {};
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return exampleOf(variants.find((variant) => variant.type !== 'null') ?? variants[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const byFormat: Record<string, string> = {
        uuid: '00000000-0000-4000-8000-000000000000',
        email: 'matrix@example.com',
        date: '2026-01-01',
        'date-time': '2026-01-01T00:00:00.000Z',
        uri: 'https://example.com',
      };
      return byFormat[schema.format ?? ''] ?? (schema.pattern ? '1' : 'x'.repeat(Math.max(1, schema.minLength ?? 1)));
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, exampleOf(schema.properties?.[key])]));
    default:
      return {};
  }
}

export interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
export interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** Every operation of the document, with what its requests carry. */
export function operationsOf(document: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      return {
        id: operation.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        query: queryParameters.length
          ? {
              type: 'object',
              properties: Object.fromEntries(
                queryParameters.map((parameter) => [parameter.name, parameter.schema ?? {}]),
              ),
              required: queryParameters.filter((p) => p.required).map((p) => p.name),
            }
          : undefined,
        body: json ?? (Object.keys(content).length ? 'binary' : undefined),
        stream: Boolean(operation.responses?.['200']?.content?.['text/event-stream']),
      };
    }),
  );
}
