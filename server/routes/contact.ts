// POST /api/contact: the contact form. The message is committed to the database, together with
// its two emails (the company's notification, Reply-To the visitor, and the visitor's
// acknowledgement: server/mail/), before the visitor is told it was received.
//
// Abuse brakes (docs/security.md), shared with the quote wizard (lead-limits.ts): a per-address
// rate limit (RATE_LIMIT_CONTACT_MAX per minute), a daily cap of stored leads per address
// (CONTACT_DAILY_MAX, counted in the CounterStore), and a honeypot: the form has a `website` field
// that people never see or reach; a bot that fills it is told its message was received, and
// nothing is stored. The acknowledgement goes to any address typed in the form, so it repeats no
// free text (mail/content.ts) and goes at most once an hour to one address.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTACT_THANKS } from '../../contract/constants';
import { ContactMessage, Message } from '../../contract/public-api';
import type { Config } from '../config';
import type { DataStore } from '../db';
import type { Emails } from '../mail/emails';
import type { CounterStore } from '../security/counter-store';
import { countLeadToday, firstAcknowledgement, honeypotFilled, leadRateLimit } from './lead-limits';
import { errors } from './schemas';

export interface ContactRouteDeps {
  config: Config;
  store: DataStore;
  counters: CounterStore;
  emails: Emails;
  /** Tells the outbox worker that an email was queued. */
  notify(): void;
}

export const contactRoutes: FastifyPluginAsyncTypebox<ContactRouteDeps> = async (app, deps) => {
  const { config, store, counters, emails } = deps;

  app.post(
    '/api/contact',
    {
      config: {
        rateLimit: leadRateLimit(config, 'Too many messages from your address in a short time.'),
      },
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
    async (request, reply) => {
      const { fullName, email, subject, message } = request.body;
      if (honeypotFilled(request, request.body.website, 'contact message')) {
        return reply.code(201).send({ message: CONTACT_THANKS });
      }
      await countLeadToday(counters, config, request);

      const stored = {
        fullName: fullName.trim(),
        email: email.trim(),
        subject: subject.trim(),
        message: message.trim(),
      };
      const acknowledge = await firstAcknowledgement(counters, stored.email);
      await store.contactMessages.insert(stored, emails.contact(stored, acknowledge));
      deps.notify();
      request.log.info('contact message stored');
      return reply.code(201).send({ message: CONTACT_THANKS });
    },
  );
};
