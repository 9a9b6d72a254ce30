// Shared shapes declared once. @fastify/swagger writes every route's schemas out in full where
// they are used (a content document's schema a dozen times); withComponents() turns that document
// into one where each shape api-schemas.ts names is declared once, in components/schemas, and
// referenced (`$ref`) wherever it was written; and where the same error answer recurs, the most
// common one of each status is declared once in components/responses (`NotFound`, ...), and so is
// a success answering a named shape three times or more (under the shape's name), a parameter
// three operations give alike (components/parameters) and a body of a named shape three take
// (components/requestBodies). Only the
// way it is written changes: resolving every `$ref` gives back the document the routes describe
// (a test compares them). The routes' own schemas, and so validation and serialisation, are
// untouched.

import { STATUS_CODES } from 'node:http';
import { namedSchemaForms } from './api-forms';

export { OPENAPI_VERSION } from './api-forms';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: Json };
type Document = { [key: string]: Json };

/** What a `$ref` may say beside itself (OpenAPI 3.1): it overrides the named shape's own. */
const ANNOTATIONS = ['title', 'description'];

/** The keywords whose value is a schema, a list of schemas, or schemas by name. */
const SUBSCHEMA = ['items', 'additionalProperties', 'not', 'contains', 'if', 'then', 'else'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mapValues = (object: { [key: string]: Json }, f: (value: Json) => Json) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, f(value)]));

/** `schema` with each of its subschemas replaced by `f` of it. */
function mapSubschemas(schema: Schema, f: (schema: Schema) => Json): Schema {
  const each = (value: Json): Json => (isObject(value) ? f(value) : value);
  const out: Schema = { ...schema };
  for (const key of SUBSCHEMA) if (key in out) out[key] = each(out[key]!);
  for (const key of SUBSCHEMA_LISTS) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map(each);
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = out[key];
    if (isObject(map)) out[key] = mapValues(map, each);
  }
  return out;
}

const shapeOf = (schema: Schema): string =>
  JSON.stringify(
    Object.fromEntries(Object.entries(schema).filter(([k]) => !ANNOTATIONS.includes(k))),
  );

/** Finds the named shape a schema is, with the annotations it says otherwise. */
function namer(forms: Record<string, Schema>) {
  const byShape = new Map<string, string[]>();
  for (const [name, form] of Object.entries(forms)) {
    const shape = shapeOf(form);
    byShape.set(shape, [...(byShape.get(shape) ?? []), name]);
  }
  return (schema: Schema): { name: string; siblings: Schema } | undefined => {
    // A named shape's own title or description must be one the schema has or overrides.
    const fits = (byShape.get(shapeOf(schema)) ?? []).filter((name) =>
      ANNOTATIONS.every((key) => !(key in forms[name]!) || key in schema),
    );
    // The one that shares the most of them; a tie (one shape under two names) stays written out.
    const shared = (name: string) =>
      ANNOTATIONS.filter((k) => forms[name]![k] === schema[k]).length;
    const best = Math.max(...fits.map(shared));
    const chosen = fits.filter((name) => shared(name) === best);
    if (chosen.length !== 1) return undefined;
    const name = chosen[0]!;
    const siblings = ANNOTATIONS.filter((k) => k in schema && schema[k] !== forms[name]![k]);
    return { name, siblings: Object.fromEntries(siblings.map((k) => [k, schema[k]!])) };
  };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Each operation of the document, as a copy made by `f`. */
function mapOperations(paths: Json, f: (operation: Schema) => Schema): Json {
  if (!isObject(paths)) return paths;
  return mapValues(paths, (item) =>
    isObject(item)
      ? Object.fromEntries(
          Object.entries(item).map(([method, op]) => [
            method,
            METHODS.has(method) && isObject(op) ? f(op) : op,
          ]),
        )
      : item,
  );
}

/** An operation with each schema of its parameters, body and answers replaced by `f` of it. */
function mapOperationSchemas(operation: Schema, f: (schema: Schema) => Json): Schema {
  const inContent = (holder: Json): Json => {
    if (!isObject(holder) || !isObject(holder.content)) return holder;
    const content = mapValues(holder.content, (media) =>
      isObject(media) && isObject(media.schema) ? { ...media, schema: f(media.schema) } : media,
    );
    return { ...holder, content };
  };
  const out: Schema = { ...operation };
  if (Array.isArray(out.parameters)) {
    out.parameters = out.parameters.map((p) =>
      isObject(p) && isObject(p.schema) ? { ...p, schema: f(p.schema) } : p,
    );
  }
  if (out.requestBody) out.requestBody = inContent(out.requestBody);
  if (isObject(out.responses)) out.responses = mapValues(out.responses, inContent);
  return out;
}

/** 'Not Found' → 'NotFound'. */
const responseName = (status: string) =>
  (STATUS_CODES[status] ?? `Status ${status}`).replace(/[^A-Za-z0-9 ]/g, '').replace(/ /g, '');

/** The error answers declared once: of each status, the one most operations give, if shared. */
function sharedResponses(paths: Json): Map<string, { name: string; text: string }> {
  const counts = new Map<string, Map<string, number>>();
  mapOperations(paths, (operation) => {
    for (const [status, answer] of Object.entries(
      isObject(operation.responses) ? operation.responses : {},
    )) {
      if (!/^[45]/.test(status)) continue;
      const byText = counts.get(status) ?? new Map<string, number>();
      const text = JSON.stringify(answer);
      counts.set(status, byText.set(text, (byText.get(text) ?? 0) + 1));
    }
    return operation;
  });
  const shared = new Map<string, { name: string; text: string }>();
  for (const [status, byText] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    const [text, count] = [...byText].reduce((best, next) => (next[1] > best[1] ? next : best));
    if (count > 1) shared.set(status, { name: responseName(status), text });
  }
  return shared;
}

/**
 * The successful answers declared once: a JSON body of a named shape that three operations or more
 * answer with the same words, under the shape's name (a document's state, for one).
 */
function sharedSuccesses(paths: Json, taken: ReadonlySet<string>): Map<string, string> {
  const counts = new Map<string, { name: string; count: number }>();
  mapOperations(paths, (operation) => {
    for (const [status, answer] of Object.entries(
      isObject(operation.responses) ? operation.responses : {},
    )) {
      const media = isObject(answer) && isObject(answer.content) ? answer.content : undefined;
      const json = media?.['application/json'];
      const schema = isObject(json) && isObject(json.schema) ? json.schema : {};
      const ref = schema.$ref;
      if (!/^2/.test(status) || typeof ref !== 'string' || Object.keys(schema).length > 1) continue;
      const text = JSON.stringify(answer);
      const known = counts.get(text);
      counts.set(text, { name: ref.split('/').pop()!, count: (known?.count ?? 0) + 1 });
    }
    return operation;
  });
  const names = new Set(taken);
  const shared = new Map<string, string>();
  for (const [text, { name, count }] of counts) {
    if (count < 3 || names.has(name)) continue;
    names.add(name);
    shared.set(text, name);
  }
  return shared;
}

const sortedByKey = <T>(entries: Iterable<[string, T]>) =>
  Object.fromEntries([...entries].sort(([a], [b]) => a.localeCompare(b)));

/** 'path', 'version' → 'PathVersion'. */
const parameterName = (where: string, name: string) =>
  [where, ...name.split(/[^A-Za-z0-9]+/)]
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

/**
 * The parameters and request bodies declared once: a parameter three operations or more give the
 * same (the documents' `version`, an `id`, a list's `cursor`), under where it is and its name; a
 * body of one named shape that three operations or more take, under the shape's name.
 */
function sharedParts(paths: Json): {
  parameters: Map<string, string>;
  bodies: Map<string, string>;
} {
  const parameters = new Map<string, { name: string; count: number }>();
  const bodies = new Map<string, { name: string; count: number }>();
  const count = (into: typeof parameters, text: string, name: string) =>
    into.set(text, { name, count: (into.get(text)?.count ?? 0) + 1 });
  mapOperations(paths, (operation) => {
    for (const p of Array.isArray(operation.parameters) ? operation.parameters : []) {
      if (isObject(p) && typeof p.in === 'string' && typeof p.name === 'string')
        count(parameters, JSON.stringify(p), parameterName(p.in, p.name));
    }
    const body = operation.requestBody;
    const media =
      isObject(body) && isObject(body.content) ? body.content['application/json'] : null;
    const ref = isObject(media) && isObject(media.schema) ? media.schema.$ref : undefined;
    if (typeof ref === 'string') count(bodies, JSON.stringify(body), ref.split('/').pop()!);
    return operation;
  });
  // Of the same name, the one most operations give; the others stay where they are.
  const named = (found: typeof parameters) => {
    const shared = new Map<string, string>();
    const taken = new Set<string>();
    for (const [text, { name, count: n }] of [...found].sort((a, b) => b[1].count - a[1].count)) {
      if (n < 3 || taken.has(name)) continue;
      taken.add(name);
      shared.set(text, name);
    }
    return shared;
  };
  return { parameters: named(parameters), bodies: named(bodies) };
}

/** The operation with its shared parameters and body referred to (`sharedParts`). */
const referringTo =
  ({ parameters, bodies }: ReturnType<typeof sharedParts>) =>
  (operation: Schema): Schema => {
    const out = { ...operation };
    if (Array.isArray(out.parameters)) {
      out.parameters = out.parameters.map((p) => {
        const name = parameters.get(JSON.stringify(p));
        return name ? { $ref: `#/components/parameters/${name}` } : p;
      });
    }
    const body = out.requestBody && bodies.get(JSON.stringify(out.requestBody));
    if (body) out.requestBody = { $ref: `#/components/requestBodies/${body}` };
    return out;
  };

/** Each shared part by its name, from its text. */
const declarations = (shared: Map<string, string>) =>
  sortedByKey([...shared].map(([text, name]) => [name, JSON.parse(text) as Json]));

/**
 * The document with the named shapes (`forms`: as @fastify/swagger writes each) declared once in
 * components/schemas and referenced, and the common error answers in components/responses.
 */
export function withComponents(document: Document, forms: Record<string, Schema>): Document {
  const match = namer(forms);
  const declared = new Map<string, Json>();
  const reference = (schema: Schema): Json => {
    const found = match(schema);
    if (!found) return mapSubschemas(schema, reference);
    if (!declared.has(found.name)) {
      declared.set(found.name, null); // taken before its inner shapes, which may be named too
      declared.set(found.name, mapSubschemas(forms[found.name]!, reference));
    }
    return { $ref: `#/components/schemas/${found.name}`, ...found.siblings };
  };
  let paths = mapOperations(document.paths ?? {}, (op) => mapOperationSchemas(op, reference));
  const responses = sharedResponses(paths);
  const successes = sharedSuccesses(paths, new Set([...responses.values()].map((r) => r.name)));
  paths = mapOperations(paths, (operation) => {
    if (!isObject(operation.responses)) return operation;
    const answers = Object.entries(operation.responses).map(([status, answer]): [string, Json] => {
      const text = JSON.stringify(answer);
      const shared = responses.get(status);
      const name = shared?.text === text ? shared.name : successes.get(text);
      return name ? [status, { $ref: `#/components/responses/${name}` }] : [status, answer];
    });
    return { ...operation, responses: Object.fromEntries(answers) };
  });
  const parts = sharedParts(paths);
  paths = mapOperations(paths, referringTo(parts));
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  for (const name of declared.keys()) {
    if (name in schemas) throw new Error(`Two schemas are named ${name}.`);
  }
  return {
    ...document,
    components: {
      ...components,
      schemas: sortedByKey([...Object.entries(schemas), ...declared]),
      responses: sortedByKey(
        [
          ...[...responses.values()].map(({ name, text }) => [name, text] as const),
          ...[...successes].map(([text, name]) => [name, text] as const),
        ].map(([name, text]) => [name, JSON.parse(text) as Json]),
      ),
      parameters: declarations(parts.parameters),
      requestBodies: declarations(parts.bodies),
    },
    paths,
  };
}

/** The document written with components (above). */
export async function describedWithComponents(document: object): Promise<Document> {
  return withComponents(document as Document, await namedSchemaForms());
}
