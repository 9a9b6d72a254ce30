import { useState } from 'react';
import type { ImageInfo, Testimonial } from '../../../api/types';
import { apiUrl, config } from '../../../config/config';
import { Picture } from '../../content/Picture';
import { testimonialsSection } from '../../../content/testimonials';
import styles from './TestimonialList.module.css';

const PHOTO_SIZE = 80;

/** The API gives photos as paths on its own host ('/media/...'); absolute URLs stay as they are. */
const photoUrl = (photo: string | null): string | null => {
  const trimmed = photo?.trim();
  if (!trimmed) return null;
  return trimmed.startsWith('/') && !trimmed.startsWith('//')
    ? apiUrl(config.testimonialsApi, trimmed)
    : trimmed;
};

function Portrait({
  name,
  photo,
  info,
}: Pick<Testimonial, 'name' | 'photo'> & { info?: ImageInfo }) {
  const url = photoUrl(photo);
  // A photo that fails to load falls back to the placeholder too.
  const [broken, setBroken] = useState(false);
  const { placeholderPortrait } = testimonialsSection;
  const usePlaceholder = !url || broken;
  return (
    <Picture
      className={styles.photo}
      src={usePlaceholder ? placeholderPortrait.url : url}
      // An upload says what it shows (the media library's alt text, required to use it).
      alt={
        usePlaceholder ? placeholderPortrait.alt : info?.alt || testimonialsSection.photoAlt(name)
      }
      width={PHOTO_SIZE}
      height={PHOTO_SIZE}
      // The round crop keeps the upload's focal point (a face) in view.
      focal={usePlaceholder || !info ? undefined : { x: info.focalX, y: info.focalY }}
      sizes="64px"
      onError={usePlaceholder ? undefined : () => setBroken(true)}
    />
  );
}

/** Testimonials as quotes, each with its client's portrait, name and role. */
export function TestimonialList({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className={styles.list}>
      {items.map((t) => (
        <li key={t.id}>
          <figure className={styles.card}>
            <svg className={styles.mark} viewBox="0 0 32 24" aria-hidden="true" focusable="false">
              <path d="M0 24V14C0 6 4 1 12 0v5c-4 1-6 4-6 8h6v11Zm18 0V14c0-8 4-13 12-14v5c-4 1-6 4-6 8h6v11Z" />
            </svg>
            <blockquote className={styles.quote}>
              <p>{t.message}</p>
            </blockquote>
            <figcaption className={styles.author}>
              <Portrait name={t.name} photo={t.photo} info={t.photoInfo} />
              <span>
                <span className={styles.name}>{t.name}</span>
                <span className={styles.designation}>{t.designation}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
