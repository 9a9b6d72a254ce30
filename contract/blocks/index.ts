// The library of blocks a page is built from (docs/product.md). Each kind of block is one file
// of this folder: its TypeBox schema (made with `BlockObject`) and its type beside it; it is
// listed once in BLOCK_SCHEMAS, and its renderer once in src/components/blocks/Blocks.tsx (the
// compiler refuses a kind without one). A block holds the words staff typed; a block showing
// what another document holds (pricing, services, case studies) names that document once in
// BLOCK_DOCUMENTS, so that the page is rendered with it and ships it in its page data.

import { type Static, Type } from 'typebox';
import type { DocumentKey } from '../values/content/document-keys';
import { CallToActionBlock } from './call-to-action';
import { CaseStudiesBlock } from './case-studies';
import { ContactFormBlock } from './contact-form';
import { FaqBlock } from './faq';
import { FeatureGridBlock } from './feature-grid';
import { HeroBlock } from './hero';
import { ImageWithTextBlock } from './image-with-text';
import { LogoStripBlock } from './logo-strip';
import { PricingBlock } from './pricing';
import { RichTextBlock } from './rich-text';
import { ServiceCardsBlock } from './service-cards';
import { StatsBlock } from './stats';
import { TestimonialsBlock } from './testimonials';

const BLOCK_SCHEMAS = [
  RichTextBlock,
  HeroBlock,
  CallToActionBlock,
  FaqBlock,
  ImageWithTextBlock,
  FeatureGridBlock,
  StatsBlock,
  CaseStudiesBlock,
  ServiceCardsBlock,
  PricingBlock,
  LogoStripBlock,
  TestimonialsBlock,
  ContactFormBlock,
] as const;

/** Any block. */
export const Block = Type.Union([...BLOCK_SCHEMAS], { title: 'Block' });
export type Block = Static<typeof Block>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

type Documents<T extends BlockType> =
  readonly DocumentKey[] | ((block: BlockOf<T>) => readonly DocumentKey[]);

/**
 * The content documents a kind of block shows besides its own fields (the company's, which every
 * page has, is not named): all of them, or those the block's settings choose.
 */
const BLOCK_DOCUMENTS: { readonly [T in BlockType]?: Documents<T> } = {
  caseStudies: ['caseStudies'],
  serviceCards: ['services'],
  pricing: ['pricing'],
  contactForm: ['contact'],
};

/** The documents a page of these blocks needs, each once, in the order the blocks name them. */
export function documentsOf(blocks: readonly Block[]): DocumentKey[] {
  const keys = blocks.flatMap((block) => {
    const named = BLOCK_DOCUMENTS[block.type] as Documents<typeof block.type> | undefined;
    return typeof named === 'function' ? named(block) : (named ?? []);
  });
  return [...new Set(keys)];
}
