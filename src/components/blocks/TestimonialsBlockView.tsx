import type { BlockOf } from '../../../contract/blocks';
import { useGetTestimonialsQuery } from '../../api/api';
import type { Testimonial } from '../../api/types';
import { useTestimonialsListeners } from '../../features/testimonials/testimonialsEffects';
import { Section } from '../page/Section';
import { TestimonialList } from './testimonials/TestimonialList';

/** The testimonials the block names, in its order, or the first ones; as many as it asks. */
const chosen = (all: readonly Testimonial[], names: readonly string[], count: number) =>
  (names.length === 0
    ? all
    : names.flatMap((name) => all.filter((testimonial) => testimonial.name === name))
  ).slice(0, count);

/**
 * Quotes from the testimonials collection, asked of its API once the page runs (as the home page
 * does); until they come, or when there are none, the block shows nothing.
 */
export function TestimonialsBlockView({ block }: { block: BlockOf<'testimonials'> }) {
  // A failed request is logged (testimonialsEffects.ts), as on the home page.
  useTestimonialsListeners();
  const { data } = useGetTestimonialsQuery();
  const items = data ? chosen(data, block.names, block.count) : [];
  if (items.length === 0) return null;
  return (
    <Section id={block.id} title={block.heading} intro={block.intro || undefined} centered>
      <TestimonialList items={items} />
    </Section>
  );
}
