// The careers area as a new installation publishes it (contract/documents/careers/schema.ts).

import type { CareersPageContent } from './schema';

export const careersSeed: CareersPageContent = {
  seo: {
    title: 'Careers',
    description:
      'Careers at {name}: open positions and paid internships in a small, friendly team, with hybrid working, a learning budget and real client projects.',
  },
  jobsSeo: {
    title: 'Open Positions',
    description:
      'Current job openings at {name} in {city} and remote across the UK. See the roles we are hiring for and find out how to send us your application.',
  },
  internshipsSeo: {
    title: 'Internships',
    description:
      'Paid internships of three to six months at {name}: join a project team, work with a daily mentor and finish with real work in your own portfolio.',
  },
  navLabel: 'Careers',
  nav: [
    { label: 'Open Positions', path: '/careers/jobs' },
    { label: 'Internships', path: '/careers/internships' },
  ],
  eyebrow: 'Join our team',
  heading: 'Careers at {name}',
  paragraphs: [
    'We are a small team, so everyone who joins makes a real difference. You will work directly with clients, see your work go live quickly and have experienced colleagues to learn from.',
    'We hire for curiosity, care and clear communication as much as for technical skills. If you like solving real problems for real businesses, we would like to hear from you.',
  ],
  jobs: {
    heading: 'Open Positions',
    intro:
      'These are the roles we are currently hiring for. Most can be done from our {city} office, remotely within the UK, or a mix of both.',
    loading: 'Loading open positions...',
    empty:
      'We have no open positions right now. We are always glad to hear from talented people, so feel free to send us your CV.',
    error:
      'We could not load our open positions just now. Please try again in a few minutes, or email us to ask about current roles.',
    apply: 'Apply',
  },
  internships: {
    heading: 'Internships',
    intro:
      'Our paid internships last three to six months. You will join a project team, pair with a mentor every day and finish with work in your portfolio that real customers use.',
    loading: 'Loading internships...',
    empty: 'No Internship Available',
    error: 'No Internship Available',
    apply: 'Apply',
  },
  retry: 'Try again',
  applyContext: 'for {title}',
  details: 'Read more',
  detailsContext: 'about {title}',
  benefits: {
    heading: 'What we offer',
    items: [
      {
        title: 'Flexible working',
        text: 'Core hours from 10:00 to 15:00, with the rest of your day arranged around your life.',
      },
      {
        title: 'Hybrid by choice',
        text: 'Work from our {city} office, from home, or both. We meet in person once a month.',
      },
      {
        title: '28 days of holiday',
        text: 'Plus bank holidays, and an extra day off for every year you have been with us, up to five.',
      },
      {
        title: 'Learning budget',
        text: '£1,000 a year for courses, books and conferences, and time during the week to use it.',
      },
      {
        title: 'Pension and health',
        text: 'A 6% employer pension contribution and private health cover after your probation period.',
      },
      {
        title: 'Good equipment',
        text: 'A laptop and accessories of your choice, and a budget to set up a comfortable home workspace.',
      },
    ],
  },
  howToApply: {
    heading: 'How to apply',
    email: 'careers@kestrel.example',
    steps: [
      'Open the role and fill in the form at the bottom of its page, with your CV attached. You can also email your CV to {email} with the title of the role in the subject line.',
      'Add a few lines about why the role interests you; a formal cover letter is not needed.',
      'If you have code, designs or writing you are proud of, include a link.',
      'We reply to every application within ten working days. Interviews are two conversations, one of them a friendly technical discussion; we never set unpaid take-home projects.',
    ],
    emailButton: 'Email your CV',
    note: 'We welcome applications from everyone and will make reasonable adjustments at any stage. Let us know what you need by email or on {phone}.',
    subject: 'Application: {title}',
  },
  posting: {
    eyebrow: { job: 'Open position', internship: 'Internship' },
    factsLabel: 'About this posting',
    posted: 'Posted',
    closes: 'Applications close',
    openUntilFilled: 'Open until filled',
    employmentType: 'Employment type',
    place: 'Where',
    remoteFrom: 'Remote, for people living in {country}',
    salary: 'Salary',
    salaryRange: '{min} – {max} {unit}',
    salaryFrom: 'From {min} {unit}',
    descriptionHeading: 'About the role',
    applyHeading: 'How to apply',
    applyText:
      'Email your CV with the title of the role in the subject line. Questions first? Write to us through our contact page.',
    applyEmail: 'Email your application',
    contactLink: 'Ask us a question',
    closedHeading: 'This posting is closed',
    closedText: 'We are no longer taking applications for this role. Thank you for your interest.',
    currentOpenings: { job: 'See our current openings', internship: 'See our current internships' },
    backToList: { job: 'All open positions', internship: 'All internships' },
    loading: 'Loading the posting...',
    notFoundHeading: 'No such posting',
    notFoundText: 'This posting does not exist, or it has been taken down.',
    error: 'We could not load this posting just now. Please try again in a few minutes.',
  },
  employmentTypes: {
    FULL_TIME: 'Full time',
    PART_TIME: 'Part time',
    CONTRACTOR: 'Contract',
    TEMPORARY: 'Temporary',
    INTERN: 'Internship',
    VOLUNTEER: 'Volunteer',
    PER_DIEM: 'Paid by the day',
    OTHER: 'Other',
  },
  workplaces: {
    onsite: 'At our {city} office',
    hybrid: 'Hybrid: our {city} office and home',
    remote: 'Remote',
  },
  salaryUnits: {
    HOUR: 'an hour',
    DAY: 'a day',
    WEEK: 'a week',
    MONTH: 'a month',
    YEAR: 'a year',
  },
};
