// The newsletter's subscribers (docs/product.md, "The newsletter"). This module imports nothing,
// so the site's forms and staff screens can import it without the schema library; the schemas of
// what the API takes and answers are in contract/api/newsletter.ts.

export { SUBSCRIBE_WORDING } from './forms/subscribe-form';

/** Pending until the address's owner follows the confirmation link; then confirmed. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Why an address is never mailed again (its row deleted, only its keyed hash kept). */
export const SUPPRESSION_REASONS = ['unsubscribed', 'bounced'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** The public forms a visitor subscribes from (the consent record names the form). */
export const SUBSCRIBE_FORMS = ['footer', 'case-study', 'article'] as const;

/** Every door a subscription comes through: the forms, the API, a member's profile, an import. */
export type ConsentSource = (typeof SUBSCRIBE_FORMS)[number] | 'api' | 'profile' | 'import';

/** The answer to every subscribe request, whatever the address's state (no way to learn it). */
export const SUBSCRIBE_ACCEPTED =
  'Thank you. Unless this address already receives our insights, we have sent it an email: ' +
  'follow its link within 7 days to confirm.';

/** The most topics one subscription names (none: every topic). */
export const TOPICS_MAX = 30;

/** A confirmation link that worked. */
export const SUBSCRIPTION_CONFIRMED =
  'Thank you: your subscription is confirmed. You will receive our new insights.';
/** A confirmation link past its 7 days. */
export const LINK_EXPIRED =
  'This confirmation link has expired (links work for 7 days). We can send you a new one.';
/** A confirmation link used already, or never sent. */
export const LINK_USED =
  'This confirmation link has been used already or is not valid. If you are not subscribed ' +
  'yet, subscribe again below.';
/** After an unsubscribe (its link or its button). */
export const UNSUBSCRIBED =
  'You are unsubscribed: we will not email you again. Subscribing again needs a new confirmation.';
/** A preferences or unsubscribe link whose signature does not hold. */
export const SUBSCRIPTION_LINK_INVALID =
  'This link is not valid: copy the whole address from the email, or use the link of a newer one.';
/** Topics saved. */
export const PREFERENCES_SAVED = 'Your preferences are saved.';
/** A preferences link of a subscription that has ended. */
export const SUBSCRIPTION_ENDED =
  'This subscription has ended: this address no longer receives our insights.';

/** The words of the member profile's checkbox (its consent record). */
export const PROFILE_WORDING = 'Email me new insights';

/** A member whose address is not verified yet, asking about the newsletter. */
export const NOT_VERIFIED =
  'Verify your email address first: only a verified address can receive our insights from your profile.';
