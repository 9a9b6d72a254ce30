// The inbox: GET /api/staff/messages?q=&status=unread|handled&cursor= (newest first, with the count
// of unread messages), PATCH /api/staff/messages/:id {status}.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  MessagePage,
  MessageStatusChange,
  MessagesQuery,
  StaffMessage,
  UnreadCount,
} from '../../../contract/api/staff';
import { actorOf } from '../../accounts/authenticate';
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

export const messageRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (
  app,
  { config, store },
) => {
  app.get(
    '/messages',
    {
      schema: {
        ...adminDoc(
          'Contact messages',
          'Newest first, 20 a page (`next` → `cursor`); `q`: every word, as the start of a word of ' +
            'the name, email, subject or text.',
        ),
        querystring: MessagesQuery,
        response: { 200: MessagePage, ...errors([400, ...STAFF_ERRORS]) },
      },
    },
    async (request) => {
      const { q, status, cursor } = request.query;
      return store.staff.messages.list({ q, status, cursor });
    },
  );

  app.get(
    '/messages/unread',
    {
      schema: {
        ...adminDoc('How many messages are unread', "For the navigation's Staff link."),
        response: { 200: UnreadCount, ...errors(STAFF_ERRORS) },
      },
    },
    async () => ({ unread: await store.staff.messages.countUnread() }),
  );

  app.patch(
    '/messages/:id',
    {
      ...writeOptions(config),
      schema: {
        ...adminDoc('Mark a message handled or unread'),
        params: IdParams,
        body: MessageStatusChange,
        response: { 200: StaffMessage, ...errors([...WRITE_ERRORS, 404]) },
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
