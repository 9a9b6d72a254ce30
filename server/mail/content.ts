// Every word of the emails the site sends: subjects and bodies, in one place. Company facts
// (contract/company.ts) and the contact form's answer (contract/constants.ts) are the ones the
// site shows too, so the emails say what the site says. Values people typed are passed as they
// are; render.ts escapes them.

import { company } from '../../contract/company';
import { CONTACT_THANKS } from '../../contract/constants';
import type { NewContactMessage } from '../db';
import type { EmailContent } from './render';

/** How long a password reset link works, in minutes (auth routes use it too). */
export const RESET_LINK_MINUTES = 30;

const signature = `${company.name}\n${company.supportEmail} · ${company.phone.display}`;

export const emailContent = {
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

  contactAcknowledgement(message: NewContactMessage): EmailContent {
    return {
      subject: `We received your message: ${message.subject}`,
      blocks: [
        `Hello ${message.fullName},`,
        `${CONTACT_THANKS} Our office hours are ${company.hours.summary}.`,
        'For your records, this is what you sent us:',
        { fields: [['Subject', message.subject]] },
        { quote: message.message },
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
};
