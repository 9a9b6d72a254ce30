// Every word of the emails the site sends visitors and members, and the company's notification of
// a message or quote request: subjects and bodies, in one place (the notices to staff, digests
// among them, are notices.ts'). The company's facts are the ones published now (the `company`
// content document: server/content/published.ts), and the contact form's answer is the site's
// (contract/values/constants.ts), so the emails say what the site says. Values people typed are passed
// as they are; render.ts escapes them.
import { CONTACT_THANKS, QUOTE_THANKS } from '../../contract/values/constants';
import type { CompanyFactsData } from '../../contract/documents';
import { type QuoteDetails, formatRange, quoteOwnWords } from '../../contract/values/leads';
import type { NewContactMessage } from '../db';
import type { EmailContent } from './render';

/** How long a password reset link works, in minutes (auth routes use it too). */
export const RESET_LINK_MINUTES = 30;
/** How long an email verification link and a staff invitation's link work, in hours. */
export const VERIFY_LINK_HOURS = 24;
export const INVITE_LINK_HOURS = 24;
/** How long a newsletter's confirmation link works, in days. */
export const NEWSLETTER_LINK_DAYS = 7;

/** How much of a visitor's subject the acknowledgement repeats, in characters. */
const ECHO_SUBJECT_MAX = 50;

/** A web or mail address, or a bare domain a mail program would turn into a link. */
const LINK = new RegExp(
  [
    '[a-z][a-z0-9+.-]*:\\S+', // a scheme: http://..., mailto:..., javascript:...
    '\\S*@\\S+', // an email address
    '\\S*www\\S*', // www.example.com, wwwexample, www[.]example
    // A domain: labels joined by a dot (or a look-alike full stop) and a top-level domain.
    '\\S*[\\p{L}\\p{N}-][.\\u3002\\uff0e\\uff61][\\p{L}]{2,}\\S*',
  ].join('|'),
  'giu',
);

/** The subject as the acknowledgement repeats it: links removed, at most ECHO_SUBJECT_MAX. */
export function echoSubject(subject: string): string {
  const words = subject.replace(LINK, ' ').replace(/\s+/g, ' ').trim();
  if ([...words].length <= ECHO_SUBJECT_MAX) return words;
  const chars = [...words];
  let cut = chars.slice(0, ECHO_SUBJECT_MAX - 1).join('');
  // Cut at a word's end: drop a word the cut went through.
  if (chars[ECHO_SUBJECT_MAX - 1] !== ' ') cut = cut.replace(/\s+\S*$/, '') || cut;
  return `${cut.trimEnd()}…`;
}

/** The emails' words, signed with the company's facts as given. */
export const emailContentFor = (company: CompanyFactsData) => {
  const signature = `${company.name}\n${company.supportEmail} · ${company.phone.display}`;
  return {
    contactNotification(message: NewContactMessage): EmailContent {
      return {
        subject: `Contact form: ${message.subject}`,
        blocks: [
          `A visitor sent a message through the contact form. Reply to this email to answer ${message.fullName}.`,
          {
            fields: [
              ['From', message.fullName],
              ['Email', message.email],
              ['Subject', message.subject],
            ],
          },
          { quote: message.message },
        ],
      };
    },

    /**
     * Goes to whatever address the form was given, so it repeats nothing a stranger could use to
     * send someone else their words: no name, no message, only the subject, shortened and without
     * links (echoSubject). At most one an hour per address (leads/routes/contact.ts).
     */
    contactAcknowledgement(message: NewContactMessage): EmailContent {
      const subject = echoSubject(message.subject);
      return {
        subject: subject ? `We received your message: ${subject}` : 'We received your message',
        blocks: [
          'Hello,',
          `${CONTACT_THANKS} Our office hours are ${company.hours.summary}.`,
          ...(subject ? [{ fields: [['Your subject', subject]] as const }] : []),
          'If you did not write to us, someone else used your address: ignore this email.',
          signature,
        ],
      };
    },

    /**
     * A quote request in full (routes/quote.ts): the answers and the range once, as a table, then
     * the visitor's own words.
     */
    quoteNotification(lead: NewContactMessage, details: QuoteDetails): EmailContent {
      const words = quoteOwnWords(lead.message, details);
      return {
        subject: lead.subject,
        blocks: [
          `A visitor asked for a quote with the quote wizard. Reply to this email to answer ${lead.fullName}.`,
          {
            fields: [
              ['From', lead.fullName],
              ['Email', lead.email],
              ['Service', details.service],
              ['Tier', details.tier],
              ...details.answers.map(({ label, value }) => [label, value] as const),
              ...(details.estimate
                ? [['Indicative price range', formatRange(details.estimate)] as const]
                : []),
            ],
          },
          ...(words ? [{ quote: words }] : []),
        ],
      };
    },

    /**
     * Goes to whatever address the wizard was given, so it repeats nothing typed: only the
     * service, tier and range, which are the company's own words and figures.
     */
    quoteAcknowledgement(details: QuoteDetails): EmailContent {
      const range = details.estimate ? formatRange(details.estimate) : null;
      return {
        subject: `We received your quote request: ${details.service} — ${details.tier}`,
        blocks: [
          'Hello,',
          `${QUOTE_THANKS} Our office hours are ${company.hours.summary}.`,
          {
            fields: [
              ['Service', details.service],
              ['Tier', details.tier],
              ...(range
                ? [['Indicative price range', `${range} (an indication, not an offer)`] as const]
                : []),
            ],
          },
          'If you did not ask us for a quote, someone else used your address: ignore this email.',
          signature,
        ],
      };
    },

    welcome(user: { email: string }, publicUrl: string): EmailContent {
      return {
        subject: `Welcome to ${company.name}`,
        blocks: [
          'Hello,',
          `Your ${company.name} account for ${user.email} is ready. Log in to see and edit your profile.`,
          { link: { label: 'Log in', href: `${publicUrl}/login` } },
          `If you did not sign up, write to us at ${company.supportEmail} and we will close the account.`,
          signature,
        ],
      };
    },

    signUpAttempt(publicUrl: string): EmailContent {
      return {
        subject: `Someone tried to sign up with your ${company.name} address`,
        blocks: [
          'Hello,',
          `Someone, probably you, tried to sign up for a ${company.name} account with this ` +
            'address. It already has an account, so no new one was made, and your password and ' +
            'profile are as they were.',
          'Did you forget your password? Choose a new one here:',
          { link: { label: 'Forgot password?', href: `${publicUrl}/forgot-password` } },
          'If it was not you, ignore this email: nobody can use your account without your password.',
          signature,
        ],
      };
    },

    passwordReset(link: string): EmailContent {
      return {
        subject: `Reset your ${company.name} password`,
        blocks: [
          'Hello,',
          `Someone, probably you, asked to reset the password of your ${company.name} account. ` +
            `Follow this link to choose a new one. It works once, for ${RESET_LINK_MINUTES} minutes.`,
          { link: { label: 'Choose a new password', href: link } },
          'If you did not ask for this, ignore this email: your password stays as it is.',
          signature,
        ],
      };
    },

    verifyEmail(link: string): EmailContent {
      return {
        subject: `Confirm your email address for ${company.name}`,
        blocks: [
          'Hello,',
          `Please confirm that this address is yours by following the link below. It works once, ` +
            `for ${VERIFY_LINK_HOURS} hours.`,
          { link: { label: 'Confirm my email address', href: link } },
          'If you did not create an account with us, ignore this email.',
          signature,
        ],
      };
    },

    newsletterConfirmation(link: string): EmailContent {
      return {
        subject: `Confirm your subscription to ${company.name}'s insights`,
        blocks: [
          'Hello,',
          `Someone, probably you, asked to receive ${company.name}'s new insights at this ` +
            `address. Please confirm by following the link below. It works once, for ` +
            `${NEWSLETTER_LINK_DAYS} days.`,
          { link: { label: 'Confirm my subscription', href: link } },
          'If you did not ask for this, ignore this email: you will not hear from us again.',
          signature,
        ],
      };
    },

    staffInvitation(link: string): EmailContent {
      return {
        subject: `You are invited to the ${company.name} back office`,
        blocks: [
          'Hello,',
          `An administrator made your ${company.name} account a staff account. Follow this link ` +
            `to choose your password. It works once, for ${INVITE_LINK_HOURS} hours, and confirms ` +
            'your email address.',
          { link: { label: 'Choose your password', href: link } },
          `If you did not expect this, ignore this email and write to us at ${company.supportEmail}.`,
          signature,
        ],
      };
    },

    passwordChanged(publicUrl: string): EmailContent {
      return {
        subject: `Your ${company.name} password was changed`,
        blocks: [
          'Hello,',
          `The password of your ${company.name} account was just changed, and every session ` +
            'that was open with the old one has ended.',
          `If this was not you, reset your password now and write to us at ${company.supportEmail}.`,
          { link: { label: 'Reset your password', href: `${publicUrl}/forgot-password` } },
          signature,
        ],
      };
    },
    accountDeleted(): EmailContent {
      return {
        subject: `Your ${company.name} account was deleted`,
        blocks: [
          'Hello,',
          `Your ${company.name} account has been deleted, as you asked: your profile, courses, ` +
            'certificates, sessions and the messages you sent us are gone.',
          'You can sign up again with this address at any time.',
          `If this was not you, write to us at ${company.supportEmail}.`,
          signature,
        ],
      };
    },
  };
};
