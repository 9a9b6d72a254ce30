// The question a member is asked once before enrolling in a course (docs/product.md §10.18): a
// course's Enrol button asks it, saying what happens next, with a button to go ahead and one to
// step back. A document of its own, so that installations whose `enrolment` document was
// published before it get it too (a new document is published from its seed when the store
// opens; an existing one is not).

import type { Static } from 'typebox';
import { COMPANY_FACTS, Group, TextField, TextWith } from '../../content-fields';

export const EnrolConfirmationContent = Group({
  question: TextWith(160, ['course', 'price'], {
    title: 'The question',
    description: '{course}: the course; {price}: its price, as the page shows it.',
  }),
  next: TextWith(600, ['course', ...COMPANY_FACTS], { long: true, title: 'What happens next' }),
  confirm: TextField(40, { title: 'Button: enrol' }),
  cancel: TextField(40, { title: 'Button: not now' }),
});
export type EnrolConfirmationContent = Static<typeof EnrolConfirmationContent>;
