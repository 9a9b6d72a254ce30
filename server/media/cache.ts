// This instance's disk cache of the media library's variants: the database holds every image's
// bytes (so that any instance serves any upload), and the first request for a variant copies it
// to UPLOADS_DIR/cache/<key>-<width>.<format>, from where it is served afterwards (the operating
// system keeps the hot ones in memory). A variant's bytes never change under its name, so the
// cache needs no invalidation; a deleted image's files are removed here and are never served by
// another instance either (serving reads the image's record from the database first). The folder
// may be emptied at any time.

import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { MediaFormat, MediaRepository } from '../db';

export interface VariantCache {
  read(key: string, width: number, format: MediaFormat): Promise<Buffer | undefined>;
  /** Removes an image's files from this instance's cache. */
  forget(key: string): Promise<void>;
}

export function variantCache(store: MediaRepository, dir: string): VariantCache {
  const fileOf = (key: string, width: number, format: MediaFormat) =>
    path.join(dir, `${key}-${width}.${format}`);
  let made: Promise<unknown> | undefined;
  return {
    async read(key, width, format) {
      const file = fileOf(key, width, format);
      try {
        return await fs.readFile(file);
      } catch {
        // Not cached yet (or the cache was emptied): from the database.
      }
      const bytes = await store.get(key, width, format);
      if (!bytes) return undefined;
      made ??= fs.mkdir(dir, { recursive: true });
      await made;
      // Written aside, then renamed: a reader never sees half a file.
      const aside = `${file}.${randomUUID()}.part`;
      await fs
        .writeFile(aside, bytes, { mode: 0o644 })
        .then(() => fs.rename(aside, file))
        .catch(() => fs.rm(aside, { force: true }));
      return bytes;
    },
    async forget(key) {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((name) => name.startsWith(`${key}-`))
          .map((name) => fs.rm(path.join(dir, name), { force: true })),
      );
    },
  };
}
