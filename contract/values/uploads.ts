// An upload's variants and address, shared by the site, the server and the image pipeline
// (contract/values/constants.ts re-exports them). This module imports nothing, and is small: the
// pages' pictures import it in their start-up code.

/** The widths the image pipeline stores every upload in (server/media/pipeline.ts). */
const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The widths of an upload's variants, the largest `width` (never over 1920), narrowest first. */
export const variantWidths = (width: number): number[] => {
  const largest = Math.min(width, 1920);
  return [...MEDIA_WIDTHS.filter((w) => w < largest), largest];
};

/**
 * An upload's address, /media/uploads/<key>.<ext>, perhaps on another host: 1, the address
 * without its extension (a variant is `${1}-<width>.<avif|webp|jpg|png>`); 2, its key (a UUID);
 * 3, its extension (png when the image has transparency, else jpg; webp for older uploads).
 */
export const UPLOAD_URL =
  /^(.*\/media\/uploads\/([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}))\.(png|jpg|webp)$/;
