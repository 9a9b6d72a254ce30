// The words of the back office's Emails page (its own chunk, with the page: no other page carries
// them). The count on the sub-navigation's link is staffCopy.failedLabel (src/content/staff.ts).

import { withCount } from '../../../contract/values/plural';

export const emailsCopy = {
  title: 'Emails',
  /** The heading, with the count of failed emails when there are any. */
  heading: (failed: number) => (failed > 0 ? `Emails (${failed} failed)` : 'Emails'),
  intro:
    'The site sends each email again after a wait, and gives up after its last attempt. Once the ' +
    'cause is fixed (the mail server answers again, the address is corrected), send a failed ' +
    'email again.',
  status: 'Show',
  statuses: [
    { value: 'failed', label: 'Failed' },
    { value: 'pending', label: 'Waiting to be sent' },
    { value: 'sent', label: 'Sent' },
  ],
  empty: {
    failed: 'No failed emails.',
    pending: 'No emails waiting to be sent.',
    sent: 'No emails sent yet.',
  },
  caption: {
    failed: 'Failed emails, newest first',
    pending: 'Emails waiting to be sent, newest first',
    sent: 'Sent emails, newest first',
  },
  columns: {
    email: 'Email',
    to: 'To',
    state: 'Attempts',
    error: 'Last error',
    action: 'Action',
  },
  /** What caused each kind of email (server/mail/emails.ts), in words. */
  kinds: {
    'contact-notification': 'Contact form, to the company',
    'contact-acknowledgement': 'Contact form, acknowledgement',
    'quote-notification': 'Quote request, to the company',
    'quote-acknowledgement': 'Quote request, acknowledgement',
    welcome: 'Welcome after sign-up',
    'sign-up-attempt': 'Sign-up with an address that has an account',
    'password-reset': 'Password reset link',
    'password-changed': 'Password changed',
    'lead-digest': 'Daily leads to follow up',
    'application-received': 'Job application, acknowledgement',
    'application-notice': 'Job application, to the hiring inbox',
    'application-digest': 'Daily job applications, to the hiring inbox',
    'application-interview': 'Job application, interview invitation',
    'application-rejection': 'Job application, rejection',
  } as Record<string, string>,
  queued: (when: string) => `Queued ${when}`,
  attempts: (n: number) => withCount(n, 'attempt', 'attempts'),
  nextAttempt: (when: string) => `next ${when}`,
  sent: (when: string) => `Sent ${when}`,
  noError: 'None',
  retry: 'Send again',
  /** Completes the button's name for screen readers: "Send again to ann@example.com". */
  retryTo: (to: string) => `to ${to}`,
  retried: (to: string) => `The email to ${to} is queued again and will be sent in a moment.`,
} as const;
