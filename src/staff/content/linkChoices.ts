// The pages a content document's link may lead to, as the editor offers them: the site's public
// pages by their names ("Pricing — /pricing"). Account pages (sign-in, password and address
// links, the profile) are left out: no page's words link to them. A path added to PATHS must be
// named here or listed as an account page (the type says so).

import { PATHS } from '../../config/paths';

type AccountPage =
  | 'login'
  | 'signup'
  | 'profile'
  | 'forgotPassword'
  | 'resetPassword'
  | 'setPassword'
  | 'verifyEmail';

const NAMES: Record<Exclude<keyof typeof PATHS, AccountPage>, string> = {
  home: 'Home',
  contact: 'Contact',
  products: 'Shop',
  cart: 'Cart',
  services: 'Services',
  serviceCsd: 'Custom software development',
  serviceLogoDesign: 'Logo design',
  serviceItConsulting: 'IT consulting',
  serviceWebDevelopment: 'Web development',
  serviceItOutsourcing: 'IT outsourcing',
  serviceMobileApp: 'Mobile app development',
  serviceSoftwareDevelopment: 'Software development',
  servicesPricing: 'Pricing (under Services)',
  pricing: 'Pricing',
  quote: 'Get a quote',
  about: 'About us',
  aboutValues: 'Our values',
  aboutVision: 'Our vision',
  aboutWhoWeAre: 'Who we are',
  aboutWhatWeDo: 'What we do',
  careers: 'Careers',
  careersJobs: 'Jobs',
  careersInternships: 'Internships',
  faq: 'FAQ',
  helpCentre: 'Help Centre',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  courses: 'Courses',
  courseWebDevelopment: 'Web development course',
  courseMobileApp: 'Mobile app development course',
  courseDsa: 'Data structures and algorithms course',
  caseStudies: 'Case studies',
  search: 'Search',
};

export interface LinkChoice {
  path: string;
  /** What the choice reads: "Pricing — /pricing". */
  label: string;
}

/** The public pages, in the order of their names. */
export const LINK_CHOICES: readonly LinkChoice[] = Object.entries(NAMES)
  .map(([key, name]) => {
    const path = PATHS[key as keyof typeof NAMES];
    return { path, label: `${name} — ${path}` };
  })
  .sort((a, b) => a.label.localeCompare(b.label));
