// The words every public subscribe form shows (src/components/forms/SubscribeForm.tsx), in a
// module of their own so that the footer, which every page carries, imports nothing else; the
// server keeps them as the consent record of a subscription (server/newsletter/).

/** The words beside the button: the consent kept with a subscription. */
export const SUBSCRIBE_WORDING =
  'Email me new insights. I can unsubscribe at any time with the link in every email.';

/** The footer's heading above its form. */
export const SUBSCRIBE_HEADING = 'Insights by email';

/** The heading of the form at the end of a case study. */
export const SUBSCRIBE_STUDY_HEADING = 'More stories like this, by email';
