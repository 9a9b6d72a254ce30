// Copy of the profile page (/profile): its details, its email verification line, its
// change-password form and its sessions card. Its member sections' words are in their content
// documents; the second-factor card's, for staff, in accountSecurity.ts.

import { LIMITS } from '../../contract/values/constants';

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

/** The profile's "Log out everywhere" card. */
export const logoutEverywhereCopy = {
  title: 'Your sessions',
  lead: 'Log out on every device and browser where you are logged in, this one too.',
  submit: 'Log out everywhere',
  pending: 'Logging out...',
  failure: 'We could not log you out everywhere just now. Please try again in a moment.',
} as const;
