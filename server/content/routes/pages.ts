// What visitors read of the pages staff build from blocks (content/pages/service.ts): a published
// page by its address (the site's client-side navigation to it; a server-rendered page carries
// it in its page data instead). From memory: no query. The pages placed in the navigation reach
// visitors with the site's words (pages/navigation.ts).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PagePathQuery, PublicPage } from '../../../contract/api/pages';
import { errors } from '../../platform/api/route-errors';
import { HttpError } from '../../platform/errors';
import type { Pages } from '../pages/service';

export const publicPageRoutes: FastifyPluginAsyncTypebox<{
  pages: Pick<Pages, 'byPath'>;
}> = async (app, { pages }) => {
  app.get(
    '/api/pages/by-path',
    {
      schema: {
        summary: 'A published page built from blocks, by its address',
        description: '404 for an address that is no published page.',
        tags: ['content'],
        querystring: PagePathQuery,
        response: { 200: PublicPage, ...errors([400, 404]) },
      },
    },
    async (request) => {
      const page = pages.byPath(request.query.path);
      if (!page) throw new HttpError(404, 'No such page.');
      return page;
    },
  );
};
