import { useGetTestimonialsQuery } from '../../api/api';
import type { Testimonial } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { LoadingText } from '../../components/LoadingText';
import { Section } from '../../components/page/Section';
import { sampleTestimonials, testimonialsSection } from '../../content/testimonials';
import { useTestimonialsListeners } from '../../features/testimonials/testimonialsEffects';
import { selectSamplesShown } from '../../features/testimonials/testimonialsSlice';
import { TestimonialList } from '../../components/blocks/testimonials/TestimonialList';
import styles from './Testimonials.module.css';

/**
 * 'What Our Clients Say': loading text, then the testimonials from the API. When the request fails
 * the failure is logged and the built-in samples appear one second later (the store's
 * `testimonials.samplesShown`, set by features/testimonials/testimonialsEffects.ts).
 */
export function Testimonials() {
  useTestimonialsListeners();
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
