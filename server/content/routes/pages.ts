// What visitors read of the pages staff build from blocks (content/pages/service.ts): a published
// page by its address (the site's client-side navigation to it; a server-rendered page carries
// it in its page data instead) and the navigation's entries of the frame. From memory: no query.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PageNavigation, PagePathQuery, PublicPage } from '../../../contract/api/pages';
import { errors } from '../../platform/api/route-errors';
import { HttpError } from '../../platform/errors';
import type { Pages } from '../pages/service';

export const publicPageRoutes: FastifyPluginAsyncTypebox<{
  pages: Pick<Pages, 'byPath' | 'navigation'>;
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

  app.get(
    '/api/pages/navigation',
    {
      schema: {
        summary: 'The pages built from blocks in the header and the footer',
        description: 'In the order staff placed them; published pages only.',
        tags: ['content'],
        response: { 200: PageNavigation },
      },
    },
    async () => pages.navigation(),
  );
};
