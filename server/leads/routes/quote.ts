// POST /api/quote: the quote wizard's request (docs/product.md, "The quote wizard"). The work is
// the quote service's (leads/quote.ts), which the wizard's own form calls too: the request and its
// two emails are committed before the visitor is told it was received, with the indicative range
// the server computed from the published prices.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QuoteAccepted, QuoteRequest } from '../../../contract/api/public';
import type { Config } from '../../config';
import { errors } from '../../platform/api/route-errors';
import { groupRateLimit } from '../../security/rate-limits';
import { quoteLimit, type SubmitQuote } from '../quote';

export interface QuoteRouteDeps {
  config: Config;
  submitQuote: SubmitQuote;
}

export const quoteRoutes: FastifyPluginAsyncTypebox<QuoteRouteDeps> = async (app, deps) => {
  app.post(
    '/api/quote',
    {
      config: { rateLimit: groupRateLimit(quoteLimit(deps.config)) },
      schema: {
        summary: 'Request a quote',
        description:
          'Stores the quote request as a lead (a contact message of kind `quote`) and queues its ' +
          'two emails before answering, with the indicative range the server computed from the ' +
          'published prices. A filled `website` field (the honeypot) gets the same answer, ' +
          'without a range, and nothing is stored.',
        tags: ['contact'],
        body: QuoteRequest,
        response: {
          201: QuoteAccepted,
          ...errors([400, 429], {
            400: 'A field breaks a rule, or the service or tier is not one the pricing page offers.',
            429: 'Too many requests from this address in a minute, or too many leads in a day.',
          }),
        },
      },
    },
    async (request, reply) => reply.code(201).send(await deps.submitQuote(request.body, request)),
  );
};
