// Test support for issue 8's input sweep: the routes an app registers with their JSON Schemas (read
// from Fastify's onRoute hook, the `$ref`s resolved against the shared documents), a plausible sample
// of what a schema takes, and the malformed, oversized and wrongly typed variants of it.
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Db } from '../db/db.ts';
import { collectAppRoutes } from './app-routes.ts';

/** The part of JSON Schema the sweep reads. */
export interface JsonSchema {
  $id?: string;
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  examples?: unknown[];
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** One endpoint of the app with the schemas of what it takes, `$ref`s resolved. */
export interface SweptRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  key: string;
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  /** Names of the `:param`s and `*` in the URL. */
  paramNames: string[];
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

// ---------------------------------------------------------------------------------------------
// Routes and schemas

/** Answers a function that inlines every `$ref` of a schema from `documents` (by `$id`). */
export function schemaResolver(documents: readonly object[]): (schema: unknown) => JsonSchema {
  const byId = new Map<string, JsonSchema>();
  for (const document of documents as JsonSchema[]) if (document.$id) byId.set(document.$id, document);

  const pointTo = (ref: string, base: string): { schema: JsonSchema; base: string } => {
    const url = new URL(ref, base);
    const id = url.href.replace(/#.*$/, '');
    let schema: unknown = byId.get(id);
    if (!schema) throw new Error(`the sweep cannot resolve ${ref} (from ${base})`);
    for (const segment of url.hash.replace(/^#\/?/, '').split('/').filter(Boolean)) {
      schema = (schema as Record<string, unknown>)[decodeURIComponent(segment)];
    }
    if (!schema) throw new Error(`the sweep cannot resolve ${ref} (from ${base})`);
    return { schema: schema as JsonSchema, base: id };
  };

  const inline = (node: unknown, base: string, depth: number): unknown => {
    if (Array.isArray(node)) return node.map((child) => inline(child, base, depth));
    if (!node || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    // Deep enough for every schema of the API; a recursive one (a category tree) stops here.
    if (depth > 12) return {};
    if (typeof record.$ref === 'string') {
      const { $ref, ...siblings } = record;
      const target = pointTo($ref as string, base);
      return { ...(inline(target.schema, target.base, depth + 1) as object), ...siblings };
    }
    const base2 = typeof record.$id === 'string' ? record.$id : base;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) {
      // `examples` and `default` are data, not schemas.
      copy[key] =
        key === 'examples' || key === 'default' || key === 'const' || key === 'enum'
          ? value
          : inline(value, base2, depth + 1);
    }
    return copy;
  };

  return (schema) => inline(schema, 'https://schemas.mall.invalid/', 0) as JsonSchema;
}

/**
 * The app's routes ({@link collectAppRoutes}) with their schemas resolved by `resolve`, sorted by key.
 */
export async function collectSweptRoutes(
  build: (onRoute: (route: RouteOptions) => void) => FastifyInstance,
  resolve: (schema: unknown) => JsonSchema,
): Promise<SweptRoute[]> {
  return (await collectAppRoutes(build)).map((route) => {
    const method = METHODS.find((known) => known === route.method);
    if (!method) throw new Error(`the sweep does not send ${route.method} yet (${route.url})`);
    const schema = route.schema as Record<string, unknown>;
    const paramNames = [...route.url.matchAll(/:([A-Za-z]+)|\*$/g)].map((match) => match[1] ?? '*');
    return {
      method,
      url: route.url,
      key: route.key,
      paramNames,
      ...(schema.body ? { body: resolve(schema.body) } : {}),
      ...(schema.querystring ? { querystring: resolve(schema.querystring) } : {}),
      ...(schema.params ? { params: resolve(schema.params) } : {}),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// What a schema takes

/** The JSON types a schema lets through, or `undefined` when it does not say. */
export function allowedTypes(schema: JsonSchema): Set<string> | undefined {
  if (schema.const !== undefined) return new Set([jsonType(schema.const)]);
  if (schema.enum) return new Set(schema.enum.map(jsonType));
  if (schema.type) {
    const types = new Set([schema.type].flat());
    if (types.has('integer')) types.add('number');
    return types;
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const types = new Set<string>();
    for (const branch of union) {
      const inner = allowedTypes(branch);
      if (!inner) return undefined;
      for (const type of inner) types.add(type);
    }
    return types;
  }
  if (schema.properties) return new Set(['object']);
  return undefined;
}

/** The JSON type of a value (`integer` counts as `number`). */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const STRING_CANDIDATES = ['1001', '1', 'O26030100001', 'abc', '2026-03-01', '13900000000', 'true', 'PC'];

/** A plausible value of a schema: its example, default or first choice, else one built from its rules. */
export function sampleOf(schema: JsonSchema, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.examples && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, depth + 1)));
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.[0] && !schema.type && !schema.properties) return sampleOf(union[0], depth + 1);
  const type = [schema.type ?? (schema.properties ? 'object' : 'string')].flat()[0];
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      if (depth > 6) return value;
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        value[name] = sampleOf(property, depth + 1);
      }
      return value;
    }
    case 'array': {
      const item = schema.items ? sampleOf(schema.items, depth + 1) : '1';
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => item);
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return sampleString(schema);
  }
}

function sampleString(schema: JsonSchema): string {
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(text));
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

// ---------------------------------------------------------------------------------------------
// Watching for writes

/**
 * Answers a function that tells whether the row count of any table changed since it was last
 * called (the first call compares with the moment of this one). It counts every table in one
 * statement, and only when a transaction has written since (PostgreSQL then has handed out a
 * transaction id, which moves the snapshot's `xmax`): the sweep asks after each of thousands of
 * requests, most of which write nothing.
 */
export async function rowCountWatcher(db: Db): Promise<() => Promise<boolean>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const countSql = `SELECT ${tables
    .map(({ name }) => `(SELECT count(*)::int FROM "${name}") AS "${name}"`)
    .join(', ')}`;
  const nextTransaction = async () =>
    (await db.query<{ xmax: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax'))[0]
      ?.xmax;
  const count = async () => JSON.stringify((await db.query(countSql))[0]);
  let lastTransaction = await nextTransaction();
  let lastCounts = await count();
  return async () => {
    const transaction = await nextTransaction();
    if (transaction === lastTransaction) return false;
    lastTransaction = transaction;
    const counts = await count();
    const changed = counts !== lastCounts;
    lastCounts = counts;
    return changed;
  };
}

// ---------------------------------------------------------------------------------------------
// Mutations

/** The three families of bad input the issue names. */
export type MutationGroup = 'malformed' | 'oversized' | 'wrongly typed';

/** One bad request of an endpoint. */
export interface InputMutation {
  group: MutationGroup;
  /** What was done, for a failure's report: `body.num = -1`, `truncated JSON`. */
  name: string;
  /**
   * True where no reading of the schema lets the input through: the answer must be a 4xx. False
   * where the value may be a valid one (a negative number with no minimum, an odd id in a path):
   * then a 2xx is allowed, a 5xx never.
   */
  mustRefuse: boolean;
  /** The exact status expected, where there is one (413 over the body limit). */
  status?: number;
  /** Path and query. */
  url: string;
  /** The raw body, if any. */
  payload?: string;
  /** The content-type of the body; defaults to JSON when there is a payload. */
  contentType?: string;
}

/** Length of an oversized string. */
export const HUGE_STRING_LENGTH = 100_000;
/** Items of an oversized list. */
export const HUGE_LIST_LENGTH = 100_000;
const HUGE = 'x'.repeat(HUGE_STRING_LENGTH);

/** Whether ajv would refuse `text` for a string schema (the rules the sweep knows). */
export function refusesString(schema: JsonSchema, text: string): boolean {
  const types = allowedTypes(schema);
  if (types && !types.has('string')) return true;
  if (schema.const !== undefined && schema.const !== text) return true;
  if (schema.enum && !schema.enum.includes(text)) return true;
  if (schema.maxLength !== undefined && [...text].length > schema.maxLength) return true;
  if (schema.minLength !== undefined && [...text].length < schema.minLength) return true;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(text)) return true;
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.every((branch) => refusesString(branch, text))) return true;
  return false;
}

/** Whether ajv would refuse the number `value` for a schema (the rules the sweep knows). */
export function refusesNumber(schema: JsonSchema, value: number): boolean {
  const types = allowedTypes(schema);
  if (types && !types.has('number')) return true;
  const integerOnly = [schema.type].flat().includes('integer') && ![schema.type].flat().includes('number');
  if (integerOnly && !Number.isInteger(value)) return true;
  if (schema.enum && !schema.enum.includes(value)) return true;
  if (schema.minimum !== undefined && value < schema.minimum) return true;
  if (schema.maximum !== undefined && value > schema.maximum) return true;
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return true;
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return true;
  return false;
}

/** Values of every JSON type, to put where a schema takes another. */
const TYPED_VALUES: [string, unknown][] = [
  ['a string', 'text'],
  ['a number', 12345],
  ['an object', { nested: 1 }],
  ['a list', ['1']],
  ['a boolean', true],
  ['null', null],
];

/** Numbers at the edges: negative, fractional, huge. */
const EDGE_NUMBERS = [-1, 0, 0.5, -0.5, 2 ** 31, Number.MAX_SAFE_INTEGER + 2, 1e21, -1e21, 1e308];

/** Strings that look like ids or numbers but are not good ones. */
export const ODD_IDS = [
  'NaN',
  '-1',
  '1.5',
  '1e999',
  'Infinity',
  '0x1F',
  ' 1',
  '',
  "1' OR '1'='1",
  '../../etc/passwd',
];

/** A field of a schema, found by walking its objects. */
interface FieldPath {
  path: string[];
  schema: JsonSchema;
}

/** Every property of an object schema, nested objects and the first item of lists included. */
function fieldsOf(schema: JsonSchema, path: string[] = [], depth = 0): FieldPath[] {
  if (depth > 3 || !schema.properties) return [];
  const fields: FieldPath[] = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    const here = [...path, name];
    fields.push({ path: here, schema: property });
    fields.push(...fieldsOf(property, here, depth + 1));
    if (property.items) fields.push(...fieldsOf(property.items, [...here, '0'], depth + 1));
  }
  return fields;
}

/** The object schemas of a schema (itself, nested objects, list items), with where they are. */
function objectsOf(schema: JsonSchema): FieldPath[] {
  return [
    ...(schema.properties ? [{ path: [], schema }] : []),
    ...fieldsOf(schema).filter((field) => field.schema.properties),
  ];
}

/** A deep copy of `value` with `path` set to `replacement` (or deleted for `undefined`). */
export function withValue(value: unknown, path: string[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const segment of path.slice(0, -1)) {
    const next = node[segment];
    if (!next || typeof next !== 'object') return copy;
    node = next as Record<string, unknown>;
  }
  const last = path[path.length - 1];
  if (last === undefined) return replacement;
  if (replacement === undefined) delete node[last];
  else node[last] = replacement;
  return copy;
}

/** A URL's query from fields (a list repeats its key). */
export function queryString(fields: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The bad bodies of an endpoint that takes one (every POST, PUT and DELETE: Fastify parses a body
 * for them whether or not the route has a schema), sent to `url`.
 */
export function bodyMutations(route: SweptRoute, url: string, bodyLimit: number): InputMutation[] {
  const malformed = (name: string, payload: string, extra: Partial<InputMutation> = {}): InputMutation => ({
    group: 'malformed',
    name,
    mustRefuse: true,
    url,
    payload,
    ...extra,
  });
  const base = route.body ? sampleOf(route.body) : {};
  const baseJson = JSON.stringify(base);
  const mutations: InputMutation[] = [
    malformed('truncated JSON', baseJson.slice(0, Math.max(1, Math.floor(baseJson.length / 2)))),
    malformed('`{`', '{'),
    malformed('`nul`', 'nul'),
    malformed('JSON with a trailing comma', '{"a":1,}'),
    malformed('JSON sent as text/plain', baseJson, { contentType: 'text/plain', status: 415 }),
    malformed('JSON sent as XML', baseJson, { contentType: 'application/xml', status: 415 }),
    malformed('an empty JSON body', ''),
    malformed('a `__proto__` key', `{"__proto__":{"polluted":true},${baseJson.slice(1)}`.replace(',}', '}')),
    malformed(
      'a `constructor.prototype` key',
      `{"constructor":{"prototype":{"polluted":true}},${baseJson.slice(1)}`.replace(',}', '}'),
    ),
    {
      group: 'oversized',
      name: `a body over the ${bodyLimit}-byte limit`,
      mustRefuse: true,
      status: 413,
      url,
      payload: JSON.stringify({ ...(base as object), padding: 'x'.repeat(bodyLimit) }),
    },
  ];
  if (!route.body) return mutations;

  const types = allowedTypes(route.body);
  for (const [label, value] of TYPED_VALUES) {
    if (types && !types.has(jsonType(value))) {
      mutations.push(malformed(`${label} for the whole body`, JSON.stringify(value)));
    }
  }
  // Forms are a body the API takes (spec 01 section 7); JSON text sent as one is a single odd key.
  mutations.push({
    ...malformed('JSON text sent as a form', baseJson, { contentType: 'application/x-www-form-urlencoded' }),
    mustRefuse: route.body.additionalProperties === false,
  });
  if (types?.has('object') && !types.has('null')) {
    mutations.push({ group: 'malformed', name: 'no body', mustRefuse: true, url });
  }
  const send = (group: MutationGroup, name: string, mustRefuse: boolean, body: unknown): InputMutation => ({
    group,
    name,
    mustRefuse,
    url,
    payload: JSON.stringify(body),
  });
  for (const field of fieldsOf(route.body)) mutations.push(...fieldMutations(field, base, send, 'body'));
  for (const { path, schema } of objectsOf(route.body)) {
    const where = ['body', ...path].join('.');
    for (const required of schema.required ?? []) {
      mutations.push(
        send(
          'wrongly typed',
          `${where}.${required} missing`,
          true,
          withValue(base, [...path, required], undefined),
        ),
      );
    }
    mutations.push(
      send(
        'wrongly typed',
        `${where} with an unknown key`,
        schema.additionalProperties === false,
        withValue(base, [...path, 'unknownKey'], 'x'),
      ),
    );
  }
  return mutations;
}

/** Wrong types, edge numbers, a 100 kB string and a 100,000-item list in one field of a body. */
function fieldMutations(
  { path, schema }: FieldPath,
  base: unknown,
  send: (group: MutationGroup, name: string, mustRefuse: boolean, body: unknown) => InputMutation,
  root: string,
): InputMutation[] {
  const where = [root, ...path].join('.');
  const types = allowedTypes(schema);
  const mutations: InputMutation[] = [];
  if (types) {
    for (const [label, value] of TYPED_VALUES) {
      if (!types.has(jsonType(value))) {
        mutations.push(send('wrongly typed', `${where} = ${label}`, true, withValue(base, path, value)));
      }
    }
  }
  if (types?.has('number')) {
    for (const value of EDGE_NUMBERS) {
      mutations.push(
        send(
          'wrongly typed',
          `${where} = ${value}`,
          refusesNumber(schema, value),
          withValue(base, path, value),
        ),
      );
    }
  }
  if (!types || types.has('string')) {
    mutations.push(
      send(
        'oversized',
        `${where} = a 100 kB string`,
        refusesString(schema, HUGE),
        withValue(base, path, HUGE),
      ),
    );
  }
  if (types?.has('array')) {
    const item = schema.items ? sampleOf(schema.items) : '1';
    const list = Array.from({ length: HUGE_LIST_LENGTH }, () => item);
    mutations.push(
      send(
        'oversized',
        `${where} = ${HUGE_LIST_LENGTH} items`,
        (schema.maxItems ?? Infinity) < HUGE_LIST_LENGTH,
        withValue(base, path, list),
      ),
    );
  }
  return mutations;
}

/** The bad queries of an endpoint whose query has a schema; `path` is its URL without a query. */
export function queryMutations(route: SweptRoute, path: string, body?: string): InputMutation[] {
  const schema = route.querystring;
  if (!schema?.properties) return [];
  const base = sampleOf(schema) as Record<string, unknown>;
  const closed = schema.additionalProperties === false;
  const send = (
    group: MutationGroup,
    name: string,
    mustRefuse: boolean,
    fields: Record<string, unknown>,
  ) => ({
    group,
    name,
    mustRefuse,
    url: `${path}${queryString(fields)}`,
    ...(body === undefined ? {} : { payload: body }),
  });
  const mutations: InputMutation[] = [];
  for (const [name, property] of Object.entries(schema.properties)) {
    const where = `query.${name}`;
    const types = allowedTypes(property);
    if (types && !types.has('array')) {
      mutations.push(send('wrongly typed', `${where} repeated`, true, { ...base, [name]: ['1', '2'] }));
    }
    const single = property.items ?? property.anyOf?.find((branch) => !branch.items) ?? property;
    for (const odd of ODD_IDS) {
      mutations.push(
        send('wrongly typed', `${where} = ${JSON.stringify(odd)}`, refusesString(single, odd), {
          ...base,
          [name]: odd,
        }),
      );
    }
    mutations.push(
      send('oversized', `${where} = a 100 kB string`, refusesString(single, HUGE), { ...base, [name]: HUGE }),
    );
    if (types?.has('array')) {
      const item = sampleOf(single);
      const list = Array.from({ length: HUGE_LIST_LENGTH }, () => item);
      mutations.push(
        send(
          'oversized',
          `${where} = ${HUGE_LIST_LENGTH} repeated keys`,
          (property.maxItems ?? Infinity) < HUGE_LIST_LENGTH,
          { ...base, [name]: list },
        ),
      );
    }
  }
  for (const required of schema.required ?? []) {
    const { [required]: _left, ...rest } = base;
    mutations.push(send('wrongly typed', `query.${required} missing`, true, rest));
  }
  mutations.push(send('wrongly typed', 'query with an unknown key', closed, { ...base, unknownKey: 'x' }));
  mutations.push(
    send('oversized', 'a query of 100 kB under an unknown key', closed, { ...base, unknownKey: HUGE }),
  );
  // A `__proto__` property of an object literal would set its prototype, not a key: written raw.
  for (const key of ['__proto__', 'constructor', '__proto__[polluted]']) {
    const mutation = send('wrongly typed', `query with a \`${key}\` key`, closed, base);
    const separator = mutation.url.includes('?') ? '&' : '?';
    mutations.push({ ...mutation, url: `${mutation.url}${separator}${encodeURIComponent(key)}=x` });
  }
  return mutations;
}

/** Odd values in each path parameter of an endpoint; `fill` builds the URL from parameter values. */
export function paramMutations(
  route: SweptRoute,
  fill: (values: Record<string, string>) => string,
  body?: string,
): InputMutation[] {
  const mutations: InputMutation[] = [];
  for (const name of route.paramNames) {
    const property = route.params?.properties?.[name] ?? {};
    for (const odd of [...ODD_IDS, HUGE]) {
      mutations.push({
        group: odd === HUGE ? 'oversized' : 'wrongly typed',
        name: `:${name} = ${odd === HUGE ? 'a 100 kB string' : JSON.stringify(odd)}`,
        mustRefuse: route.params !== undefined && odd !== '' && refusesString(property, odd),
        url: fill({ [name]: odd }),
        ...(body === undefined ? {} : { payload: body }),
      });
    }
  }
  return mutations;
}
