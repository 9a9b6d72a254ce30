// The words of courses members take (docs/product.md §10.18): the enrol panel of a course's page,
// the profile's list of courses and certificates, and the certificate's page
// (/certificates/<code>), printable and open to anyone who has its address.

import type { Static } from 'typebox';
import { Group, LongTextField, SearchEntry, TextField } from '../../content-fields';

export const EnrolmentContent = Group({
  panel: Group(
    {
      enrol: TextField(40, { title: 'Button: enrol' }),
      loginFirst: LongTextField(200, { title: 'Under the button, for a visitor not logged in' }),
      enrolled: TextField(120, { title: 'Once enrolled' }),
      leave: TextField(40, { title: 'Button: leave the course' }),
      completed: TextField(120, { title: 'Once completed' }),
      viewCertificate: TextField(60, { title: 'Link to the certificate' }),
      failed: LongTextField(200, { title: 'When enrolling or leaving fails' }),
    },
    { title: "A course's page" },
  ),
  profile: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      none: LongTextField(300, { title: 'With no course yet' }),
      browse: TextField(60, { title: 'Link to the courses' }),
      enrolledOn: TextField(40, { title: 'Before the enrolment date' }),
      completedOn: TextField(40, { title: 'Before the completion date' }),
      inProgress: TextField(40, { title: 'Badge: in progress' }),
      completed: TextField(40, { title: 'Badge: completed' }),
      viewCertificate: TextField(60, { title: 'Link to a certificate' }),
      internshipsHeading: TextField(80, { title: 'Heading: internships' }),
    },
    { title: 'The profile' },
  ),
  certificate: Group(
    {
      seo: SearchEntry('Search engines (the page is never indexed)'),
      eyebrow: TextField(60, { title: 'Above the heading' }),
      heading: TextField(80, { title: 'Heading' }),
      certifies: TextField(80, { title: 'Before the name' }),
      completed: TextField(80, { title: 'Between the name and the course' }),
      on: TextField(40, { title: 'Before the date' }),
      verified: LongTextField(300, { title: 'Under the certificate: what it verifies' }),
      print: TextField(40, { title: 'Button: print' }),
      notFoundHeading: TextField(80, { title: 'Unknown code: heading' }),
      notFound: LongTextField(300, { title: 'Unknown code: text' }),
    },
    { title: 'The certificate (/certificates/<code>)' },
  ),
});
export type EnrolmentContent = Static<typeof EnrolmentContent>;
