// Where an image of the media library is served: /media/uploads/<key>.<ext>, the extension its
// fallback format's (png when it has transparency, else jpg). The library's answers and the
// author profiles' photos (content/articles/) give this address.

import type { MediaRecord } from '../db/staff-types';

/** The address an image is served at: its fallback format's extension. */
export const mediaUrlOf = (record: Pick<MediaRecord, 'key' | 'variants'>): string =>
  `/media/uploads/${record.key}.${record.variants.some((v) => v.format === 'png') ? 'png' : 'jpg'}`;
