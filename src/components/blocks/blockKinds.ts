import type { BlockOf, BlockType } from '../../../contract/blocks';
import type { ReactNode } from 'react';
import { CallToActionBlockView } from './CallToActionBlockView';
import { CaseStudiesBlockView } from './CaseStudiesBlockView';
import { ContactFormBlockView } from './ContactFormBlockView';
import { FaqBlockView } from './FaqBlockView';
import { FeatureGridBlockView } from './FeatureGridBlockView';
import { HeroBlockView } from './HeroBlockView';
import { ImageWithTextBlockView } from './ImageWithTextBlockView';
import { LogoStripBlockView } from './LogoStripBlockView';
import { PricingBlockView } from './PricingBlockView';
import { ServiceCardsBlockView } from './ServiceCardsBlockView';
import { StatsBlockView } from './StatsBlockView';
import { TestimonialsBlockView } from './TestimonialsBlockView';

// The renderers of every kind of block but rich text, one chunk that Blocks.tsx loads where a
// page shows one of them (rich text, an article's usual body, is a chunk of its own).

/** The kinds of block whose renderers are here. */
export type LaidOutKind = Exclude<BlockType, 'richText'>;

export const LAID_OUT: {
  readonly [T in LaidOutKind]: (props: { block: BlockOf<T> }) => ReactNode;
} = {
  hero: HeroBlockView,
  callToAction: CallToActionBlockView,
  faq: FaqBlockView,
  imageWithText: ImageWithTextBlockView,
  featureGrid: FeatureGridBlockView,
  stats: StatsBlockView,
  caseStudies: CaseStudiesBlockView,
  serviceCards: ServiceCardsBlockView,
  pricing: PricingBlockView,
  logoStrip: LogoStripBlockView,
  testimonials: TestimonialsBlockView,
  contactForm: ContactFormBlockView,
};
