// A page staff built from blocks, as the public API answers it (GET /api/pages/by-path), for the
// tests of its public page: "Cloud migration" under Services, its first block a rich text.

import type { Block } from '../../contract/blocks';
import { fromParagraphs } from '../../contract/rich-text';
import type { BuiltPage } from '../../src/api/types';

/** The page with the intro block, then `more`. */
export const cloudMigrationPage = (...more: Block[]): BuiltPage => ({
  id: 7,
  path: '/services/cloud-migration',
  publishedAt: '2026-11-29T05:00:00.000Z',
  content: {
    title: 'Cloud migration',
    section: '/services',
    slug: 'cloud-migration',
    seo: {
      title: 'Cloud migration',
      description: 'Moving your systems to the cloud without stopping them, with {name}.',
    },
    blocks: [
      {
        type: 'richText',
        id: 'intro',
        heading: 'How we move',
        body: fromParagraphs('Step by step.'),
      },
      ...more,
    ],
  },
});
