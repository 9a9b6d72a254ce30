// Sending a contact message: one service, whichever door calls it: the API (POST /api/contact,
// leads/routes/contact.ts) and the contact page's own form, posted by the browser before the app runs
// or without JavaScript (POST /contact, site/form-pages.ts). Both doors check the same schema
// (ContactMessage) first and count in one per-address limit (contactLimit).
//
// The message is committed to the database together with its two emails (the company's
// notification, Reply-To the visitor, and the visitor's acknowledgement: server/mail/) before the
// visitor is told it was received. The abuse brakes are the quote wizard's too
// (leads/limits.ts): the daily cap per address, the honeypot (`website`: a bot that fills
// it is told its message was received, and nothing is stored), and at most one acknowledgement an
// hour to one address, which repeats no free text (mail/content.ts).

import { CONTACT_THANKS } from '../../contract/values/constants';
import type { ContactMessage } from '../../contract/api/public';
import type { Config } from '../config';
import type { DataStore } from '../db';
import type { Emails } from '../mail/emails';
import type { Caller } from '../platform/caller';
import type { CounterStore } from '../security/counter-store';
import type { GroupLimit } from '../security/rate-limits';
import { countLeadToday, firstAcknowledgement, honeypotFilled, leadGroupLimit } from './limits';

/** The per-address limit of both doors, counted together (RATE_LIMIT_CONTACT_MAX a minute). */
export const contactLimit = (config: Config): GroupLimit =>
  leadGroupLimit(config, 'contact', 'Too many messages from your address in a short time.');

export interface ContactDeps {
  config: Config;
  store: DataStore;
  counters: CounterStore;
  emails: Emails;
  /** Tells the outbox worker that an email was queued. */
  notify(): void;
}

/**
 * Takes a message that passed the ContactMessage schema: the accepted answer's message, or an
 * HttpError (429: the address's daily cap).
 */
export type SubmitContact = (message: ContactMessage, caller: Caller) => Promise<string>;

export function createContact(deps: ContactDeps): SubmitContact {
  const { config, store, counters, emails } = deps;
  return async (message, caller) => {
    if (honeypotFilled(caller, message.website, 'contact message')) return CONTACT_THANKS;
    await countLeadToday(counters, config, caller);
    const stored = {
      fullName: message.fullName.trim(),
      email: message.email.trim(),
      subject: message.subject.trim(),
      message: message.message.trim(),
    };
    const acknowledge = await firstAcknowledgement(counters, stored.email);
    await store.contactMessages.insert(stored, emails.contact(stored, acknowledge));
    deps.notify();
    caller.log.info('contact message stored');
    return CONTACT_THANKS;
  };
}
