// A page staff build from blocks (docs/product.md, "Pages built from blocks"): one content document
// of the kind `page` per page, under the key `page-<id>` (contract/values/content/pages.ts), so that it has
// a draft, a preview, scheduled publishing, versions and restore as every document has. Its
// address is its section and slug as published: a rename reaches visitors with the publish, and
// the old address then answers 301 (server/content/pages/). Its blocks are any of the library's
// (contract/blocks/index.ts): a new kind of block needs no change here.

import { type Static, Type } from 'typebox';
import { Block } from '../../blocks';
import { ImageField, ListOf, SeoFields, TextField } from '../../content-fields';
import { PATTERNS } from '../../values/constants';
import { PAGE_SECTIONS } from '../../values/content/pages';

/** The most blocks one page holds. */
const PAGE_BLOCKS_MAX = 40;

export const PageContent = Type.Object(
  {
    title: TextField(80, {
      title: 'Title',
      description: 'The page’s heading, and its name in the navigation and in search results.',
    }),
    section: Type.String({
      title: 'Section',
      description: 'The page it lives under: its address starts with that page’s.',
      editor: 'route',
      pattern: `^(${PAGE_SECTIONS.join('|')})$`,
    }),
    slug: Type.String({
      title: 'Address',
      description:
        'The end of its address: lower-case words and hyphens. Changing it keeps the old address working.',
      editor: 'text',
      pattern: PATTERNS.slug,
      maxLength: 60,
    }),
    seo: SeoFields,
    image: Type.Optional(
      ImageField({
        title: 'Image when shared',
        description: 'Shown when the page is shared on social networks.',
      }),
    ),
    blocks: ListOf(Block, { title: 'Blocks', maxItems: PAGE_BLOCKS_MAX }),
  },
  { additionalProperties: false },
);
export type PageContent = Static<typeof PageContent>;

/** A new page's first draft: its title, address and a description to say more in. */
export const newPageContent = (title: string, section: string, slug: string): PageContent => ({
  title,
  section,
  slug,
  seo: {
    title: title.slice(0, 60),
    description:
      `${title.replace(/[{}]/g, '')}: what it is, who it is for and how to reach us.`.slice(0, 160),
  },
  blocks: [],
});
