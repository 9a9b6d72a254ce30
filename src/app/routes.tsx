import type { RouteObject } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { CERTIFICATE_ROUTE, PATHS } from '../config/paths';
import { loader, page, routeError, type RouteHandle, showing, view } from './routeParts';

export type { RouteHandle } from './routeParts';

// One route table, the only importer of pages. Each site area is its own lazily loaded chunk,
// loaded through one module (a single page's file, or the area's `area.ts` listing its pages), so
// webpack builds the chunk from one root. A route names its area's chunk in `handle.chunk`, so the prerenderer can link the
// page's own CSS and preload its code from the build's manifest (scripts/prerender.mjs checks
// every name against the build). A page that shows several addresses is told which one it shows
// by its route (its props), never by reading the address. The old /help/* addresses are not
// routes: the server answers them with a permanent redirect (HELP_REDIRECTS in
// src/config/siteRoutes.ts, server/site.ts), and no link of the site leads to them.
/** The session guards of the account pages, in the account chunk with the pages they guard. */
const guards = () => import(/* webpackChunkName: "account" */ '../layout/Guards');

const home = loader('home', () => import(/* webpackChunkName: "home" */ '../pages/home/HomePage'));
const notFound = loader(
  'not-found',
  () => import(/* webpackChunkName: "not-found" */ '../pages/not-found/NotFoundPage'),
);
const contact = loader(
  'contact',
  () => import(/* webpackChunkName: "contact" */ '../pages/contact/ContactPage'),
);
const pricing = loader(
  'pricing',
  () => import(/* webpackChunkName: "pricing" */ '../pages/pricing/PricingPage'),
);
const quote = loader(
  'quote',
  () => import(/* webpackChunkName: "quote" */ '../pages/quote/QuotePage'),
);
const about = loader('about', () => import(/* webpackChunkName: "about" */ '../pages/about/area'));
const careers = loader(
  'careers',
  () => import(/* webpackChunkName: "careers" */ '../pages/careers/area'),
);
const services = loader(
  'services',
  () => import(/* webpackChunkName: "services" */ '../pages/services/area'),
);
const support = loader(
  'support',
  () => import(/* webpackChunkName: "support" */ '../pages/support/area'),
);
const courses = loader(
  'courses',
  () => import(/* webpackChunkName: "courses" */ '../pages/courses/area'),
);
const account = loader(
  'account',
  () => import(/* webpackChunkName: "account" */ '../pages/account/area'),
);
const shop = loader('shop', () => import(/* webpackChunkName: "shop" */ '../pages/shop/area'));
const caseStudies = loader(
  'case-studies',
  () => import(/* webpackChunkName: "case-studies" */ '../pages/case-studies/area'),
);
const staff = loader('staff', () => import(/* webpackChunkName: "staff" */ '../pages/staff/area'));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    // Every page's frame: the navigation, the footer and the company's facts.
    handle: { documents: ['site', 'company'] } satisfies RouteHandle,
    errorElement: routeError,
    // src/boot.tsx renders only once the first page's code has loaded, so nothing shows here.
    HydrateFallback: () => null,
    children: [
      {
        // Errors in a page show inside the layout, so the navigation stays usable.
        errorElement: routeError,
        children: [
          // The home page shows the latest case studies.
          { index: true, ...showing(['home', 'caseStudies'], page(home)) },
          { path: PATHS.contact, ...showing(['contact'], page(contact)) },
          {
            path: PATHS.products,
            ...showing(
              ['shop'],
              view(shop, (m) => m.ProductsPage),
            ),
          },
          {
            path: PATHS.cart,
            ...showing(
              ['shop'],
              view(shop, (m) => m.CartPage),
            ),
          },
          {
            path: PATHS.services,
            ...showing(
              ['services'],
              view(services, (m) => m.ServicesPage),
            ),
          },
          ...[PATHS.serviceCsd, PATHS.serviceLogoDesign, PATHS.serviceItConsulting].map((path) => ({
            path,
            // The pricing plans: a service's own for its structured data (its offers), and the
            // "Get a quote" link's words and service; and the case studies that used it.
            ...showing(
              ['services', 'pricing', 'caseStudies'],
              view(services, (m) => m.PlaceholderServicePage, { path }),
            ),
          })),
          {
            path: PATHS.serviceWebDevelopment,
            // `services` names the page above it in the breadcrumb trail (structured data).
            ...showing(
              ['webDevelopment', 'services', 'pricing', 'caseStudies'],
              view(services, (m) => m.WebDevelopmentPage),
            ),
          },
          ...[
            PATHS.serviceItOutsourcing,
            PATHS.serviceMobileApp,
            PATHS.serviceSoftwareDevelopment,
          ].map((path) => ({
            path,
            ...showing(
              ['services', 'pricing'],
              view(services, (m) => m.NotAvailablePage, { path }),
            ),
          })),
          ...[PATHS.servicesPricing, PATHS.pricing].map((path) => ({
            path,
            ...showing(
              ['pricing'],
              view(pricing, (m) => m.default, { path }),
            ),
          })),
          // The quote wizard shows the pricing page's plans, tiers and prices.
          { path: PATHS.quote, ...showing(['quote', 'pricing'], page(quote)) },
          {
            lazy: async () => ({ Component: (await guards()).GuestOnly }),
            children: [
              {
                path: PATHS.login,
                ...showing(
                  ['account'],
                  view(account, (m) => m.LoginPage),
                ),
              },
              {
                path: PATHS.signup,
                ...showing(
                  ['account'],
                  view(account, (m) => m.SignupPage),
                ),
              },
            ],
          },
          // Open to anyone: a reset link may be followed in a browser where someone is logged in.
          {
            path: PATHS.forgotPassword,
            ...showing(
              ['account'],
              view(account, (m) => m.ForgotPasswordPage),
            ),
          },
          // A reset link, and a staff invitation's link (the same call, its own words).
          ...[PATHS.resetPassword, PATHS.setPassword].map((path) => ({
            path,
            ...showing(
              ['account'],
              view(account, (m) => m.ResetPasswordPage, { path }),
            ),
          })),
          {
            path: PATHS.verifyEmail,
            ...showing(
              ['account'],
              view(account, (m) => m.VerifyEmailPage),
            ),
          },
          {
            lazy: async () => ({ Component: (await guards()).MembersOnly }),
            children: [
              {
                path: PATHS.profile,
                ...showing(
                  ['account', 'enrolment', 'dataRights'],
                  view(account, (m) => m.ProfilePage),
                ),
              },
            ],
          },
          {
            path: PATHS.about,
            ...showing(
              ['about'],
              view(about, (m) => m.AboutLayout),
            ),
            children: [
              {
                index: true,
                ...view(about, (m) => m.OurValuesPage, { path: PATHS.about }),
              },
              {
                path: 'our-values',
                ...view(about, (m) => m.OurValuesPage, { path: PATHS.aboutValues }),
              },
              { path: 'our-vision', ...view(about, (m) => m.OurVisionPage) },
              { path: 'who-we-are', ...view(about, (m) => m.WhoWeArePage) },
              { path: 'what-we-do', ...view(about, (m) => m.WhatWeDoPage) },
            ],
          },
          {
            path: PATHS.careers,
            ...showing(
              ['careers'],
              view(careers, (m) => m.CareersLayout),
            ),
            children: [
              { index: true, ...view(careers, (m) => m.JobsPage, { path: PATHS.careers }) },
              { path: 'jobs', ...view(careers, (m) => m.JobsPage, { path: PATHS.careersJobs }) },
              { path: 'internships', ...view(careers, (m) => m.InternshipsPage) },
            ],
          },
          // A posting's own page, outside the careers layout (its title is the page's <h1>).
          {
            path: `${PATHS.careersJobs}/:slug`,
            ...showing(
              ['careers', 'hiring'],
              view(careers, (m) => m.PostingPage, { type: 'job' as const }),
            ),
          },
          {
            path: `${PATHS.careersInternships}/:slug`,
            ...showing(
              ['careers', 'hiring'],
              view(careers, (m) => m.PostingPage, { type: 'internship' as const }),
            ),
          },
          {
            // The back office: the inbox, and the page its path names (StaffPage knows them, so
            // that no other page's code carries their list; a content document's editor is
            // /staff/content/<key>).
            path: '/staff',
            ...view(staff, (m) => m.StaffLayout),
            children: [
              { index: true, ...view(staff, (m) => m.StaffPage) },
              { path: '*', ...view(staff, (m) => m.StaffPage) },
            ],
          },
          {
            path: PATHS.faq,
            ...showing(
              ['support'],
              view(support, (m) => m.FaqPage),
            ),
          },
          {
            path: PATHS.helpCentre,
            ...showing(
              ['support'],
              view(support, (m) => m.HelpCentrePage),
            ),
          },
          {
            // The privacy policy ends with how visits are measured (docs/product.md §10.19).
            path: PATHS.privacy,
            ...showing(
              ['support', 'legal', 'measurement'],
              view(support, (m) => m.PolicyPage, { path: PATHS.privacy }),
            ),
          },
          {
            path: PATHS.terms,
            ...showing(
              ['support', 'legal'],
              view(support, (m) => m.PolicyPage, { path: PATHS.terms }),
            ),
          },
          {
            path: PATHS.courses,
            ...showing(
              ['courses'],
              view(courses, (m) => m.CoursesPage),
            ),
          },
          {
            path: PATHS.courseWebDevelopment,
            // The Enrol button asks once before enrolling (enrolConfirmation).
            ...showing(
              ['courses', 'enrolment', 'enrolConfirmation'],
              view(courses, (m) => m.WebDevelopmentCoursePage),
            ),
          },
          ...[PATHS.courseMobileApp, PATHS.courseDsa].map((path) => ({
            path,
            ...showing(
              ['courses'],
              view(courses, (m) => m.CourseNotAvailablePage, { path }),
            ),
          })),
          // A completed course's certificate: the server answers 404 for an unknown code.
          {
            path: CERTIFICATE_ROUTE,
            ...showing(
              ['enrolment'],
              view(courses, (m) => m.CertificatePage),
            ),
          },
          {
            path: PATHS.caseStudies,
            ...showing(
              ['caseStudies'],
              view(caseStudies, (m) => m.CaseStudiesPage),
            ),
          },
          // A study's page: the server answers 404 for a slug the published document lacks.
          {
            path: `${PATHS.caseStudies}/:slug`,
            ...showing(
              ['caseStudies'],
              view(caseStudies, (m) => m.CaseStudyPage),
            ),
          },
          { path: '*', ...showing(['notFound'], page(notFound)) },
        ],
      },
    ],
  },
];
