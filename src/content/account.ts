// Copy of the account pages: login (/login), sign-up (/signup) and profile (/profile).

import { LIMITS } from '../../contract/values/constants';

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
  /**
   * The password rule shown under the password field before the visitor types. The server
   * enforces it (server/auth/password-policy.ts); the list of common passwords stays there.
   */
  passwordRule:
    `${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters. Not a common password (like ` +
    'password or 12345678), not your email address and not only spaces. A passphrase of a few ' +
    'words works well.',
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

/** /forgot-password: asks for the account's email and sends a reset link. */
export const forgotCopy = {
  title: 'Forgot your password?',
  lead: 'Enter the email address of your account and we will email you a link to choose a new password.',
  emailLabel: 'Email',
  emailRequired: 'Please enter your email address.',
  emailFormat: 'Please enter a valid email address, like name@example.com.',
  submit: 'Send reset link',
  sending: 'Sending...',
  failure: 'We could not send the link just now. Please try again in a moment.',
  back: 'Remembered it?',
  backLink: 'Log in',
} as const;

/** /reset-password?token=...: the link of the reset email. */
export const resetCopy = {
  title: 'Choose a new password',
  lead: 'Enter the new password for your account. The link in your email works once, for 30 minutes.',
  passwordLabel: 'New password',
  passwordRequired: 'Please enter a new password.',
  noToken: 'This reset link is not valid. Ask for a new one.',
  submit: 'Save new password',
  saving: 'Saving...',
  failure: 'We could not change your password just now. Please try again in a moment.',
  login: 'Log in with your new password',
  newLink: 'Ask for a new link',
} as const;

/** /set-password?token=...: the link of a staff invitation (the reset page, in these words). */
export const setPasswordCopy = {
  ...resetCopy,
  title: 'Choose your password',
  lead: 'Choose the password for your staff account. The link in your invitation email works once, for 24 hours, and confirms your email address.',
  passwordLabel: 'Password',
  passwordRequired: 'Please enter a password.',
  noToken: 'This invitation link is not valid. Ask the administrator for a new one.',
  submit: 'Save password',
  login: 'Log in with your password',
} as const;

/** /verify-email?token=...: the link of the verification email. */
export const verifyCopy = {
  title: 'Confirm your email address',
  checking: 'Confirming your email address...',
  noToken: 'This verification link is not valid. Ask for a new one from your profile.',
  failure: 'We could not confirm your email address just now. Please try again in a moment.',
  retry: 'Try again',
  profile: 'Go to your profile',
  login: 'Log in',
} as const;

/** The profile's email verification line and its resend button. */
export const verificationCopy = {
  verified: 'Verified',
  notVerified: 'Not verified',
  explain:
    'Confirm your email address with the link we emailed you, so that we know it is yours. You can use your account as usual meanwhile.',
  resend: 'Resend verification email',
  sending: 'Sending...',
  failure: 'We could not send the email just now. Please try again in a moment.',
} as const;

/** The profile's change-password form. */
export const changePasswordCopy = {
  title: 'Change your password',
  lead: 'Other devices and browsers where you are logged in will be logged out.',
  /** A session opened with a one-time password (the server's 403 says why). */
  oneTimeLead:
    'You logged in with a one-time password. Choose your own password to use the rest of the site: type the one-time password as the current one.',
  currentLabel: 'Current password',
  newLabel: 'New password',
  currentRequired: 'Please enter your current password.',
  newRequired: 'Please enter a new password.',
  submit: 'Change password',
  saving: 'Changing...',
  failure: 'We could not change your password just now. Please try again in a moment.',
} as const;

// Copy of the profile page (/profile).

export const profileCopy = {
  title: 'Your Profile',
  eyebrow: 'Your account',
  welcome: (name: string) => `Welcome back, ${name}.`,
  /** Shown in the same place while the profile loads. */
  welcomeLoading: 'Welcome back.',
  loading: 'Loading your profile...',
  loadError: 'We could not load your profile just now. Please try again.',
  retry: 'Try again',
  detailsTitle: 'Your details',
  labels: { name: 'Name', email: 'Email', phone: 'Phone', address: 'Address' },
  notGiven: 'Not given yet',
  edit: 'Edit profile',
  editTitle: 'Edit your details',
  emailHint: 'Email cannot be changed here',
  nameRequired: 'Please enter your name.',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  saved: 'Your profile has been saved.',
  saveError: 'We could not save your profile. Please try again.',
  statsTitle: 'Your progress',
  stats: {
    completedCourses: 'Completed courses',
    enrolledCourses: 'Enrolled courses',
    completedInternships: 'Completed internships',
  },
  limits: { name: LIMITS.name, phone: LIMITS.phone, address: LIMITS.address },
} as const;
