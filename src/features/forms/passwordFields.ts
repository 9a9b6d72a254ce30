// What is wrong with the forgot- and reset-password forms (src/pages/account/: the forgot- and
// reset-password pages): the pages show it, and the server checks the same when the browser
// posts the form itself (src/prerender.tsx, formProblems).

import { isEmailAddress } from '../../../contract/values/forms/email';
import { forgotCopy, resetCopy } from '../../content/password';

/** Why the email cannot be sent, or null. */
export const forgotEmailProblem = (email: string): string | null => {
  const trimmed = email.trim();
  if (!trimmed) return forgotCopy.emailRequired;
  return isEmailAddress(trimmed) ? null : forgotCopy.emailFormat;
};

/** Why the new password cannot be sent, or null (the server checks the sign-up rules). */
export const resetPasswordProblem = (password: string): string | null =>
  password ? null : resetCopy.passwordRequired;
