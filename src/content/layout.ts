// The frame's words that stay in the code (src/layout/): the skip link and the error page (the
// navigation's and the footer's are the `site` content document). Only the layout imports this
// file (so it stays part of the start-up code's one module); the words any chunk shows while
// waiting are in status.ts; the 404 page's are the `notFound` content document.

export const layoutCopy = {
  skipLink: 'Skip to content',
  /** Closes the session's notice. */
  dismiss: 'Dismiss',
  /** The header's search box (the site search, /search). */
  search: {
    formLabel: 'Site search',
    label: 'Search the site',
    placeholder: 'Search…',
    submit: 'Search',
  },
} as const;

/** The page shown for an error a route throws. */
export const errorPageCopy = {
  title: 'Something went wrong',
  description: 'An unexpected error occurred.',
  heading: 'Unexpected Application Error!',
  text: 'Sorry, something went wrong while showing this page. Please try again, or head back to the home page.',
  home: 'Go to the home page',
  report: 'Tell us what happened',
} as const;
