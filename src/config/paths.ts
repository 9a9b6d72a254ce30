// Every path of the site in one place. Pure data (no React): the route table, the links, the
// webpack build (which writes dist/.site/routes.json for the server, through siteRoutes.ts) and
// the prerenderer all read it.

export const PATHS = {
  home: '/',
  contact: '/contact',
  products: '/products',
  cart: '/cart',
  services: '/services',
  serviceCsd: '/services/csd',
  serviceLogoDesign: '/services/logodesign',
  serviceItConsulting: '/services/itconsulting',
  serviceWebDevelopment: '/services/webdevelopment',
  serviceItOutsourcing: '/services/itoutsourcing',
  serviceMobileApp: '/services/mobileappdevelopment',
  serviceSoftwareDevelopment: '/services/softwaredevelopment',
  servicesPricing: '/services/pricing',
  pricing: '/pricing',
  quote: '/quote',
  login: '/login',
  signup: '/signup',
  profile: '/profile',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  setPassword: '/set-password',
  verifyEmail: '/verify-email',
  about: '/about',
  aboutValues: '/about/our-values',
  aboutVision: '/about/our-vision',
  aboutWhoWeAre: '/about/who-we-are',
  aboutWhatWeDo: '/about/what-we-do',
  careers: '/careers',
  careersJobs: '/careers/jobs',
  careersInternships: '/careers/internships',
  faq: '/support/FAQ',
  helpCentre: '/support/HelpCentre',
  privacy: '/support/Privacypolicy',
  terms: '/support/TermofServices',
  courses: '/courses',
  courseWebDevelopment: '/courses/webdevelopment',
  courseMobileApp: '/courses/mobile-app-development',
  courseDsa: '/courses/dsa',
  caseStudies: '/case-studies',
  insights: '/insights',
  search: '/search',
} as const;

export type SitePath = (typeof PATHS)[keyof typeof PATHS];

/** The quote wizard, starting from a pricing plan (its id) and one of its tiers. */
export const quotePath = (service?: string, tier?: string): string => {
  const query = new URLSearchParams();
  if (service) query.set('service', service);
  if (tier) query.set('tier', tier);
  return query.size > 0 ? `${PATHS.quote}?${query.toString()}` : PATHS.quote;
};

/**
 * A completed course's certificate (docs/product.md §10.18): a page for each code, rendered by the
 * server with its data (404 for an unknown code); not in PATHS, which lists fixed pages.
 */
export const CERTIFICATE_ROUTE = '/certificates/:code';
export const certificatePath = (code: string): string => `/certificates/${code}`;
