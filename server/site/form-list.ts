// The forms the browser may post itself (form-pages.ts): which page, which service (the one its
// API route calls) does the work, which fields go to it and which are shown again,
// and the confirmation.

import type { RateLimitOptions } from '@fastify/rate-limit';
import type { TSchema } from 'typebox';
import { CONTACT_THANKS, QUOTE_THANKS } from '../../contract/values/constants';
import {
  ContactMessage,
  Credentials,
  ForgotPassword,
  QuoteRequest,
  ResetPassword,
} from '../../contract/api/public';
import { QUOTE_QUESTIONS } from '../../contract/values/quote';
import { FORGOT_ACCEPTED, PASSWORD_RESET_DONE } from '../accounts/password-reset';
import { SIGN_UP_ACCEPTED } from '../accounts/sign-up';
import type { SubmitApplication } from '../hiring/apply';
import type { Caller } from '../platform/caller';

/** A use case's service as a form page calls it (form-service.ts). */
interface FormService {
  /** Does the work with fields that passed the body schema; an HttpError refuses them. */
  run(values: Record<string, string>, caller: Caller): Promise<unknown>;
  /**
   * The per-client limit its API route counts in, counted once the form is read (so that a
   * refusal shows what was typed again); 429 past it.
   */
  count?(caller: Caller): Promise<void>;
  /** Or the API route's limit as the form route's own (one count for both): sign-up's. */
  rateLimit?: RateLimitOptions;
}

/** The services form pages call by name (app.ts hands them over). */
export interface FormServices {
  signUp: FormService;
  contact: FormService;
  quote: FormService;
  forgot: FormService;
  reset: FormService;
  /** The job application form's (apply-page.ts), with the form as the API reads it. */
  apply: { run: SubmitApplication; count(caller: Caller): Promise<void> };
}

export interface FormPage {
  /** The page's check (src/features/forms/formProblems.ts). */
  form: 'contact' | 'forgot' | 'reset' | 'quote' | 'signup';
  /** The API route that calls the same service (the door the app uses). */
  api: string;
  /**
   * The use case's service, which the API route calls too: called directly, the fields first
   * checked against `body`, the API route's own schema (form-service.ts).
   */
  service: { name: Exclude<keyof FormServices, 'apply'>; body: TSchema };
  /** The fields passed to the service. */
  fields: readonly string[];
  /** The fields shown again (never a password, nor the honeypot). */
  echo: readonly string[];
  /** The confirmation page's query and text, once the service accepted the form. */
  confirmation: { query: string; text: string };
  /**
   * A form of several steps (the quote wizard): these fields say which step was posted and which
   * button (`go`); they are shown again, never passed to the service, and only the button `send` sends
   * the form: any other answers the page again at the step the page works out from them.
   */
  steps?: { fields: readonly string[]; send: string };
  /** Fields a GET's query may fill in (`/quote?service=…&tier=…`: the links that lead there). */
  prefill?: readonly string[];
}

/** The quote wizard's answers, in its order (src/features/quote/quoteFields.ts). */
const QUOTE_FIELDS = [
  'service',
  'tier',
  ...QUOTE_QUESTIONS,
  'fullName',
  'email',
  'company',
  'phone',
  'message',
];

export const FORM_PAGES: Record<string, FormPage> = {
  '/contact': {
    form: 'contact',
    api: '/api/contact',
    service: { name: 'contact', body: ContactMessage },
    fields: ['fullName', 'email', 'subject', 'message', 'website'],
    echo: ['fullName', 'email', 'subject', 'message'],
    confirmation: { query: 'sent=1', text: CONTACT_THANKS },
  },
  '/forgot-password': {
    form: 'forgot',
    api: '/api/auth/forgot',
    service: { name: 'forgot', body: ForgotPassword },
    fields: ['email'],
    echo: ['email'],
    confirmation: { query: 'sent=1', text: FORGOT_ACCEPTED },
  },
  '/reset-password': {
    form: 'reset',
    api: '/api/auth/reset',
    service: { name: 'reset', body: ResetPassword },
    fields: ['token', 'password'],
    echo: [],
    confirmation: { query: 'done=1', text: PASSWORD_RESET_DONE },
  },
  '/quote': {
    form: 'quote',
    api: '/api/quote',
    service: { name: 'quote', body: QuoteRequest },
    fields: [...QUOTE_FIELDS, 'website'],
    echo: QUOTE_FIELDS,
    confirmation: { query: 'sent=1', text: QUOTE_THANKS },
    steps: { fields: ['step', 'go'], send: 'send' },
    prefill: ['service', 'tier'],
  },
};
// Signing up (accounts/sign-up.ts): the form's own service, the same answer for any address.
FORM_PAGES['/signup'] = {
  form: 'signup',
  api: '/api/auth/create',
  service: { name: 'signUp', body: Credentials },
  fields: ['email', 'password'],
  echo: ['email'],
  confirmation: { query: 'done=1', text: SIGN_UP_ACCEPTED },
};
// A staff invitation's link: the reset page in its own words, the same call.
FORM_PAGES['/set-password'] = { ...(FORM_PAGES['/reset-password'] as FormPage) };
