// The newsletter's subscribers (docs/product.md, "The newsletter"; docs/api.md): subscribing,
// confirming by the emailed link, the preferences and unsubscribe link every newsletter email
// carries. The server validates with these; the site takes their types (`import type`).

import { type Static, Type } from 'typebox';
import { PATTERNS } from '../values/constants';
import { SUBSCRIBE_FORMS, SUBSCRIBER_STATUSES, TOPICS_MAX } from '../values/newsletter';
import { Body, Email, Timestamp } from '../fields';

/** A topic: an article tag's slug (a subscriber's choice, a campaign's audience). */
export const Topic = Type.String({ pattern: PATTERNS.slug, minLength: 1, maxLength: 80 });
export type Topic = Static<typeof Topic>;
/** Topics chosen; none (or absent): every topic. */
const Topics = Type.Array(Topic, { maxItems: TOPICS_MAX, uniqueItems: true });

export const SubscribeRequest = Body({
  email: Email,
  topics: Type.Optional(Topics),
  /** Which form the visitor subscribed from (the consent record names it); absent: the API. */
  source: Type.Optional(Type.Enum(SUBSCRIBE_FORMS)),
});
export type SubscribeRequest = Static<typeof SubscribeRequest>;

/** A confirmation link's token (32 random bytes, base64url), as the emailed link carries it. */
const LinkToken = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });
export const ConfirmRequest = Body({ token: LinkToken });
export type ConfirmRequest = Static<typeof ConfirmRequest>;

/** The unsubscribe and preferences link's token: `<subscription id>.<signature>`. */
export const SubscriptionToken = Type.String({
  pattern: '^[1-9][0-9]{0,11}\\.[A-Za-z0-9_-]{43}$',
});
export const SubscriptionQuery = Type.Object(
  { token: SubscriptionToken },
  { additionalProperties: false },
);
export type SubscriptionQuery = Static<typeof SubscriptionQuery>;

/** A confirmed subscription, with the token of its preferences page. */
export const Confirmed = Type.Object({ message: Type.String(), token: SubscriptionToken });
export type Confirmed = Static<typeof Confirmed>;

/** A subscription as its preferences page shows it. */
export const Preferences = Type.Object({
  email: Type.String(),
  /** Every topic, present and future. */
  all: Type.Boolean(),
  topics: Type.Array(Type.String()),
});
export type Preferences = Static<typeof Preferences>;

export const PreferencesChange = Body({ token: SubscriptionToken, topics: Type.Optional(Topics) });
export type PreferencesChange = Static<typeof PreferencesChange>;

export const UnsubscribeRequest = Body({ token: SubscriptionToken });
export type UnsubscribeRequest = Static<typeof UnsubscribeRequest>;

/** A member's subscription, in their data export: with its consent record. */
export const MemberSubscription = Type.Object({
  email: Type.String(),
  status: Type.Enum(SUBSCRIBER_STATUSES),
  all: Type.Boolean(),
  topics: Type.Array(Type.String()),
  consent: Type.Object({ source: Type.String(), wording: Type.String(), at: Timestamp }),
  confirmedAt: Type.Union([Timestamp, Type.Null()]),
  createdAt: Timestamp,
});

/** A member's own subscription (their verified address), as the profile shows and changes it. */
export const MemberNewsletter = Type.Object({
  subscribed: Type.Boolean(),
  all: Type.Boolean(),
  topics: Type.Array(Type.String()),
});
export type MemberNewsletter = Static<typeof MemberNewsletter>;

export const MemberNewsletterChange = Body({
  subscribed: Type.Boolean(),
  topics: Type.Optional(Topics),
});
export type MemberNewsletterChange = Static<typeof MemberNewsletterChange>;

// The back office (admins).

export const StaffSubscribersQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 100 })),
    status: Type.Optional(Type.Enum(SUBSCRIBER_STATUSES)),
    cursor: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type StaffSubscribersQuery = Static<typeof StaffSubscribersQuery>;

export const StaffSubscriberList = Type.Object({
  /** Pending and confirmed subscriptions; of the suppressed addresses only how many. */
  counts: Type.Object({
    pending: Type.Integer(),
    confirmed: Type.Integer(),
    suppressed: Type.Integer(),
  }),
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      email: Type.String(),
      status: Type.Enum(SUBSCRIBER_STATUSES),
      all: Type.Boolean(),
      topics: Type.Array(Type.String()),
      source: Type.String(),
      consentAt: Timestamp,
    }),
  ),
  next: Type.Union([Type.String(), Type.Null()]),
});
export type StaffSubscriberList = Static<typeof StaffSubscriberList>;

/** Who a campaign to `topic` (absent: everyone) would reach. */
export const StaffAudienceQuery = Type.Object(
  { topic: Type.Optional(Topic) },
  { additionalProperties: false },
);
export type StaffAudienceQuery = Static<typeof StaffAudienceQuery>;

/** How many confirmed subscriptions that audience holds now. */
export const StaffAudience = Type.Object({ confirmed: Type.Integer() });
export type StaffAudience = Static<typeof StaffAudience>;

export const SubscriberImport = Body({
  /** The CSV file's text. */
  csv: Type.String({ minLength: 1, maxLength: 1_500_000 }),
  /** Where everyone in the file gave their consent; absent: they confirm by email. */
  consentSource: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
});
export type SubscriberImport = Static<typeof SubscriberImport>;

export const SubscriberImportReport = Type.Object({
  imported: Type.Integer(),
  confirmationsSent: Type.Integer(),
  refused: Type.Array(
    Type.Object({ line: Type.Integer(), email: Type.String(), reason: Type.String() }),
  ),
});
export type SubscriberImportReport = Static<typeof SubscriberImportReport>;
