// Leads: every contact message and quote request is one, with a stage in the sales pipeline
// (docs/product.md, "Leads"). This module imports nothing, so the site's staff screens and the
// quote wizard can import it without the schema library; the schemas of what the API takes and
// answers live beside the others (contract/api/staff.ts, contract/api/public.ts).

/** Where a lead stands, in the order the board shows the columns. */
export const LEAD_STAGES = ['new', 'contacted', 'proposal', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** @public (the staff screens read it) */
export const LEAD_STAGE_LABELS: Readonly<Record<LeadStage, string>> = {
  new: 'New',
  contacted: 'Contacted',
  proposal: 'Proposal sent',
  won: 'Won',
  lost: 'Lost',
};

/** How a lead came: the contact form, or the quote wizard. */
export const LEAD_KINDS = ['message', 'quote'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** @public (the staff screens and the CSV export read it) */
export const LEAD_KIND_LABELS: Readonly<Record<LeadKind, string>> = {
  message: 'Message',
  quote: 'Quote request',
};

/**
 * What a quote request stores beside the contact details (the `quote` column, as JSON): the
 * service and tier asked about, every answer as the visitor saw it (label and value, in the
 * wizard's order), and the indicative range shown to them, when there was one.
 *
 * @public (the quote wizard writes it, the staff screens read it)
 */
export interface QuoteDetails {
  service: string;
  /** A tier's name, or "Not sure". */
  tier: string;
  answers: { label: string; value: string }[];
  estimate: { low: number; high: number; currency: string } | null;
}

/** @public (the schemas read it) */
export const LEAD_LIMITS = {
  /** Why a lead was lost. */
  lostReason: 300,
  /** A note on a lead. */
  note: 2000,
} as const;

/** An indicative range in dollars: '$25,500 – $38,000'. */
export const formatRange = ({ low, high }: { low: number; high: number }): string =>
  `$${low.toLocaleString('en-US')} – $${high.toLocaleString('en-US')}`;

/** The words of the lines a quote request's message starts with (the `quote` document's). */
interface QuoteLineLabels {
  service: string;
  tier: string;
  estimate: string;
}

const estimateText = (estimate: NonNullable<QuoteDetails['estimate']>): string =>
  `${formatRange(estimate)} (${estimate.currency})`;

/**
 * A quote request's message as stored: a line per answer ('Service: Web Development', each
 * question, the range), then the visitor's own words after a blank line. The inbox and its search
 * read it whole; the screens and emails that show the answers as a table take them back off
 * (quoteOwnWords), so that they are shown once.
 */
export function quoteMessage(
  details: QuoteDetails,
  labels: QuoteLineLabels,
  words: string,
): string {
  const lines = [
    `${labels.service}: ${details.service}`,
    `${labels.tier}: ${details.tier}`,
    ...details.answers.map(({ label, value }) => `${label}: ${value}`),
    ...(details.estimate ? [`${labels.estimate}: ${estimateText(details.estimate)}`] : []),
  ];
  return words ? `${lines.join('\n')}\n\n${words}` : lines.join('\n');
}

/**
 * The visitor's own words in a quote request's message: what follows the lines quoteMessage wrote
 * for `details` ('' when they wrote none). A message that does not start with those lines (one
 * written otherwise) is answered whole, so that nothing is ever hidden.
 */
export function quoteOwnWords(message: string, details: QuoteDetails): string {
  // How each line ends: the service's, tier's and range's labels are the document's words of the day.
  const ends = [
    `: ${details.service}`,
    `: ${details.tier}`,
    ...details.answers.map(({ label, value }) => `${label}: ${value}`),
    ...(details.estimate ? [`: ${estimateText(details.estimate)}`] : []),
  ];
  const lines = message.split('\n');
  if (!ends.every((end, i) => lines[i]?.endsWith(end))) return message;
  if (lines.length === ends.length) return '';
  return lines[ends.length] === '' ? lines.slice(ends.length + 1).join('\n') : message;
}
