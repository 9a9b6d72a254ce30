import type { Static } from 'typebox';
import { Group, ImageField, ListOf, RouteField, TextField } from '../content-fields';
import { BlockObject } from './block';

/** A row of logos (clients, partners), each its image and an optional link to a page. */
export const LogoStripBlock = BlockObject(
  'logoStrip',
  {
    heading: TextField(80, { title: 'Heading' }),
    logos: ListOf(
      Group({
        image: ImageField({ title: 'Logo' }),
        link: ListOf(RouteField({ title: 'Leads to' }), {
          title: 'Link (at most one)',
          maxItems: 1,
        }),
      }),
      { title: 'Logos', minItems: 2, maxItems: 12 },
    ),
  },
  {
    title: 'Logo strip',
    description: 'Each logo’s alternative text names it: “Fernbrook Outdoor”.',
  },
);
export type LogoStripBlock = Static<typeof LogoStripBlock>;
