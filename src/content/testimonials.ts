// The home page's 'What Our Clients Say' section and its built-in sample testimonials.

import type { Testimonial as TestimonialShape } from '../../contract/api/public';
import type { Illustration } from './types';

import portraitPlaceholder from '../assets/portrait-placeholder.svg';
import clientPortrait1 from '../assets/client-portrait-1.svg';
import clientPortrait2 from '../assets/client-portrait-2.svg';

/** A client testimonial, as served by `GET /api/ts/getall`. `photo` null means no portrait. */
export type Testimonial = Readonly<TestimonialShape>;

export interface TestimonialsSection {
  readonly heading: string;
  readonly intro: string;
  readonly loadingText: string;
  /** Shown in place of a missing `photo`. */
  readonly placeholderPortrait: Illustration;
  /** Alt text for a testimonial photo, given the client's name. */
  readonly photoAlt: (name: string) => string;
}

export const testimonialsSection = {
  heading: 'What Our Clients Say',
  intro: 'A few words from businesses we have worked with.',
  loadingText: 'Loading testimonials...',
  placeholderPortrait: {
    url: portraitPlaceholder,
    alt: 'Portrait placeholder',
    width: 160,
    height: 160,
  },
  photoAlt: (name: string) => `Portrait of ${name}`,
} as const satisfies TestimonialsSection;

/** Built-in testimonials, shown one second after the testimonials request fails. */
export const sampleTestimonials = [
  {
    id: 1,
    name: 'Priya Shah',
    designation: 'Operations Director, Tidewell Logistics',
    message:
      'Kestrel replaced our patchwork of spreadsheets with a booking system our drivers actually like using. They took the time to understand how our depot works, and the project landed on the date they promised.',
    photo: clientPortrait1,
  },
  {
    id: 2,
    name: 'Tom Whitaker',
    designation: 'Founder, Marlow & Finch Interiors',
    message:
      'Our new website loads in a blink and we now appear on the first page of results for the searches that matter to us. Enquiries through the site roughly doubled in the first six months.',
    photo: clientPortrait2,
  },
  {
    id: 3,
    name: 'Helen Ogunleye',
    designation: 'Practice Manager, Brightwater Dental',
    message:
      'Friendly, straightforward and quick to respond. When something needed fixing on a Friday afternoon, it was fixed before we closed.',
    photo: null,
  },
] as const satisfies readonly Testimonial[];
