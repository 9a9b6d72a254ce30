// What the server answers beyond the app's own links: the old addresses it redirects and the
// full list of addresses that are pages. Read at build time (webpack.config.ts writes them for
// the server, scripts/prerender.mjs renders every page) and by tests; the app in the browser
// does not need them, so they stay out of its code.
import { PATHS, type SitePath } from './paths';

/** Old footer links under /help/* lead to the matching support pages. */
export const HELP_REDIRECTS: Readonly<Record<string, SitePath>> = {
  '/help/faq': PATHS.faq,
  '/help/helpcentre': PATHS.helpCentre,
  '/help/help-centre': PATHS.helpCentre,
  '/help/privacypolicy': PATHS.privacy,
  '/help/privacy-policy': PATHS.privacy,
  '/help/termofservices': PATHS.terms,
  '/help/terms-of-service': PATHS.terms,
};

/** Every path the site answers with a page (HTTP 200); anything else is the 404 page. */
export const SITE_ROUTES: readonly string[] = [
  ...Object.values(PATHS),
  ...Object.keys(HELP_REDIRECTS),
];
