import fc from 'fast-check';
import { withRefsResolved } from './openapi-refs';

/**
 * Requests for the schema fuzzer, generated with fast-check from the API's own OpenAPI document —
 * which @fastify/swagger builds from the contract's zod schemas — so every route the app has is
 * fuzzed, a new one included, without a list to keep up to date.
 */

/** The JSON Schema subset the contract's schemas turn into. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  nullable?: boolean;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, `{param}` placeholders included. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  /** The JSON body's schema, or the multipart form's (its files: format binary). */
  body: JsonSchema | null;
  multipart: boolean;
  /** Whether the call wants a token (its documented security). */
  secured: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: unknown[];
      }
    >
  >;
}

/** Every operation of the app, from its OpenAPI document. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(withRefsResolved(doc).paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content;
      const form = content?.['multipart/form-data'];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        body: content?.['application/json']?.schema ?? form?.schema ?? null,
        multipart: form !== undefined,
        secured: (op.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

const MB_STRING = 'x'.repeat(1_000_000);

/** Values no field should ever choke on (a 4xx at most). */
export const nastyValue: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  'before\u0000after',
  '\u0000',
  'lone \uD800 high',
  '\uDFFF',
  MB_STRING,
  '',
  '   ',
  '\u202Eright-to-left',
  '😀'.repeat(50),
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '%00',
  '../../etc/passwd',
  '1e400',
  '99999999999999999999999',
  '-0',
  'NaN',
  'null',
  0,
  -1,
  -0,
  0.1 + 0.2,
  1e21,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER - 2,
  2 ** 31,
  true,
  false,
  null,
  [],
  {},
  [[['deep']]],
  { nested: { object: ['x'] } },
);

/** A plausible string for a field, by its schema and the hints its name gives. */
function stringFor(schema: JsonSchema, name: string, known: string[]): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [];
  if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot invert: the other options stand in.
    }
  }
  if (schema.format === 'email' || /email/i.test(name)) {
    options.push(fc.constantFrom('asha@example.com', 'ravi.k@example.in', 'a@b.co'));
  }
  if (schema.format === 'uuid') options.push(fc.uuid());
  if (/mobile|number|contact/i.test(name)) options.push(fc.stringMatching(/^[6-9]\d{9}$/));
  if (/amount/i.test(name)) options.push(fc.integer({ min: 1, max: 5000 }).map(String));
  if (/date/i.test(name)) {
    options.push(fc.constantFrom('01-01-2026', '31-12-2025', '29-02-2024', '2026-01-15'));
  }
  // Ids, codes and names the database holds: the way past "not found" into the code behind it.
  if (known.length > 0 && /id$|code|operator|bank|type|^mcode$|^kind$/i.test(name)) {
    options.push(fc.constantFrom(...known), fc.constantFrom(...known));
  }
  options.push(
    fc.string({
      minLength: schema.minLength ?? 0,
      maxLength: Math.min(schema.maxLength ?? 40, 80),
      unit: 'grapheme',
    }),
  );
  return fc.oneof(...options);
}

/** Numbers as forms send them — mostly small and positive — and now and then anything in range. */
function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1_000_000, -1_000_000);
  const max = Math.min(schema.maximum ?? 1_000_000, 1_000_000);
  const inRange = (n: number) => n >= min && n <= max;
  const common = [1, 2, 3, 5, 6, 10, 100, 199, 500].filter(inRange);
  const small = fc.oneof(
    fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 3000), min) }),
    ...(common.length > 0 ? [fc.constantFrom(...common)] : []),
  );
  const any = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  return fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: any });
}

/** A value the schema would (mostly) accept: the way into the code behind validation. */
export function plausible(
  schema: JsonSchema,
  name: string,
  known: string[],
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => plausible(s, name, known)));
  if (schema.allOf?.[0]) return plausible(schema.allOf[0], name, known);
  const types = [schema.type ?? 'string'].flat();
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'object':
          return objectFor(schema, known);
        case 'array':
          return fc.array(plausible(schema.items ?? {}, name, known), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 5, 5),
          });
        case 'integer':
        case 'number':
          return numberFor(schema, type === 'integer');
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        default:
          return stringFor(schema, name, known);
      }
    }),
  );
}

function objectFor(schema: JsonSchema, known: string[]): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  return fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, s]) => [key, plausible(s, key, known)]),
    ) as Record<string, fc.Arbitrary<unknown>>,
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  );
}

/** A plausible object with one thing wrong: a nasty value, a tainted text, a field missing or extra. */
export function mutated(schema: JsonSchema, known: string[]): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const base = plausible(schema, 'body', known).map((value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {},
  );
  const taint = fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\u0000\u0000');
  const mutations: { weight: number; arbitrary: fc.Arbitrary<unknown> }[] = [
    { weight: 1, arbitrary: nastyValue },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.string({ maxLength: 12 }), nastyValue)
        .map(([value, key, nasty]) => ({ ...value, [`x_${key}`]: nasty })),
    },
  ];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    mutations.push(
      {
        weight: 4,
        arbitrary: fc
          .tuple(base, key, nastyValue)
          .map(([value, k, nasty]) => ({ ...value, [k]: nasty })),
      },
      {
        // A value that would pass but for one bad character: the way a NUL reaches the database.
        weight: 4,
        arbitrary: fc.tuple(base, key, taint).map(([value, k, bad]) => ({
          ...value,
          [k]: `${typeof value[k] === 'string' ? value[k] : 'text'}${bad}`,
        })),
      },
      {
        weight: 2,
        arbitrary: fc.tuple(base, key).map(([value, k]) => {
          const copy = { ...value };
          delete copy[k];
          return copy;
        }),
      },
    );
  }
  return fc.oneof(...mutations);
}

/** A body for a call without a documented one (a webhook): an object of the document's names. */
export function undocumentedBody(names: string[], known: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constant(undefined),
    fc.jsonValue({ maxDepth: 2 }),
    fc.dictionary(
      fc.constantFrom(...names),
      fc.oneof(stringFor({}, 'value', known), nastyValue, fc.jsonValue({ maxDepth: 2 })),
      { maxKeys: 6 },
    ),
  );
}

/** Every property name the document uses, requests and answers alike. */
export function namesIn(doc: unknown): string[] {
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node !== null && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'properties' && value && typeof value === 'object') {
          Object.keys(value).forEach((name) => names.add(name));
        }
        visit(value);
      }
    }
  };
  visit(doc);
  return [...names].sort();
}

/** How a body travels: as JSON, or as something a JSON call does not take. */
export type Encoding =
  | 'json'
  | 'text/plain'
  | 'form-urlencoded'
  | 'xml'
  | 'multipart'
  | 'no-content-type'
  | 'broken-json'
  | 'deep-json'
  | 'proto-json'
  | 'too-large';

export const encoding: fc.Arbitrary<Encoding> = fc.oneof(
  { weight: 12, arbitrary: fc.constant<Encoding>('json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom<Encoding>(
      'text/plain',
      'form-urlencoded',
      'xml',
      'multipart',
      'no-content-type',
      'broken-json',
      'deep-json',
      'proto-json',
      'too-large',
    ),
  },
);

/** A path parameter: real ids, uuids, and what a URL can carry that an id cannot be. */
export function pathParam(known: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    ...(known.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...known) }] : []),
    fc.uuid(),
    fc.stringMatching(/^KR\d{16}$/),
    fc.string({ maxLength: 20 }).map(encodeURIComponent),
    fc.constantFrom('%00', '%ED%A0%80', '%', '%zz', '..%2F..%2F', 'a'.repeat(5000), '-1', '0'),
  );
}

/** A multipart form from its documented schema: text fields (some nasty) and files. */
export function formFor(schema: JsonSchema | null, known: string[]) {
  const properties = Object.entries(schema?.properties ?? {});
  const isFile = (s: JsonSchema) => s.format === 'binary';
  const textNames = properties.filter(([, s]) => !isFile(s)).map(([name]) => name);
  const fileNames = properties.filter(([, s]) => isFile(s)).map(([name]) => name);
  const value = (name: string) =>
    fc.oneof(
      { weight: 3, arbitrary: stringFor(schema?.properties?.[name] ?? {}, name, known) },
      {
        weight: 1,
        arbitrary: nastyValue.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
      },
    );
  const file = fc.record({
    kind: fc.constantFrom('png' as const, 'junk' as const, 'empty' as const),
    filename: fc.constantFrom('a.png', 'slip.jpg', '../../x', 'x\u0000.png', ''),
  });
  const extraName = fc.string({ minLength: 1, maxLength: 10 });
  return fc.record({
    fields: fc.tuple(
      fc.record(Object.fromEntries(textNames.map((name) => [name, value(name)])), {
        requiredKeys: [],
      }),
      fc.dictionary(extraName, value('extra'), { maxKeys: 2 }),
    ),
    files: fc.dictionary(fc.constantFrom(...fileNames, 'unexpected'), file, { maxKeys: 2 }),
  });
}

export type Who = 'anonymous' | 'customer' | 'admin';

export interface FuzzRequest {
  op: Operation;
  who: Who;
  pathValues: string[];
  query: [string, unknown][];
  body: unknown;
  encoding: Encoding | 'form';
  form: {
    fields: [Record<string, string>, Record<string, string>];
    files: Record<string, FileSpec>;
  };
  idempotencyKey: string | null;
  signed: boolean;
  /** Replay a request this call once answered 2xx, with one value made bad (when there is one). */
  replay: { pick: number; slot: number; bad: unknown } | null;
}

/** The bad things a replay puts into a request that worked: a character, or a nasty value. */
const badValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('\u0000', '\uD800', '\uDC00x') },
  { weight: 1, arbitrary: nastyValue },
);

/** `value` with `bad` in it: a bad character appended to a text, or the value replaced. */
function spoil(value: unknown, bad: unknown): unknown {
  if (typeof bad === 'string' && bad.length <= 2)
    return `${typeof value === 'string' ? value : ''}${bad}`;
  return bad;
}

/** A request that once worked, with one of its values spoiled (`slot` picks which). */
export function spoiled(worked: FuzzRequest, slot: number, bad: unknown): FuzzRequest {
  const req: FuzzRequest = { ...worked, replay: null, idempotencyKey: null };
  if (req.encoding === 'form') {
    const [documented, extra] = req.form.fields;
    const keys = Object.keys(documented);
    const key = keys[slot % Math.max(keys.length, 1)];
    if (key !== undefined) {
      const text = spoil(documented[key], bad);
      req.form = {
        ...req.form,
        fields: [
          { ...documented, [key]: typeof text === 'string' ? text : JSON.stringify(text) },
          extra,
        ],
      };
    }
    return req;
  }
  if (req.body !== null && typeof req.body === 'object' && !Array.isArray(req.body)) {
    const body = req.body as Record<string, unknown>;
    const keys = Object.keys(body);
    const key = keys[slot % Math.max(keys.length, 1)];
    if (key !== undefined) req.body = { ...body, [key]: spoil(body[key], bad) };
    return req;
  }
  const present = req.query
    .map(([, value], i) => (value === undefined ? -1 : i))
    .filter((i) => i >= 0);
  const at = present[slot % Math.max(present.length, 1)];
  if (at !== undefined) {
    req.query = req.query.map((entry, i) => (i === at ? [entry[0], spoil(entry[1], bad)] : entry));
  } else if (req.pathValues.length > 0) {
    req.pathValues = req.pathValues.map((v, i) =>
      i === slot % req.pathValues.length ? `${v}%00` : v,
    );
  }
  return req;
}

export interface FileSpec {
  kind: 'png' | 'junk' | 'empty';
  filename: string;
}

/** Text for a URL: a lone surrogate cannot be percent-encoded, so it goes as bytes no UTF-8 has. */
export function urlText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, 'x')) + '%ED%A0%80';
  }
}

/**
 * Who calls: mostly whom the call is for (a visitor, a customer, the back office — docs/architecture.md §2 puts
 * it under /api/admin), so most requests get past the guards; the others now and then.
 */
function callerOf(op: Operation): fc.Arbitrary<Who> {
  const meant: Who = !op.secured
    ? 'anonymous'
    : op.path.startsWith('/api/admin/')
      ? 'admin'
      : 'customer';
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(meant) },
    { weight: 1, arbitrary: fc.constantFrom<Who>('anonymous', 'customer', 'admin') },
  );
}

export function requestArbitrary(
  ops: Operation[],
  known: string[],
  names: string[],
): fc.Arbitrary<FuzzRequest> {
  // Calls that take more input get more requests: a GET without parameters has little to find.
  const inputsOf = (op: Operation) =>
    Object.keys(op.body?.properties ?? {}).length +
    Object.keys(op.query).length +
    op.pathParams.length;
  return fc
    .oneof(...ops.map((op) => ({ weight: 1 + inputsOf(op), arbitrary: fc.constant(op) })))
    .chain((op) => fc.record({ op: fc.constant(op), who: callerOf(op) }))
    .chain(({ op, who }) => {
      const queryValue = (name: string) =>
        fc.oneof(
          { weight: 3, arbitrary: plausible(op.query[name] ?? {}, name, known) },
          { weight: 1, arbitrary: nastyValue },
        );
      const body = op.body
        ? fc.oneof(
            { weight: 2, arbitrary: plausible(op.body, 'body', known) },
            { weight: 3, arbitrary: mutated(op.body, known) },
          )
        : undocumentedBody(names, known);
      return fc.record({
        op: fc.constant(op),
        who: fc.constant(who),
        pathValues: fc.tuple(...op.pathParams.map(() => pathParam(known))),
        query: fc.tuple(
          ...Object.keys(op.query).map((name) =>
            fc.tuple(fc.constant(name), fc.option(queryValue(name), { nil: undefined })),
          ),
          fc.tuple(fc.constant('extra'), fc.option(nastyValue, { freq: 5, nil: undefined })),
        ),
        body,
        encoding: op.multipart
          ? fc.oneof(
              { weight: 5, arbitrary: fc.constant('form' as const) },
              { weight: 1, arbitrary: encoding },
            )
          : encoding,
        form: formFor(op.multipart ? op.body : null, known),
        idempotencyKey: fc.oneof(
          { weight: 3, arbitrary: fc.constant(null) },
          { weight: 2, arbitrary: fc.uuid() },
          { weight: 1, arbitrary: fc.constantFrom('short', 'x'.repeat(200), 'bad key!', '') },
        ),
        signed: fc.boolean(),
        replay: fc.option(fc.record({ pick: fc.nat(), slot: fc.nat(), bad: badValue }), {
          freq: 2,
          nil: null,
        }),
      }) as fc.Arbitrary<FuzzRequest>;
    });
}
