// One image of the site. An upload of the media library (/media/uploads/<key>.<ext>) becomes a
// <picture>: AVIF and WebP <source>s and the JPEG (or PNG) <img> fallback, each a srcset of the
// widths the image pipeline stored (contract/values/uploads.ts, variantWidths) with `sizes`, so
// the browser fetches the narrowest that fills the slot. Any other image (the site's SVGs) is a
// plain <img>. Always with width and height (no layout shift). The page's largest image (its LCP
// element) is `priority`: fetched at once and first, and preloaded from the page's <head>.

import { preload } from 'react-dom';
import { UPLOAD_URL, variantWidths } from '../../../contract/values/uploads';
import styles from './Picture.module.css';

export interface PictureProps {
  src: string;
  alt: string;
  /** The image's size in pixels (an upload's largest variant): its aspect ratio. */
  width: number;
  height: number;
  /** How wide the image shows (the `sizes` attribute), for the browser's choice of width. */
  sizes: string;
  priority?: boolean;
  /** An upload's focal point (fractions 0–1): a crop (object-fit: cover) keeps it in view. */
  focal?: { x: number; y: number };
  className?: string;
  onError?: () => void;
}

const tenth = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 10);

export function Picture(props: PictureProps) {
  const { src, alt, width, height, sizes, priority = false, focal, className, onError } = props;
  const upload = UPLOAD_URL.exec(src);
  const srcSet = (ext: string) =>
    upload &&
    variantWidths(width)
      .map((w) => `${upload[1]}-${w}.${ext} ${w}w`)
      .join(', ');
  const classes = [
    className,
    focal && `${styles.focal} ${styles[`x${tenth(focal.x)}`]} ${styles[`y${tenth(focal.y)}`]}`,
  ].filter(Boolean);
  const img = (
    <img
      className={classes.length > 0 ? classes.join(' ') : undefined}
      src={src}
      srcSet={srcSet(upload?.[3] === 'png' ? 'png' : 'jpg') ?? undefined}
      sizes={upload ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={onError}
    />
  );
  if (!upload) return img;
  const avif = srcSet('avif')!;
  // Browsers that take AVIF (nearly all) use this preload; the others skip it by its type.
  if (priority) {
    preload(src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avif,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')!} sizes={sizes} />
      {img}
    </picture>
  );
}
