// Compression of the answers the server builds itself (API JSON, text). @fastify/compress pipes
// each answer through a zlib stream of its own: under load that is a stream, its buffers and
// several trips through libuv's thread pool per request, and memory that grew by hundreds of MiB
// with 500 connections (docs/performance.md, "Overload"). An answer of at most 256 KiB is
// compressed here in one call instead, and the compressed bytes of the public answers (no
// Authorization, no cookie: the same for everyone) are kept by the digest of what they compress
// (16 MiB at most, the least recently used dropped first), so that /api/products is compressed once per
// change, not once per request. Larger answers and streams are left to @fastify/compress. The
// server's other compressed copies (the static files, the rendered pages) are made here too.

import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance } from 'fastify';
import { chooseEncoding, type Coding } from './http-caching';

const MIN_BYTES = 1024;
const MAX_BYTES = 256 * 1024;
const KEPT_BYTES = 16 * 1024 * 1024;
const brotli = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml)))/i;

/** An answer compressed quickly, in one call: brotli at quality 5 or gzip at level 6. */
export const compressFast = (coding: Coding, body: Buffer): Buffer =>
  coding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: 6 });

/** Text kept for many answers (a rendered page, a snapshot's file): brotli 11 and gzip 9, once. */
export async function compressBest(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gzip] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br, gzip };
}

export function registerCompression(app: FastifyInstance): void {
  const kept = new LRUCache<string, Buffer>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (bytes) => bytes.length,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < MIN_BYTES || body.length > MAX_BYTES) return payload;
    const accepted = request.headers['accept-encoding'];
    const coding: Coding | undefined = chooseEncoding(accepted);
    const vary = reply.getHeader('vary');
    const varies = typeof vary === 'string' && /accept-encoding/i.test(vary);
    if (!varies)
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    if (!coding) return payload;

    const shared = !request.headers.authorization && !request.headers.cookie;
    const key = shared
      ? `${coding}:${crypto.createHash('sha256').update(body).digest('base64url')}`
      : undefined;
    let compressed = key ? kept.get(key) : undefined;
    if (!compressed) {
      compressed = compressFast(coding, body);
      if (key) kept.set(key, compressed);
    }
    reply.header('content-encoding', coding);
    reply.header('content-length', String(compressed.length));
    return compressed;
  });
}
