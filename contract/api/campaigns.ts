// The newsletter's campaigns (docs/product.md, "Campaigns"; docs/api.md): staff (admins) write a
// campaign (an article or a short note, to every subscriber or to a topic), preview it as the
// email, send a test to themselves, schedule it, send it, cancel it, and read its counts. The
// server validates with these; the back office takes their types (`import type`).

import { type Static, Type } from 'typebox';
import { CAMPAIGN_STATUSES, CAMPAIGN_SUBJECT_MAX } from '../values/campaigns';
import { RichTextField } from '../rich-text';
import { Body, Id, Line, Timestamp } from '../fields';
import { Topic } from './newsletter';
import { PageOf } from './staff';

/** What the email carries: a published article (by its id), or a note written in the editor. */
export const CampaignSource = Type.Union([
  Type.Object(
    { kind: Type.Literal('article'), articleId: Type.Integer({ minimum: 1, maximum: 2147483647 }) },
    { additionalProperties: false },
  ),
  Type.Object(
    { kind: Type.Literal('note'), body: RichTextField({ title: 'Note' }) },
    { additionalProperties: false },
  ),
]);
export type CampaignSource = Static<typeof CampaignSource>;

/** Who receives it: every confirmed subscriber, or those of a topic (and those of every topic). */
export const CampaignAudience = Type.Union([
  Type.Object({ all: Type.Literal(true) }, { additionalProperties: false }),
  Type.Object({ topic: Topic }, { additionalProperties: false }),
]);
export type CampaignAudience = Static<typeof CampaignAudience>;

/** A new campaign, or a draft's change (PUT: the whole campaign). */
export const CampaignInput = Body({
  subject: Line(CAMPAIGN_SUBJECT_MAX),
  source: CampaignSource,
  audience: CampaignAudience,
});
export type CampaignInput = Static<typeof CampaignInput>;

/**
 * A campaign's counts: its recipients (listed when sending starts) by state, and how many of
 * those it was sent to unsubscribed afterwards. No opens: the emails carry no tracking.
 */
export const CampaignCounts = Type.Object({
  recipients: Type.Integer(),
  pending: Type.Integer(),
  queued: Type.Integer(),
  sent: Type.Integer(),
  failed: Type.Integer(),
  bounced: Type.Integer(),
  skipped: Type.Integer(),
  unsubscribed: Type.Integer(),
});
export type CampaignCounts = Static<typeof CampaignCounts>;

const campaignFields = {
  id: Id,
  subject: Type.String(),
  audience: CampaignAudience,
  status: Type.Enum(CAMPAIGN_STATUSES),
  /** When a scheduled campaign is sent. */
  scheduledAt: Type.Union([Timestamp, Type.Null()]),
  /** When sending started, and when the last recipient's email was queued. */
  startedAt: Type.Union([Timestamp, Type.Null()]),
  finishedAt: Type.Union([Timestamp, Type.Null()]),
  /** The staff member who wrote it (their address), null once their account is deleted. */
  createdBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  counts: CampaignCounts,
};

/** A campaign in the list: its source's kind only. */
export const CampaignSummary = Type.Object({
  ...campaignFields,
  sourceKind: Type.Union([Type.Literal('article'), Type.Literal('note')]),
});
export type CampaignSummary = Static<typeof CampaignSummary>;

export const Campaign = Type.Object({ ...campaignFields, source: CampaignSource });
export type Campaign = Static<typeof Campaign>;

/** The campaigns, newest first. */
export const CampaignPage = PageOf(CampaignSummary);
export type CampaignPage = Static<typeof CampaignPage>;

/** When to send it: an ISO 8601 time in the future. */
export const CampaignSchedule = Body({ at: Type.String({ format: 'date-time', maxLength: 40 }) });
export type CampaignSchedule = Static<typeof CampaignSchedule>;

/** The email as a recipient gets it (with a sample unsubscribe link). */
export const CampaignPreview = Type.Object({
  subject: Type.String(),
  html: Type.String(),
  text: Type.String(),
});
export type CampaignPreview = Static<typeof CampaignPreview>;
