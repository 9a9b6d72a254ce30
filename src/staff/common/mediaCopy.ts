// The back office's words for the media library: its page (MediaPage.tsx) and its uploads
// (MediaUploads.tsx), and describing an image (MediaDetails.tsx): its alternative text and focal
// point.

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

export const mediaCopy = {
  title: 'About this image',
  hint:
    'Its alternative text is required before the image can be used on the site. The focal ' +
    'point is what crops (square thumbnails, cards) keep in view.',
  alt: 'Alternative text',
  altHint: 'What the image shows, for people who cannot see it.',
  altMissing: 'Give the image its alternative text.',
  focalX: 'Focal point across (0 = left, 1 = right)',
  focalY: 'Focal point down (0 = top, 1 = bottom)',
  picker: (x: number, y: number) =>
    `Focal point at ${percent(x)} across and ${percent(y)} down: click the image, or use the ` +
    'arrow keys, to move it',
  save: 'Save the description',
  saving: 'Saving…',
  saved: 'The description is saved.',
  failed: 'The description could not be saved.',
};

const kib = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KiB`;

export const libraryCopy = {
  title: 'Media library',
  intro:
    'The images uploaded for pages, products and testimonials, newest first. Every image needs ' +
    'its description before it can be used on the site. An image in use cannot be deleted: ' +
    'choose another image where it shows first.',
  uploadTitle: 'Upload images',
  uploadHint:
    'PNG, JPEG or WebP, at most 2 MiB each. Choose several at once, or drop them here. Then ' +
    'describe each one.',
  chooseFiles: 'Choose images to upload',
  uploading: (name: string, percent: number) => `${name}: uploading, ${percent}%`,
  uploaded: (name: string) => `${name}: uploaded`,
  refused: (name: string) => `${name}: not uploaded`,
  progress: (name: string) => `Upload of ${name}`,
  uploadFailed: 'The image could not be uploaded.',
  offline: 'The image could not be sent: check the connection, then try again.',
  describeNow: 'Describe it now: the image cannot be used until it has its description.',
  clearUploads: 'Clear the finished uploads',
  described: (alt: string) => `Described: “${alt}”`,
  failed: 'The media library could not be loaded.',
  empty: 'No image has been uploaded yet.',
  noAlt: 'No description yet',
  facts: (width: number, height: number, bytes: number, at: string) =>
    `${width} × ${height} pixels, ${kib(bytes)} in all its sizes, uploaded ` +
    new Date(at).toLocaleDateString('en-US', { dateStyle: 'medium' }),
  usedOn: 'Used on:',
  unused: 'Not used on the site.',
  delete: 'Delete',
  confirmDelete: 'Delete for good',
  cancel: 'Keep it',
  deleted: 'The image is deleted.',
  deleteFailed: 'The image could not be deleted.',
};

/** The media library as an image field shows it, to choose from (fields/MediaLibrary.tsx). */
export const pickerCopy = {
  search: 'Search the images',
  searchHint: 'By description or file name.',
  none: 'No image matches the search.',
  noDescription: 'No description yet',
  use: 'Use this image',
  inUse: 'In this field now',
  /** The image's name for its buttons: its description, or its file name and size. */
  imageName: (alt: string, name: string, width: number, height: number) =>
    alt || `${name || 'image'} (${width} × ${height} pixels)`,
  needsDescription: 'Describe it first: an image without a description cannot be used.',
  describe: 'Describe it',
  closeDescribe: 'Close the description',
};
