// Copy of the verification email's link (/verify-email).

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
