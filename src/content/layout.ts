// The words of the frame every page shares (src/layout/): the navigation, the skip link and the
// error page. Only the layout imports this file (so it stays part of the start-up code's one
// module); the words any chunk shows while waiting are in status.ts, the 404 page's in
// notFound.ts.

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
  /** Closes the session's notice. */
  dismiss: 'Dismiss',
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
