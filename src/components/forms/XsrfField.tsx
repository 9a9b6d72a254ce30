import { FORM_XSRF_FIELD } from '../../../contract/values/constants';

/**
 * The XSRF token of a form the browser may post itself (before the app runs, or without
 * JavaScript). The page is the same for every visitor; the server writes the visitor's token
 * into this field when it sends the page (server/site/form-pages.ts). The app never reads it: its own
 * requests send the cookie's value in a header.
 */
export function XsrfField() {
  return <input type="hidden" name={FORM_XSRF_FIELD} />;
}
