// The media library's tables (docs/product.md, "The media library"), as Kysely sees them;
// db/tables.ts adds them to the rest. Times come back as db/columns.ts says.

import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../db/columns';
import type { MediaFormat, MediaSourceType } from '../db/staff-types';

/** An image of the media library (media.ts): what staff say of it; its bytes are its variants. */
interface MediaTable {
  id: Generated<number>;
  /** Generated (a UUID): the image's address is /media/uploads/<key>.<ext>. */
  key: string;
  original_type: MediaSourceType;
  /** The largest variant's size in pixels (as it shows: its EXIF rotation applied). */
  width: number;
  height: number;
  alt: Defaulted<string>;
  /** The name of the file it was uploaded as ('' for an image uploaded before it was kept). */
  file_name: Defaulted<string>;
  focal_x: Defaulted<number>;
  focal_y: Defaulted<number>;
  /** The variants' bytes together (what UPLOADS_QUOTA_MB counts). */
  bytes: number;
  created_at: Timestamp;
  created_by: string;
}

/** One width of one image in one format. */
interface MediaVariantsTable {
  media_id: number;
  width: number;
  height: number;
  format: MediaFormat;
  bytes: number;
  data: Buffer;
}

export interface MediaTables {
  media: MediaTable;
  media_variants: MediaVariantsTable;
}
