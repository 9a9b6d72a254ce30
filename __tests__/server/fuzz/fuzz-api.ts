// Requests for fuzz.test.ts built from the API description (server/platform/api/openapi.ts): for each
// operation, bodies and parameters that are valid by its schema, then the same with one value
// replaced by something hostile (NUL and other control characters, odd Unicode, huge numbers,
// wrong types), truncated or mislabelled bodies, and multipart uploads that are cut short, carry
// the wrong boundary or odd file names. Each request is bytes on the wire: JSON texts are written
// by hand where JSON.stringify could not (1e400, -0, raw escapes).

import type { Rng } from './fuzz-generators';
import { multipartBody } from './fuzz-multipart';
import { HOSTILE_STRINGS, encode, hostileJson, jsonWith } from './fuzz-values';
import { uniqueEmail } from '../helpers';

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};

interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  schema: Schema;
}

interface Operation {
  method: string;
  /** The path template, `{id}` included. */
  path: string;
  query: Parameter[];
  body?: Schema;
  multipart: boolean;
  secured: boolean;
}

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        consumes?: string[];
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema: Schema }> };
      }
    >
  >;
};

/** Every operation of the description. */
export function operationsOf(document: Record<string, unknown>): Operation[] {
  const { paths } = document as unknown as Document;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      query: (op.parameters ?? []).filter((p) => p.in === 'query'),
      body: op.requestBody?.content?.['application/json']?.schema,
      // The upload's description names multipart; its body is not a JSON schema.
      multipart: method === 'post' && path.endsWith('/media'),
      secured: op.security !== undefined,
    })),
  );
}

/** A value the schema accepts (enough of JSON Schema for this API's schemas). */
function validValue(schema: Schema, field = ''): unknown {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.[0]) return validValue(variants[0], field);
  if (schema.enum) return schema.enum[0];
  const all = [schema, ...(schema.allOf ?? [])];
  const max = Math.min(...all.map((s) => s.maxLength ?? Infinity));
  const min = Math.max(0, ...all.map((s) => s.minLength ?? 0));
  const pattern = all.find((s) => s.pattern?.startsWith('^'))?.pattern ?? '';
  switch (schema.type) {
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        object[name] = validValue(property, name);
      }
      return object;
    }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 1999, 1999));
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      if (schema.format === 'email') return uniqueEmail('fuzz');
      if (pattern.startsWith('^/media/')) return '/media/products/formguard-plugin.svg';
      if (pattern.startsWith('^[1-9]') || pattern.startsWith('^[0-9]')) return '1';
      if (field === 'currentPassword') return 'not the current password';
      return `Fuzz ${field || 'text'} value`.padEnd(min, 'x').slice(0, max);
  }
}

const RAW_QUERY_VALUES = ['%', '%zz', '%00', '%C0%80', '%ED%A0%80', '%FF%FE', '1%00', '+%2B+'];
const IDS = ['0', '-1', '1.5', '1e3', '000000000001', '999999999999', '2147483648', 'abc'];
const RAW_IDS = ['%00', '%F0%9F%A6%85', '..', '%2e%2e', '', '9'.repeat(40), '1%0a'];

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Send only this many bytes of the body, then close (a client that goes away). */
  cutAfter?: number;
}

/** A path for the operation: a real id mostly, else one that names nothing or is malformed. */
function pathOf(rng: Rng, op: Operation, ids: string[]): string {
  const id = rng.chance(0.6) ? rng.pick(ids) : rng.chance(0.5) ? rng.pick(IDS) : rng.pick(RAW_IDS);
  let path = op.path.replace('{id}', id);
  if (op.query.length > 0 || rng.chance(0.1)) {
    const pairs = op.query
      .filter(() => rng.chance(0.7))
      .map((p) => {
        if (rng.chance(0.5)) return `${p.name}=${encode(String(validValue(p.schema, p.name)))}`;
        const value = rng.chance(0.3)
          ? rng.pick(RAW_QUERY_VALUES)
          : encode(rng.pick(HOSTILE_STRINGS).slice(0, 300));
        return `${p.name}=${value}`;
      });
    if (rng.chance(0.15)) pairs.push(rng.pick(['x=1', 'page=1&page=2', '__proto__=1', '=', '&&']));
    if (pairs.length > 0) path += `?${pairs.join('&')}`;
  }
  return path;
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON'];

/** A JSON body: valid, one value made hostile, or broken as a whole. */
function jsonBody(rng: Rng, schema: Schema | undefined): { type: string; text: string } {
  const valid = (schema ? validValue(schema) : {}) as Record<string, unknown>;
  const fields = Object.keys(valid);
  const type = rng.pick(JSON_TYPES);
  const roll = rng.int(10);
  if (roll < 2 || fields.length === 0) return { type, text: JSON.stringify(valid) };
  if (roll < 7) {
    // Mostly a hostile string in one text field: what reaches the store (NUL on PostgreSQL).
    const field = rng.pick(fields);
    const texts = fields.filter((name) => typeof valid[name] === 'string');
    if (texts.length > 0 && rng.chance(0.6)) {
      return {
        type,
        text: JSON.stringify({ ...valid, [rng.pick(texts)]: rng.pick(HOSTILE_STRINGS) }),
      };
    }
    return { type, text: jsonWith(valid, field, hostileJson(rng)) };
  }
  if (roll === 7) {
    // A field too many, or one missing.
    const copy = { ...valid };
    if (rng.chance(0.5)) delete copy[rng.pick(fields)];
    else copy[rng.pick(['extra', 'role', 'id', 'isStaff'])] = rng.pick([1, 'staff', true]);
    return { type, text: JSON.stringify(copy) };
  }
  const text = JSON.stringify(valid);
  // Truncated JSON, JSON after a BOM, a whole-body hostile value, NUL bytes around it.
  return {
    type,
    text: rng.pick([
      text.slice(0, rng.int(text.length)),
      `\ufeff${text}`,
      hostileJson(rng),
      `${text}\u0000`,
      `${text}${text}`,
    ]),
  };
}

export interface Identity {
  name: 'anonymous' | 'member' | 'staff';
  token?: string;
}

/**
 * Who calls: anyone for a public operation; for a secured one mostly a caller who passes the
 * guard (it answers 401/403 before the body is read), so that the bodies reach the handlers.
 */
export function callerFor(rng: Rng, op: Operation, identities: Identity[]): Identity {
  const wanted = !op.secured
    ? rng.pick(identities).name
    : rng.chance(0.7)
      ? op.path.startsWith('/api/staff')
        ? 'staff'
        : rng.pick(['member', 'staff'] as const)
      : rng.pick(identities).name;
  return identities.find((who) => who.name === wanted) ?? identities[0]!;
}

/** One request for the operation, as `token`'s owner (or anonymous). */
export function fuzzRequest(
  rng: Rng,
  op: Operation,
  token: string | undefined,
  ids: string[],
): FuzzRequest {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const method = rng.chance(0.95) ? op.method : rng.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
  const path = pathOf(rng, op, ids);
  if (method === 'GET' || method === 'DELETE') {
    return { method, path, headers };
  }
  const multipart = op.multipart ? rng.chance(0.9) : rng.chance(0.05);
  if (multipart) {
    const { type, body, cutAfter } = multipartBody(rng);
    return { method, path, headers: { ...headers, 'content-type': type }, body, cutAfter };
  }
  const { type, text } = jsonBody(rng, op.body);
  return { method, path, headers: { ...headers, 'content-type': type }, body: Buffer.from(text) };
}
