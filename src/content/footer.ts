// Footer link groups and social links. Every link resolves to a real page.

import { PATHS, TEMPLATES_LINK } from '../config/paths';
import { company, type SocialLink } from '../../contract/company';

interface FooterLink {
  readonly label: string;
  /** An internal route; may carry a query string (the Templates link does). */
  readonly href: string;
}

export interface FooterGroup {
  readonly title: string;
  readonly links: readonly FooterLink[];
}

export const footerGroups = [
  {
    title: 'Company',
    links: [
      { label: 'About', href: PATHS.about },
      { label: 'Careers', href: PATHS.careers },
      { label: 'Contact', href: PATHS.contact },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Custom Software Development', href: PATHS.serviceCsd },
      { label: 'Web Development', href: PATHS.serviceWebDevelopment },
      { label: 'IT Consulting', href: PATHS.serviceItConsulting },
      { label: 'Logo Design', href: PATHS.serviceLogoDesign },
      { label: 'Pricing', href: PATHS.servicesPricing },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Templates', href: TEMPLATES_LINK },
      { label: 'Courses', href: PATHS.courses },
      { label: 'Web Development Course', href: PATHS.courseWebDevelopment },
      { label: 'Mobile App Development Course', href: PATHS.courseMobileApp },
      { label: 'Data Structures & Algorithms Course', href: PATHS.courseDsa },
      { label: 'Open Positions', href: PATHS.careersJobs },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'FAQ', href: PATHS.faq },
      { label: 'Help Centre', href: PATHS.helpCentre },
      { label: 'Privacy Policy', href: PATHS.privacy },
      { label: 'Terms of Service', href: PATHS.terms },
    ],
  },
] as const satisfies readonly FooterGroup[];

export const footerSocial = {
  heading: 'Follow us',
  links: company.social,
  /** Accessible name for an icon-only social link. */
  linkLabel: (name: string) => `${company.name} on ${name} (opens in a new tab)`,
} as const satisfies {
  heading: string;
  links: readonly SocialLink[];
  linkLabel: (name: string) => string;
};

export const footerContact = {
  heading: 'Get in touch',
  blurb: 'Questions about a project, a course or your account? We reply within one working day.',
} as const;

/** 'Established 2021.', after the copyright line. */
export const establishedLine = (year: number): string => `Established ${year}.`;

/** '© 2026 Kestrel Software Ltd. All rights reserved.' */
export const copyrightLine = (year: number = new Date().getFullYear()): string =>
  `© ${year} ${company.legalName} All rights reserved.`;
