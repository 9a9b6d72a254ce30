// POST /api/quote: the quote wizard's request (docs/product.md, "The quote wizard"). A lead like a
// contact message (contract/leads.ts): a row of contact_messages of kind `quote`, whose `quote`
// column holds the service, tier, every answer in words and the indicative range, committed with
// its two emails (the company's notification, Reply-To the visitor, and the visitor's
// acknowledgement) before the visitor is told it was received. The same brakes as the contact
// form (lead-limits.ts). The range is computed here from the pricing page as published
// (contract/quote.ts, estimateQuote), never taken from the browser; the answers' words are the
// `quote` document's as published.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QUOTE_THANKS } from '../../../contract/constants';
import type { DocumentData } from '../../../contract/documents';
import { type QuoteDetails, quoteMessage } from '../../../contract/leads';
import { QuoteAccepted, QuoteRequest } from '../../../contract/public-api';
import { estimateQuote, QUOTE_NOT_SURE, QUOTE_QUESTIONS } from '../../../contract/quote';
import type { PublishedDocuments } from '../../content/published';
import { HttpError } from '../../platform/errors';
import type { ContactDeps } from '../contact';
import { countLeadToday, firstAcknowledgement, honeypotFilled, leadRateLimit } from '../limits';
import { errors } from '../../platform/api/route-errors';

export interface QuoteRouteDeps extends ContactDeps {
  /** The pricing page and the wizard's words as published now. */
  published: Pick<PublishedDocuments, 'all'>;
}

export const quoteRoutes: FastifyPluginAsyncTypebox<QuoteRouteDeps> = async (app, deps) => {
  const { config, store, counters, emails } = deps;

  app.post(
    '/api/quote',
    {
      config: {
        rateLimit: leadRateLimit(
          config,
          'Too many quote requests from your address in a short time.',
        ),
      },
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
    async (request, reply) => {
      const body = request.body;
      if (honeypotFilled(request, body.website, 'quote request')) {
        return reply.code(201).send({ message: QUOTE_THANKS, estimate: null });
      }
      const published = deps.published.all();
      const pricing = published.pricing as DocumentData<'pricing'>;
      const words = published.quote as DocumentData<'quote'>;
      const plan = pricing.plans.find((p) => p.id === body.service);
      if (!plan) {
        throw new HttpError(
          400,
          `Service must be one of: ${pricing.plans.map((p) => p.id).join(', ')}.`,
        );
      }
      const tier = plan.tiers.find((t) => t.id === body.tier);
      if (!tier && body.tier !== QUOTE_NOT_SURE) {
        throw new HttpError(
          400,
          `Tier must be one of: ${[...plan.tiers.map((t) => t.id), QUOTE_NOT_SURE].join(', ')}.`,
        );
      }
      await countLeadToday(counters, config, request);

      const trimmed = (value: string | undefined) => value?.trim() ?? '';
      const extra = (['company', 'phone'] as const)
        .filter((field) => trimmed(body[field]))
        .map((field) => ({ label: words.contact[field], value: trimmed(body[field]) }));
      const estimate = estimateQuote(pricing.plans, body);
      const details: QuoteDetails = {
        service: plan.service,
        tier: tier?.name ?? words.tier.notSure,
        answers: [
          ...QUOTE_QUESTIONS.map((q) => {
            const options: Readonly<Record<string, string>> = words.scope[q].options;
            return { label: words.scope[q].legend, value: options[body[q]] ?? body[q] };
          }),
          ...extra,
        ],
        estimate,
      };
      const lead = {
        fullName: body.fullName.trim(),
        email: body.email.trim(),
        subject: `Quote: ${details.service} — ${details.tier}`,
        message: quoteMessage(
          details,
          { ...words.review, estimate: words.estimate.heading },
          trimmed(body.message),
        ),
      };
      const acknowledge = await firstAcknowledgement(counters, lead.email);
      await store.contactMessages.insert(lead, emails.quote(lead, details, acknowledge), details);
      deps.notify();
      request.log.info('quote request stored');
      return reply.code(201).send({ message: QUOTE_THANKS, estimate });
    },
  );
};
