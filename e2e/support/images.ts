// Images the specs upload, made here: a PNG of any size, plain or noise.

import zlib from 'node:zlib';

/**
 * A valid `size` × `size` RGB PNG, made here: each byte of its pixels from `byte` (its index in
 * the row), so that an image can be plain (it compresses to nothing) or noise (it does not).
 */
export function pngImage(size: number, byte: (index: number) => number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: size }, () =>
    Buffer.concat([
      Buffer.from([0]),
      Buffer.from(Array.from({ length: size * 3 }, (_, i) => byte(i))),
    ]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small valid PNG (4 × 4 pixels), made here. */
export const png = (): Buffer => pngImage(4, () => 0x80);
