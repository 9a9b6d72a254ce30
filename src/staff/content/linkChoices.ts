// The pages a content document's link may lead to, as the editor offers them: the site's public
// pages by their names ("Pricing — /pricing"), and the published pages staff built from blocks by
// their titles (GET /api/staff/pages). Account pages (sign-in, password and address links, the
// profile) are left out: no page's words link to them. A path added to PATHS must be named here
// or listed as an account page (the type says so).

import { useMemo } from 'react';
import type { PageSummary } from '../../../contract/api/pages';
import { PATHS } from '../../config/paths';
import { useStaffPagesQuery } from './pages/pagesApi';
import type { LinkChoice } from '../common/richtext/LinkDialog';

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
  insights: 'Insights',
  search: 'Search',
};

/** The site's fixed public pages, in the order of their names. */
const LINK_CHOICES: readonly LinkChoice[] = Object.entries(NAMES)
  .map(([key, name]) => {
    const path = PATHS[key as keyof typeof NAMES];
    return { path, label: `${name} — ${path}` };
  })
  .sort((a, b) => a.label.localeCompare(b.label));

/** The fixed pages and the published pages built from blocks, in the order of their names. */
const linkChoicesWith = (pages: readonly PageSummary[]): readonly LinkChoice[] =>
  [
    ...LINK_CHOICES,
    ...pages.flatMap((page) =>
      page.status === 'published' && page.path
        ? [{ path: page.path, label: `${page.title} — ${page.path}` }]
        : [],
    ),
  ].sort((a, b) => a.label.localeCompare(b.label));

/** Every page a link may lead to, the pages built from blocks as the server lists them. */
export function useLinkChoices(): readonly LinkChoice[] {
  const { data } = useStaffPagesQuery();
  return useMemo(() => linkChoicesWith(data ?? []), [data]);
}
