// POST /api/contact: the contact form. The message is committed to the database before the
// visitor is told it was received.

import type { FastifyPluginAsync } from 'fastify';
import type { DataStore, NewContactMessage } from '../db';
import { NOT_BLANK } from '../errors';
import { LIMITS, emailSchema, lineSchema, messageResponse } from './schemas';

export const CONTACT_THANKS = "Thanks for your message — we'll reply within one business day.";

const contactSchema = {
  type: 'object',
  required: ['fullName', 'email', 'subject', 'message'],
  additionalProperties: false,
  properties: {
    fullName: lineSchema(LIMITS.name),
    email: emailSchema,
    subject: lineSchema(LIMITS.subject),
    message: { type: 'string', minLength: 1, maxLength: LIMITS.message, pattern: NOT_BLANK },
  },
} as const;

export const contactRoutes: FastifyPluginAsync<{ store: DataStore }> = async (app, { store }) => {
  app.post<{ Body: NewContactMessage }>(
    '/api/contact',
    { schema: { body: contactSchema, response: { 201: messageResponse } } },
    async (request, reply) => {
      const { fullName, email, subject, message } = request.body;
      await store.contactMessages.insert({
        fullName: fullName.trim(),
        email: email.trim(),
        subject: subject.trim(),
        message: message.trim(),
      });
      request.log.info('contact message stored');
      return reply.code(201).send({ message: CONTACT_THANKS });
    },
  );
};
