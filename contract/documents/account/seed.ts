// The account pages' entries for search engines as a new installation publishes them
// (contract/documents/account/schema.ts). A '{slot}' names one of the company's facts
// (COMPANY_FACTS, contract/content-fields.ts).

import type { AccountPagesContent } from './schema';

export const accountSeed: AccountPagesContent = {
  login: {
    title: 'Log In',
    description:
      'Log in to your {name} account to see your profile, your courses and internships, and to keep your contact details and address up to date.',
  },
  signup: {
    title: 'Sign Up',
    description:
      'Create a free {name} account with your email address to enrol on courses, track your progress and manage your profile and contact details online.',
  },
  forgotPassword: {
    title: 'Forgot Password',
    description:
      'Forgot the password of your {name} account? Enter your email address and we will send you a link to choose a new one, valid for 30 minutes.',
  },
  resetPassword: {
    title: 'Choose a New Password',
    description:
      'Choose a new password for your {name} account with the link we emailed you. The link works once, for 30 minutes; then log in with the new password.',
  },
  setPassword: {
    title: 'Choose Your Password',
    description:
      'Choose the password of your {name} staff account with the link of your invitation email. The link works once, for 24 hours, and confirms your email address.',
  },
  verifyEmail: {
    title: 'Confirm Your Email Address',
    description:
      'Confirm the email address of your {name} account with the link we emailed you. The link works once, for 24 hours; a new one can be sent from your profile.',
  },
  profile: {
    title: 'Your Profile',
    description:
      'Your {name} profile: view and edit your name, email, phone and address, and see your enrolled and completed courses, internships and certificates.',
  },
};
