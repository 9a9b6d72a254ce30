// The description of an uploaded image in an image field: MediaDescription.tsx, loaded in a chunk
// of its own when the field shows an upload of the media library (the editors' start-up code
// stays within its budget). Nothing for any other image.

import { lazy, Suspense } from 'react';
import { useMediaLibraryQuery } from './mediaApi';
import { UPLOAD_URL } from '../../../contract/values/constants';

const MediaDescription = lazy(() =>
  import(/* webpackChunkName: "staff-media" */ './MediaDescription').then((m) => ({
    default: m.MediaDescription,
  })),
);

/**
 * The description of the image at `url` when it is an upload of the media library; nothing for
 * any other image. `onSaved` hears the alt text saved (a page's image field copies it).
 */
export function MediaDetails({
  id,
  url,
  onSaved,
}: {
  id: string;
  url: string | undefined;
  onSaved?: (alt: string) => void;
}) {
  const key = url ? UPLOAD_URL.exec(url)?.[2] : undefined;
  const { data } = useMediaLibraryQuery(undefined, { skip: !key });
  const item = key ? data?.find((i) => i.key === key) : undefined;
  // Keyed by the image: choosing another starts from what is saved of that one.
  return item ? (
    <Suspense fallback={null}>
      <MediaDescription key={item.key} id={id} item={item} onSaved={onSaved} />
    </Suspense>
  ) : null;
}
