// The newsletter's subscribers (docs/product.md, "The newsletter"). This module imports nothing,
// so the site's forms and staff screens can import it without the schema library; the schemas of
// what the API takes and answers are in contract/api/newsletter.ts.

/** Pending until the address's owner follows the confirmation link; then confirmed. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Why an address is never mailed again (its row deleted, only its keyed hash kept). */
export const SUPPRESSION_REASONS = ['unsubscribed', 'bounced'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];
