// The address the server answered with the not-found page (404): its `#root` says `data-path="*"`
// (server/site/live-pages.ts renders the not-found route there). Nothing is published at it, so a
// page that reads what its address names from the API (a page built from blocks, an article)
// does not ask again for the address the app started at: the server has just said there is none.

/**
 * Whether `location` is the address the app started at (React Router's first location, keyed
 * 'default': not navigated to) and the server answered it with the not-found page.
 */
export const answeredNotFound = ({ pathname, key }: { pathname: string; key: string }): boolean =>
  key === 'default' &&
  typeof document !== 'undefined' &&
  document.getElementById('root')?.dataset.path === '*' &&
  pathname === window.location.pathname;
