// The leads' part of the back office's API (/api/staff/leads*, admins only): the list and the
// board's columns, one lead with its notes, quote answers and history, the changes staff make, the
// dashboard's figures and the CSV export (docs/product.md, "Leads"; docs/api.md).

import { type Static, Type } from 'typebox';
import { LIMITS, PATTERNS } from '../values/constants';
import { Body, Id, Text, Timestamp } from '../fields';
import { LEAD_KINDS, LEAD_LIMITS, LEAD_STAGES } from '../values/leads';
import { AuditEntry } from './staff';

const LeadStage = Type.Enum(LEAD_STAGES);
const LeadKind = Type.Enum(LEAD_KINDS);

/** A calendar date, YYYY-MM-DD. */
const CalendarDate = Type.String({ pattern: PATTERNS.date });

/** The most leads a page may ask for (the board's columns ask for more than the list's 20). */
export const LEADS_PAGE_MAX = 100;

/**
 * Which leads: every filter optional. `owner` is an account's id, or `none` for the leads nobody
 * owns; `from` and `to` are the first and last days they arrived (UTC); `q` every word, as the
 * start of a word of the name, email, subject or message.
 */
export const LeadsQuery = Type.Object(
  {
    stage: Type.Optional(LeadStage),
    owner: Type.Optional(Type.String({ pattern: '^(none|[0-9]{1,12})$' })),
    kind: Type.Optional(LeadKind),
    q: Type.Optional(Type.String({ maxLength: LIMITS.search, pattern: PATTERNS.singleLine })),
    from: Type.Optional(CalendarDate),
    to: Type.Optional(CalendarDate),
    limit: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,2}$' })),
    cursor: Type.Optional(Type.String({ pattern: PATTERNS.cursor })),
  },
  { additionalProperties: false },
);
export type LeadsQuery = Static<typeof LeadsQuery>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A lead as the board's card and the list's row show it. */
export const LeadSummary = Type.Object({
  id: Id,
  kind: LeadKind,
  stage: LeadStage,
  fullName: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  /** A quote request's service; null for a message. */
  service: Nullable(Type.String()),
  ownerId: Nullable(Id),
  /** The owner's name, or their email when they gave no name. */
  ownerName: Nullable(Type.String()),
  followUpOn: Nullable(CalendarDate),
  createdAt: Timestamp,
});
export type LeadSummary = Static<typeof LeadSummary>;

export const LeadPage = Type.Object({
  items: Type.Array(LeadSummary),
  total: Type.Integer(),
  pageSize: Type.Integer(),
  next: Nullable(Type.String()),
});
export type LeadPage = Static<typeof LeadPage>;

const QuoteDetails = Type.Object({
  service: Type.String(),
  tier: Type.String(),
  answers: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
  estimate: Nullable(
    Type.Object({ low: Type.Number(), high: Type.Number(), currency: Type.String() }),
  ),
});

export const LeadNote = Type.Object({
  id: Id,
  authorEmail: Type.String(),
  body: Type.String(),
  createdAt: Timestamp,
});
export type LeadNote = Static<typeof LeadNote>;

/** One lead: the card's fields, the message, the quote's answers, notes and history. */
export const LeadDetail = Type.Object({
  ...LeadSummary.properties,
  message: Type.String(),
  quote: Nullable(QuoteDetails),
  lostReason: Nullable(Type.String()),
  stageChangedAt: Nullable(Timestamp),
  firstReplyAt: Nullable(Timestamp),
  /** Oldest first. */
  notes: Type.Array(LeadNote),
  /** The audit log's rows about this lead, newest first (at most 50). */
  history: Type.Array(AuditEntry),
});
export type LeadDetail = Static<typeof LeadDetail>;

/**
 * A change to a lead: any of its stage (with `lostReason`, required for `lost` and refused for
 * any other), its owner (an admin's id, or null) and its next follow-up date (or null).
 */
export const LeadChange = Type.Object(
  {
    stage: Type.Optional(LeadStage),
    lostReason: Type.Optional(
      Type.String({
        allOf: [
          { minLength: 1 },
          { maxLength: LEAD_LIMITS.lostReason },
          { pattern: PATTERNS.notBlank },
          { pattern: PATTERNS.singleLine },
        ],
      }),
    ),
    ownerId: Type.Optional(Nullable(Id)),
    followUpOn: Type.Optional(Nullable(CalendarDate)),
  },
  { additionalProperties: false },
);
export type LeadChange = Static<typeof LeadChange>;

export const LeadNoteInput = Body({ body: Text(LEAD_LIMITS.note) });
export type LeadNoteInput = Static<typeof LeadNoteInput>;

/** Who may own a lead: the admins (docs/security.md, "Leads"). */
export const LeadOwner = Type.Object({ id: Id, name: Type.String(), email: Type.String() });
export type LeadOwner = Static<typeof LeadOwner>;
export const LeadOwners = Type.Array(LeadOwner);
export type LeadOwners = Static<typeof LeadOwners>;

/** The dashboard's figures, over the leads that arrived in the last eight weeks. */
export const LeadStats = Type.Object({
  /** Oldest first: each week's Monday (UTC) and how many leads arrived from then to Sunday. */
  weeks: Type.Array(Type.Object({ weekOf: CalendarDate, count: Type.Integer() })),
  won: Type.Integer(),
  lost: Type.Integer(),
  /** won ÷ (won + lost); null when none is closed yet. */
  winRate: Nullable(Type.Number()),
  /** Hours from arrival to first leaving "new", the median; null when none has. */
  medianFirstReplyHours: Nullable(Type.Number()),
});
export type LeadStats = Static<typeof LeadStats>;

/** The export's days, first and last (UTC): every lead that arrived on them. */
export const LeadExportQuery = Type.Object(
  { from: CalendarDate, to: CalendarDate },
  { additionalProperties: false },
);
export type LeadExportQuery = Static<typeof LeadExportQuery>;
