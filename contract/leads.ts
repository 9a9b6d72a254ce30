// Leads: every contact message and quote request is one, with a stage in the sales pipeline
// (docs/product.md, "Leads"). This module imports nothing, so the site's staff screens and the
// quote wizard can import it without the schema library; the schemas of what the API takes and
// answers live beside the others (contract/staff-api.ts, contract/public-api.ts).

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
