// Helpers of the back-office tests: staff accounts, uploads over multipart, and real image bytes.

import zlib from 'node:zlib';
import type { StaffRole } from '../../contract/values/constants';
import { COMMAND_LINE } from '../../server/cli/staff';
import { type TestServer, newUser } from './helpers';

/**
 * A new account made staff (as `npm run staff -- add` does: an admin, unless `role` says editor);
 * its email and token.
 */
export async function newStaff(server: TestServer, prefix = 'staff', role: StaffRole = 'admin') {
  const user = await newUser(server, prefix);
  const account = await server.app.store.users.findByEmail(user.email);
  await server.app.store.staff.accounts.setRole(account!.id, role, COMMAND_LINE);
  return { ...user, id: account!.id };
}

/** POST /api/staff/media with one file part. */
export async function upload(
  server: TestServer,
  token: string | undefined,
  bytes: Buffer,
  filename: string,
  type: string,
  field = 'file',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = await fetch(`${server.url}/api/staff/media`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

const chunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A valid width × height RGB PNG, in one colour. */
export function pngImage(width = 2, height = 2): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x2a)]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
);
export const HTML_PAGE = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

/** How many images the media library holds (in the database: every instance's uploads). */
export const libraryCount = async (server: TestServer): Promise<number> =>
  (await server.app.store.media.list(10_000)).length;

/** PATCH /api/staff/media/:key: gives an uploaded image its alt text and focal point. */
export async function describeImage(
  server: TestServer,
  token: string,
  key: string,
  facts: { alt: string; focalX?: number; focalY?: number },
) {
  const response = await fetch(`${server.url}/api/staff/media/${key}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ focalX: 0.5, focalY: 0.5, ...facts }),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}
