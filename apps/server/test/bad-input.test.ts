// Every route fed generated invalid input, derived from its own schema (the OpenAPI description
// the app generates): wrong types, huge strings, out-of-range and non-numeric numbers, unicode,
// SQL and HTML fragments, NUL, deep nesting, missing and extra fields, malformed bodies and
// multipart. Never a 5xx; always the envelope with a message on the field at fault; nothing stored.
// And valid bodies with extra fields a client may not set (mass assignment): accepted, and the
// stored row keeps the server's values.
import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  contacts,
  inventories,
  parties,
  payments,
  prices,
  products,
  sales,
  stockLines,
  users,
} from '../src/db/schema.ts';
import { authorizationMatrix, type Who } from './authorization-matrix.ts';
import {
  fundWallet,
  hubIds,
  multipart,
  newAdmin,
  newInventory,
  newParty,
  newProduct,
  offtakerForm,
  receiptFiles,
  supplierForm,
} from './builders.ts';
import { type CookieJar, call, manualClock, startTestApp, type TestContext } from './helpers.ts';
import { listRoutes } from './routes.ts';
import { whatIsStored } from './row-counts.ts';

type Schema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  examples?: unknown[];
  /** OpenAPI 3.0's single example (the document turns a schema's `examples` into it). */
  example?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
};
type Location = 'path' | 'query' | 'header' | 'body';
type Field = { location: Location; name: string; schema: Schema; isRequired: boolean };
type Operation = { route: string; method: string; path: string; fields: Field[]; hasBody: boolean };
type Mutation = { field: Field; value: unknown } | { field: Field; isMissing: true };

// The three tests that walk every route (thousands of requests, more with each new route) get a
// budget for the whole API rather than vitest's 30 s for one test: on CI's busy 2-core machine
// they came within a second of it. No request has a time limit; only the loop's sum does.
const SUITE_WIDE_TIMEOUT_MS = 180_000;

let ctx: TestContext;
let operations: Operation[] = [];
const jars: Partial<Record<Who, CookieJar>> = {};
let before: Record<string, number>;
let requestsSent = 0;
/** Valid requests with extra fields (mass assignment), and the routes they went to. */
let validRequestsSent = 0;
const massAssignmentRoutes = new Set<string>();
/** Set by the one test that stores rows on purpose (valid bodies): it takes a new baseline. */
let isStoringOnPurpose = false;
/** The parties and resources the valid requests use, and rival parties' ids for extra fields. */
let fx: {
  supplierId: string;
  offtakerId: string;
  rivalSupplierId: string;
  rivalOfftakerId: string;
  productId: string;
  inventoryId: string;
  unitPrice: number;
};

beforeAll(async () => {
  // A clock that stands still: the sessions stay valid however long the run takes.
  ctx = await startTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { clock: manualClock() });
  const admin = await newAdmin(ctx);
  const supplier = await newParty(ctx, 'supplier');
  const offtaker = await newParty(ctx, 'offtaker');
  const rivalSupplier = await newParty(ctx, 'supplier');
  const rivalOfftaker = await newParty(ctx, 'offtaker');
  Object.assign(jars, { admin: admin.jar, supplier: supplier.jar, offtaker: offtaker.jar });
  const productId = await newProduct(ctx, admin.jar);
  const unitPrice = 100;
  const inventoryId = await newInventory(ctx, supplier.jar, {
    productId,
    stock: 1000,
    prices: { NGN: unitPrice },
  });
  fx = {
    supplierId: supplier.partyId,
    offtakerId: offtaker.partyId,
    rivalSupplierId: rivalSupplier.partyId,
    rivalOfftakerId: rivalOfftaker.partyId,
    productId,
    inventoryId,
    unitPrice,
  };
  operations = readOperations((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
  before = await whatIsStored(ctx);
});
afterEach(async () => {
  const stored = await whatIsStored(ctx);
  if (isStoringOnPurpose) {
    isStoringOnPurpose = false;
    before = stored;
    return;
  }
  expect(stored, 'nothing may be stored from invalid input').toEqual(before);
});
afterAll(async () => {
  console.info(
    `bad input: ${requestsSent} invalid requests over ${operations.length} operations; ` +
      `${validRequestsSent} valid requests with extra fields over ${massAssignmentRoutes.size} routes`,
  );
  await ctx.close();
});

/** The operations of the OpenAPI description, with each input field and its JSON schema. */
function readOperations(spec: {
  paths: Record<string, Record<string, { parameters?: Field[]; requestBody?: unknown }>>;
}): Operation[] {
  const result: Operation[] = [];
  for (const [openApiPath, byMethod] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      const parameters = (operation.parameters ?? []) as unknown as {
        in: Location;
        name: string;
        schema: Schema;
        required?: boolean;
      }[];
      const fields: Field[] = parameters.map((parameter) => ({
        location: parameter.in,
        name: parameter.name,
        schema: parameter.schema,
        isRequired: parameter.required === true,
      }));
      const described = (
        operation.requestBody as
          | { content?: Record<string, { schema: Schema & { oneOf?: Schema[]; anyOf?: Schema[] } }> }
          | undefined
      )?.content?.['application/json']?.schema;
      // A body of alternatives (a dispute's outcomes): its first alternative's fields.
      const body = described?.properties ? described : (described?.oneOf ?? described?.anyOf)?.[0];
      for (const [name, schema] of Object.entries(body?.properties ?? {})) {
        fields.push({ location: 'body', name, schema, isRequired: body?.required?.includes(name) ?? false });
      }
      const path = openApiPath.replace(/\{(\w+)\}/g, ':$1');
      result.push({
        route: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        fields,
        hasBody: body !== undefined,
      });
    }
  }
  return result;
}

// ---- generators -------------------------------------------------------------------------------

const hostileText = fc.constantFrom(
  "' OR '1'='1",
  "'; DROP TABLE parties; --",
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose.
  '${7*7}{{7*7}}',
  '\u202Egnp.exe',
  '𝕲𝖆𝖘 ☃ 漢字 العربية',
  'Ω'.repeat(300),
  '\uFEFF',
  '   ',
  'null',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '0x1F',
  '9'.repeat(40),
);
const anyText = fc.oneof(
  hostileText,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const unstorableText = fc.constantFrom('Zuma\u0000Gas', '\u0000', 'half \uD800 pair');
const nested = (depth: number): unknown => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};
// Fastify refuses these keys outright ("not valid JSON"); they get their own case further down.
const withoutPollutionKeys = (value: unknown) =>
  !/"(__proto__|constructor|prototype)":/.test(JSON.stringify(value) ?? '');
const nonStrings = fc
  .oneof(
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
    fc.integer({ min: 20, max: 3000 }).map(nested),
  )
  .filter(withoutPollutionKeys);

function isValidNumber(schema: Schema, value: unknown): boolean {
  // The routes coerce numbers (z.coerce.number()), so what counts is Number(value) of the value
  // as it arrives (parsed from JSON, where an object is NaN).
  if (typeof value === 'object' && value !== null) return false;
  const number = Number(value);
  return (
    Number.isFinite(number) &&
    (schema.type !== 'integer' || Number.isInteger(number)) &&
    number >= (schema.minimum ?? Number.NEGATIVE_INFINITY) &&
    number <= (schema.maximum ?? Number.POSITIVE_INFINITY)
  );
}

/** Values the field's schema refuses (as they would arrive: only strings in paths and queries). */
function invalidValues(field: Field): fc.Arbitrary<unknown> {
  const { schema } = field;
  const inUrl = field.location !== 'body';
  const options: fc.Arbitrary<unknown>[] = [];
  if (schema.type === 'boolean') {
    // Anything but true and false (a JSON string "true" included: booleans are not coerced).
    options.push(fc.oneof(anyText, fc.integer(), fc.constant(null), fc.constant({})));
  } else if (schema.type === 'integer' || schema.type === 'number') {
    const numbers: fc.Arbitrary<unknown>[] = [
      fc.integer({ min: -1_000_000, max: (schema.minimum ?? 1) - 1 }),
      fc.constantFrom(-1, -0.5, 0.5, 1.5, 1e21, Number.MAX_SAFE_INTEGER + 2, 1e308),
      anyText,
    ];
    if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER)
      numbers.push(fc.integer({ min: schema.maximum + 1, max: Number.MAX_SAFE_INTEGER }));
    if (!inUrl)
      numbers.push(
        fc.constant({}),
        fc.constant(null),
        fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
      );
    options.push(
      fc
        .oneof(...numbers)
        .map((value) => (inUrl ? String(value) : value))
        .filter((value) => !isValidNumber(schema, value)),
    );
  } else {
    // A string: wrong types, too long, too short, not in the enum, not matching the format.
    if (!inUrl) options.push(nonStrings);
    const limit = schema.maxLength;
    if (limit !== undefined) {
      options.push(fc.integer({ min: limit + 1, max: limit + 300 }).map((n) => 'x'.repeat(n)));
      if (!inUrl) options.push(fc.constant(`<b>${'Ω'.repeat(200_000)}</b>`));
    }
    if ((schema.minLength ?? 0) > 0 && field.location !== 'path') options.push(fc.constant(''));
    const allowed = 'const' in schema ? [schema.const] : schema.enum;
    const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
    if (allowed || pattern) {
      options.push(
        anyText.filter((text) => text !== '' && !allowed?.includes(text) && !(pattern?.test(text) ?? false)),
      );
    }
    // NUL and broken UTF-16: in JSON anything goes; URLs cannot carry a lone surrogate, nor HTTP
    // headers either.
    if (field.location !== 'header') {
      options.push(unstorableText.filter((text) => !inUrl || !/[\uD800-\uDFFF]/.test(text)));
    }
  }
  // An empty, "." or ".." path segment changes the path itself (clients resolve dot segments):
  // another route or none, not this field's case.
  return fc
    .oneof(...options)
    .filter((value) => field.location !== 'path' || !['', '.', '..'].includes(String(value)));
}

function validValue(field: Field): unknown {
  const { schema } = field;
  if ('const' in schema) return schema.const;
  if (schema.type === 'boolean') return true;
  if (schema.enum) return schema.enum[0];
  if (schema.format === 'uuid') return randomUUID();
  // A time (a bid's valid-until): tomorrow, which every such field accepts.
  if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
  // A patterned string the schema gives an example of (a listing's contract id: issue 19).
  const example = schema.examples?.[0] ?? schema.example;
  if (schema.pattern && example !== undefined) return example;
  if (schema.type === 'integer' || schema.type === 'number') {
    const value = Math.max(schema.minimum ?? 1, Math.min(5, schema.maximum ?? 5));
    return field.location === 'body' ? value : String(value);
  }
  if (field.location === 'header') return 'valid-idempotency-key-0001';
  return field.name.toLowerCase().includes('email') ? 'valid.person@example.ng' : 'Valid text';
}

/** Extra fields a client might slip in to set what it may not (ignored or refused, never used). */
const extraFields = fc
  .dictionary(
    fc.oneof(
      fc.constantFrom(
        'role',
        'status',
        'isActive',
        'supplierId',
        'customerId',
        'partyId',
        'id',
        'fee',
        'unitPrice',
      ),
      fc.string({ minLength: 1, maxLength: 12 }),
    ),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 4 },
  )
  .filter(withoutPollutionKeys);

function mutations(operation: Operation): fc.Arbitrary<Mutation> {
  const choices: fc.Arbitrary<Mutation>[] = operation.fields.map((field) =>
    invalidValues(field).map((value) => ({ field, value })),
  );
  for (const field of operation.fields.filter((f) => f.location === 'body' && f.isRequired)) {
    choices.push(fc.constant({ field, isMissing: true as const }));
  }
  return fc.oneof(...choices);
}

// ---- sending ------------------------------------------------------------------------------------

/** The identity that may call the route (so that input reaches as far as it can). */
function callerOf(route: string): Who {
  const expectations = authorizationMatrix[route]?.expect ?? { anonymous: 200 };
  const allowed = (['admin', 'supplier', 'offtaker', 'anonymous'] as const).filter(
    (who) => (expectations as Record<string, number>)[who]! < 400,
  );
  return allowed[0] ?? 'anonymous';
}

async function send(operation: Operation, mutation: Mutation, extra: Record<string, unknown>) {
  // An optional body field made of several fields (a purchase's fulfilment terms) is valid left out.
  const isOptionalStructure = (field: Field) =>
    field.location === 'body' && !field.isRequired && (field.schema.type ?? 'object') === 'object';
  const values = new Map<Field, unknown>(
    operation.fields
      .filter((field) => !isOptionalStructure(field))
      .map((field) => [field, validValue(field)]),
  );
  if ('isMissing' in mutation) values.delete(mutation.field);
  else values.set(mutation.field, mutation.value);
  const inLocation = (location: Location) => [...values].filter(([field]) => field.location === location);
  let url = operation.path;
  for (const [field, value] of inLocation('path'))
    url = url.replace(`:${field.name}`, encodeURIComponent(String(value)));
  const query = new URLSearchParams(
    inLocation('query').map(([field, value]): [string, string] => [field.name, String(value)]),
  );
  // An extra field never takes the name of one of the route's own: one generated as "name" gave a
  // site's name back when the mutation had left it out (a CI run of 2026-11-29).
  const own = new Set(operation.fields.map((field) => field.name));
  const extras = Object.fromEntries(Object.entries(extra).filter(([key]) => !own.has(key)));
  const body = operation.hasBody
    ? { ...extras, ...Object.fromEntries(inLocation('body').map(([field, value]) => [field.name, value])) }
    : undefined;
  const jar = jars[callerOf(operation.route)];
  requestsSent++;
  return ctx.app.inject({
    method: operation.method as 'POST',
    url: query.size > 0 ? `${url}?${query}` : url,
    headers: {
      ...(jar ? { cookie: jar.header() } : {}),
      ...Object.fromEntries(inLocation('header').map(([field, value]) => [field.name, String(value)])),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
}

type Reply = Awaited<ReturnType<typeof send>>;

function expectRefusal(res: Reply, context: string) {
  expect(res.statusCode, `${context}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${context}: never a server error`).toBeLessThan(500);
  const body = res.json();
  expect(body, context).toMatchObject({ success: false, data: null });
  expect(body.errors.length, context).toBeGreaterThan(0);
  for (const error of body.errors) {
    expect(typeof error.htmlId, context).toBe('string');
    expect(error.message, context).toMatch(/\S/);
  }
  return body.errors as { htmlId: string; message: string }[];
}

// ---- the properties -----------------------------------------------------------------------------

describe('every route is covered', () => {
  it('has its inputs described in the OpenAPI document (what this suite generates from)', () => {
    const described = new Set(operations.map((operation) => operation.route));
    const missing = listRoutes(ctx.app).filter(
      (route) => !route.startsWith('GET /api/docs') && !described.has(route),
    );
    expect(missing).toEqual([]);
  });
});

describe('invalid fields, parameters and queries', () => {
  it('answers each with 400 and a message on that field', { timeout: SUITE_WIDE_TIMEOUT_MS }, async () => {
    for (const operation of operations.filter((op) => op.fields.length > 0)) {
      await fc.assert(
        fc.asyncProperty(mutations(operation), extraFields, async (mutation, extra) => {
          const res = await send(operation, mutation, extra);
          const context = `${operation.route} ${mutation.field.location} ${mutation.field.name}=${
            'isMissing' in mutation ? '(missing)' : JSON.stringify(mutation.value)?.slice(0, 80)
          }`;
          const errors = expectRefusal(res, context);
          expect(res.statusCode, context).toBe(400);
          // A path parameter over the router's length limit is refused before it is parsed.
          const isRouterRefusal =
            mutation.field.location === 'path' && String((mutation as { value: unknown }).value).length > 100;
          const ids = errors.map((error) => error.htmlId);
          if (isRouterRefusal) expect(ids, context).toEqual(['']);
          // A field made of fields (a purchase's fulfilment terms) may be refused on the part that is
          // wrong: `fulfilment.method` names the field as precisely as a form can show it.
          else
            expect(
              ids.some((id) => id === mutation.field.name || id.startsWith(`${mutation.field.name}.`)),
              `${context}: ${JSON.stringify(ids)}`,
            ).toBe(true);
        }),
        { numRuns: 20 },
      );
    }
  });
});

describe('bodies that are not what a route takes', () => {
  const malformed: [string, string, string][] = [
    ['not JSON', 'application/json', '{"name": '],
    ['empty JSON', 'application/json', ''],
    ['JSON null', 'application/json', 'null'],
    ['a JSON string', 'application/json', '"text"'],
    ['a big array', 'application/json', JSON.stringify(Array.from({ length: 50_000 }, (_, i) => i))],
    ['nested 100 000 deep', 'application/json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    ['objects nested 50 000 deep', 'application/json', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`],
    ['prototype pollution', 'application/json', '{"__proto__": {"role": "admin"}}'],
    ['constructor pollution', 'application/json', '{"constructor": {"prototype": {"role": "admin"}}}'],
    ['a form post', 'application/x-www-form-urlencoded', 'name=x&unit=Liters'],
    ['plain text', 'text/plain', 'hello'],
    ['XML', 'application/xml', '<product><name>x</name></product>'],
    ['too large', 'application/json', JSON.stringify({ name: 'x'.repeat(1_200_000) })],
  ];

  it('refuses each with a 4xx envelope on every route that takes a body', {
    timeout: SUITE_WIDE_TIMEOUT_MS,
  }, async () => {
    for (const operation of operations.filter((op) => op.hasBody)) {
      const jar = jars[callerOf(operation.route)];
      const url = operation.path.replace(/:(\w+)/g, () => randomUUID());
      for (const [label, type, payload] of malformed) {
        requestsSent++;
        const res = await ctx.app.inject({
          method: operation.method as 'POST',
          url,
          headers: { 'content-type': type, ...(jar ? { cookie: jar.header() } : {}) },
          payload,
        });
        expectRefusal(res, `${operation.route} ${label}`);
      }
    }
  });

  it('refuses arbitrary JSON where fields are required', { timeout: SUITE_WIDE_TIMEOUT_MS }, async () => {
    for (const operation of operations.filter((op) =>
      op.fields.some((f) => f.location === 'body' && f.isRequired),
    )) {
      const jar = jars[callerOf(operation.route)];
      const url = operation.path.replace(/:(\w+)/g, () => randomUUID());
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
          requestsSent++;
          const res = await ctx.app.inject({
            method: operation.method as 'POST',
            url,
            headers: { 'content-type': 'application/json', ...(jar ? { cookie: jar.header() } : {}) },
            payload: JSON.stringify(value),
          });
          expect(
            expectRefusal(res, `${operation.route} ${JSON.stringify(value).slice(0, 80)}`).length,
          ).toBeGreaterThan(0);
          expect(res.statusCode).toBe(400);
        }),
        { numRuns: 10 },
      );
    }
  });

  it('refuses repeated query parameters', async () => {
    for (const operation of operations.filter((op) => op.fields.some((f) => f.location === 'query'))) {
      const field = operation.fields.find((f) => f.location === 'query')!;
      const value = String(validValue(field));
      requestsSent++;
      const res = await ctx.app.inject({
        method: 'GET',
        url: `${operation.path}?${field.name}=${encodeURIComponent(value)}&${field.name}=${encodeURIComponent(value)}`,
        headers: { cookie: jars[callerOf(operation.route)]?.header() ?? '' },
      });
      expect(expectRefusal(res, operation.route).map((error) => error.htmlId)).toContain(field.name);
    }
  });
});

describe('the deposit form (multipart)', () => {
  const post = (payload: Buffer | string, contentType: string) => {
    requestsSent++;
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { cookie: jars.offtaker!.header(), 'content-type': contentType },
      payload,
    });
  };

  it('refuses generated invalid amounts and currencies with the field named', async () => {
    // As the route reads it: commas dropped, trimmed, whole minor units from 1 to 10^13.
    const isValidAmount = (text: string) => {
      const digits = text.replaceAll(',', '').trim();
      return /^\d+$/.test(digits) && Number(digits) >= 1 && Number(digits) <= 100_000_000_000_00;
    };
    // Line breaks would end the part's value early: that is a malformed body, tested below.
    const oneLine = (text: string) => !/[\r\n]/.test(text);
    const amount = fc
      .oneof(anyText, fc.constantFrom('0', '-5', '1.5', '1e5', '99999999999999999999', 'Zuma\u0000'))
      .filter((text) => oneLine(text) && !isValidAmount(text));
    const currency = anyText.filter(
      (text) => oneLine(text) && text.trim() !== 'NGN' && text.trim() !== 'USD',
    );
    await fc.assert(
      fc.asyncProperty(fc.record({ amount, currency }), fc.boolean(), async (fields, isAmountBad) => {
        const form = multipart(
          isAmountBad
            ? { amount: fields.amount, currency: 'NGN' }
            : { amount: '5000', currency: fields.currency },
          { name: 'receipt', filename: 'r.png', type: 'image/png', bytes: receiptFiles.png },
        );
        const res = await post(form.payload, form.headers['content-type']!);
        const context = JSON.stringify(fields);
        expect(res.statusCode, context).toBe(400);
        expect(
          expectRefusal(res, context).map((error) => error.htmlId),
          context,
        ).toContain(isAmountBad ? 'amount' : 'currency');
      }),
      { numRuns: 40 },
    );
  });

  it('refuses malformed multipart bodies without a server error', async () => {
    const boundary = 'gasBoundary42';
    const type = `multipart/form-data; boundary=${boundary}`;
    const cases: [string, Buffer | string, string][] = [
      ['no boundary in the type', 'whatever', 'multipart/form-data'],
      ['garbage', 'garbage', type],
      ['truncated part', `--${boundary}\r\nContent-Disposition: form-data; name="amount"\r\n\r\n50`, type],
      ['part without headers', `--${boundary}\r\n\r\n5000\r\n--${boundary}--\r\n`, type],
      [
        'other boundary',
        `--other\r\nContent-Disposition: form-data; name="amount"\r\n\r\n5\r\n--other--\r\n`,
        type,
      ],
      [
        'prototype field name',
        `--${boundary}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n5\r\n--${boundary}--\r\n`,
        type,
      ],
      [
        'too many parts',
        `${Array.from({ length: 30 }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n1\r\n`).join('')}--${boundary}--\r\n`,
        type,
      ],
      [
        'two files',
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="a.png"\r\n\r\n`,
          ),
          receiptFiles.png,
          Buffer.from(
            `\r\n--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="b.png"\r\n\r\n`,
          ),
          receiptFiles.png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        type,
      ],
    ];
    for (const [label, payload, contentType] of cases) {
      expectRefusal(await post(payload, contentType), label);
    }
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (bytes) => {
        expectRefusal(await post(Buffer.from(bytes), type), 'random bytes');
      }),
      { numRuns: 30 },
    );
  });
});

// ---- valid bodies with extra fields (mass assignment) -------------------------------------------
// The cases above send extra fields only alongside an invalid one, so the request is refused
// whatever the route does with them. Here the body is valid: the route must answer 2xx (or, if it
// were strict, 400 naming an extra field) and the stored row must keep the server's values.

type Extras = Record<string, unknown>;
type ExtraValues = Record<string, fc.Arbitrary<unknown>>;
type MassAssignmentCase = {
  route: string;
  /** Fields the route does not take, with the values a client would pick to set them. */
  extras: ExtraValues;
  /** Sends a valid request with `extra` alongside and checks what was stored. */
  run: (extra: Extras, context: string) => Promise<void>;
};

/** Hostile text that is nevertheless a valid name (short, no surrounding blanks, no NUL). */
const storableHostileText = [
  "' OR '1'='1",
  "'; DROP TABLE parties; --",
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose.
  '${7*7}{{7*7}}',
  '\u202Egnp.exe',
  '𝕲𝖆𝖘 ☃ 漢字 العربية',
];

/** A past instant, as a client would send to back-date a row. */
const past = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2020-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

/** Extra fields no route below takes, with values that would matter if the route used them. */
function commonExtras(): ExtraValues {
  return {
    id: fc.uuid(),
    role: fc.constant('admin'),
    partyId: fc.constantFrom(fx.rivalSupplierId, fx.rivalOfftakerId),
    customerId: fc.constant(fx.rivalOfftakerId),
    supplierId: fc.constant(fx.rivalSupplierId),
    balance: fc.integer({ min: 1, max: 1_000_000_000 }),
    isPrimary: fc.constant(true),
    createdUtc: past,
  };
}

function sendValid(who: Who, method: 'POST' | 'PUT', url: string, body: Extras) {
  validRequestsSent++;
  const jar = jars[who];
  return ctx.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...(jar ? { cookie: jar.header() } : {}) },
    payload: JSON.stringify(body),
  });
}

/** 2xx: the extras were ignored (true). A strict route may refuse them: 400 naming one (false). */
function isAccepted(res: Reply, extra: Extras, context: string): boolean {
  if (res.statusCode >= 200 && res.statusCode < 300) return true;
  const ids = expectRefusal(res, context).map((error) => error.htmlId);
  expect(res.statusCode, context).toBe(400);
  expect(
    ids.filter((id) => id in extra),
    `${context}: refused, but not for an extra field: ${res.body}`,
  ).not.toEqual([]);
  return false;
}

/** The stored row carries none of the extras' values (compared as text: dates as ISO strings). */
function expectNoneTaken(row: Record<string, unknown>, extra: Extras, context: string) {
  const asText = (value: unknown) =>
    value instanceof Date
      ? value.toISOString()
      : value === null || value === undefined
        ? null
        : String(value);
  for (const [key, value] of Object.entries(extra)) {
    if (key in row)
      expect(asText(row[key]), `${context}: ${key} taken from the client`).not.toBe(asText(value));
  }
}

async function offtakerBalance(): Promise<number> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/payments/balances/NGN',
    headers: { cookie: jars.offtaker!.header() },
  });
  return res.json().data.amount;
}

/** Rows that would point at the rival parties if an extra field had been used. */
async function rivalRows() {
  const db = ctx.database.db;
  const rivals = [fx.rivalSupplierId, fx.rivalOfftakerId];
  const counted = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;
  return {
    contacts: await counted(
      db.select({ n: count() }).from(contacts).where(inArray(contacts.partyId, rivals)),
    ),
    inventories: await counted(
      db.select({ n: count() }).from(inventories).where(inArray(inventories.supplierId, rivals)),
    ),
    sales: await counted(db.select({ n: count() }).from(sales).where(inArray(sales.customerId, rivals))),
    salesToRival: await counted(
      db.select({ n: count() }).from(sales).where(inArray(sales.supplierId, rivals)),
    ),
    payments: await counted(
      db.select({ n: count() }).from(payments).where(inArray(payments.customerId, rivals)),
    ),
  };
}

async function massAssignmentCases(): Promise<MassAssignmentCase[]> {
  const db = ctx.database.db;
  const hubId = (await hubIds(ctx)).Ajaokuta!;
  // A contact of the supplier to edit, and funds for the purchases.
  const contact = await call(ctx.app, jars.supplier, 'POST', '/api/profile/contacts', {
    firstName: 'Halima',
  });
  const contactId = contact.json().data.id as string;
  await fundWallet(ctx, jars.offtaker!, jars.admin!, fx.unitPrice * 50);
  let n = 0;
  let named = 0;

  return [
    {
      route: 'POST /api/profile/contacts',
      extras: commonExtras(),
      async run(extra, context) {
        // The name is hostile text that is still a valid name: it is stored and answered verbatim.
        const firstName = storableHostileText[named++ % storableHostileText.length]!;
        const res = await sendValid('supplier', 'POST', '/api/profile/contacts', {
          ...extra,
          firstName,
          mobile: '08031112222',
        });
        if (!isAccepted(res, extra, context)) return;
        expect(res.json().data.firstName, context).toBe(firstName);
        const [row] = await db.select().from(contacts).where(eq(contacts.id, res.json().data.id));
        expect(row, context).toMatchObject({ partyId: fx.supplierId, isPrimary: false, firstName });
        expectNoneTaken(row!, extra, context);
      },
    },
    {
      route: 'PUT /api/profile/contacts/:id',
      extras: commonExtras(),
      async run(extra, context) {
        const [was] = await db.select().from(contacts).where(eq(contacts.id, contactId));
        const firstName = `Halima ${++n}`;
        const res = await sendValid('supplier', 'PUT', `/api/profile/contacts/${contactId}`, {
          ...extra,
          firstName,
        });
        if (!isAccepted(res, extra, context)) return;
        const [row] = await db.select().from(contacts).where(eq(contacts.id, contactId));
        expect(row, context).toEqual({ ...was, firstName });
        expectNoneTaken(row!, extra, context);
      },
    },
    {
      route: 'POST /api/products',
      extras: { ...commonExtras(), isActive: fc.constant(false), status: fc.constant('Inactive') },
      async run(extra, context) {
        const name = `LPG ${randomUUID().slice(0, 8)}`;
        const res = await sendValid('admin', 'POST', '/api/products', { ...extra, name, unit: 'Liters' });
        if (!isAccepted(res, extra, context)) return;
        const [row] = await db.select().from(products).where(eq(products.id, res.json().data.id));
        expect(row, context).toMatchObject({ name, unit: 'Liters', isActive: true });
        expectNoneTaken(row!, extra, context);
      },
    },
    {
      route: 'POST /api/inventories',
      extras: {
        ...commonExtras(),
        quantity: fc.integer({ min: 1, max: 1_000_000 }),
        reserved: fc.integer({ min: 1, max: 1_000 }),
        available: fc.integer({ min: 1, max: 1_000_000 }),
      },
      async run(extra, context) {
        const productId = await newProduct(ctx, jars.admin!);
        const res = await sendValid('supplier', 'POST', '/api/inventories', { ...extra, productId, hubId });
        if (!isAccepted(res, extra, context)) return;
        const [row] = await db.select().from(inventories).where(eq(inventories.id, res.json().data.id));
        expect(row, context).toMatchObject({
          supplierId: fx.supplierId,
          productId,
          hubId,
          quantity: 0,
          reserved: 0,
        });
        expectNoneTaken(row!, extra, context);
      },
    },
    {
      route: 'POST /api/stocks',
      extras: {
        ...commonExtras(),
        status: fc.constantFrom('Approved', 'Rejected', 'Cancelled'),
        flow: fc.constant('Out'),
        category: fc.constant('Sale'),
        processedUtc: past,
      },
      async run(extra, context) {
        const stockOf = async () =>
          (await db.select().from(inventories).where(eq(inventories.id, fx.inventoryId)))[0]!.quantity;
        const stockBefore = await stockOf();
        const res = await sendValid('supplier', 'POST', '/api/stocks', {
          ...extra,
          inventoryId: fx.inventoryId,
          quantity: 10,
        });
        if (!isAccepted(res, extra, context)) return;
        const [row] = await db.select().from(stockLines).where(eq(stockLines.id, res.json().data.id));
        expect(row, context).toMatchObject({
          inventoryId: fx.inventoryId,
          status: 'Pending',
          flow: 'In',
          category: 'Supply',
          quantity: 10,
          processedUtc: null,
        });
        expectNoneTaken(row!, extra, context);
        expect(await stockOf(), `${context}: stock moved before approval`).toBe(stockBefore);
      },
    },
    {
      route: 'POST /api/inventories/prices',
      extras: commonExtras(),
      async run(extra, context) {
        const res = await sendValid('supplier', 'POST', '/api/inventories/prices', {
          ...extra,
          inventoryId: fx.inventoryId,
          amount: fx.unitPrice,
          currency: 'NGN',
        });
        if (!isAccepted(res, extra, context)) return;
        const [row] = await db.select().from(prices).where(eq(prices.id, res.json().data.id));
        expect(row, context).toMatchObject({
          inventoryId: fx.inventoryId,
          amount: fx.unitPrice,
          currency: 'NGN',
        });
        expectNoneTaken(row!, extra, context);
      },
    },
    {
      route: 'POST /api/sales',
      extras: {
        ...commonExtras(),
        status: fc.constantFrom('Approved', 'Rejected', 'Cancelled'),
        unitPrice: fc.integer({ min: 1, max: fx.unitPrice - 1 }),
        fee: fc.integer({ min: 0, max: 50 }),
        reference: fc.constant('SL-200101-AAAAAA'),
        hubId: fc.uuid(),
        inventoryId: fc.uuid(),
        paymentId: fc.uuid(),
        stockLineId: fc.uuid(),
        expiresUtc: past,
      },
      async run(extra, context) {
        const balanceBefore = await offtakerBalance();
        const res = await sendValid('offtaker', 'POST', '/api/sales', {
          ...extra,
          productId: fx.productId,
          contractId: fx.inventoryId,
          quantity: 1,
          currency: 'NGN',
          amount: fx.unitPrice,
        });
        if (!isAccepted(res, extra, context)) return;
        const [row] = await db.select().from(sales).where(eq(sales.id, res.json().data.id));
        expect(row, context).toMatchObject({
          customerId: fx.offtakerId,
          supplierId: fx.supplierId,
          inventoryId: fx.inventoryId,
          productId: fx.productId,
          status: 'Pending',
          unitPrice: fx.unitPrice,
          amount: fx.unitPrice,
          fee: null,
        });
        expectNoneTaken(row!, extra, context);
        expect(await offtakerBalance(), `${context}: the wallet pays the price`).toBe(
          balanceBefore - fx.unitPrice,
        );
      },
    },
    ...(['supplier', 'offtaker'] as const).map(
      (kind): MassAssignmentCase => ({
        route: kind === 'supplier' ? 'POST /api/home/register/client' : 'POST /api/home/register/customer',
        extras: {
          ...commonExtras(),
          status: fc.constantFrom('Active', 'Pending'),
          kind: fc.constant(kind === 'supplier' ? 'offtaker' : 'supplier'),
          passwordHash: fc.constant('$argon2id$v=19$m=65536,t=3,p=4$planted'),
          emailVerified: fc.constant(true),
        },
        async run(extra, context) {
          const form = kind === 'supplier' ? supplierForm() : offtakerForm();
          const url = kind === 'supplier' ? '/api/home/register/client' : '/api/home/register/customer';
          const res = await sendValid('anonymous', 'POST', url, { ...extra, ...form });
          if (!isAccepted(res, extra, context)) return;
          const partyId = res.json().data.partyId as string;
          const [user] = await db.select().from(users).where(eq(users.email, form.email.toLowerCase()));
          const [party] = await db.select().from(parties).where(eq(parties.id, partyId));
          expect(user, context).toMatchObject({ role: kind === 'supplier' ? 'client' : 'customer', partyId });
          expect(party, context).toMatchObject({ kind, status: 'Unconfirmed' });
          expectNoneTaken(user!, extra, context);
          expectNoneTaken(party!, extra, context);
        },
      }),
    ),
    {
      // Multipart: the extras are text parts (at most 10 fields: amount, currency and eight more).
      route: 'POST /api/payments',
      extras: {
        id: fc.uuid(),
        status: fc.constantFrom('Approved', 'Rejected'),
        customerId: fc.constant(fx.rivalOfftakerId),
        flow: fc.constant('Debit'),
        processedBy: fc.uuid(),
        currBal: fc.integer({ min: 1, max: 1_000_000_000 }),
        reference: fc.constant('DP-200101-AAAAAA'),
        createdUtc: past,
      },
      async run(extra, context) {
        const balanceBefore = await offtakerBalance();
        const form = multipart(
          {
            ...Object.fromEntries(Object.entries(extra).map(([key, value]) => [key, String(value)])),
            amount: '1500',
            currency: 'NGN',
          },
          { name: 'receipt', filename: 'r.png', type: 'image/png', bytes: receiptFiles.png },
        );
        validRequestsSent++;
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/payments',
          headers: { cookie: jars.offtaker!.header(), ...form.headers },
          payload: form.payload,
        });
        if (!isAccepted(res, extra, context)) return;
        const [row] = await db.select().from(payments).where(eq(payments.id, res.json().data.id));
        expect(row, context).toMatchObject({
          customerId: fx.offtakerId,
          flow: 'Credit',
          status: 'Pending',
          amount: 1500,
          currency: 'NGN',
          processedBy: null,
          currBal: null,
        });
        expectNoneTaken(row!, extra, context);
        expect(await offtakerBalance(), `${context}: a pending deposit credits nothing`).toBe(balanceBefore);
      },
    },
  ];
}

describe('valid bodies with extra fields a client may not set (mass assignment)', () => {
  it('accepts them and stores none of their values', async () => {
    isStoringOnPurpose = true;
    const cases = await massAssignmentCases();
    const rivalsBefore = await rivalRows();
    for (const testCase of cases) {
      massAssignmentRoutes.add(testCase.route);
      // None of the extras may be a field the route really takes (that would test nothing).
      const operation = operations.find((op) => op.route === testCase.route);
      expect(operation, testCase.route).toBeDefined();
      const realFields = operation!.fields.filter((f) => f.location === 'body').map((f) => f.name);
      expect(
        Object.keys(testCase.extras).filter((key) => realFields.includes(key)),
        testCase.route,
      ).toEqual([]);

      const everyExtra = fc.sample(fc.record(testCase.extras), 1)[0]!;
      await fc.assert(
        fc.asyncProperty(
          fc.record(testCase.extras, { requiredKeys: [] }).filter((extra) => Object.keys(extra).length > 0),
          (extra) => testCase.run(extra, `${testCase.route} with ${JSON.stringify(extra)}`),
        ),
        { numRuns: 8, examples: [[everyExtra]] },
      );
    }
    expect(await rivalRows(), 'nothing was stored for the parties named in extra fields').toEqual(
      rivalsBefore,
    );
  });
});

describe('numbers are parsed strictly (issue 21, finding 5)', () => {
  // z.coerce.number() took whatever Number() takes: `true` bought one litre. A body number is a
  // JSON number (or plain digits); a query or path number is plain digits only.
  const loose = [true, '0x2', '2e0', ' 2 ', '+2', '2.0', ''];
  const send = (who: Who, method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) => {
    requestsSent++;
    const jar = jars[who];
    return ctx.app.inject({
      method,
      url,
      headers: {
        ...(jar ? { cookie: jar.header() } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
  };
  const expectFieldRefused = (res: Reply, field: string, context: string) => {
    expect(res.statusCode, `${context}: ${res.body.slice(0, 200)}`).toBe(400);
    expect(
      expectRefusal(res, context).map((error) => error.htmlId),
      context,
    ).toContain(field);
  };

  it('refuses loose numbers in purchase, stock and price bodies, with the spec’s messages', async () => {
    const purchase = {
      productId: fx.productId,
      contractId: fx.inventoryId,
      quantity: 2,
      currency: 'NGN',
      amount: 2 * fx.unitPrice,
    };
    for (const value of loose) {
      const context = JSON.stringify(value);
      const byQuantity = await send('offtaker', 'POST', '/api/sales', { ...purchase, quantity: value });
      expectFieldRefused(byQuantity, 'quantity', `purchase quantity ${context}`);
      expect(byQuantity.json().errors).toContainEqual({
        htmlId: 'quantity',
        message: 'Quantity is required',
      });
      const byAmount = await send('offtaker', 'POST', '/api/sales', { ...purchase, amount: value });
      expectFieldRefused(byAmount, 'amount', `purchase amount ${context}`);
      const stock = await send('supplier', 'POST', '/api/stocks', {
        inventoryId: fx.inventoryId,
        quantity: value,
      });
      expectFieldRefused(stock, 'quantity', `stock quantity ${context}`);
      const price = await send('supplier', 'POST', '/api/inventories/prices', {
        inventoryId: fx.inventoryId,
        amount: value,
        currency: 'NGN',
      });
      expectFieldRefused(price, 'amount', `price amount ${context}`);
    }
  });

  it('refuses anything but plain digits in query strings and paths', async () => {
    // Each is a valid number to Number(): only the way it is written is wrong.
    const written = (n: number) => [`0x${n.toString(16)}`, `${n}e0`, ` ${n}`, `${n} `, `+${n}`, `${n}.0`];
    const paymentId = randomUUID();
    const cases: [Who, string, (text: string) => string, number][] = [
      ['offtaker', 'limit', (n) => `/api/sales?limit=${n}`, 2],
      ['offtaker', 'page', (n) => `/api/reports/sales?page=${n}`, 1],
      ['admin', 'pageSize', (n) => `/api/audit?pageSize=${n}`, 10],
      ['supplier', 'count', (n) => `/api/stocks/inventory/${fx.inventoryId}/${n}`, 5],
      ['supplier', 'count', (n) => `/api/inventories/prices/${fx.inventoryId}/${n}`, 5],
      ['offtaker', 'quantity', (n) => `/api/inventories/listings/${fx.productId}/${n}/NGN`, 2],
      ['offtaker', 'index', (n) => `/api/payments/${paymentId}/receipts/${n}`, 0],
    ];
    for (const [who, field, url, n] of cases) {
      for (const value of written(n)) {
        const context = `${url(value)} (${field} ${JSON.stringify(value)})`;
        expectFieldRefused(await send(who, 'GET', url(encodeURIComponent(value))), field, context);
      }
    }
  });
});
