// The words of courses members take, as a new installation publishes them
// (contract/documents/enrolment/schema.ts).

import type { EnrolmentContent } from './schema';

export const enrolmentSeed: EnrolmentContent = {
  panel: {
    enrol: 'Enrol',
    loginFirst: 'You will be asked to log in or sign up first.',
    enrolled: 'You are enrolled in this course.',
    leave: 'Leave the course',
    completed: 'You have completed this course.',
    viewCertificate: 'View your certificate',
    failed: 'That did not work. Please try again.',
  },
  profile: {
    heading: 'Courses and certificates',
    none: 'You are not enrolled in a course yet. When you complete one, its certificate appears here.',
    browse: 'Browse courses',
    enrolledOn: 'Enrolled',
    completedOn: 'Completed',
    inProgress: 'In progress',
    completed: 'Completed',
    viewCertificate: 'Certificate',
    internshipsHeading: 'Completed internships',
  },
  certificate: {
    seo: {
      title: 'Certificate of completion',
      description:
        'A certificate of completion of a {name} course: the name of the member, the course and the day they completed it.',
    },
    eyebrow: 'Kestrel Software Academy',
    heading: 'Certificate of completion',
    certifies: 'This certifies that',
    completed: 'has successfully completed the course',
    on: 'on',
    verified:
      'This page is the certificate’s public record: anyone with its address can check that it is genuine.',
    print: 'Print certificate',
    notFoundHeading: 'No such certificate',
    notFound: 'There is no certificate with this address. Check the address you were given.',
  },
};
