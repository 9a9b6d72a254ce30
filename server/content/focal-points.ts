// What the media library says of each upload a content document shows: its alternative text and
// its focal point. A document keeps an image's address and size (staff choose them in its editor)
// and a copy of its alt text; what the image shows and where a crop centres are said once, in the
// library (/staff/media, or "About this image" under the field), and reach every page that shows
// the image: published.ts adds them to each document it reads (`alt`, and `focalX`/`focalY`,
// contract/content-fields.ts), and reads every document again when staff describe an image (the
// media repository announces it as it announces a publish). So choosing another picture never
// keeps the old one's words, and correcting a description corrects every page at once. Cards
// crop such an image to their shape around the point (src/components/content/Card.tsx). Publishing a
// document is refused while an image it shows has no alternative text (undescribedImage).

import { UPLOAD_URL } from '../../contract/values/constants';
import type { MediaRecord, MediaRepository } from '../db/staff-types';

interface ImageValue {
  url: string;
  alt?: string;
  focalX?: number;
  focalY?: number;
}

/** An image field's value (contract/content-fields.ts ImageField): an address and a size. */
const isImage = (value: object): value is ImageValue =>
  'url' in value && typeof value.url === 'string' && 'width' in value && 'height' in value;

const keyOf = (image: ImageValue) => UPLOAD_URL.exec(image.url)?.[2];

/** Every image object of `data` with its path (list indexes as numbers). */
function imagesIn(
  data: unknown,
  path: (string | number)[] = [],
  found: { image: ImageValue; path: (string | number)[] }[] = [],
) {
  if (Array.isArray(data)) data.forEach((item, i) => imagesIn(item, [...path, i], found));
  else if (data !== null && typeof data === 'object') {
    if (isImage(data)) found.push({ image: data, path });
    else for (const [name, value] of Object.entries(data)) imagesIn(value, [...path, name], found);
  }
  return found;
}

/** The library's records of the uploads among `images`, by key. */
async function recordsOf(
  media: MediaRepository,
  images: ImageValue[],
): Promise<Map<string, MediaRecord>> {
  const keys = [...new Set(images.map(keyOf).filter((key) => key !== undefined))];
  const records = keys.length === 0 ? [] : await media.findMany(keys);
  return new Map(records.map((record) => [record.key, record]));
}

/**
 * `data` with the library's alt text and focal point on each of its uploads (a copy; `data` is
 * not changed). An upload the library no longer holds keeps its own words and no focal point: it
 * shows whole; one the library has no words for yet keeps the document's.
 */
export async function withLibraryFacts<T>(media: MediaRepository, data: T): Promise<T> {
  if (!imagesIn(data).some(({ image }) => keyOf(image))) return data;
  const copy = structuredClone(data);
  const uploads = imagesIn(copy)
    .map(({ image }) => image)
    .filter((image) => keyOf(image));
  const byKey = await recordsOf(media, uploads);
  for (const image of uploads) {
    const record = byKey.get(keyOf(image) ?? '');
    delete image.focalX;
    delete image.focalY;
    if (!record) continue;
    Object.assign(image, { focalX: record.focalX, focalY: record.focalY });
    if (record.alt) image.alt = record.alt;
  }
  return copy;
}

/**
 * The path of the first image of `data` that has no alternative text ("hero.image"): an upload
 * whose library record has none (or that the library no longer holds), or another image whose
 * own words are empty. Undefined when every image is described.
 */
export async function undescribedImage(
  media: MediaRepository,
  data: unknown,
): Promise<string | undefined> {
  const images = imagesIn(data);
  const byKey = await recordsOf(
    media,
    images.map(({ image }) => image),
  );
  const missing = images.find(({ image }) => {
    const key = keyOf(image);
    return key ? !byKey.get(key)?.alt : !image.alt?.trim();
  });
  return missing?.path.join('.');
}
