// The quote wizard's service, tier and scope answers as its tests send them: a published plan and
// tier of the seeded pricing page, and one of QUOTE_CHOICES (contract/values/quote.ts) for each question.

export const QUOTE_ANSWERS = {
  service: 'web-development',
  tier: 'standard',
  pages: 'up-to-5',
  integrations: 'none',
  contentReady: 'ready',
  deadline: 'flexible',
  budget: 'not-sure',
};
