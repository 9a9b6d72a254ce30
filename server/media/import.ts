// At start-up: the images uploaded before the media library moved into the database (files
// <uuid>.<png|jpg|webp> in UPLOADS_DIR) that the database lacks are put through the image
// pipeline and stored under their UUID, so that the addresses documents and collections already
// hold (/media/uploads/<uuid>.<ext>) keep working on every instance. Idempotent: a file already
// imported is skipped (one query for the folder), so it runs once per file however often the
// server starts, and two instances starting together import each file once (the key is unique).
// The files are left where they are; once imported they may be removed. A file the pipeline
// refuses (no image, too large) is logged and left alone.

import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor, MediaRepository } from '../db';
import { processImage } from './pipeline';

const LEGACY_NAME = /^([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12})\.(png|jpg|webp)$/;
/** Who the audit log says imported them. */
const IMPORTER: Actor = { id: null, email: 'start-up import (UPLOADS_DIR)' };

export async function importUploads(
  media: MediaRepository,
  dir: string,
  log: FastifyBaseLogger,
): Promise<{ imported: number; refused: number }> {
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) =>
    LEGACY_NAME.test(n),
  );
  const keyOf = (name: string) => LEGACY_NAME.exec(name)![1]!;
  const known = new Set((await media.findMany(names.map(keyOf))).map((m) => m.key));
  let imported = 0;
  let refused = 0;
  for (const name of names.filter((n) => !known.has(keyOf(n)))) {
    const file = path.join(dir, name);
    try {
      const [bytes, stat] = await Promise.all([fs.readFile(file), fs.stat(file)]);
      const image = await processImage(bytes);
      const stored = await media.put(
        {
          key: keyOf(name),
          originalType: image.originalType,
          width: image.width,
          height: image.height,
          alt: '',
          fileName: '',
          focalX: 0.5,
          focalY: 0.5,
          createdAt: stat.mtime.toISOString(),
          variants: image.variants,
        },
        Number.POSITIVE_INFINITY,
        IMPORTER,
      );
      if (stored) imported += 1;
    } catch (error) {
      refused += 1;
      log.warn({ err: error, file: name }, 'An upload in UPLOADS_DIR could not be imported');
    }
  }
  if (imported > 0) log.info({ imported }, 'Imported the uploads of UPLOADS_DIR into the database');
  return { imported, refused };
}
