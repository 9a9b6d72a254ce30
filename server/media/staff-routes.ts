// The media library (media-upload.ts reads the upload; server/media/ has the pipeline, the disk
// cache, the public addresses and the start-up import):
// GET /api/staff/media → the images, newest first, each with its variants' widths, alt text,
// focal point and the name of the file it was uploaded as. POST /api/staff/media (multipart/form-data, one field `file`) → 201, the new image:
// a PNG, JPEG or WebP image of at most 2 MiB (its type read from its bytes, never its name), put
// through the image pipeline (upright, metadata stripped, re-encoded in five widths and three
// formats) and stored in the database, so that every instance serves it at /media/uploads/.
// No SVG: it can carry scripts. The variants of every image take at most UPLOADS_QUOTA_MB
// together: an image that would pass it answers 507 and is not stored.
// PATCH /api/staff/media/:key → its alt text (required) and focal point; DELETE removes it, unless
// a document or an item shows it (409, naming where: media/store-uses.ts).

import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MediaFacts, MediaItem, MediaKeyParams } from '../../contract/api/media';
import { actorOf } from '../accounts/authenticate';
import { type MediaRecord, MediaQuotaError } from '../db';
import type { MediaUse } from '../db/staff-types';
import { HttpError } from '../platform/errors';
import { processImage } from './pipeline';
import { mediaUrlOf } from './address';
import { errors, noContent } from '../platform/api/route-errors';
import {
  STAFF_ERRORS,
  WRITE_ERRORS,
  staffDoc,
  writeOptions,
  type StaffRouteDeps,
} from '../routes/staff/common';
import { readUpload, registerMultipart, TOO_LARGE, UPLOAD_BODY_LIMIT } from './upload';

/** The library lists at most this many images (the newest). */
const LISTED = 500;
const NO_IMAGE = 'No such image in the media library.';
const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MiB`;
const noRoom = (used: number, quota: number) =>
  `There is no room for this image: uploaded images may take ${mib(quota)} together and ` +
  `${mib(used)} are used. Ask the site's administrator to raise UPLOADS_QUOTA_MB.`;

/** Why an image in use is kept: where it shows, so staff can choose another image there. */
const inUse = (uses: readonly MediaUse[]) =>
  `This image is used on ${uses.map((u) => u.label).join(', ')}. ` +
  'Choose another image there first, then delete it.';

const itemOf = (record: MediaRecord): MediaItem => ({
  url: mediaUrlOf(record),
  key: record.key,
  width: record.width,
  height: record.height,
  widths: [...new Set(record.variants.map((v) => v.width))],
  alt: record.alt,
  name: record.fileName,
  focalX: record.focalX,
  focalY: record.focalY,
  bytes: record.bytes,
  uploadedAt: record.createdAt,
});

export const mediaRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (
  app,
  { config, store, mediaCache, now },
) => {
  /** One image through the pipeline at a time per process: it takes both cores. */
  let working: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(run: () => Promise<T>): Promise<T> => {
    const result = working.then(run, run);
    working = result.catch(() => undefined);
    return result;
  };

  app.get(
    '/media',
    {
      schema: {
        ...staffDoc(
          'The media library',
          `The uploaded images, newest first (at most ${LISTED}), with their size in pixels, ` +
            'the widths of their variants, alt text, focal point and where each is used.',
        ),
        response: { 200: Type.Array(MediaItem), ...errors([...STAFF_ERRORS]) },
      },
    },
    async () => {
      const images = await store.media.list(LISTED);
      const uses = await store.media.uses(images.map((i) => i.key));
      return images.map((image) => ({ ...itemOf(image), usedBy: uses.get(image.key) ?? [] }));
    },
  );

  await registerMultipart(app);

  app.post(
    '/media',
    {
      ...writeOptions(config),
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        ...staffDoc(
          'Upload an image',
          'multipart/form-data with one field, `file`: a PNG, JPEG or WebP image of at most ' +
            '2 MiB and 14.7 megapixels, 3840 × 3840 (its type is read from its bytes). It is ' +
            'turned upright, stripped of its metadata (EXIF, GPS) and stored in up to five ' +
            'widths as AVIF, WebP and JPEG (PNG when it has transparency). Answers the new ' +
            'image; give it its alt text (PATCH) before using it.',
        ),
        consumes: ['multipart/form-data'],
        response: {
          201: MediaItem,
          ...errors([...WRITE_ERRORS, 413, 415, 422, 507], {
            400:
              'No file, more than one, not in a field named `file`, or a body that is not ' +
              'valid multipart (cut short, another boundary).',
            413:
              `'${TOO_LARGE}', more pixels than an image may have, or an image that took ` +
              'too long to process (the message says which).',
            415: 'Not a PNG, JPEG or WebP image.',
            422: 'An image whose data is damaged or cut short.',
            507: 'The uploaded images already take UPLOADS_QUOTA_MB (the message says how much).',
          }),
        },
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await readUpload(request);
      const record = await oneAtATime(async () => {
        const image = await processImage(bytes, () => now().getTime());
        try {
          return await store.media.put(
            {
              key: randomUUID(),
              originalType: image.originalType,
              width: image.width,
              height: image.height,
              alt: '',
              fileName,
              focalX: 0.5,
              focalY: 0.5,
              variants: image.variants,
            },
            config.uploadsQuotaBytes,
            actorOf(request),
          );
        } catch (error) {
          if (error instanceof MediaQuotaError) {
            throw new HttpError(507, noRoom(error.used, config.uploadsQuotaBytes));
          }
          throw error;
        }
      });
      if (!record) throw new Error('A new image key was taken.');
      request.log.info({ key: record.key, bytes: bytes.length, stored: record.bytes }, 'upload');
      return reply.code(201).send(itemOf(record));
    },
  );

  app.patch<{ Params: MediaKeyParams; Body: MediaFacts }>(
    '/media/:key',
    {
      ...writeOptions(config),
      schema: {
        ...staffDoc(
          'Describe an image',
          'Its alternative text (required: what the image shows, for people who cannot see ' +
            'it) and focal point (fractions of its width and height from the top left: crops ' +
            'keep it in view).',
        ),
        params: MediaKeyParams,
        body: MediaFacts,
        response: { 200: MediaItem, ...errors([...WRITE_ERRORS, 404], { 404: `'${NO_IMAGE}'` }) },
      },
    },
    async (request) => {
      const { alt, focalX, focalY } = request.body;
      const record = await store.media.describe(
        request.params.key,
        { alt: alt.trim(), focalX, focalY },
        actorOf(request),
      );
      if (!record) throw new HttpError(404, NO_IMAGE);
      return itemOf(record);
    },
  );

  app.delete<{ Params: MediaKeyParams }>(
    '/media/:key',
    {
      ...writeOptions(config),
      schema: {
        ...staffDoc(
          'Delete an image',
          'Removes it and its variants on every instance. An image a document or an item shows ' +
            '(its `usedBy`) is kept: 409, naming where.',
        ),
        params: MediaKeyParams,
        response: {
          ...noContent,
          ...errors([...STAFF_ERRORS, 404, 409, 429], { 404: `'${NO_IMAGE}'` }),
        },
      },
    },
    async (request, reply) => {
      const outcome = await store.media.delete(request.params.key, actorOf(request));
      if (outcome === 'missing') throw new HttpError(404, NO_IMAGE);
      if (outcome !== 'deleted') throw new HttpError(409, inUse(outcome));
      await mediaCache.forget(request.params.key);
      return reply.code(204).send();
    },
  );
};
