// The quote wizard's questions and its indicative price range (docs/product.md, "The quote
// wizard"). One pure function computes the range from the pricing page's plans as published
// (the `pricing` content document, which staff edit): the wizard shows it as the answers change,
// and the server computes it again from the same records when the request is sent, never taking
// the browser's figure. This module imports nothing, so the site can import its values.

/** The answer of the tier step that names no tier. */
export const QUOTE_NOT_SURE = 'not-sure';

/** The scope questions' answers, in the wizard's order; their words are the `quote` document's. */
export const QUOTE_CHOICES = {
  pages: ['up-to-5', 'up-to-20', 'up-to-50', 'over-50'],
  integrations: ['none', 'one', 'two-or-three', 'four-or-more'],
  contentReady: ['ready', 'partly', 'not-yet'],
  deadline: ['flexible', 'three-months', 'one-month'],
  budget: ['under-10k', '10k-30k', '30k-60k', 'over-60k', 'not-sure'],
} as const;

export type QuoteQuestion = keyof typeof QUOTE_CHOICES;
export type QuoteChoice<Q extends QuoteQuestion> = (typeof QUOTE_CHOICES)[Q][number];
export const QUOTE_QUESTIONS = Object.keys(QUOTE_CHOICES) as QuoteQuestion[];

/**
 * How much each answer widens a tier's published range. Not prices: a project of more pages,
 * more integrations, content still to write or a near deadline costs more within the same tier.
 * The budget band changes nothing: it tells staff what the visitor has in mind.
 */
export const QUOTE_FACTORS: {
  readonly [Q in Exclude<QuoteQuestion, 'budget'>]: Readonly<Record<QuoteChoice<Q>, number>>;
} = {
  pages: { 'up-to-5': 1, 'up-to-20': 1.1, 'up-to-50': 1.25, 'over-50': 1.5 },
  integrations: { none: 1, one: 1.1, 'two-or-three': 1.25, 'four-or-more': 1.5 },
  contentReady: { ready: 1, partly: 1.05, 'not-yet': 1.15 },
  deadline: { flexible: 1, 'three-months': 1, 'one-month': 1.2 },
};

/** The figures of a published plan the range needs (contract/documents/pricing/schema.ts has them all). */
export interface PricedPlan {
  readonly id: string;
  readonly service: string;
  readonly tiers: readonly {
    readonly id: string;
    readonly name: string;
    readonly price: { readonly min: number; readonly max: number };
  }[];
}

/** What the range depends on: ids and choices as the wizard sends them, any of them missing. */
export type EstimateInput = Partial<Record<'service' | 'tier' | QuoteQuestion, string>>;

/** An indicative range in whole US dollars; never an offer. */
export interface QuoteEstimate {
  low: number;
  high: number;
  currency: 'USD';
}

/** Ranges are rounded to this many dollars, so that they read as the estimates they are. */
const ROUND_TO = 500;

const factorOf = (question: Exclude<QuoteQuestion, 'budget'>, answer: string | undefined) =>
  (QUOTE_FACTORS[question] as Readonly<Record<string, number>>)[answer ?? ''] ?? 1;

/**
 * The indicative range for these answers: the chosen tier's published range (every tier's, from
 * the lowest minimum to the highest maximum, when the visitor is not sure or has not chosen),
 * widened by the scope answers given so far. Null when no published plan has this service, or
 * the plan no such tier.
 */
export function estimateQuote(
  plans: readonly PricedPlan[],
  input: EstimateInput,
): QuoteEstimate | null {
  const plan = plans.find((candidate) => candidate.id === input.service);
  if (!plan || plan.tiers.length === 0) return null;
  const tier = input.tier ?? '';
  let range: { min: number; max: number };
  if (tier === '' || tier === QUOTE_NOT_SURE) {
    range = {
      min: Math.min(...plan.tiers.map((t) => t.price.min)),
      max: Math.max(...plan.tiers.map((t) => t.price.max)),
    };
  } else {
    const found = plan.tiers.find((t) => t.id === tier);
    if (!found) return null;
    range = found.price;
  }
  const factor =
    factorOf('pages', input.pages) *
    factorOf('integrations', input.integrations) *
    factorOf('contentReady', input.contentReady) *
    factorOf('deadline', input.deadline);
  const round = (n: number) => Math.round(n / ROUND_TO) * ROUND_TO;
  const low = round(range.min * factor);
  return { low, high: Math.max(low, round(range.max * factor)), currency: 'USD' };
}
