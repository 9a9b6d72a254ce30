// The /careers pages. The job and internship lists themselves come from the server.

import { PATHS } from '../config/paths';
import { company } from '../../contract/company';
import type { NavItem, TitledText } from './types';

export interface ListPageCopy {
  readonly heading: string;
  readonly intro: string;
  readonly loadingText: string;
  /** Shown when the list is empty. */
  readonly emptyText: string;
  /** Shown when the list could not be loaded. */
  readonly errorText: string;
  /** Label of the button that applies for one position, e.g. 'Apply'. */
  readonly applyLabel: string;
}

export interface HowToApply {
  readonly heading: string;
  readonly email: string;
  readonly steps: readonly string[];
  readonly note: string;
  /** Subject line for a mailto: link, given the position's title. */
  readonly subject: (positionTitle: string) => string;
}

/** Applications go here; a placeholder address on an example domain. */
const careersEmail = 'careers@kestrel.example';

export const careersNav = [
  { label: 'Open Positions', path: PATHS.careersJobs },
  { label: 'Internships', path: PATHS.careersInternships },
] as const satisfies readonly NavItem[];

export const careersIntro = {
  heading: `Careers at ${company.name}`,
  paragraphs: [
    'We are a small team, so everyone who joins makes a real difference. You will work directly with clients, see your work go live quickly and have experienced colleagues to learn from.',
    'We hire for curiosity, care and clear communication as much as for technical skills. If you like solving real problems for real businesses, we would like to hear from you.',
  ],
} as const satisfies { heading: string; paragraphs: readonly string[] };

export const jobsPage = {
  heading: 'Open Positions',
  intro: `These are the roles we are currently hiring for. Most can be done from our ${company.address.city} office, remotely within the UK, or a mix of both.`,
  loadingText: 'Loading open positions...',
  emptyText:
    'We have no open positions right now. We are always glad to hear from talented people, so feel free to send us your CV.',
  errorText:
    'We could not load our open positions just now. Please try again in a few minutes, or email us to ask about current roles.',
  applyLabel: 'Apply',
} as const satisfies ListPageCopy;

export const internshipsPage = {
  heading: 'Internships',
  intro:
    'Our paid internships last three to six months. You will join a project team, pair with a mentor every day and finish with work in your portfolio that real customers use.',
  loadingText: 'Loading internships...',
  emptyText: 'No Internship Available',
  errorText: 'No Internship Available',
  applyLabel: 'Apply',
} as const satisfies ListPageCopy;

export const benefits = {
  heading: 'What we offer',
  items: [
    {
      title: 'Flexible working',
      text: 'Core hours from 10:00 to 15:00, with the rest of your day arranged around your life.',
    },
    {
      title: 'Hybrid by choice',
      text: `Work from our ${company.address.city} office, from home, or both. We meet in person once a month.`,
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
} as const satisfies { heading: string; items: readonly TitledText[] };

export const howToApply = {
  heading: 'How to apply',
  email: careersEmail,
  steps: [
    `Email your CV to ${careersEmail} with the title of the role in the subject line.`,
    'Add a few lines about why the role interests you; a formal cover letter is not needed.',
    'If you have code, designs or writing you are proud of, include a link.',
    'We reply to every application within ten working days. Interviews are two conversations, one of them a friendly technical discussion; we never set unpaid take-home projects.',
  ],
  note: `We welcome applications from everyone and will make reasonable adjustments at any stage. Let us know what you need by email or on ${company.phone.display}.`,
  subject: (positionTitle: string) => `Application: ${positionTitle}`,
} as const satisfies HowToApply;

/** The careers area's own words around its lists: labels, the eyebrow and the email action. */
export const careersCopy = {
  navLabel: 'Careers',
  eyebrow: 'Join our team',
  retryLabel: 'Try again',
  emailLabel: 'Email your CV',
  /** Read by screen readers after a position's 'Apply' label: "Apply for <title>". */
  applyContext: (positionTitle: string) => ` for ${positionTitle}`,
} as const;
