// POST /api/contact: the contact form. The work is the contact service's (leads/contact.ts),
// which the contact page's own form calls too: the message and its two emails are committed
// before the visitor is told it was received; the abuse brakes (docs/security.md) are the quote
// wizard's too (lead-limits.ts): the per-address rate limit (RATE_LIMIT_CONTACT_MAX per minute,
// shared with the page's form), the daily cap, the honeypot and one acknowledgement an hour.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactMessage, Message } from '../../../contract/api/public';
import type { Config } from '../../config';
import { contactLimit, type SubmitContact } from '../contact';
import { groupRateLimit } from '../../security/rate-limits';
import { errors } from '../../platform/api/route-errors';

export interface ContactRouteDeps {
  config: Config;
  submitContact: SubmitContact;
}

export const contactRoutes: FastifyPluginAsyncTypebox<ContactRouteDeps> = async (app, deps) => {
  app.post(
    '/api/contact',
    {
      config: { rateLimit: groupRateLimit(contactLimit(deps.config)) },
      schema: {
        summary: 'Send a contact message',
        description:
          'Stores the message and queues its two emails (the company is told, the visitor ' +
          'gets an acknowledgement) before answering. A filled `website` field (the honeypot) ' +
          'gets the same answer and nothing is stored.',
        tags: ['contact'],
        body: ContactMessage,
        response: {
          201: Message,
          ...errors([400, 429], {
            429: 'Too many messages from this address in a minute, or in a day.',
          }),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ message: await deps.submitContact(request.body, request) }),
  );
};
