// Members and the audit log: GET /api/staff/users?page=, PATCH /api/staff/users/:id {role},
// GET /api/staff/audit?page= (newest first). No password hash ever leaves the store's row.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountPage,
  AccountSummary,
  AuditPage,
  IdParams,
  PageQuery,
  RoleChange,
} from '../../../contract/staff-api';
import { actorOf } from '../../auth/authenticate';
import { LastStaffError } from '../../db';
import { HttpError } from '../../errors';
import { errors } from '../schemas';
import {
  STAFF_ERRORS,
  WRITE_ERRORS,
  idOf,
  notFound,
  pageOf,
  staffDoc,
  writeOptions,
  type StaffRouteDeps,
} from './common';

export const accountRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (
  app,
  { config, store },
) => {
  app.get(
    '/users',
    {
      schema: {
        ...staffDoc('Accounts', 'Oldest first, 20 a page.'),
        querystring: PageQuery,
        response: { 200: AccountPage, ...errors([400, ...STAFF_ERRORS]) },
      },
    },
    async (request) => store.staff.accounts.list(pageOf(request.query.page)),
  );

  app.patch(
    '/users/:id',
    {
      ...writeOptions(config),
      schema: {
        ...staffDoc('Make an account staff or member'),
        params: IdParams,
        body: RoleChange,
        response: {
          200: AccountSummary,
          ...errors([...WRITE_ERRORS, 404, 409], {
            409: 'It is the last staff account: make another account staff first.',
          }),
        },
      },
    },
    async (request) => {
      const id = idOf(request.params, 'account');
      try {
        const account = await store.staff.accounts.setRole(id, request.body.role, actorOf(request));
        if (!account) throw notFound('account');
        return account;
      } catch (error) {
        if (error instanceof LastStaffError) throw new HttpError(409, error.message);
        throw error;
      }
    },
  );

  app.get(
    '/audit',
    {
      schema: {
        ...staffDoc('The audit log', 'Every change made in the back office, newest first.'),
        querystring: PageQuery,
        response: { 200: AuditPage, ...errors([400, ...STAFF_ERRORS]) },
      },
    },
    async (request) => store.staff.audit.list(pageOf(request.query.page)),
  );
};
