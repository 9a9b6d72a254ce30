// Copy of the staff accounts' second factor: the profile's second-factor card (/profile, staff
// only) and the back office's notice when staff need one (/staff). The login's second step is in
// account.ts, the profile's "Log out everywhere" card in profile.ts. The server's own messages (a
// wrong code, the recovery codes' warning) are shown as it sends them.

import { withCount } from '../../contract/values/plural';

export const secondFactorCopy = {
  title: 'Two-step login',
  loading: 'Loading...',
  off: 'Protect your staff account: after your password, logins also ask for a code from an authenticator app on your phone.',
  required: 'Your back-office access needs it: set it up to use the back office.',
  on: 'On: logins ask for a code from your authenticator app.',
  codesLeft: (count: number) =>
    `${withCount(count, 'recovery code', 'recovery codes')} left. Each works once, instead of a code from the app.`,
  passwordLabel: 'Current password',
  passwordRequired: 'Please enter your current password.',
  start: 'Set up',
  starting: 'Checking...',
  scan: 'Scan this QR code with your authenticator app, or type the key into it. Then enter the 6-digit code it shows.',
  qrLabel: 'QR code of your authenticator key',
  keyLabel: 'Key',
  codeLabel: 'Code from the app',
  codeRequired: 'Please enter the code.',
  confirm: 'Turn on',
  confirming: 'Turning on...',
  codesTitle: 'Your recovery codes',
  done: 'I have kept them',
  removeCodeLabel: 'Code from the app, or a recovery code',
  remove: 'Turn off',
  removing: 'Turning off...',
  failure: 'That did not work just now. Please try again in a moment.',
} as const;

/** The back office when STAFF_REQUIRE_2FA is on and the account has no second factor yet. */
export const staffSecondFactorCopy = {
  title: 'Set up two-step login first',
  text: 'Staff accounts need a second factor: set up an authenticator app on your profile page first.',
  link: 'Go to your profile',
} as const;
