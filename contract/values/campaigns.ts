// The newsletter's campaigns (docs/product.md, "Campaigns"). This module imports nothing, so the
// back office's screen can import it without the schema library; the schemas of what the API
// takes and answers are in contract/api/campaigns.ts.

/**
 * A campaign's life: a draft (changed freely), scheduled (sent when its time comes), sending
 * (its recipients listed, their emails queued at the sending rate), sent (every recipient's email
 * queued), or cancelled while sending (the emails not yet queued are never sent).
 */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * One recipient of a campaign: pending until its email is queued, queued until the outbox settles
 * it: sent, failed (given up after the outbox's attempts), bounced (a permanent SMTP refusal: the
 * address is never mailed again), or skipped (the subscription ended, or the campaign was
 * cancelled, before its turn).
 */
export const RECIPIENT_STATUSES = [
  'pending',
  'queued',
  'sent',
  'failed',
  'bounced',
  'skipped',
] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

/** What a campaign sends: a published article, or a short note written for it. */
export const CAMPAIGN_SOURCES = ['article', 'note'] as const;
export type CampaignSourceKind = (typeof CAMPAIGN_SOURCES)[number];

/** The longest subject. */
export const CAMPAIGN_SUBJECT_MAX = 150;

/** What staff are told when a campaign's state forbids a change. */
export const CAMPAIGN_MESSAGES = {
  notDraft: 'Only a draft or a scheduled campaign can be changed.',
  notDeletable: 'A campaign that is sending or sent cannot be deleted: its counts are kept.',
  notSendable: 'Only a draft or a scheduled campaign can be sent.',
  notCancellable: 'Only a scheduled or a sending campaign can be cancelled.',
  past: 'Choose a time in the future to schedule the campaign.',
  noArticle: 'The article is not published: publish it first, or choose another.',
  noAddress: 'Your account has no verified email address to send a test to.',
  testSent: 'A test was sent to your address.',
} as const;
