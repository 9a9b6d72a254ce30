// The profile's words for a member's data, as a new installation publishes them
// (contract/documents/dataRights/schema.ts).

import type { DataRightsContent } from './schema';

export const dataRightsSeed: DataRightsContent = {
  heading: 'Your data',
  intro:
    'Download a copy of everything we store about your account: your profile, courses and certificates, your sessions and the records of changes to your account, and, once your email address is verified, the messages and job applications you sent us from it.',
  download: 'Download my data',
  downloadFailed: 'The download did not work. Please try again.',
  deleteHeading: 'Delete your account',
  deleteText:
    'Deleting your account removes your profile, courses, certificates and sessions, and, once your email address is verified, the messages and job applications you sent us from it, and logs you out everywhere. It cannot be undone.',
  deleteOpen: 'Delete my account…',
  password: 'Your password',
  code: 'Authenticator code or recovery code',
  confirm: 'Type DELETE to confirm',
  submit: 'Delete my account',
  cancel: 'Cancel',
  deleted: 'Your account has been deleted. We have sent a confirmation to your email address.',
};
