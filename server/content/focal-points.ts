// The focal point of each upload a content document shows, from the media library. A document
// keeps an image's address, alt text and size (staff choose them in its editor); where a crop
// centres is said once, in the library (/staff/media), and reaches every page that shows the
// image: published.ts adds it to each document it reads (as `focalX`/`focalY`, contract/
// content-fields.ts), and reads every document again when staff move a focal point (the media
// repository announces it as it announces a publish). Cards crop such an image to their shape
// around that point (src/components/Card.tsx).

import { UPLOAD_URL } from '../../contract/values/constants';
import type { MediaRepository } from '../db/staff-types';

interface ImageValue {
  url: string;
  focalX?: number;
  focalY?: number;
}

const isUploadImage = (value: object): value is ImageValue =>
  'url' in value && typeof value.url === 'string' && UPLOAD_URL.test(value.url);

/** Every image object of `data` whose address is an upload. */
function uploadImages(data: unknown, found: ImageValue[] = []): ImageValue[] {
  if (Array.isArray(data)) for (const item of data) uploadImages(item, found);
  else if (data !== null && typeof data === 'object') {
    if (isUploadImage(data)) found.push(data);
    else for (const value of Object.values(data)) uploadImages(value, found);
  }
  return found;
}

/**
 * `data` with the library's focal point on each of its uploads (a copy; `data` is not changed).
 * An upload the library no longer holds keeps none: it shows whole.
 */
export async function withFocalPoints<T>(media: MediaRepository, data: T): Promise<T> {
  if (uploadImages(data).length === 0) return data;
  const copy = structuredClone(data);
  const images = uploadImages(copy);
  const keyOf = (image: ImageValue) => UPLOAD_URL.exec(image.url)?.[2] ?? '';
  const records = await media.findMany([...new Set(images.map(keyOf))]);
  const byKey = new Map(records.map((record) => [record.key, record]));
  for (const image of images) {
    const record = byKey.get(keyOf(image));
    delete image.focalX;
    delete image.focalY;
    if (record) Object.assign(image, { focalX: record.focalX, focalY: record.focalY });
  }
  return copy;
}
