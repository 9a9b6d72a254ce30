// The back office's enrolments screen's words (EnrolmentsPage.tsx), apart from
// src/content/staff.ts so that they load with the screen, not with the back office's frame.

export const enrolmentsCopy = {
  title: 'Enrolments',
  intro:
    'Members enrol in courses from the course pages. Mark a course completed on the day it ' +
    'ended: the member gets a certificate at once.',
  none: 'No enrolments yet.',
  show: 'Show',
  statuses: [
    { value: '', label: 'All enrolments' },
    { value: 'enrolled', label: 'Enrolled' },
    { value: 'completed', label: 'Completed' },
  ],
  noneOf: { enrolled: 'No course in progress.', completed: 'No course completed yet.' },
  enrolled: 'Enrolled',
  completed: 'Completed',
  completedOn: 'Completed on',
  complete: 'Mark completed',
  certificate: 'Certificate',
  done: (name: string, course: string) => `${name} has completed ${course}.`,
  internship: {
    title: 'Record a completed internship',
    email: "Member's email",
    posting: 'Internship',
    choose: 'Choose one',
    none: 'There are no internship postings yet.',
    day: 'Completed on',
    submit: 'Record internship',
    recorded: (title: string) => `Recorded: ${title}.`,
  },
} as const;
