// The XSRF field of the forms the browser posts itself, shared by the site and the server
// (contract/values/constants.ts re-exports it). This module imports nothing: every page whose
// form works before the app carries it.

/**
 * The field of a form the browser posts itself (before the app runs, or without JavaScript) that
 * repeats the XSRF-TOKEN cookie: the double-submit check of server/site/form-pages.ts.
 */
export const FORM_XSRF_FIELD = '_xsrf';
