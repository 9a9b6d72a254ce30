// The media library's shapes (/api/staff/media*, staff only): an uploaded image as the back office
// sees it, and what staff say of it.

import { type Static, Type } from 'typebox';
import { LIMITS } from '../values/constants';
import { Body, Line } from '../fields';

/** A focal point's coordinate: a fraction of the image's width or height, from its top left. */
const FocalPoint = Type.Number({ minimum: 0, maximum: 1 });

/**
 * An image of the media library: where it is served (the largest variant, in the best format the
 * browser takes), its size in pixels as served (its EXIF rotation applied, at most 1920 wide),
 * the widths of its variants (each in AVIF, WebP and JPEG, or PNG when it has transparency, at
 * /media/uploads/<key>-<width>.<avif|webp|jpg|png>), what staff said of it and its stored bytes.
 * Answered by the upload too, to choose it for a page.
 */
export const MediaItem = Type.Object({
  url: Type.String(),
  key: Type.String({ format: 'uuid' }),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  widths: Type.Array(Type.Integer({ minimum: 1 })),
  /** '' until staff give it: an image without alt text cannot be used on the site. */
  alt: Type.String(),
  /** The name of the file it was uploaded as ('' for an image uploaded before names were kept). */
  name: Type.String({ maxLength: 200 }),
  focalX: FocalPoint,
  focalY: FocalPoint,
  bytes: Type.Integer({ minimum: 0 }),
  uploadedAt: Type.String({ format: 'date-time' }),
  /**
   * Where it shows (the library's list only): each document or item, and the back office's page
   * that edits it. An image in use is not deleted.
   */
  usedBy: Type.Optional(Type.Array(Type.Object({ label: Type.String(), path: Type.String() }))),
});
export type MediaItem = Static<typeof MediaItem>;

export const MediaKeyParams = Type.Object(
  { key: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type MediaKeyParams = Static<typeof MediaKeyParams>;

/** What staff say of an image: its alt text (required) and focal point. */
export const MediaFacts = Body({
  alt: Line(LIMITS.imageAlt),
  focalX: FocalPoint,
  focalY: FocalPoint,
});
export type MediaFacts = Static<typeof MediaFacts>;
