// Compression of the answers the server builds itself (API JSON, text). @fastify/compress pipes
// each answer through a zlib stream of its own: under load that is a stream, its buffers and
// several trips through libuv's thread pool per request, and memory that grew by hundreds of MiB
// with 500 connections (docs/performance.md, "Overload"). An answer of at most 256 KiB is
// compressed here in one call instead, and the compressed bytes of the public answers (no
// Authorization, no cookie: the same for everyone) are kept by the digest of what they compress
// (16 MiB at most, the oldest dropped first), so that /api/products is compressed once per
// change, not once per request. Larger answers and streams are left to @fastify/compress.

import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { chooseEncoding, type Coding } from './http-caching';

const MIN_BYTES = 1024;
const MAX_BYTES = 256 * 1024;
const KEPT_BYTES = 16 * 1024 * 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml)))/i;

const compress = (coding: Coding, body: Buffer): Buffer =>
  coding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: 6 });

export function registerCompression(app: FastifyInstance): void {
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;

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
      compressed = compress(coding, body);
      if (key) {
        kept.set(key, compressed);
        keptBytes += compressed.length;
        while (keptBytes > KEPT_BYTES) {
          const [oldest, bytes] = kept.entries().next().value as [string, Buffer];
          kept.delete(oldest);
          keptBytes -= bytes.length;
        }
      }
    }
    reply.header('content-encoding', coding);
    reply.header('content-length', String(compressed.length));
    return compressed;
  });
}
