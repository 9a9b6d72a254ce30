// Requesting a quote: one service, whichever door calls it: the API (POST /api/quote,
// leads/routes/quote.ts) and the quote wizard's own form, posted by the browser before the app runs
// or without JavaScript (POST /quote, site/form-pages.ts). Both doors check the same schema
// (QuoteRequest) first and count in one per-address limit (quoteLimit).
//
// A quote request is a lead like a contact message (contract/values/leads.ts): a row of contact_messages
// of kind `quote`, whose `quote` column holds the service, tier, every answer in words and the
// indicative range, committed with its two emails (the company's notification, Reply-To the
// visitor, and the visitor's acknowledgement) before the visitor is told it was received. The same
// brakes as the contact form (limits.ts). The range is computed here from the pricing page as
// published (contract/values/quote.ts, estimateQuote), never taken from the browser; the answers' words
// are the `quote` document's as published.

import { QUOTE_THANKS } from '../../contract/values/constants';
import type { DocumentData } from '../../contract/documents';
import { type QuoteDetails, quoteMessage } from '../../contract/values/leads';
import type { QuoteAccepted, QuoteRequest } from '../../contract/api/public';
import { estimateQuote, QUOTE_NOT_SURE, QUOTE_QUESTIONS } from '../../contract/values/quote';
import type { Config } from '../config';
import type { PublishedDocuments } from '../content/published';
import type { Caller } from '../platform/caller';
import { HttpError } from '../platform/errors';
import type { GroupLimit } from '../security/rate-limits';
import type { ContactDeps } from './contact';
import { countLeadToday, firstAcknowledgement, honeypotFilled, leadGroupLimit } from './limits';

/** The per-address limit of both doors, counted together (RATE_LIMIT_CONTACT_MAX a minute). */
export const quoteLimit = (config: Config): GroupLimit =>
  leadGroupLimit(config, 'quote', 'Too many quote requests from your address in a short time.');

export interface QuoteDeps extends ContactDeps {
  /** The pricing page and the wizard's words as published now. */
  published: Pick<PublishedDocuments, 'all'>;
}

/**
 * Takes a request that passed the QuoteRequest schema: the accepted answer (its message and the
 * indicative range), or an HttpError (400: a service or tier the pricing page does not offer;
 * 429: the address's daily cap).
 */
export type SubmitQuote = (request: QuoteRequest, caller: Caller) => Promise<QuoteAccepted>;

export function createQuote(deps: QuoteDeps): SubmitQuote {
  const { config, store, counters, emails } = deps;
  return async (body, caller) => {
    if (honeypotFilled(caller, body.website, 'quote request')) {
      return { message: QUOTE_THANKS, estimate: null };
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
    await countLeadToday(counters, config, caller);

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
    caller.log.info('quote request stored');
    return { message: QUOTE_THANKS, estimate };
  };
}
