// Titles and descriptions of the services area's pages (see ./entry.ts).

import { PATHS } from '../../config/paths';
import { company } from '../../../contract/company';
import { seoEntries, pageTitle as t } from './entry';

export const servicesSeo = seoEntries({
  [PATHS.services]: {
    title: t('Services'),
    description: `Software development, web development, mobile apps and IT outsourcing from ${company.name}. See how we can help your business plan, build and run its software.`,
  },
  [PATHS.serviceCsd]: {
    title: t('Custom Software Development'),
    description:
      'Custom software built around the way your business works: booking systems, customer portals, internal tools and integrations, with full ownership of the code.',
  },
  [PATHS.serviceLogoDesign]: {
    title: t('Logo Design'),
    description: `Logo design from ${company.name}: three initial concepts, two rounds of revisions, files for print and screen and a one-page guide to using your new brand.`,
  },
  [PATHS.serviceItConsulting]: {
    title: t('IT Consulting'),
    description:
      'Independent IT consulting for small businesses: system reviews, cloud planning and supplier choices, with a plain-English report and costed recommendations.',
  },
  [PATHS.serviceWebDevelopment]: {
    title: t('Web Development'),
    description:
      'Fast, accessible, search-friendly websites and web applications, from discovery and design to launch and support. See our process, technologies and results.',
  },
  [PATHS.serviceItOutsourcing]: {
    title: t('IT Outsourcing'),
    description: `IT outsourcing with ${company.name}: experienced developers who join your team for a project or on a rolling basis. Contact us to discuss your requirements.`,
  },
  [PATHS.serviceMobileApp]: {
    title: t('Mobile App Development'),
    description: `Mobile app development for iPhone and Android from one codebase, by ${company.name}. Get in touch to discuss your app idea, timescales and budget with us.`,
  },
  [PATHS.serviceSoftwareDevelopment]: {
    title: t('Software Development'),
    description: `Software development by ${company.name}: bespoke applications and tools designed with your team and built to be maintained for years. Contact us to talk.`,
  },
});
