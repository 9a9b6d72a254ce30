// Members and the audit log: GET /api/staff/users?page=, PATCH /api/staff/users/:id {role},
// GET /api/staff/audit?page= (newest first). No password hash ever leaves the store's row.

import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/staff-guard';
import { LastStaffError, ROLES, type Role } from '../../db';
import { HttpError } from '../../errors';
import type { StaffRouteDeps } from './index';
import {
  type IdParams,
  idOf,
  idParams,
  notFound,
  pageOf,
  pageOfSchema,
  pageProperty,
  writeOptions,
} from './common';

const accountSchema = {
  type: 'object',
  required: ['id', 'email', 'name', 'role', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;

const auditSchema = {
  type: 'object',
  required: ['id', 'at', 'actorId', 'actorEmail', 'action', 'entity', 'entityId'],
  properties: {
    id: { type: 'integer' },
    at: { type: 'string' },
    actorId: { type: ['integer', 'null'] },
    actorEmail: { type: 'string' },
    action: { type: 'string' },
    entity: { type: 'string' },
    entityId: { type: ['integer', 'null'] },
    before: {},
    after: {},
  },
} as const;

const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { page: pageProperty },
} as const;

export const accountRoutes: FastifyPluginAsync<StaffRouteDeps> = async (app, { config, store }) => {
  app.get<{ Querystring: { page?: string } }>(
    '/users',
    { schema: { querystring: pageQuery, response: { 200: pageOfSchema(accountSchema) } } },
    async (request) => store.staff.accounts.list(pageOf(request.query.page)),
  );

  app.patch<IdParams & { Body: { role: Role } }>(
    '/users/:id',
    {
      ...writeOptions(config),
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['role'],
          additionalProperties: false,
          properties: { role: { type: 'string', enum: [...ROLES] } },
        },
        response: { 200: accountSchema },
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

  app.get<{ Querystring: { page?: string } }>(
    '/audit',
    { schema: { querystring: pageQuery, response: { 200: pageOfSchema(auditSchema) } } },
    async (request) => store.staff.audit.list(pageOf(request.query.page)),
  );
};
