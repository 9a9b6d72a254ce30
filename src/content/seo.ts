// Document title and meta description for every page (and the 404 page).

import { PATHS, type SitePath } from '../app/paths';
import { company } from './company';

export interface SeoEntry {
  readonly title: string;
  /** 120–160 characters, unique per page. */
  readonly description: string;
}

export type SeoKey = SitePath | '404';

const t = (page: string): string => `${page} | ${company.name}`;

export const seo: Readonly<Record<SeoKey, SeoEntry>> = {
  [PATHS.home]: {
    title: `${company.name} | Scalable, fast, SEO-ready websites`,
    description: `${company.name} designs and builds fast, accessible, SEO-ready websites and custom software for growing UK businesses, from first idea to long-term support.`,
  },
  [PATHS.contact]: {
    title: t('Contact'),
    description: `Contact ${company.name} in ${company.address.city}: send us a message, email or call the team, or visit our office. We reply to every enquiry within one working day.`,
  },
  [PATHS.products]: {
    title: t('Shop'),
    description: `Browse website templates, UI kits, plugins and audits made by the ${company.name} team. Search the catalogue, compare ratings and add items to your cart.`,
  },
  [PATHS.cart]: {
    title: t('Your Cart'),
    description: `Review the templates, UI kits and other digital products in your ${company.name} cart, change quantities or remove items before you continue.`,
  },
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
  [PATHS.servicesPricing]: {
    title: t('Service Pricing'),
    description: `Compare Basic, Standard and Premium plans for each ${company.name} service, with the maintenance and support months and the features included in every tier.`,
  },
  [PATHS.pricing]: {
    title: t('Pricing'),
    description: `Pricing for software, web and mobile app development from ${company.name}: clear ranges for three tiers, from $5,000, with maintenance and support included.`,
  },
  [PATHS.login]: {
    title: t('Log In'),
    description: `Log in to your ${company.name} account to see your profile, your courses and internships, and to keep your contact details and address up to date.`,
  },
  [PATHS.signup]: {
    title: t('Sign Up'),
    description: `Create a free ${company.name} account with your email address to enrol on courses, track your progress and manage your profile and contact details online.`,
  },
  [PATHS.profile]: {
    title: t('Your Profile'),
    description: `Your ${company.name} profile: view and edit your name, email, phone and address, and see your enrolled and completed courses, internships and certificates.`,
  },
  [PATHS.about]: {
    title: t('About Us'),
    description: `About ${company.name}, an independent software company founded in ${company.established} in ${company.address.city}. Read about our values, our vision, our team and the work that we do.`,
  },
  [PATHS.aboutValues]: {
    title: t('Our Values'),
    description: `The six values that guide ${company.name}: honesty, craft, plain language, long-term thinking, learning together and respect for people and their data.`,
  },
  [PATHS.aboutVision]: {
    title: t('Our Vision'),
    description:
      'Our vision: fast, secure, accessible software for every small and medium-sized business, lasting partnerships, lower-carbon websites and new routes into tech.',
  },
  [PATHS.aboutWhoWeAre]: {
    title: t('Who We Are'),
    description: `Meet the ${company.name} team, led by founder and CEO ${company.founder.name} and CTO ${company.cto.name}: engineers, designers and project managers based in ${company.address.city}.`,
  },
  [PATHS.aboutWhatWeDo]: {
    title: t('What We Do'),
    description:
      'Our mission and areas of work: web development, custom software, IT consulting, brand and logo design, and practical courses for people starting out in tech.',
  },
  [PATHS.careers]: {
    title: t('Careers'),
    description: `Careers at ${company.name}: open positions and paid internships in a small, friendly team, with hybrid working, a learning budget and real client projects.`,
  },
  [PATHS.careersJobs]: {
    title: t('Open Positions'),
    description: `Current job openings at ${company.name} in ${company.address.city} and remote across the UK. See the roles we are hiring for and find out how to send us your application.`,
  },
  [PATHS.careersInternships]: {
    title: t('Internships'),
    description: `Paid internships of three to six months at ${company.name}: join a project team, work with a daily mentor and finish with real work in your own portfolio.`,
  },
  [PATHS.faq]: {
    title: t('FAQ'),
    description: `Answers to common questions about ${company.name}: our services, project costs and timescales, code ownership, payments, support and your account data.`,
  },
  [PATHS.helpCentre]: {
    title: t('Help Centre'),
    description: `${company.name} Help Centre: guides to your account, working with us, the shop and our courses, and the quickest ways to reach our support team.`,
  },
  [PATHS.privacy]: {
    title: t('Privacy Policy'),
    description: `How ${company.name} collects, uses and protects your personal data under UK GDPR: what we keep, why, for how long, the cookies we use and your rights.`,
  },
  [PATHS.terms]: {
    title: t('Terms of Service'),
    description: `The terms that apply when you use the ${company.name} website, including your account, acceptable use, intellectual property, the shop, courses and liability.`,
  },
  [PATHS.courses]: {
    title: t('Courses'),
    description: `Practical, project-based courses from ${company.name} in web development, mobile apps and data structures, taught by working engineers in small groups.`,
  },
  [PATHS.courseWebDevelopment]: {
    title: t('Web Development Course'),
    description:
      'A 12-week, part-time web development course: HTML, CSS, TypeScript, React, testing and deployment, with live sessions, code review and a portfolio project.',
  },
  [PATHS.courseMobileApp]: {
    title: t('Mobile App Development Course'),
    description: `Our mobile app development course for iPhone and Android is not running at the moment. Contact ${company.name} to hear as soon as enrolment opens again.`,
  },
  [PATHS.courseDsa]: {
    title: t('Data Structures & Algorithms Course'),
    description: `Our data structures and algorithms course is not currently running. Contact ${company.name} to be told when the next group opens, or browse our other courses.`,
  },
  '404': {
    title: t('Page Not Found'),
    description: `Sorry, we could not find the page you were looking for on the ${company.name} website. It may have moved; try the home page, our services or the contact page.`,
  },
};

/** The entry for a path, falling back to the 404 entry for unknown paths. */
export const seoFor = (path: string): SeoEntry =>
  (seo as Readonly<Record<string, SeoEntry>>)[path] ?? seo['404'];
