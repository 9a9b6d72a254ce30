// Copy of the password pages: forgot password (/forgot-password), the reset link's page
// (/reset-password) and a staff invitation's (/set-password).

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
