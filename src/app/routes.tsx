import { Outlet, type RouteObject } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { CERTIFICATE_ROUTE, PATHS } from '../config/paths';
import { GONE_PATH } from '../../contract/values/content/gone-page';
import { caught, loader, page, type RouteHandle, showing, shows, view } from './routeParts';

export type { RouteHandle } from './routeParts';

// One route table, the only importer of pages. Each site area is its own lazily loaded chunk,
// loaded through one module (a single page's file, or the area's `area.ts` listing its pages), so
// webpack builds the chunk from one root. A route names its area's chunk in `handle.chunk`, so the prerenderer can link the
// page's own CSS and preload its code from the build's manifest (scripts/prerender.mjs checks
// every name against the build). A page that shows several addresses is told which one it shows
// by its route (its props), never by reading the address. The old /help/* addresses are not
// routes: the server answers them with a permanent redirect (HELP_REDIRECTS in
// src/config/siteRoutes.ts, server/site/site.ts), and no link of the site leads to them.

const home = loader('home', () => import(/* webpackChunkName: "home" */ '../pages/home/HomePage'));
const notFound = loader(
  'not-found',
  () => import(/* webpackChunkName: "not-found" */ '../pages/not-found/area'),
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
/** A posting's page and its apply form, in a chunk of their own: the lists never load them. */
const posting = loader(
  'posting',
  () => import(/* webpackChunkName: "posting" */ '../pages/careers/PostingPage'),
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
/** A course's certificate, which a visitor opens from a link: the course pages never load it. */
const certificate = loader(
  'certificate',
  () => import(/* webpackChunkName: "certificate" */ '../pages/courses/CertificatePage'),
);
// The account pages in three chunks, so that each page loads only its own: the sign-in pages
// (login, sign-up) with their guard; the password pages and the email verification link's (the
// pages the emails link to, and the forgotten password's); the profile with its guard.
const account = loader(
  'account',
  () => import(/* webpackChunkName: "account" */ '../pages/account/area'),
);
const password = loader(
  'password',
  () => import(/* webpackChunkName: "password" */ '../pages/account/password'),
);
const profile = loader(
  'profile',
  () => import(/* webpackChunkName: "profile" */ '../pages/account/members'),
);
// The shop's two pages, each its own chunk: the list never loads the cart's lines, nor the cart
// the list's cards and pager.
const products = loader(
  'products',
  () => import(/* webpackChunkName: "products" */ '../pages/shop/ProductsPage'),
);
const cart = loader('cart', () => import(/* webpackChunkName: "cart" */ '../pages/shop/CartPage'));
const caseStudies = loader(
  'case-studies',
  () => import(/* webpackChunkName: "case-studies" */ '../pages/case-studies/area'),
);
const insights = loader(
  'insights',
  () => import(/* webpackChunkName: "insights" */ '../pages/insights/area'),
);
const search = loader(
  'search',
  () => import(/* webpackChunkName: "search" */ '../pages/search/SearchPage'),
);
const staff = loader('staff', () => import(/* webpackChunkName: "staff" */ '../staff/area'));
const staffAdmin = loader(
  'staff-admin',
  () => import(/* webpackChunkName: "staff-admin" */ '../staff/admin'),
);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: caught(<Layout />),
    // Every page's frame: the navigation, the footer and the company's facts.
    handle: { documents: ['site', 'company'] } satisfies RouteHandle,
    children: [
      {
        // Errors in a page show inside the layout, so the navigation stays usable.
        element: caught(<Outlet />),
        children: [
          // The home page shows the latest case studies.
          { index: true, ...showing(['home', 'caseStudies'], page(home)) },
          { path: PATHS.contact, ...showing(['contact'], page(contact)) },
          { path: PATHS.search, ...showing(['search'], page(search)) },
          { path: PATHS.products, ...shows(['shop'], products, (m) => m.ProductsPage) },
          { path: PATHS.cart, ...shows(['shop'], cart, (m) => m.CartPage) },
          { path: PATHS.services, ...shows(['services'], services, (m) => m.ServicesPage) },
          ...[PATHS.serviceCsd, PATHS.serviceLogoDesign, PATHS.serviceItConsulting].map((path) => ({
            path,
            // The pricing plans: a service's own for its structured data (its offers), and the
            // "Get a quote" link's words and service; and the case studies that used it.
            ...shows(
              ['services', 'pricing', 'caseStudies'],
              services,
              (m) => m.PlaceholderServicePage,
              { path },
            ),
          })),
          {
            path: PATHS.serviceWebDevelopment,
            // `services` names the page above it in the breadcrumb trail (structured data).
            ...shows(
              ['webDevelopment', 'services', 'pricing', 'caseStudies'],
              services,
              (m) => m.WebDevelopmentPage,
            ),
          },
          ...[
            PATHS.serviceItOutsourcing,
            PATHS.serviceMobileApp,
            PATHS.serviceSoftwareDevelopment,
          ].map((path) => ({
            path,
            ...shows(['services', 'pricing'], services, (m) => m.NotAvailablePage, { path }),
          })),
          ...[PATHS.servicesPricing, PATHS.pricing].map((path) => ({
            path,
            ...shows(['pricing'], pricing, (m) => m.default, { path }),
          })),
          // The quote wizard shows the pricing page's plans, tiers and prices.
          { path: PATHS.quote, ...showing(['quote', 'pricing'], page(quote)) },
          {
            ...view(account, (m) => m.GuestOnly),
            children: [
              { path: PATHS.login, ...shows(['account'], account, (m) => m.LoginPage) },
              { path: PATHS.signup, ...shows(['account'], account, (m) => m.SignupPage) },
            ],
          },
          // Open to anyone: a reset link may be followed in a browser where someone is logged in.
          {
            path: PATHS.forgotPassword,
            ...shows(['account'], password, (m) => m.ForgotPasswordPage),
          },
          // A reset link, and a staff invitation's link (the same call, its own words).
          ...[PATHS.resetPassword, PATHS.setPassword].map((path) => ({
            path,
            ...shows(['account'], password, (m) => m.ResetPasswordPage, { path }),
          })),
          { path: PATHS.verifyEmail, ...shows(['account'], password, (m) => m.VerifyEmailPage) },
          {
            ...view(profile, (m) => m.MembersOnly),
            children: [
              {
                path: PATHS.profile,
                ...shows(['account', 'enrolment', 'dataRights'], profile, (m) => m.ProfilePage),
              },
            ],
          },
          {
            path: PATHS.about,
            ...shows(['about'], about, (m) => m.AboutLayout),
            children: [
              { index: true, ...view(about, (m) => m.OurValuesPage, { path: PATHS.about }) },
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
            ...shows(['careers'], careers, (m) => m.CareersLayout),
            children: [
              { index: true, ...view(careers, (m) => m.JobsPage, { path: PATHS.careers }) },
              { path: 'jobs', ...view(careers, (m) => m.JobsPage, { path: PATHS.careersJobs }) },
              { path: 'internships', ...view(careers, (m) => m.InternshipsPage) },
            ],
          },
          // A posting's own page, outside the careers layout (its title is the page's <h1>).
          {
            path: `${PATHS.careersJobs}/:slug`,
            ...shows(['careers', 'hiring'], posting, (m) => m.PostingPage, {
              type: 'job' as const,
            }),
          },
          {
            path: `${PATHS.careersInternships}/:slug`,
            ...shows(['careers', 'hiring'], posting, (m) => m.PostingPage, {
              type: 'internship' as const,
            }),
          },
          {
            // The back office (made in the browser only): its frame, the inbox and the
            // collections' editors in its chunk; the pages staff open less in one of their own,
            // loaded when one is opened.
            path: '/staff',
            ...view(staff, (m) => m.StaffLayout),
            children: [
              { index: true, ...view(staff, (m) => m.InboxPage) },
              { path: 'leads', ...view(staffAdmin, (m) => m.LeadsPage) },
              { path: 'applications', ...view(staffAdmin, (m) => m.ApplicationsPage) },
              { path: 'members', ...view(staffAdmin, (m) => m.MembersPage) },
              { path: 'newsletter/:key', ...view(staffAdmin, (m) => m.NewsletterPage) },
              { path: 'enrolments', ...view(staffAdmin, (m) => m.EnrolmentsPage) },
              { path: 'audit', ...view(staffAdmin, (m) => m.AuditPage) },
              { path: 'emails', ...view(staffAdmin, (m) => m.EmailsPage) },
              { path: 'content', ...view(staffAdmin, (m) => m.ContentPage) },
              { path: 'content/:key', ...view(staffAdmin, (m) => m.DocumentRoute) },
              { path: 'pages', ...view(staffAdmin, (m) => m.PagesPage) },
              { path: 'pages/edit', ...view(staffAdmin, (m) => m.PageEditorRoute) },
              // The articles' list, an article's editor and My author profile: one route.
              { path: 'insights/*', ...view(staffAdmin, (m) => m.InsightsRoute) },
              { path: 'media', ...view(staffAdmin, (m) => m.MediaPage) },
              { path: 'redirects', ...view(staffAdmin, (m) => m.RedirectsPage) },
              { path: 'analytics', ...view(staffAdmin, (m) => m.AnalyticsPage) },
              // A collection's editor (its editorPath: contract/values/collections.ts), or no such page.
              { path: ':collection', ...view(staff, (m) => m.CollectionRoute) },
              { path: '*', ...view(staff, (m) => m.NoSuchPage) },
            ],
          },
          { path: PATHS.faq, ...shows(['support'], support, (m) => m.FaqPage) },
          { path: PATHS.helpCentre, ...shows(['support'], support, (m) => m.HelpCentrePage) },
          {
            // The privacy policy ends with how visits are measured (docs/product.md §10.19).
            path: PATHS.privacy,
            ...shows(['support', 'legal', 'measurement'], support, (m) => m.PolicyPage, {
              path: PATHS.privacy,
            }),
          },
          {
            path: PATHS.terms,
            ...shows(['support', 'legal'], support, (m) => m.PolicyPage, { path: PATHS.terms }),
          },
          { path: PATHS.courses, ...shows(['courses'], courses, (m) => m.CoursesPage) },
          {
            path: PATHS.courseWebDevelopment,
            // The Enrol button asks once before enrolling (enrolConfirmation).
            ...shows(
              ['courses', 'enrolment', 'enrolConfirmation'],
              courses,
              (m) => m.WebDevelopmentCoursePage,
            ),
          },
          ...[PATHS.courseMobileApp, PATHS.courseDsa].map((path) => ({
            path,
            ...shows(['courses'], courses, (m) => m.CourseNotAvailablePage, { path }),
          })),
          // A completed course's certificate: the server answers 404 for an unknown code.
          {
            path: CERTIFICATE_ROUTE,
            ...shows(['enrolment'], certificate, (m) => m.CertificatePage),
          },
          {
            path: PATHS.caseStudies,
            ...shows(['caseStudies'], caseStudies, (m) => m.CaseStudiesPage),
          },
          // A study's page: the server answers 404 for a slug the published document lacks.
          {
            path: `${PATHS.caseStudies}/:slug`,
            ...shows(['caseStudies'], caseStudies, (m) => m.CaseStudyPage),
          },
          // The insights (/insights/* matches /insights too): the list, a tag's or an author's
          // list, an article (the server answers 404 for what is not published).
          { path: `${PATHS.insights}/*`, ...view(insights, (m) => m.InsightsRoute) },
          // An address removed for good: the server answers it 410 with this page.
          { path: GONE_PATH, ...shows(['gone'], notFound, (m) => m.NotFoundPage, { gone: true }) },
          // A page staff built from blocks at its address (the server answers 404 for none).
          { path: '*', ...shows(['notFound'], notFound, (m) => m.PageOrNotFound) },
        ],
      },
    ],
  },
];
