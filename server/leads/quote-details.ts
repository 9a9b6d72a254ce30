// A quote request's answers as a lead keeps them (a JSON column): read by the leads' own lists
// and by a member's data export (accounts/store/member-data.ts).

import type { QuoteDetails } from '../../contract/values/leads';

/** A stored quote's answers; null for a message, or for JSON that is not one (never thrown). */
export const quoteOf = (json: string | null): QuoteDetails | null => {
  if (json === null) return null;
  try {
    const value = JSON.parse(json) as QuoteDetails;
    return typeof value === 'object' && value !== null && typeof value.service === 'string'
      ? value
      : null;
  } catch {
    return null;
  }
};
