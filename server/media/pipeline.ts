// The image pipeline: every upload (and every file imported from UPLOADS_DIR) is decoded once,
// turned upright (its EXIF orientation applied), and re-encoded into the widths of MEDIA_WIDTHS
// (never wider than itself; its own width is the largest when under 1920) in AVIF, WebP and JPEG
// (PNG instead of JPEG when it has transparent pixels). Re-encoding keeps no metadata: EXIF (GPS
// position, camera, times), XMP, IPTC and comments are gone from every variant, and the colours
// are converted to sRGB.
//
// What an upload may cost is bounded by what the widths need. An image is refused before it is
// decoded when its header says it has more pixels than MAX_IMAGE_PIXELS (twice the widest variant
// each way) or a side over MAX_IMAGE_SIDE, and libvips is told the same limit
// (`limitInputPixels`), so a decompression bomb (a small file of a huge image) never takes the
// memory it asks for. The decoder shrinks the image to the widest variant as it reads it (JPEG and
// WebP decode at a fraction of their size), and every variant is made from that, never from the
// full image again. All of it runs in sharp's threads: each call returns a promise at once and
// nothing here touches pixels on the event loop, so other requests are served meanwhile (one
// image at a time per instance: media/staff-routes.ts). An image has PROCESS_SECONDS for all its
// steps: each runs with what is left as sharp's `timeout` (which stops libvips' decoding and
// resizing, not an encoder already running), and none starts once it is spent; past it, 413.

import type { Metadata, OutputInfo, Sharp } from 'sharp';
import { variantWidths } from '../../contract/values/constants';
import type { MediaFormat, MediaSourceType, MediaVariant } from '../db';
import { HttpError } from '../platform/errors';

/** The widest variant the pipeline stores (1920). */
const WIDEST = Math.max(...variantWidths(Number.MAX_SAFE_INTEGER));
/**
 * The most pixels an upload may have: twice the widest variant each way (3840 × 3840, about 14.7
 * megapixels), which holds a 12-megapixel phone photo and a 4K screenshot; more would only be
 * decoded to be thrown away.
 */
const MAX_IMAGE_PIXELS = (2 * WIDEST) ** 2;
/** The longest side an upload may have. */
const MAX_IMAGE_SIDE = 12_000;
/** The longest one image may take, all its steps together (decoding, resizes, encodings). */
const PROCESS_SECONDS = 60;

const megapixels = (pixels: number) => (pixels / 1_000_000).toFixed(1);
const NOT_AN_IMAGE =
  'Only PNG, JPEG and WebP images can be uploaded, and this file is none of them.';
const tooManyPixels = (width: number, height: number) =>
  `The image is too large: ${width} × ${height} pixels. An image may have at most ` +
  `${megapixels(MAX_IMAGE_PIXELS)} megapixels (${2 * WIDEST} × ${2 * WIDEST}) and ` +
  `${MAX_IMAGE_SIDE} pixels a side; make it smaller and upload it again.`;
const TOO_SLOW =
  `The image took more than ${PROCESS_SECONDS} seconds to process, so it was not stored. Make ` +
  'it smaller and upload it again.';
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

/** sharp's error when a step passed its `timeout`. */
const timedOut = (error: unknown) =>
  error instanceof Error && /timeout: \d+% complete/.test(error.message);

/**
 * Runs each step of one image within what is left of its time (ms since the epoch, `deadline`):
 * a step's output, 413 once the time is spent, `failed` for any other error.
 */
const withinTime =
  (deadline: number, now: () => number) =>
  async <T>(pipeline: Sharp, out: (p: Sharp) => Promise<T>, failed: HttpError): Promise<T> => {
    const seconds = Math.ceil((deadline - now()) / 1000);
    if (seconds <= 0) throw new HttpError(413, TOO_SLOW);
    try {
      return await out(pipeline.timeout({ seconds }));
    } catch (error) {
      throw timedOut(error) ? new HttpError(413, TOO_SLOW) : failed;
    }
  };

const raw = (p: Sharp) => p.raw().toBuffer({ resolveWithObject: true });

/**
 * Decodes, checks, turns upright and re-encodes `bytes`; an HttpError (4xx) when refused.
 * `now`: the clock the time limit is read from (ms since the epoch).
 */
export async function processImage(bytes: Buffer, now = Date.now): Promise<ProcessedImage> {
  // Loaded with the first image: libvips and its bindings are 0.7 MB a process that takes no
  // upload never needs.
  const { default: sharp } = await import('sharp');
  const run = withinTime(now() + PROCESS_SECONDS * 1000, now);
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;
  // The header only: nothing is decoded yet.
  const header: Metadata = await run(
    sharp(bytes, { ...options, limitInputPixels: false }),
    (p) => p.metadata(),
    new HttpError(415, NOT_AN_IMAGE),
  );
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

  // Decoded upright and no wider than the widest variant, in one pass (JPEG and WebP shrink as
  // they load): the only time the whole image is read.
  const decoded: { data: Buffer; info: OutputInfo } = await run(
    sharp(bytes, options)
      .autoOrient()
      .resize({ width: WIDEST, withoutEnlargement: true, kernel: 'lanczos3' })
      .toColourspace('srgb'),
    raw,
    new HttpError(422, UNREADABLE),
  );
  const { data, info } = decoded;
  const fault = new HttpError(422, UNREADABLE);
  const rawInput = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const transparent =
    info.channels === 4 && !(await run(sharp(data, rawInput), (p) => p.stats(), fault)).isOpaque;
  const fallback = fallbackFormat(transparent);

  const variants: ProcessedImage['variants'] = [];
  for (const width of variantWidths(info.width)) {
    let resized = sharp(data, rawInput);
    if (!transparent) resized = resized.removeAlpha();
    if (width !== info.width) resized = resized.resize({ width, kernel: 'lanczos3' });
    const { data: pixels, info: size } = await run(resized, raw, fault);
    const source = () =>
      sharp(pixels, { raw: { width: size.width, height: size.height, channels: size.channels } });
    // One encoding at a time: each uses every core through libvips, and holds one of libuv's
    // threads (which file reads and compression share) for as long as it runs.
    const encoders: [MediaFormat, (p: Sharp) => Sharp][] = [
      ['avif', (p) => p.avif(AVIF)],
      ['webp', (p) => p.webp(WEBP)],
      [fallback, (p) => (fallback === 'png' ? p.png(PNG) : p.jpeg(JPEG))],
    ];
    for (const [format, encode] of encoders) {
      const out = await run(encode(source()), (p) => p.toBuffer(), fault);
      variants.push({ width, height: size.height, format, bytes: out.length, data: out });
    }
  }
  const largest = variants[variants.length - 1]!;
  return { originalType, width: largest.width, height: largest.height, transparent, variants };
}
