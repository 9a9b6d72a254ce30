// The use cases that more than one door calls, each one service built once here: the API route
// and the page's own form (site/form-pages.ts, site/apply-page.ts) call the same function, with
// the same rules and the same per-client limit, counted together.

import type { Config } from './config';
import type { DataStore } from './db';
import type { PublishedDocuments } from './content/published';
import type { Emails } from './mail/emails';
import {
  createForgotPassword,
  createResetPassword,
  forgotLimit,
  resetLimit,
} from './accounts/password-reset';
import type { PasswordHasher } from './accounts/passwords';
import { createSignUp, signUpLimit } from './accounts/sign-up';
import { applyLimit, createSubmitApplication } from './hiring/apply';
import { contactLimit, createContact } from './leads/contact';
import { createQuote, quoteLimit } from './leads/quote';
import { createSubscribers } from './newsletter/subscribers/service';
import type { CounterStore } from './security/counter-store';
import { countInGroup, type GroupLimit } from './security/rate-limits';
import type { FormServices } from './site/form-list';

export interface ServiceDeps {
  config: Config;
  store: DataStore;
  passwords: PasswordHasher;
  counters: CounterStore;
  emails: Emails;
  published: Pick<PublishedDocuments, 'all' | 'company'>;
  /** Tells the outbox worker that an email was queued. */
  notify(): void;
  now(): Date;
}

export function createServices(deps: ServiceDeps) {
  const { config, counters } = deps;
  const signUp = createSignUp(deps);
  const forgotPassword = createForgotPassword(deps);
  const resetPassword = createResetPassword(deps);
  const submitContact = createContact(deps);
  const submitQuote = createQuote(deps);
  const submitApplication = createSubmitApplication(deps);
  const newsletter = createSubscribers(deps);
  /** A form page's count in its API route's per-client limit. */
  const counted = (limit: GroupLimit) => (caller: { ip: string }) =>
    countInGroup(counters, limit, caller.ip);
  const forms: FormServices = {
    signUp: { run: signUp, rateLimit: signUpLimit(config.rateLimitAuthMax) },
    contact: { run: submitContact, count: counted(contactLimit(config)) },
    quote: { run: submitQuote, count: counted(quoteLimit(config)) },
    forgot: { run: forgotPassword, count: counted(forgotLimit(config)) },
    reset: { run: resetPassword, count: counted(resetLimit(config)) },
    apply: { run: submitApplication, count: counted(applyLimit(config)) },
  };
  return {
    signUp,
    forgotPassword,
    resetPassword,
    submitContact,
    submitQuote,
    submitApplication,
    newsletter,
    forms,
  };
}
