import { type Static, Type } from 'typebox';
import { ANCHOR_LENGTH } from '../values/content/anchors';
import { BlockObject } from './block';

/** The pricing page's plans (the pricing document): every plan, or the one the block names. */
export const PricingBlock = BlockObject(
  'pricing',
  {
    plan: Type.String({
      title: 'Only this plan (optional)',
      description:
        'The end of its address on the pricing page: web-development for /pricing#web-development. Empty: every plan.',
      editor: 'text',
      pattern: `^$|^[a-z][a-z0-9-]{0,${ANCHOR_LENGTH - 1}}$`,
    }),
  },
  {
    title: 'Pricing table',
    description: 'The plans of the pricing page, with their tiers: edit them there (Pricing).',
  },
);
export type PricingBlock = Static<typeof PricingBlock>;
