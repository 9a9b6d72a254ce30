// The /services page, the placeholder service pages (csd, logodesign, itconsulting) and the copy
// for services that are not offered yet. The web development page lives in webDevelopment.ts.

import { PATHS, type SitePath } from '../config/paths';
import { company } from '../../contract/company';
import type { CallToAction, ContentCard, Illustration } from './types';

import softwareDevIcon from '../assets/softwaredev.svg';
import webDevIcon from '../assets/webdev.svg';
import mobileAppIcon from '../assets/mobileapp.svg';
import outsourcingIcon from '../assets/outsourcing.svg';
import csdIcon from '../assets/csd.svg';
import logoDesignIcon from '../assets/logodesign.svg';
import itConsultingIcon from '../assets/itconsulting.svg';

export interface ServicesPage {
  readonly eyebrow: string;
  readonly heading: string;
  /** The cards' section's accessible name. */
  readonly listLabel: string;
  readonly intro: string;
  readonly linkLabel: string;
  readonly imageSize: { readonly width: number; readonly height: number };
  readonly cards: readonly ContentCard[];
  readonly pricingLink: { readonly text: string; readonly label: string; readonly path: SitePath };
}

/** A service page that is written but not yet a full marketing page. */
export interface PlaceholderServicePage {
  readonly path: SitePath;
  readonly title: string;
  readonly icon: Illustration;
  readonly description: readonly string[];
  readonly includedHeading: string;
  readonly included: readonly string[];
  readonly comingSoon: string;
  readonly cta: CallToAction;
}

export interface NotAvailablePage {
  readonly path: SitePath;
  readonly service: string;
  /** The page's main message, word for word (docs/product.md §2). */
  readonly heading: 'Currently Not Available';
  readonly text: string;
  readonly actions: readonly { readonly label: string; readonly path: SitePath }[];
}

export const servicesPage = {
  eyebrow: 'What we do',
  heading: 'Our Services',
  listLabel: 'Services',
  intro:
    'We help businesses plan, build and run the software they depend on. Choose a service to find out how we work and what it involves.',
  linkLabel: 'Find out more',
  imageSize: { width: 64, height: 64 },
  cards: [
    {
      url: softwareDevIcon,
      alt: 'A computer screen with a command prompt',
      title: 'Software Development',
      content:
        'Bespoke applications and internal tools, designed with your team and built to be maintained for years.',
      path: PATHS.serviceSoftwareDevelopment,
    },
    {
      url: webDevIcon,
      alt: 'A browser window showing a page layout',
      title: 'Web Development',
      content:
        'Fast, accessible websites that rank well in search results and are simple for your staff to update.',
      path: PATHS.serviceWebDevelopment,
    },
    {
      url: mobileAppIcon,
      alt: 'A mobile phone showing app icons',
      title: 'Mobile App Development',
      content:
        'iPhone and Android apps from a single codebase, from a first prototype to the app stores.',
      path: PATHS.serviceMobileApp,
    },
    {
      url: outsourcingIcon,
      alt: 'A globe connected to four people',
      title: 'IT Outsourcing',
      content:
        'Experienced developers who join your team for a project or on a rolling basis, managed by us.',
      path: PATHS.serviceItOutsourcing,
    },
  ],
  pricingLink: {
    text: 'Want an idea of cost before we talk?',
    label: 'See our pricing plans',
    path: PATHS.pricing,
  },
} as const satisfies ServicesPage;

/** The words every short service page (csd, logodesign, itconsulting) shares. */
export const placeholderServiceCopy = {
  eyebrow: 'Services',
  allServices: '← All services',
} as const;

const comingSoon =
  'A full page for this service is coming soon. In the meantime, we are happy to answer any questions directly.';

/** `topic` is written as it reads mid-sentence, e.g. 'custom software'. */
const contactCta = (topic: string): CallToAction => ({
  heading: `Talk to us about ${topic}`,
  text: `Tell us what you have in mind and we will reply within one working day. You can also email ${company.salesEmail} or call ${company.phone.display}.`,
  action: { label: 'Contact us', path: PATHS.contact },
});

export const csdPage = {
  path: PATHS.serviceCsd,
  title: 'Custom Software Development',
  icon: { url: csdIcon, alt: 'Code brackets beside a gear', width: 64, height: 64 },
  description: [
    'Off-the-shelf software is a good start, but sooner or later most businesses meet a process it cannot handle. Staff copy data between systems, keep spreadsheets on the side or work around screens that were designed for someone else.',
    'We build software around the way you already work: booking and scheduling systems, customer portals, stock and order management, reporting tools and the integrations that tie them together. We start small, release early and grow the system as your team uses it.',
    'Everything we write is yours. You receive the source code, documentation and the accounts it runs on, so you are never tied to us to keep it going.',
  ],
  includedHeading: 'What is included',
  included: [
    'A discovery workshop and a written specification you can keep',
    'Clickable prototypes before any code is written',
    'Fortnightly releases you can try out yourself',
    'Automated tests, monitoring and deployment pipelines',
    'Hand-over documentation and training for your team',
  ],
  comingSoon,
  cta: contactCta('custom software'),
} as const satisfies PlaceholderServicePage;

export const logoDesignPage = {
  path: PATHS.serviceLogoDesign,
  title: 'Logo Design',
  icon: { url: logoDesignIcon, alt: 'Simple shapes beside a pen', width: 64, height: 64 },
  description: [
    'Your logo is often the first thing a customer sees. It needs to be recognisable at a glance, work in one colour as well as in full colour, and stay legible from a shop sign down to a browser tab.',
    'Our designers begin by learning about your business, your customers and your competitors. We then present a small number of distinct concepts, refine the one you choose over two rounds of feedback, and prepare every file you are likely to need.',
  ],
  includedHeading: 'What is included',
  included: [
    'A short brand questionnaire and a call with the designer',
    'Three initial concepts with the reasoning behind each',
    'Two rounds of revisions on your chosen design',
    'Files for print and screen: SVG, PDF, PNG and favicon sizes',
    'A one-page guide to colours, spacing and typefaces',
  ],
  comingSoon,
  cta: contactCta('your logo'),
} as const satisfies PlaceholderServicePage;

export const itConsultingPage = {
  path: PATHS.serviceItConsulting,
  title: 'IT Consulting',
  icon: {
    url: itConsultingIcon,
    alt: 'A speech bubble beside a light bulb',
    width: 64,
    height: 64,
  },
  description: [
    'Technology decisions are expensive to get wrong and hard to judge from the outside. We give independent, practical advice to business owners and managers who need a clear view before they commit.',
    'Typical engagements include reviewing a system that has become slow or unreliable, choosing between suppliers, planning a move to the cloud, or checking a project plan before it starts. We do not resell software or hosting, so our recommendations are not tied to a commission.',
    'You receive a written report in plain English with prioritised recommendations and rough costs, and we walk you through it in person or on a call.',
  ],
  includedHeading: 'What is included',
  included: [
    'An initial call to agree the questions that matter',
    'A review of your systems, code or supplier proposals',
    'A written report with prioritised, costed recommendations',
    'A follow-up session to answer questions from your team',
  ],
  comingSoon,
  cta: contactCta('IT consulting'),
} as const satisfies PlaceholderServicePage;

const notAvailable = (path: SitePath, service: string, topic: string): NotAvailablePage => ({
  path,
  service,
  heading: 'Currently Not Available',
  text: `Our ${topic} service page is not available at the moment. We still welcome enquiries: tell us about your project and we will let you know how we can help.`,
  actions: [
    { label: 'Contact us', path: PATHS.contact },
    { label: 'Back to services', path: PATHS.services },
  ],
});

/** Copy for the three services whose pages say 'Currently Not Available', by their path. */
export const notAvailablePages = {
  [PATHS.serviceSoftwareDevelopment]: notAvailable(
    PATHS.serviceSoftwareDevelopment,
    'Software Development',
    'software development',
  ),
  [PATHS.serviceMobileApp]: notAvailable(
    PATHS.serviceMobileApp,
    'Mobile App Development',
    'mobile app development',
  ),
  [PATHS.serviceItOutsourcing]: notAvailable(
    PATHS.serviceItOutsourcing,
    'IT Outsourcing',
    'IT outsourcing',
  ),
} as const satisfies Record<string, NotAvailablePage>;

/** The services whose pages say 'Currently Not Available'. */
export type NotAvailablePath = keyof typeof notAvailablePages;

/** The closing call to action of the /services page. */
export const servicesCta = {
  heading: 'Not sure where to start?',
  text: 'Tell us what you want to achieve and we will suggest the right service, with an honest estimate, within one working day.',
  action: { label: 'Contact us', path: PATHS.contact },
} as const satisfies CallToAction;
