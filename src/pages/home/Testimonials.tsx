import { useState } from 'react';
import { useGetTestimonialsQuery } from '../../api/api';
import type { ImageInfo, Testimonial } from '../../api/types';
import { apiUrl, config } from '../../config/config';
import { useAppSelector } from '../../app/hooks';
import { LoadingText } from '../../components/LoadingText';
import { Picture } from '../../components/content/Picture';
import { Section } from '../../components/page/Section';
import { sampleTestimonials, testimonialsSection } from '../../content/testimonials';
import { selectSamplesShown } from '../../features/testimonials/testimonialsSlice';
import styles from './Testimonials.module.css';

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

function TestimonialList({ items }: { items: readonly Testimonial[] }) {
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

/**
 * 'What Our Clients Say': loading text, then the testimonials from the API. When the request fails
 * the failure is logged and the built-in samples appear one second later (the store's
 * `testimonials.samplesShown`, set by features/testimonials/testimonialsEffects.ts).
 */
export function Testimonials() {
  const { data, isError } = useGetTestimonialsQuery();
  const samplesShown = useAppSelector(selectSamplesShown);

  let items: readonly Testimonial[] | null = null;
  if (data && !isError) items = data.length > 0 ? data : sampleTestimonials;
  else if (isError && samplesShown) items = sampleTestimonials;

  return (
    <Section title={testimonialsSection.heading} intro={testimonialsSection.intro} centered>
      {items ? (
        <TestimonialList items={items} />
      ) : (
        <div className={styles.loading}>
          <LoadingText>{testimonialsSection.loadingText}</LoadingText>
        </div>
      )}
    </Section>
  );
}
