// GET /api/staff/media → the media library: the uploaded images, newest first, each with its size
// in pixels (read from the file's header with sharp) for the pages that show it.
// POST /api/staff/media (multipart/form-data, one field `file`) → 201 {url, width, height}: a PNG,
// JPEG or WebP image of at most 2 MiB, its type read from its first bytes (never from its name or
// the type the browser claims) and its size from its header (an image sharp cannot read is none), stored in UPLOADS_DIR under a generated name and served at /media/uploads/
// with a year's cache (a name is never reused) and `nosniff`. No SVG: it can carry scripts.
// The files of UPLOADS_DIR take at most UPLOADS_QUOTA_MB together: an image that would pass it
// answers 507 and is not written (uploads are checked and written one at a time per process).

import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { Type } from 'typebox';
import { MediaItem, Uploaded } from '../../../contract/staff-api';
import { actorOf } from '../../auth/authenticate';
import { HttpError } from '../../errors';
import { errors } from '../schemas';
import { STAFF_ERRORS, WRITE_ERRORS, staffDoc, writeOptions, type StaffRouteDeps } from './common';

const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** The largest request body of an upload: the image and its multipart envelope (nginx's too). */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;
const UPLOADS_PATH = '/media/uploads/';

const NOT_AN_IMAGE =
  'Only PNG, JPEG and WebP images can be uploaded, and this file is none of them.';
const TOO_LARGE = 'The image is too large: at most 2 MiB.';
const NO_FILE = 'Send the image as multipart/form-data, in a field named "file".';
const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MiB`;
const noRoom = (used: number, quota: number) =>
  `There is no room for this image: uploaded images may take ${mib(quota)} together and ` +
  `${mib(used)} are used. Ask the site's administrator to raise UPLOADS_QUOTA_MB.`;
const MALFORMED_UPLOAD =
  'The upload is not valid multipart/form-data: it ended early or does not match its boundary. ' +
  'Send the image again.';

type ImageType = 'png' | 'jpg' | 'webp';

/** An image's size in pixels as it shows (its EXIF rotation applied), or undefined: unreadable. */
const pixelsOf = (image: string | Buffer) =>
  sharp(image)
    .metadata()
    .then(({ width, height, autoOrient }) =>
      width && height ? { width: autoOrient.width, height: autoOrient.height } : undefined,
    )
    .catch(() => undefined);

/** The library lists at most this many images (the newest). */
const LISTED = 500;
const UPLOAD_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;

/** Bytes of the files in the uploads folder (one flat folder). */
async function bytesIn(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    if (entry.isFile()) total += (await fs.stat(path.join(dir, entry.name))).size;
  }
  return total;
}

const startsWith = (bytes: Buffer, signature: number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The image type the bytes themselves say, or undefined. */
function sniffImage(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return undefined;
}

export const mediaRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (
  app,
  { config, store },
) => {
  await fs.mkdir(config.uploadsDir, { recursive: true });
  /** Checks the quota and writes one upload at a time, so that two cannot both take the room. */
  let writing: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(run: () => Promise<T>): Promise<T> => {
    const result = writing.then(run, run);
    writing = result.catch(() => undefined);
    return result;
  };
  /** Each upload's size in pixels, read once: a name is never reused for other bytes. */
  const sizes = new Map<string, Promise<{ width: number; height: number } | undefined>>();
  const sizeOf = (name: string) => {
    let size = sizes.get(name);
    if (!size) {
      size = pixelsOf(path.join(config.uploadsDir, name));
      sizes.set(name, size);
      while (sizes.size > LISTED * 2) sizes.delete(sizes.keys().next().value as string);
    }
    return size;
  };

  app.get(
    '/media',
    {
      schema: {
        ...staffDoc(
          'The media library',
          `The uploaded images, newest first (at most ${LISTED}), with their size in pixels.`,
        ),
        response: { 200: Type.Array(MediaItem), ...errors([...STAFF_ERRORS]) },
      },
    },
    async () => {
      const names = (await fs.readdir(config.uploadsDir)).filter((n) => UPLOAD_NAME.test(n));
      const files = await Promise.all(
        names.map(async (name) => ({
          name,
          stat: await fs.stat(path.join(config.uploadsDir, name)).catch(() => undefined),
        })),
      );
      const newest = files
        .filter((f) => f.stat?.isFile())
        .sort((a, b) => b.stat!.mtimeMs - a.stat!.mtimeMs)
        .slice(0, LISTED);
      const items = await Promise.all(
        newest.map(async ({ name, stat }) => {
          const size = await sizeOf(name);
          return size
            ? {
                url: `${UPLOADS_PATH}${name}`,
                ...size,
                bytes: stat!.size,
                uploadedAt: stat!.mtime.toISOString(),
              }
            : undefined;
        }),
      );
      return items.filter((item) => item !== undefined);
    },
  );

  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, fieldNameSize: 100 },
  });

  app.post(
    '/media',
    {
      ...writeOptions(config),
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        ...staffDoc(
          'Upload an image',
          'multipart/form-data with one field, `file`: a PNG, JPEG or WebP image of at most ' +
            '2 MiB (its type is read from its bytes). Answers the URL to use as a product ' +
            "image or a testimonial's photo.",
        ),
        consumes: ['multipart/form-data'],
        response: {
          201: Uploaded,
          ...errors([...WRITE_ERRORS, 413, 415, 507], {
            400:
              'No file, more than one, not in a field named `file`, or a body that is not ' +
              'valid multipart (cut short, another boundary).',
            413: `'${TOO_LARGE}'`,
            415: `'${NOT_AN_IMAGE}'`,
            507: 'The uploaded images already take UPLOADS_QUOTA_MB (the message says how much).',
          }),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(400, NO_FILE);
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw new HttpError(400, NO_FILE);
        bytes = await part.toBuffer();
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          throw new HttpError(413, TOO_LARGE);
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
          throw new HttpError(400, 'Send one file only, in a field named "file".');
        if (error instanceof HttpError) throw error;
        // Anything else while reading the body is the body's fault: the multipart parser's
        // "Unexpected end of multipart data", a part cut short, a missing or wrong boundary.
        request.log.debug({ err: error }, 'malformed upload');
        throw new HttpError(400, MALFORMED_UPLOAD);
      }
      const type = sniffImage(bytes);
      // Its first bytes say an image; its size must be readable too (else it is no image).
      const size = type && (await pixelsOf(bytes));
      if (!type || !size) throw new HttpError(415, NOT_AN_IMAGE);
      const name = `${randomUUID()}.${type}`;
      await oneAtATime(async () => {
        const used = await bytesIn(config.uploadsDir);
        if (used + bytes.length > config.uploadsQuotaBytes) {
          throw new HttpError(507, noRoom(used, config.uploadsQuotaBytes));
        }
        await fs.writeFile(path.join(config.uploadsDir, name), bytes, { flag: 'wx', mode: 0o644 });
      });
      const url = `${UPLOADS_PATH}${name}`;
      await store.staff.audit.record(
        {
          action: 'media.upload',
          entity: 'media',
          entityId: null,
          after: { url, bytes: bytes.length },
        },
        actorOf(request),
      );
      return reply.code(201).send({ url, ...size });
    },
  );
};

/** Serves UPLOADS_DIR at /media/uploads/ (before the demo media at /media/, site.ts). */
export async function serveUploads(app: FastifyInstance, uploadsDir: string): Promise<void> {
  await fs.mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: path.resolve(uploadsDir),
    prefix: UPLOADS_PATH,
    decorateReply: false,
    cacheControl: false,
    dotfiles: 'ignore',
    index: false,
    redirect: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
}
