import type { Static } from 'typebox';
import { Group, ListOf, TextField } from '../content-fields';
import { BlockObject } from './block';

/** A heading over 2 to 6 figures ("98 %", "12 years"), each with what it counts. */
export const StatsBlock = BlockObject(
  'stats',
  {
    heading: TextField(80, { title: 'Heading' }),
    items: ListOf(
      Group({
        value: TextField(16, { title: 'Figure', description: 'Short: "98 %", "12", "24/7".' }),
        label: TextField(80, { title: 'What it counts' }),
      }),
      { title: 'Figures', minItems: 2, maxItems: 6, itemTitle: 'label' },
    ),
  },
  { title: 'Figures (stats)' },
);
export type StatsBlock = Static<typeof StatsBlock>;
