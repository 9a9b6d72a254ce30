// The image pipeline: every upload (and every file imported from UPLOADS_DIR) is decoded once,
// turned upright (its EXIF orientation applied), and re-encoded into the widths of MEDIA_WIDTHS
// (never wider than itself; its own width is the largest when under 1920) in AVIF, WebP and JPEG
// (PNG instead of JPEG when it has transparent pixels). Re-encoding keeps no metadata: EXIF (GPS
// position, camera, times), XMP, IPTC and comments are gone from every variant, and the colours
// are converted to sRGB. An image is refused before it is decoded when its header says it is too
// large (MAX_IMAGE_SIDE, MAX_IMAGE_PIXELS), and libvips is told the same limit, so that a
// decompression bomb (a small file of a huge image) never takes the memory it asks for.

import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { variantWidths } from '../../contract/constants';
import type { MediaFormat, MediaSourceType, MediaVariant } from '../db';
import { HttpError } from '../errors';

/** The most pixels an upload may have (40 megapixels: a large camera's photo). */
const MAX_IMAGE_PIXELS = 40_000_000;
/** The longest side an upload may have. */
const MAX_IMAGE_SIDE = 12_000;

const NOT_AN_IMAGE =
  'Only PNG, JPEG and WebP images can be uploaded, and this file is none of them.';
const tooManyPixels = (width: number, height: number) =>
  `The image is too large: ${width} × ${height} pixels. An image may have at most ` +
  `${MAX_IMAGE_PIXELS / 1_000_000} megapixels and ${MAX_IMAGE_SIDE} pixels a side; ` +
  'make it smaller and upload it again.';
const UNREADABLE =
  'The image could not be read: its data is damaged or cut short. Export it again and upload it.';

/** AVIF's effort (0–9): 2 keeps a photo's encoding to a few seconds on two cores. */
const AVIF = { quality: 50, effort: 2 } as const;
const WEBP = { quality: 78, effort: 3 } as const;
const JPEG = { quality: 80, mozjpeg: true } as const;
const PNG = { compressionLevel: 9, effort: 4 } as const;

export interface ProcessedImage {
  originalType: MediaSourceType;
  /** The largest variant's size. */
  width: number;
  height: number;
  /** Has transparent pixels: the fallback format is PNG, not JPEG. */
  transparent: boolean;
  variants: (MediaVariant & { data: Buffer })[];
}

const SOURCE_TYPES: Record<string, MediaSourceType> = { png: 'png', jpeg: 'jpeg', webp: 'webp' };

/** The format every browser shows: PNG for an image with transparency, else JPEG. */
const fallbackFormat = (transparent: boolean): MediaFormat => (transparent ? 'png' : 'jpeg');

/** Decodes, checks, turns upright and re-encodes `bytes`; an HttpError (4xx) when refused. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;
  let header: Metadata;
  try {
    // The header only: nothing is decoded yet.
    header = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, NOT_AN_IMAGE);
  }
  const originalType = SOURCE_TYPES[header.format ?? ''];
  if (!originalType || !header.width || !header.height) throw new HttpError(415, NOT_AN_IMAGE);
  const { width: shownWidth, height: shownHeight } = header.autoOrient;
  if (
    header.width > MAX_IMAGE_SIDE ||
    header.height > MAX_IMAGE_SIDE ||
    header.width * header.height > MAX_IMAGE_PIXELS ||
    (header.pages ?? 1) > 1
  ) {
    throw new HttpError(413, tooManyPixels(shownWidth, shownHeight));
  }

  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(bytes, options)
      .autoOrient()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(422, UNREADABLE);
  }
  const { data, info } = decoded;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const transparent = info.channels === 4 && !(await sharp(data, raw).stats()).isOpaque;
  const fallback = fallbackFormat(transparent);
  const channels = transparent ? data : undefined;

  const variants: ProcessedImage['variants'] = [];
  for (const width of variantWidths(info.width)) {
    let resized = sharp(data, raw);
    if (!channels) resized = resized.removeAlpha();
    if (width !== info.width) resized = resized.resize({ width, kernel: 'lanczos3' });
    const { data: pixels, info: size } = await resized.raw().toBuffer({ resolveWithObject: true });
    const source = () =>
      sharp(pixels, {
        raw: { width: size.width, height: size.height, channels: size.channels },
      });
    const encoded: [MediaFormat, Promise<Buffer>][] = [
      ['avif', source().avif(AVIF).toBuffer()],
      ['webp', source().webp(WEBP).toBuffer()],
      [
        fallback,
        fallback === 'png' ? source().png(PNG).toBuffer() : source().jpeg(JPEG).toBuffer(),
      ],
    ];
    for (const [format, promise] of encoded) {
      const out = await promise;
      variants.push({ width, height: size.height, format, bytes: out.length, data: out });
    }
  }
  const largest = variants[variants.length - 1]!;
  return { originalType, width: largest.width, height: largest.height, transparent, variants };
}
