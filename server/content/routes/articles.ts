// What visitors read of the insights (content/insights.ts): a page of a list of published
// articles (all, a tag's or an author's) and a published article with its related ones, for the
// site's navigation to them (a page the server rendered carries the same answer in its data).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ArticleList,
  ArticleParams,
  ArticleView,
  ArticlesQuery,
} from '../../../contract/api/articles';
import { ARTICLES_PAGE_SIZE } from '../../../contract/values/content/articles';
import { errors } from '../../platform/api/route-errors';
import { HttpError } from '../../platform/errors';
import type { Insights } from '../insights';

export const articleRoutes: FastifyPluginAsyncTypebox<{ insights: Insights }> = async (
  app,
  { insights },
) => {
  app.get(
    '/api/articles',
    {
      schema: {
        summary: 'A page of the published articles',
        description:
          `${ARTICLES_PAGE_SIZE} articles a page, newest first: all of them, or those of a tag ` +
          '(`tag`, its slug) or of an author (`author`, their slug, who is described too). 404 ' +
          'for a tag or an author with no published article, or a page past the last.',
        tags: ['content'],
        querystring: ArticlesQuery,
        response: { 200: ArticleList, ...errors([400, 404]) },
      },
    },
    async (request) => {
      const { tag, author, page = '1' } = request.query;
      if (tag !== undefined && author !== undefined) {
        throw new HttpError(400, 'Ask for a tag’s articles or an author’s, not both at once.');
      }
      const list = await insights.list({ tag, author, page: Number(page) });
      if (!list) {
        throw new HttpError(
          404,
          tag !== undefined
            ? 'No published article has this tag.'
            : author !== undefined
              ? 'No author with published articles has this address.'
              : 'There is no such page of articles.',
        );
      }
      return list;
    },
  );

  app.get(
    '/api/articles/:slug',
    {
      schema: {
        summary: 'A published article',
        description:
          'The article as its page shows it: its body’s blocks, its author, its tags and up ' +
          'to three related articles (sharing a tag, newest first). 404 for a slug no ' +
          'published article has.',
        tags: ['content'],
        params: ArticleParams,
        response: { 200: ArticleView, ...errors([400, 404]) },
      },
    },
    async (request) => {
      const article = await insights.article(request.params.slug);
      if (!article) throw new HttpError(404, 'No published article has this address.');
      return article;
    },
  );
};
