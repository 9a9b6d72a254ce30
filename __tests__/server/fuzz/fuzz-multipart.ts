// Multipart bodies for the upload's fuzz (fuzz-api.ts): a good upload, or one that is cut
// short, names another boundary or none, lacks its final boundary, never ends a part's headers,
// carries odd file names or two files, or whose client goes away in the middle.

import type { Rng } from './fuzz-generators';
import { HOSTILE_STRINGS } from './fuzz-values';
import { pngImage } from '../staff-support';

const CRLF = '\r\n';
const LARGE_PNG = Buffer.concat([pngImage(), Buffer.alloc(2 * 1024 * 1024 + 10, 7)]);

/** A multipart body: a good upload, or one that is cut short, mislabelled or odd. */
export function multipartBody(rng: Rng): { type: string; body: Buffer; cutAfter?: number } {
  const boundary = rng.pick(['----fuzz7MA4YWxkTrZu0gW', 'x', 'a'.repeat(71), 'with space']);
  const name = rng.chance(0.7)
    ? 'file'
    : rng.pick(['files', '__proto__', 'constructor', 'file\u0000', '', 'fïlé']);
  const filename = rng.chance(0.6)
    ? 'photo.png'
    : rng.pick(HOSTILE_STRINGS).slice(0, 300).replaceAll('"', '');
  const bytes = rng.chance(0.05) ? LARGE_PNG : rng.chance(0.8) ? pngImage() : Buffer.from('GIF89a');
  const part = (fieldName: string, content: Buffer, withFile = true) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}${CRLF}Content-Disposition: form-data; name="${fieldName}"` +
          `${withFile ? `; filename="${filename}"` : ''}${CRLF}` +
          `Content-Type: ${rng.pick(['image/png', 'image/svg+xml', 'text/plain', '\u0000'])}${CRLF}${CRLF}`,
        'utf8',
      ),
      content,
      Buffer.from(CRLF),
    ]);
  const parts = [part(name, bytes)];
  if (rng.chance(0.1)) parts.push(part('file', pngImage()));
  if (rng.chance(0.1)) parts.unshift(part('note', Buffer.from('hello'), false));
  let body = Buffer.concat([...parts, Buffer.from(`--${boundary}--${CRLF}`)]);
  let type = `multipart/form-data; boundary=${boundary.includes(' ') ? `"${boundary}"` : boundary}`;
  switch (rng.int(10)) {
    case 0: // Truncated: the body ends early, its length says so.
      body = body.subarray(0, rng.int(body.length));
      break;
    case 1: // The header names another boundary.
      type = 'multipart/form-data; boundary=another-boundary';
      break;
    case 2:
      type = rng.pick(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/mixed']);
      break;
    case 3: // No final boundary.
      body = Buffer.concat(parts);
      break;
    case 4: // Headers of a part never end.
      body = Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name="file"`);
      break;
    case 5: // The client goes away in the middle.
      return { type, body, cutAfter: rng.int(body.length) };
    default:
      break;
  }
  return { type, body };
}
