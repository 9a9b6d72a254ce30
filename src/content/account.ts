// Copy of the sign-in pages: login (/login), with its second step, and sign-up (/signup). The
// other account pages' words are in password.ts, verifyEmail.ts and profile.ts, each loaded with
// its own page.

import { passwordRule } from './passwordRule';

/** The login and sign-up pages' messages, word for word (docs/product.md §8, error catalogue). */
export const authMessages = {
  emptyFields: 'Please fill all fields',
  invalidCredentials: 'Invalid credentials',
  loginError: 'An error occurred during login.',
  loginSuccess: 'Login successful!',
  signupError: 'Something went wrong',
  signupSuccess:
    'Thanks for signing up. We have emailed you about your account; you can now log in.',
} as const;

/** The email and password fields of the login and sign-up pages. */
export const credentialsCopy = { emailLabel: 'Email', passwordLabel: 'Password' } as const;

/** /signup. */
export const signupCopy = {
  title: 'Sign Up',
  lead: 'Create your account in a few seconds.',
  submit: 'Sign Up',
  pending: 'Creating account...',
  /** The password rule, shown under the password field before the visitor types. */
  passwordRule,
  switchText: 'Already have an account?',
  switchLink: 'Log in',
} as const;

/** /login, with its way out for a forgotten password. */
export const loginCopy = {
  title: 'Login',
  lead: 'Welcome back. Log in to see your profile.',
  submit: 'Login',
  pending: 'Logging in...',
  forgotLink: 'Forgot password?',
  /** Shown only without JavaScript: the session lives in the browser, kept by the app. */
  needsScript:
    'Logging in needs JavaScript, which is turned off in this browser: turn it on to log in. ' +
    '"Forgot password?" and signing up work without it.',
  switchText: 'New here?',
  switchLink: 'Create an account',
} as const;

/** The login page once the password was right for an account with a second factor. */
export const secondStepCopy = {
  title: 'Login',
  codeLabel: 'Code',
  codeHint: 'The 6-digit code from your authenticator app, or a recovery code (xxxxx-xxxxx).',
  codeRequired: 'Please enter the code.',
  submit: 'Verify',
  pending: 'Verifying...',
  restart: 'Log in with another account',
} as const;
