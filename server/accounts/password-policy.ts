// What the server refuses as a new password, beyond the length in contract/fields.ts (NIST SP
// 800-63B, 5.1.1.2: check against commonly used passwords and context-specific words):
//   - only white space;
//   - the email address, or its part before the '@', in any letter case;
//   - one of the 49,000 most common passwords of zxcvbn-ts's common-language dictionary
//     (@zxcvbn-ts/language-common, lists ranked from leaked password sets), in any letter case.
// The sign-up page states the rule (src/content/account.ts); the list itself stays on the server.

export const WEAK_PASSWORD = {
  blank: 'Password must not be only spaces.',
  email: 'Password must not be your email address or its name part. Choose something else.',
  common:
    'This password is one of the most common passwords, which attackers try first. ' +
    'Choose another one, e.g. a few unrelated words.',
} as const;

let common: Promise<Set<string>> | undefined;

/**
 * The common-password list, loaded on first use: its package (0.4 MB, every language list
 * compressed in one module) takes a moment to load and decompress, which a process that checks
 * no new password never spends.
 */
export const commonPasswords = (): Promise<Set<string>> =>
  (common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  ));

/** Why `password` may not be used for the account `email`, or undefined when it may. */
export async function passwordProblem(
  password: string,
  email: string,
): Promise<string | undefined> {
  if (password.trim() === '') return WEAK_PASSWORD.blank;
  // Spaces around do not make a password different.
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.slice(0, Math.max(0, address.lastIndexOf('@')));
  if (candidate === address || candidate === localPart) return WEAK_PASSWORD.email;
  if ((await commonPasswords()).has(candidate)) return WEAK_PASSWORD.common;
  return undefined;
}
