// The inbox: GET /api/staff/messages?q=&status=unread|handled&page= (newest first, with the count
// of unread messages), PATCH /api/staff/messages/:id {status}.

import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../auth/staff-guard';
import { MESSAGE_STATUSES, type MessageStatus } from '../../db';
import type { StaffRouteDeps } from './index';
import {
  type IdParams,
  idOf,
  idParams,
  notFound,
  pageOf,
  pageWithCountSchema,
  pageProperty,
  writeOptions,
} from './common';

const messageSchema = {
  type: 'object',
  required: ['id', 'fullName', 'email', 'subject', 'message', 'status', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    fullName: { type: 'string' },
    email: { type: 'string' },
    subject: { type: 'string' },
    message: { type: 'string' },
    status: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;

const listSchema = pageWithCountSchema(messageSchema, 'unread');

const statusProperty = { type: 'string', enum: [...MESSAGE_STATUSES] } as const;

export const messageRoutes: FastifyPluginAsync<StaffRouteDeps> = async (app, { config, store }) => {
  app.get<{ Querystring: { q?: string; status?: MessageStatus; page?: string } }>(
    '/messages',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            q: { type: 'string', maxLength: 200 },
            status: statusProperty,
            page: pageProperty,
          },
        },
        response: { 200: listSchema },
      },
    },
    async (request) => {
      const { q, status, page } = request.query;
      return store.staff.messages.list({ q, status, page: pageOf(page) });
    },
  );

  app.get(
    '/messages/unread',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['unread'],
            properties: { unread: { type: 'integer' } },
          },
        },
      },
    },
    async () => ({ unread: await store.staff.messages.countUnread() }),
  );

  app.patch<IdParams & { Body: { status: MessageStatus } }>(
    '/messages/:id',
    {
      ...writeOptions(config),
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: { status: statusProperty },
        },
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const id = idOf(request.params, 'message');
      const message = await store.staff.messages.setStatus(
        id,
        request.body.status,
        actorOf(request),
      );
      if (!message) throw notFound('message');
      return message;
    },
  );
};
