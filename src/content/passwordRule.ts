// The password rule the sign-up, reset-password and change-password forms show under their
// password field before the visitor types: a module of its own, so that each of those pages'
// chunks carries it without the others' words. The server enforces the rule
// (server/auth/password-policy.ts); the list of common passwords stays there.

import { LIMITS } from '../../contract/values/constants';

export const passwordRule =
  `${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters. Not a common password (like ` +
  'password or 12345678), not your email address and not only spaces. A passphrase of a few ' +
  'words works well.';
