// The question before enrolling, as a new installation publishes it
// (contract/documents/enrolConfirmation/schema.ts).

import type { EnrolConfirmationContent } from './schema';

export const enrolConfirmationSeed: EnrolConfirmationContent = {
  question: 'Enrol in {course} ({price})?',
  next:
    'You are enrolled at once: the course shows on your profile, and you can leave it there ' +
    'until you complete it. Nothing is charged on this site; for start dates and paying in ' +
    'instalments, write to {salesEmail}.',
  confirm: 'Yes, enrol me',
  cancel: 'Not now',
};
