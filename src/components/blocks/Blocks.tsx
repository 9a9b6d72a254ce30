import type { ReactNode } from 'react';
import type { Block, BlockOf, BlockType } from '../../../contract/blocks';
import { CallToActionBlockView } from './CallToActionBlockView';
import { CaseStudiesBlockView } from './CaseStudiesBlockView';
import { ContactFormBlockView } from './ContactFormBlockView';
import { FaqBlockView } from './FaqBlockView';
import { FeatureGridBlockView } from './FeatureGridBlockView';
import { HeroBlockView } from './HeroBlockView';
import { ImageWithTextBlockView } from './ImageWithTextBlockView';
import { LogoStripBlockView } from './LogoStripBlockView';
import { PricingBlockView } from './PricingBlockView';
import { RichTextBlockView } from './RichTextBlockView';
import { ServiceCardsBlockView } from './ServiceCardsBlockView';
import { StatsBlockView } from './StatsBlockView';
import { TestimonialsBlockView } from './TestimonialsBlockView';

// The renderers of the blocks a page is built from (contract/blocks/index.ts), one per kind. The
// server renders them and the browser hydrates the same markup; they carry no words of their own
// (everything shown is the block's fields or the documents it names).

type Renderers = { readonly [T in BlockType]: (props: { block: BlockOf<T> }) => ReactNode };

const RENDERERS: Renderers = {
  richText: RichTextBlockView,
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

function BlockView<T extends BlockType>({ block }: { block: BlockOf<T> }) {
  const Render = RENDERERS[block.type as T] as (props: { block: BlockOf<T> }) => ReactNode;
  return <Render block={block} />;
}

/** A page's blocks, in order; a block of an unknown kind (an older reader) is left out. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks
        .filter((block) => block.type in RENDERERS)
        .map((block) => (
          <BlockView key={block.id} block={block} />
        ))}
    </>
  );
}
