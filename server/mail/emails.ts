// Makes outbox rows: renders an email's content (content.ts, render.ts), addresses it and seals
// it (seal.ts). Routes hand the rows to the store together with the write that caused them.

import type {
  ApplicationNotice,
  ApplicationsOfDay,
  DueLeads,
  NewContactMessage,
  NewOutboxEmail,
} from '../db';
import type { CompanyFactsData } from '../../contract/documents';
import type { QuoteDetails } from '../../contract/values/leads';
import { emailContentFor } from './content';
import { noticeContentFor } from './notices';
import { type EmailContent, type RenderedEmail, renderEmail } from './render';
import type { Sealer } from './seal';
import type { MailSettings } from './settings';

export type EmailKind =
  | 'contact-notification'
  | 'contact-acknowledgement'
  | 'quote-notification'
  | 'quote-acknowledgement'
  | 'welcome'
  | 'sign-up-attempt'
  | 'password-reset'
  | 'password-changed'
  | 'email-verification'
  | 'staff-invitation'
  | 'lead-digest'
  | 'application-received'
  | 'application-notice'
  | 'application-digest'
  | 'application-interview'
  | 'application-rejection'
  | 'account-deleted'
  | 'newsletter-confirmation'
  | 'newsletter-campaign'
  | 'newsletter-test';

export interface Emails {
  /**
   * The company's notification (Reply-To the visitor) and, when `acknowledge`, the visitor's
   * acknowledgement (leads/routes/contact.ts sends at most one an hour per address).
   */
  contact(message: NewContactMessage, acknowledge?: boolean): NewOutboxEmail[];
  /** The same for a quote request (routes/quote.ts): the request in full, its acknowledgement. */
  quote(lead: NewContactMessage, details: QuoteDetails, acknowledge: boolean): NewOutboxEmail[];
  welcome(to: string): NewOutboxEmail;
  /**
   * To the owner of an address someone tried to sign up with (accounts/sign-up.ts): no account was
   * made; the way to a new password, in case the owner forgot theirs.
   */
  signUpAttempt(to: string): NewOutboxEmail;
  passwordReset(to: string, token: string): NewOutboxEmail;
  passwordChanged(to: string): NewOutboxEmail;
  /** The link that verifies the address (sign-up, and the profile's resend). */
  verifyEmail(to: string, token: string): NewOutboxEmail;
  /** A staff invitation's link: choose a password (which also verifies the address). */
  staffInvitation(to: string, token: string): NewOutboxEmail;
  /** An admin's daily digest of the leads to follow up, linking to them on the Leads page. */
  leadDigest(to: string, due: DueLeads & { day: string }): NewOutboxEmail;
  /** The hiring inbox's notice of a new application, linking to it in the back office. */
  applicationNotice(application: ApplicationNotice): NewOutboxEmail;
  /** The hiring inbox's digest of the applications `day` brought. */
  applicationDigest(day: string, received: ApplicationsOfDay): NewOutboxEmail;
  /** An email to a job candidate, its words filled in from a template (hiring/emails.ts). */
  candidate(
    kind: Extract<EmailKind, `application-${string}`>,
    to: string,
    text: { subject: string; body: string },
  ): NewOutboxEmail;
  /** To the old address of an account its owner deleted. */
  accountDeleted(to: string): NewOutboxEmail;
  /** The newsletter's double opt-in: the link that confirms a subscription (newsletter/). */
  newsletterConfirmation(to: string, token: string): NewOutboxEmail;
  /**
   * A campaign's email to one subscriber (newsletter/campaigns/), rendered already, with RFC
   * 8058's one-click unsubscribe headers and its own Message-ID (the same if it is sent again).
   */
  newsletterCampaign(to: string, email: RenderedEmail, list: CampaignList): NewOutboxEmail;
  /** A campaign's test, to the staff member who asked for it: no unsubscribe headers. */
  newsletterTest(to: string, email: RenderedEmail): NewOutboxEmail;
}

/** What a campaign's email carries beside its words. */
interface CampaignList {
  /** The subscription's unsubscribe (and preferences) link. */
  unsubscribeUrl: string;
  messageId: string;
}

/** `company`: the company's facts as published now (server/content/published.ts). */
export function createEmails(
  settings: MailSettings,
  sealer: Sealer,
  company: () => CompanyFactsData,
): Emails {
  const emailContent = () => emailContentFor(company());
  const noticeContent = () => noticeContentFor(company());
  const compose = (
    kind: EmailKind,
    to: string,
    content: EmailContent,
    replyTo?: string,
  ): NewOutboxEmail => {
    const { subject, text, html } = renderEmail(content);
    const payload = sealer.seal({ from: settings.from, to, replyTo, subject, text, html });
    return { kind, recipient: to, subject, payload };
  };
  const url = settings.publicUrl;
  return {
    contact: (message, acknowledge = true) => [
      compose(
        'contact-notification',
        settings.contactInbox,
        emailContent().contactNotification(message),
        message.email,
      ),
      ...(acknowledge
        ? [
            compose(
              'contact-acknowledgement',
              message.email,
              emailContent().contactAcknowledgement(message),
            ),
          ]
        : []),
    ],
    quote: (lead, details, acknowledge) => [
      compose(
        'quote-notification',
        settings.contactInbox,
        emailContent().quoteNotification(lead, details),
        lead.email,
      ),
      ...(acknowledge
        ? [
            compose(
              'quote-acknowledgement',
              lead.email,
              emailContent().quoteAcknowledgement(details),
            ),
          ]
        : []),
    ],
    welcome: (to) => compose('welcome', to, emailContent().welcome({ email: to }, url)),
    signUpAttempt: (to) => compose('sign-up-attempt', to, emailContent().signUpAttempt(url)),
    passwordReset: (to, token) =>
      compose(
        'password-reset',
        to,
        emailContent().passwordReset(`${url}/reset-password?token=${encodeURIComponent(token)}`),
      ),
    passwordChanged: (to) => compose('password-changed', to, emailContent().passwordChanged(url)),
    accountDeleted: (to) => compose('account-deleted', to, emailContent().accountDeleted()),
    verifyEmail: (to, token) =>
      compose(
        'email-verification',
        to,
        emailContent().verifyEmail(`${url}/verify-email?token=${encodeURIComponent(token)}`),
      ),
    newsletterConfirmation: (to, token) =>
      compose(
        'newsletter-confirmation',
        to,
        emailContent().newsletterConfirmation(
          `${url}/newsletter/confirm?token=${encodeURIComponent(token)}`,
        ),
      ),
    staffInvitation: (to, token) =>
      compose(
        'staff-invitation',
        to,
        emailContent().staffInvitation(`${url}/set-password?token=${encodeURIComponent(token)}`),
      ),
    leadDigest: (to, due) =>
      compose(
        'lead-digest',
        to,
        noticeContent().leadDigest(due, `${url}/staff/leads?owner=${due.ownerId}`),
      ),
    applicationNotice: (application) =>
      compose(
        'application-notice',
        settings.hiringInbox,
        noticeContent().applicationNotice(
          application,
          `${url}/staff/applications?posting=${application.postId}&application=${application.id}`,
        ),
      ),
    applicationDigest: (day, received) =>
      compose(
        'application-digest',
        settings.hiringInbox,
        noticeContent().applicationDigest(day, received, `${url}/staff/applications`),
      ),
    newsletterCampaign: (to, { subject, text, html }, list) => {
      const headers = {
        'List-Unsubscribe': `<${list.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
      const message = { from: settings.from, to, subject, text, html, headers };
      const payload = sealer.seal({ ...message, messageId: list.messageId });
      return { kind: 'newsletter-campaign', recipient: to, subject, payload };
    },
    newsletterTest: (to, { subject, text, html }) => {
      const payload = sealer.seal({ from: settings.from, to, subject, text, html });
      return { kind: 'newsletter-test', recipient: to, subject, payload };
    },
    candidate: (kind, to, { subject, body }) =>
      compose(kind, to, { subject, blocks: body.split(/\n\s*\n/) }),
  };
}
