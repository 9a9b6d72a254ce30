// The forms' fixed answers (contract/values/constants.ts re-exports them): each in the page of its
// form only, never in company.ts, which every page loads.

/**
 * The contact form's fixed answer (docs/product.md §9): the API's 201 answer
 * (server/routes/contact.ts), the page's confirmation and the acknowledgement email all say it.
 */
export const CONTACT_THANKS = "Thanks for your message — we'll reply within one business day.";
/** The answer to a quote request (POST /api/quote), which the page and the acknowledgement show. */
export const QUOTE_THANKS =
  "Thanks for your request — we'll reply with a written estimate within two working days.";
