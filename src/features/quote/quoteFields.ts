// The quote wizard's steps and fields (src/pages/quote/): which answers each step asks for, what
// is wrong with them, and the request they make. The server checks the same when the browser
// posts a step itself (server/site/form-pages.ts, formProblems), and the store's reducer uses them to
// decide whether a step may be left (quoteSlice.ts).

import { isEmailAddress } from '../../../contract/values/forms/email';
import { QUOTE_CHOICES, QUOTE_QUESTIONS, type QuoteQuestion } from '../../../contract/values/quote';
import type { QuoteRequest } from '../../api/types';
import { quoteForm } from '../../content/quote';

export const QUOTE_STEPS = ['service', 'tier', 'scope', 'contact', 'review'] as const;
export type QuoteStep = (typeof QUOTE_STEPS)[number];
export const LAST_STEP = QUOTE_STEPS.length - 1;

export const CONTACT_FIELDS = ['fullName', 'email', 'company', 'phone', 'message'] as const;
type QuoteContactField = (typeof CONTACT_FIELDS)[number];
export const QUOTE_FIELDS = ['service', 'tier', ...QUOTE_QUESTIONS, ...CONTACT_FIELDS] as const;
export type QuoteField = 'service' | 'tier' | QuoteQuestion | QuoteContactField;
export type QuoteAnswers = Record<QuoteField, string>;
export type QuoteErrors = Partial<Record<QuoteField, string>>;

export const emptyAnswers = Object.fromEntries(
  QUOTE_FIELDS.map((field) => [field, '']),
) as QuoteAnswers;

/** The fields each step asks for, in its order. */
export const STEP_FIELDS: Readonly<Record<QuoteStep, readonly QuoteField[]>> = {
  service: ['service'],
  tier: ['tier'],
  scope: QUOTE_QUESTIONS,
  contact: CONTACT_FIELDS,
  review: [],
};

const isQuestion = (field: QuoteField): field is QuoteQuestion =>
  (QUOTE_QUESTIONS as readonly string[]).includes(field);

/** Why a field's value cannot be sent, or null. */
function fieldProblem(field: QuoteField, raw: string): string | null {
  const value = raw.trim();
  if (isQuestion(field)) {
    return (QUOTE_CHOICES[field] as readonly string[]).includes(value)
      ? null
      : quoteForm.errors.choice;
  }
  switch (field) {
    case 'service':
    case 'tier':
    case 'fullName':
      return value ? null : quoteForm.errors[field];
    case 'email':
      if (!value) return quoteForm.errors.email;
      return isEmailAddress(value) ? null : quoteForm.errors.emailFormat;
    default:
      return null;
  }
}

/** What is wrong with the answers of step `step`, field by field; empty when it may be left. */
export function stepProblems(step: number, answers: QuoteAnswers): QuoteErrors {
  const errors: QuoteErrors = {};
  for (const field of STEP_FIELDS[QUOTE_STEPS[step] ?? 'review']) {
    const problem = fieldProblem(field, answers[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The first step whose answers cannot be sent, or -1 when every one can. */
export const firstStepWithProblems = (answers: QuoteAnswers): number =>
  QUOTE_STEPS.findIndex((_, step) => Object.keys(stepProblems(step, answers)).length > 0);

/** The answers among a set of values (what the server echoed, what storage kept). */
export const pickAnswers = (values: Record<string, unknown> | undefined): QuoteAnswers =>
  Object.fromEntries(
    QUOTE_FIELDS.map((field) => {
      const value = values?.[field];
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as QuoteAnswers;

/** Fails to compile unless the answers are the request's fields, the honeypot aside. */
type Holds<T extends true> = T;
type RequestField = Exclude<keyof QuoteRequest, 'website'>;
type _AnswersAreTheRequest = Holds<
  [QuoteField, RequestField] extends [RequestField, QuoteField] ? true : false
>;

/**
 * The request to send: every answer, trimmed, in the wizard's order (the server checks each
 * choice); the honeypot goes along only when something filled it in.
 */
export const toQuoteRequest = (answers: QuoteAnswers, honeypot = ''): QuoteRequest => ({
  ...(Object.fromEntries(
    QUOTE_FIELDS.map((field) => [field, answers[field].trim()]),
  ) as QuoteRequest),
  ...(honeypot ? { website: honeypot } : {}),
});
