// Members and the audit log (admins only: index.ts): GET /api/staff/users?q=&cursor=,
// PATCH /api/staff/users/:id {role} (member, editor or admin), GET /api/staff/audit?cursor= (newest
// first). No password hash ever leaves the store's row.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountPage,
  AccountsQuery,
  AccountSummary,
  AuditPage,
  IdParams,
  PageQuery,
  RoleChange,
} from '../../../contract/api/staff';
import { isStaff } from '../../../contract/values/constants';
import { actorOf } from '../authenticate';
import { LastAdminError } from '../../db';

/** The answer to promoting an account whose address is not verified (docs/security.md). */
export const NOT_VERIFIED =
  'This address is not verified yet: ask its owner to confirm it from their profile, or invite ' +
  'them with npm run staff -- invite.';
import { HttpError } from '../../platform/errors';
import { errors } from '../../platform/api/route-errors';
import {
  STAFF_ERRORS,
  WRITE_ERRORS,
  idOf,
  notFound,
  adminDoc,
  writeOptions,
  type StaffRouteDeps,
} from '../../routes/staff/common';

export const accountRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (
  app,
  { config, store },
) => {
  app.get(
    '/users',
    {
      schema: {
        ...adminDoc(
          'Accounts',
          'Oldest first, 20 a page (`next` → `cursor`); `q`: every word, as the start of a word ' +
            'of the name or email.',
        ),
        querystring: AccountsQuery,
        response: { 200: AccountPage, ...errors([400, ...STAFF_ERRORS]) },
      },
    },
    async (request) => store.staff.accounts.list(request.query),
  );

  app.patch(
    '/users/:id',
    {
      ...writeOptions(config),
      schema: {
        ...adminDoc(
          "Change an account's role",
          'Member, editor (the content) or admin (everything); written to the audit log.',
        ),
        params: IdParams,
        body: RoleChange,
        response: {
          200: AccountSummary,
          ...errors([...WRITE_ERRORS, 404, 409], {
            409:
              'It is the last admin account: make another account admin first; or the address ' +
              'is not verified yet.',
          }),
        },
      },
    },
    async (request) => {
      const id = idOf(request.params, 'account');
      // Whoever signed up first with an address is not its owner until a link sent to it was
      // used: the back office, like `npm run staff -- add`, promotes verified addresses only.
      if (isStaff(request.body.role)) {
        const user = await store.users.findById(id);
        if (!user) throw notFound('account');
        if (user.emailVerifiedAt === null && !isStaff(user.role))
          throw new HttpError(409, NOT_VERIFIED);
      }
      try {
        const account = await store.staff.accounts.setRole(id, request.body.role, actorOf(request));
        if (!account) throw notFound('account');
        return account;
      } catch (error) {
        if (error instanceof LastAdminError) throw new HttpError(409, error.message);
        throw error;
      }
    },
  );

  app.get(
    '/audit',
    {
      schema: {
        ...adminDoc(
          'The audit log',
          'Every change made in the back office, newest first, 20 a page (`next` → `cursor`).',
        ),
        querystring: PageQuery,
        response: { 200: AuditPage, ...errors([400, ...STAFF_ERRORS]) },
      },
    },
    async (request) => store.staff.audit.list(request.query),
  );
};
