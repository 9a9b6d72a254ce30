// The words of the frame every page shares (src/layout/): the navigation, the skip link, the
// session's notice, the loading and checking texts and the error page (the 404 page's are in
// notFound.ts, its own chunk's).

import { PATHS } from '../config/paths';

export const navCopy = {
  /** The main navigation's accessible name. */
  label: 'Main',
  links: [
    { label: 'Home', to: PATHS.home, end: true },
    { label: 'About', to: PATHS.about, end: false },
    { label: 'Products', to: PATHS.products, end: false },
    { label: 'Contact', to: PATHS.contact, end: false },
    { label: 'Service', to: PATHS.services, end: false },
  ],
  menu: 'Menu',
  closeMenu: 'Close menu',
  login: 'Login',
  signup: 'Signup',
  profile: 'Your profile',
  logout: 'Logout',
  staff: 'Staff',
} as const;

export const layoutCopy = {
  skipLink: 'Skip to content',
  dismiss: 'Dismiss',
  /** What a list or a page shows until its data or code arrives. */
  loading: 'Loading...',
  /** What a page that depends on the session shows until the start-up check has run. */
  checkingSession: 'Checking login status...',
  /** Shown once when the session ended by itself (its token expired, or the server said 401). */
  sessionExpired: 'Your session has expired. Please log in again.',
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
