// The pages staff build from blocks (content/pages/service.ts; editors and admins), under
// /api/staff: GET /pages (every page), POST /pages (a new one, a draft), PUT /pages/navigation
// (the places in the header and footer), POST /pages/:id/unpublish, DELETE /pages/:id (its
// address answers 410). A page's words, draft, publish, versions and restore are its document's:
// /documents/page-<id>/… (staff-documents.ts). Every change is audited and reaches every instance.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NewPage, PagePlaces, PageSummary } from '../../../contract/api/pages';
import { IdParams } from '../../../contract/api/staff';
import { actorOf } from '../../accounts/authenticate';
import { errors, noContent } from '../../platform/api/route-errors';
import {
  STAFF_ERRORS,
  WRITE_ERRORS,
  idOf,
  staffDoc,
  writeOptions,
  type StaffRouteDeps,
} from '../../routes/staff/common';

export const pageRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (
  app,
  { config, pages },
) => {
  const write = writeOptions(config);

  app.get(
    '/pages',
    {
      schema: {
        ...staffDoc('Pages built from blocks', 'Every page, in the navigation’s order.'),
        response: { 200: Type.Array(PageSummary), ...errors([...STAFF_ERRORS]) },
      },
    },
    () => pages.list(),
  );

  app.post(
    '/pages',
    {
      ...write,
      schema: {
        ...staffDoc(
          'Add a page',
          'A draft visitors do not see until it is published, its address made from its title ' +
            'under `section` (the first free one).',
        ),
        body: NewPage,
        response: { 201: PageSummary, ...errors([...WRITE_ERRORS]) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await pages.create(request.body, actorOf(request))),
  );

  app.put(
    '/pages/navigation',
    {
      ...write,
      schema: {
        ...staffDoc(
          'Place pages in the navigation',
          'Each listed page’s place (none, header, footer) and order there; every instance ' +
            'shows it at once.',
        ),
        body: PagePlaces,
        response: { 200: Type.Array(PageSummary), ...errors([...WRITE_ERRORS, 404]) },
      },
    },
    (request) => pages.place(request.body.places, actorOf(request)),
  );

  app.post(
    '/pages/:id/unpublish',
    {
      ...write,
      schema: {
        ...staffDoc(
          'Take a page down',
          'Its address answers 404 and it leaves the navigation until it is published again.',
        ),
        params: IdParams,
        response: { 200: PageSummary, ...errors([...WRITE_ERRORS, 404]) },
      },
    },
    (request) => pages.unpublish(idOf(request.params, 'page'), actorOf(request)),
  );

  app.delete(
    '/pages/:id',
    {
      ...write,
      schema: {
        ...staffDoc(
          'Delete a page',
          'With every version; the address it was published at answers 410 (gone).',
        ),
        params: IdParams,
        response: { ...noContent, ...errors([...WRITE_ERRORS, 404]) },
      },
    },
    async (request, reply) => {
      await pages.remove(idOf(request.params, 'page'), actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
