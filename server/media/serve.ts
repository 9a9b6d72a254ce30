// GET/HEAD /media/uploads/<file>: the media library's images, from the database (through this
// instance's disk cache, cache.ts), so that every instance serves every upload.
//   <key>-<width>.<avif|webp|jpg|png>  one variant (jpg and png both name the image's fallback
//                                      format, JPEG or PNG, whichever it has): what <picture>
//                                      asks for. A width the image has no variant of gets the
//                                      narrowest variant at least that wide (else its largest),
//                                      so a page that does not know its size may ask for 320;
//   <key>.<ext>                        the largest variant in the best format the browser accepts
//                                      (Accept: AVIF, then WebP, then JPEG/PNG; Vary: Accept): the
//                                      address an upload answers, and every address stored before
//                                      the pipeline existed, keeps working.
// A name is never reused for other bytes: cached for a year, immutable, with `nosniff`.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MediaFormat, MediaRecord, MediaRepository } from '../db';
import { fileCopy, replyWithFile } from '../platform/http-caching';
import type { VariantCache } from './cache';

const FILE =
  /^([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})(?:-([1-9][0-9]{0,4}))?\.(avif|webp|jpg|jpeg|png)$/;
const CACHE = 'public, max-age=31536000, immutable';

/** What an image has for browsers that take neither AVIF nor WebP. */
const fallbackOf = (record: MediaRecord): MediaFormat =>
  record.variants.some((v) => v.format === 'png') ? 'png' : 'jpeg';

/** The media types an Accept header takes (those not refused with q=0), lower-case. */
const accepted = (accept: string): Set<string> =>
  new Set(
    accept
      .split(',')
      .map((part) => part.split(';').map((p) => p.trim().toLowerCase()))
      .filter(([, ...params]) => !params.some((p) => /^q=0(\.0*)?$/.test(p)))
      .map(([type]) => type ?? ''),
  );

/** The best format of `record` for a request's Accept header. */
const negotiated = (accept: string, record: MediaRecord): MediaFormat => {
  const takes = accepted(accept);
  const has = (format: MediaFormat) => record.variants.some((v) => v.format === format);
  if (has('avif') && takes.has('image/avif')) return 'avif';
  if (has('webp') && takes.has('image/webp')) return 'webp';
  return fallbackOf(record);
};

export function registerUploads(
  app: FastifyInstance,
  { media, cache }: { media: MediaRepository; cache: VariantCache },
): void {
  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    const match = FILE.exec((request.params as { file: string }).file);
    if (!match) return reply.callNotFound();
    const [, key, width, ext] = match as unknown as [string, string, string | undefined, string];
    const record = await media.find(key);
    if (!record || record.variants.length === 0) return reply.callNotFound();
    const widths = record.variants.map((v) => v.width);
    const largest = Math.max(...widths);
    const chosenWidth = width
      ? Math.min(...widths.filter((w) => w >= Number(width)), largest)
      : largest;
    let format: MediaFormat;
    if (!width) {
      format = negotiated(String(request.headers.accept ?? ''), record);
      reply.header('vary', 'Accept');
    } else if (ext === 'avif' || ext === 'webp') format = ext;
    else format = fallbackOf(record);
    if (!record.variants.some((v) => v.width === chosenWidth && v.format === format)) {
      return reply.callNotFound();
    }
    const etag = `"${key}-${chosenWidth}-${format}"`;
    const headers = {
      'cache-control': CACHE,
      'x-content-type-options': 'nosniff',
      'content-type': `image/${format}`,
    };
    const bytes = await cache.read(key, chosenWidth, format);
    if (!bytes) return reply.callNotFound();
    return replyWithFile(request, reply, {
      copies: { identity: fileCopy('identity', bytes, etag, headers) },
    });
  };
  app.get('/media/uploads/:file', { schema: { hide: true } }, send);
}
