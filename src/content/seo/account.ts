// Titles and descriptions of the account area's pages (see ./entry.ts).

import { PATHS } from '../../config/paths';
import { company } from '../../../contract/company';
import { seoEntries, pageTitle as t } from './entry';

export const accountSeo = seoEntries({
  [PATHS.login]: {
    title: t('Log In'),
    description: `Log in to your ${company.name} account to see your profile, your courses and internships, and to keep your contact details and address up to date.`,
  },
  [PATHS.signup]: {
    title: t('Sign Up'),
    description: `Create a free ${company.name} account with your email address to enrol on courses, track your progress and manage your profile and contact details online.`,
  },
  [PATHS.forgotPassword]: {
    title: t('Forgot Password'),
    description: `Forgot the password of your ${company.name} account? Enter your email address and we will send you a link to choose a new one, valid for 30 minutes.`,
  },
  [PATHS.resetPassword]: {
    title: t('Choose a New Password'),
    description: `Choose a new password for your ${company.name} account with the link we emailed you. The link works once, for 30 minutes; then log in with the new password.`,
  },
  [PATHS.setPassword]: {
    title: t('Choose Your Password'),
    description: `Choose the password of your ${company.name} staff account with the link of your invitation email. The link works once, for 24 hours, and confirms your email address.`,
  },
  [PATHS.verifyEmail]: {
    title: t('Confirm Your Email Address'),
    description: `Confirm the email address of your ${company.name} account with the link we emailed you. The link works once, for 24 hours; a new one can be sent from your profile.`,
  },
  [PATHS.profile]: {
    title: t('Your Profile'),
    description: `Your ${company.name} profile: view and edit your name, email, phone and address, and see your enrolled and completed courses, internships and certificates.`,
  },
});
