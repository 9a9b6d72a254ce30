// Job applications (docs/product.md §10.17): the words of the apply form on a posting's page and
// of the emails a candidate gets (received, interview invitation, rejection), which staff edit. A
// document of its own rather than new fields of `careers`: a new key is published from its seed
// into existing installations when the store opens, new fields of a published document are not.

import type { Static } from 'typebox';
import { COMPANY_FACTS, Group, TextField, TextWith } from '../../content-fields';

/** The placeholders of an email to the candidate: their name, the posting's title, the company. */
const EMAIL_NAMES = ['name', 'role', 'company'];

/** An email to the candidate (server/hiring/emails.ts fills it in). */
const Email = (title: string) =>
  Group(
    {
      subject: TextWith(150, EMAIL_NAMES, { title: 'Subject' }),
      body: TextWith(3000, EMAIL_NAMES, {
        title: 'Body',
        long: true,
        description: "{name}: the candidate; {role}: the posting; {company}: the company's name.",
      }),
    },
    { title },
  );

export const HiringContent = Group({
  form: Group(
    {
      heading: TextField(60, { title: 'Heading' }),
      intro: TextWith(400, COMPANY_FACTS, { title: 'Introduction', long: true }),
      fullName: TextField(60, { title: '"Full name"' }),
      email: TextField(60, { title: '"Email"' }),
      phone: TextField(60, { title: '"Phone (optional)"' }),
      portfolioUrl: TextField(60, { title: '"Portfolio"' }),
      githubUrl: TextField(60, { title: '"GitHub"' }),
      linkedinUrl: TextField(60, { title: '"LinkedIn"' }),
      linksHint: TextField(200, { title: 'Under the links' }),
      coverLetter: TextField(60, { title: '"Cover letter"' }),
      cv: TextField(60, { title: '"CV"' }),
      cvHint: TextField(200, { title: 'Under the CV field' }),
      cvAgain: TextField(200, {
        title: 'After a refusal: choose the file again',
        description: 'Browsers cannot refill a file field.',
      }),
      consent: TextWith(300, ['days'], {
        title: 'Consent to the retention period',
        long: true,
        description: '{days}: the days applications are kept after the posting closes.',
      }),
      submit: TextField(40, { title: 'Send button' }),
      sending: TextField(40, { title: 'While sending' }),
      sent: TextWith(300, ['role', ...COMPANY_FACTS], { title: 'Sent', long: true }),
      fixErrors: TextField(200, { title: 'When fields need fixing' }),
      failed: TextWith(300, COMPANY_FACTS, { title: 'When it cannot be sent', long: true }),
    },
    { title: 'The apply form (a posting’s page)' },
  ),
  emails: Group(
    {
      received: Email('Received (sent by itself)'),
      interview: Email('Interview invitation'),
      rejection: Email('Rejection'),
    },
    { title: 'Emails to candidates' },
  ),
});
export type HiringContent = Static<typeof HiringContent>;
