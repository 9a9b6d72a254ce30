// Hostile values for the fuzzers (fuzz-api.ts): JSON texts that JSON.stringify could not write
// (1e400, -0, raw escapes, raw control bytes), strings with control characters and odd Unicode,
// and percent-encoding that keeps lone surrogates and NUL as bytes.

import type { Rng } from './fuzz-generators';

/** Hostile JSON values, as JSON text (some are not valid JSON at all). */
const HOSTILE_JSON = [
  // Huge, tiny and odd numbers.
  '1e400',
  '-1e400',
  '1e308',
  '-0',
  '-1',
  '0.5',
  '2147483648',
  '9007199254740993',
  '123456789012345678901234567890',
  '1e-400',
  '0x10',
  'NaN',
  'Infinity',
  // Wrong types.
  'null',
  'true',
  '[]',
  '{}',
  '[1,"a",null]',
  '{"$gt":""}',
  '"1"',
  // Escapes JSON.stringify would not write, and broken ones.
  '"\\u0000"',
  '"\\ud800"',
  '"\\udfff\\ud800"',
  '"\\ud83e\\udd85"',
  '"\\x00"',
  '"\\u00"',
  '"a\\',
  // Raw control bytes inside a string (not valid JSON).
  '"a\u0000b"',
  '"tab\there"',
];

/** Hostile strings, sent through JSON.stringify (so valid JSON). */
export const HOSTILE_STRINGS = [
  '\u0000',
  'hello\u0000world',
  'ends with NUL\u0000',
  '\u0001\u0007\u0008\u001b[2J',
  'delete\u007f',
  'next line\u0085',
  'line\u2028separator\u2029',
  '\u202egnp.exe',
  'zero\u200bwidth',
  '\ufeffbom',
  '\ud800',
  '\udc00 alone',
  'high\ud83d',
  '\uffff\ufffe',
  '\u{10ffff}',
  '\u{1f985}'.repeat(60),
  'e\u0301'.repeat(120),
  'Z\u0351\u0360\u0353\u0322\u0335a\u0367\u0352l\u0364g\u0350o',
  'ﬁ ǅ ß İ',
  '\r\n\r\nBcc: victim@example.com',
  '%00%0d%0a',
  '../../../etc/passwd',
  '/media/../../server/config.ts',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '${7*7}{{7*7}}',
  ' ',
  '',
  'x'.repeat(5001),
];

const asJson = (value: string) => JSON.stringify(value);

/** One hostile value as JSON text. */
export function hostileJson(rng: Rng): string {
  return rng.chance(0.5) ? rng.pick(HOSTILE_JSON) : asJson(rng.pick(HOSTILE_STRINGS));
}

const PLACEHOLDER = '@@fuzz-raw@@';

/** `object` as JSON with `field` set to the JSON text `raw`. */
export function jsonWith(object: Record<string, unknown>, field: string, raw: string): string {
  return JSON.stringify({ ...object, [field]: PLACEHOLDER }).replace(asJson(PLACEHOLDER), raw);
}

/** Percent-encodes the UTF-8 of a string (lone surrogates become U+FFFD, like a browser). */
export const encode = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
