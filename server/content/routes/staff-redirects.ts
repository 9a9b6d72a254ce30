// The redirects staff manage (content/redirects.ts has the rules; editors and admins):
// GET /api/staff/redirects?q=&cursor= (by old address, 20 a page), POST /api/staff/redirects,
// PUT|DELETE /api/staff/redirects/:id. A refusal answers 400 with the reason and the field at
// fault (`from` or `to`); every change is audited and reaches every instance's table.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Redirect,
  RedirectInput,
  RedirectPage,
  RedirectsQuery,
} from '../../../contract/api/redirects';
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

const REFUSED = 'A rule refused it: the message says which, `field` names `from` or `to`.';

/** The answer without the store's key. */
const shown = ({ key: _key, ...redirect }: Redirect & { key: string }): Redirect => redirect;

export const redirectRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (
  app,
  { config, store, redirects },
) => {
  app.get(
    '/redirects',
    {
      schema: {
        ...staffDoc(
          'Redirects',
          'By old address, 20 a page (`next` → `cursor`); `q`: text the old address or the ' +
            'target contains, ignoring case.',
        ),
        querystring: RedirectsQuery,
        response: { 200: RedirectPage, ...errors([400, ...STAFF_ERRORS]) },
      },
    },
    async (request) => {
      const page = await store.redirects.list(request.query);
      return { ...page, items: page.items.map(shown) };
    },
  );

  app.post(
    '/redirects',
    {
      ...writeOptions(config),
      schema: {
        ...staffDoc(
          'Add a redirect',
          'An old address (a path of this site) answering 301 to `to` (a public page of the ' +
            'site or an http(s) address; the visitor’s query is kept) or, with `kind: gone`, 410.',
        ),
        body: RedirectInput,
        response: { 201: Redirect, ...errors([...WRITE_ERRORS], { 400: REFUSED }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(shown(await redirects.addRedirect(request.body, actorOf(request)))),
  );

  app.put(
    '/redirects/:id',
    {
      ...writeOptions(config),
      schema: {
        ...staffDoc('Change a redirect', 'Checked by the same rules as a new one.'),
        params: IdParams,
        body: RedirectInput,
        response: { 200: Redirect, ...errors([...WRITE_ERRORS, 404], { 400: REFUSED }) },
      },
    },
    async (request) =>
      shown(
        await redirects.updateRedirect(
          idOf(request.params, 'redirect'),
          request.body,
          actorOf(request),
        ),
      ),
  );

  app.delete(
    '/redirects/:id',
    {
      ...writeOptions(config),
      schema: {
        ...staffDoc('Delete a redirect', 'Its old address answers as it would without it.'),
        params: IdParams,
        response: { ...noContent, ...errors([...WRITE_ERRORS, 404]) },
      },
    },
    async (request, reply) => {
      await redirects.removeRedirect(idOf(request.params, 'redirect'), actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
