// The back office's words for describing an image of the media library (MediaDetails.tsx):
// its alternative text and focal point.

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
