// An article of the insights (docs/product.md, "Insights: articles"): one content document of the
// kind `article` per article, under the key `article-<id>` (contract/values/content/articles.ts),
// so that it has a draft, a preview, scheduled publishing, versions and restore as every document
// has. Its address is /insights/<slug> as published: a rename reaches visitors with the publish,
// and the old address then answers 301 (server/content/articles/). Its body is a list of any of
// the library's blocks (contract/blocks/index.ts), rich text among them.

import { type Static, Type } from 'typebox';
import { Block } from '../../blocks';
import { ImageField, ListOf, LongTextField, SeoFields, TextField } from '../../content-fields';
import { PATTERNS } from '../../values/constants';
import { ARTICLE_LIMITS } from '../../values/content/articles';

export const ArticleContent = Type.Object(
  {
    title: TextField(ARTICLE_LIMITS.title, {
      title: 'Title',
      description: 'The article’s heading, and its name in lists, feeds and search results.',
    }),
    slug: Type.String({
      title: 'Address',
      description:
        'The end of its address (/insights/…): lower-case words and hyphens. Changing it keeps the old address working.',
      editor: 'text',
      pattern: PATTERNS.slug,
      maxLength: ARTICLE_LIMITS.slug,
    }),
    summary: LongTextField(ARTICLE_LIMITS.summary, {
      title: 'Summary',
      description: 'A sentence or two: shown on the article’s card, in feeds and in emails.',
    }),
    author: Type.Integer({
      title: 'Author',
      description: 'Whose name, role and photo the article shows.',
      editor: 'author',
      minimum: 1,
      maximum: 2_147_483_647,
    }),
    tags: ListOf(
      TextField(ARTICLE_LIMITS.tag, {
        title: 'Tag',
        description: 'A topic, as readers see it: “Cloud”, “Accessibility”.',
      }),
      {
        title: 'Tags',
        description: 'Readers list articles by tag, and subscribers choose topics among them.',
        maxItems: ARTICLE_LIMITS.tags,
        editor: 'tags',
      },
    ),
    seo: SeoFields,
    image: Type.Optional(
      ImageField({
        title: 'Image',
        description: 'Shown on the article’s card and when it is shared on social networks.',
      }),
    ),
    body: ListOf(Block, { title: 'Body', maxItems: ARTICLE_LIMITS.blocks }),
  },
  { additionalProperties: false },
);
export type ArticleContent = Static<typeof ArticleContent>;

/** A new article's first draft: its title, address and author, a summary to say more in. */
export const newArticleContent = (
  title: string,
  slug: string,
  authorId: number,
): ArticleContent => ({
  title,
  slug,
  summary: 'What this article is about, in a sentence or two.',
  author: authorId,
  tags: [],
  seo: {
    title: title.slice(0, 60),
    description:
      `${title.replace(/[{}]/g, '')}: what we learned, and what it means for teams like yours.`.slice(
        0,
        160,
      ),
  },
  body: [],
});
