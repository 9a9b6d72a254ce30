import { Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../layout/ErrorPage';
import { Layout } from '../layout/Layout';
import { GuestOnly, MembersOnly } from '../layout/Guards';
import { HELP_REDIRECTS, PATHS } from '../config/paths';

// One route table, the only importer of pages. Each site area is its own lazily loaded chunk:
// every page module of an area is imported with the area's chunk name, so webpack puts them in
// one chunk. A route names its area's chunk in `handle.chunk`, so the prerenderer can link the
// page's own CSS and preload its code from the build's manifest (scripts/prerender.mjs checks
// every name against the build). A page that shows several addresses is told which one it shows
// by its route (its props), never by reading the address.
type PageModule = { default: React.ComponentType };
export interface RouteHandle {
  chunk: string;
}
interface PageLoader<M> {
  chunk: string;
  load: () => Promise<M>;
}
const loader = <M,>(chunk: string, load: () => Promise<M>): PageLoader<M> => ({ chunk, load });

interface LazyPage {
  lazy: () => Promise<{ Component: React.ComponentType } | { element: React.ReactElement }>;
  handle: RouteHandle;
}

/** A route showing one component of a page module, with the props its route gives it. */
function view<M>(from: PageLoader<M>, pick: (m: M) => React.ComponentType): LazyPage;
function view<M, P extends object>(
  from: PageLoader<M>,
  pick: (m: M) => React.ComponentType<P>,
  props: P,
): LazyPage;
function view<M, P extends object>(
  { chunk, load }: PageLoader<M>,
  pick: (m: M) => React.ComponentType<P>,
  props?: P,
): LazyPage {
  return {
    lazy: async () => {
      const Page = pick(await load());
      return props ? { element: <Page {...props} /> } : { Component: Page as React.ComponentType };
    },
    handle: { chunk },
  };
}
/** A route showing a page module's default export. */
const page = (from: PageLoader<PageModule>) => view(from, (m) => m.default);

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
const about = {
  layout: loader(
    'about',
    () => import(/* webpackChunkName: "about" */ '../pages/about/AboutLayout'),
  ),
  valuesVision: loader(
    'about',
    () => import(/* webpackChunkName: "about" */ '../pages/about/ValuesVisionPages'),
  ),
  whoWeAre: loader(
    'about',
    () => import(/* webpackChunkName: "about" */ '../pages/about/WhoWeArePage'),
  ),
  whatWeDo: loader(
    'about',
    () => import(/* webpackChunkName: "about" */ '../pages/about/WhatWeDoPage'),
  ),
};
const careers = loader(
  'careers',
  () => import(/* webpackChunkName: "careers" */ '../pages/careers/CareersPages'),
);
const services = {
  index: loader(
    'services',
    () => import(/* webpackChunkName: "services" */ '../pages/services/ServicesPage'),
  ),
  placeholder: loader(
    'services',
    () => import(/* webpackChunkName: "services" */ '../pages/services/PlaceholderServicePage'),
  ),
  webDevelopment: loader(
    'services',
    () => import(/* webpackChunkName: "services" */ '../pages/services/WebDevelopmentPage'),
  ),
  notAvailable: loader(
    'services',
    () => import(/* webpackChunkName: "services" */ '../pages/services/NotAvailablePage'),
  ),
};
const support = {
  faq: loader(
    'support',
    () => import(/* webpackChunkName: "support" */ '../pages/support/FaqPage'),
  ),
  helpCentre: loader(
    'support',
    () => import(/* webpackChunkName: "support" */ '../pages/support/HelpCentrePage'),
  ),
  policies: loader(
    'support',
    () => import(/* webpackChunkName: "support" */ '../pages/support/PolicyPage'),
  ),
};
const courses = {
  catalogue: loader(
    'courses',
    () => import(/* webpackChunkName: "courses" */ '../pages/courses/CoursesPage'),
  ),
  webDevelopment: loader(
    'courses',
    () => import(/* webpackChunkName: "courses" */ '../pages/courses/WebDevelopmentCoursePage'),
  ),
  notAvailable: loader(
    'courses',
    () => import(/* webpackChunkName: "courses" */ '../pages/courses/CourseNotAvailablePage'),
  ),
};
const account = {
  loginSignup: loader(
    'account',
    () => import(/* webpackChunkName: "account" */ '../pages/account/LoginSignupPages'),
  ),
  passwords: loader(
    'account',
    () => import(/* webpackChunkName: "account" */ '../pages/account/PasswordPages'),
  ),
  profile: loader(
    'account',
    () => import(/* webpackChunkName: "account" */ '../pages/account/ProfilePage'),
  ),
};
const shop = {
  products: loader(
    'shop',
    () => import(/* webpackChunkName: "shop" */ '../pages/shop/ProductsPage'),
  ),
  cart: loader('shop', () => import(/* webpackChunkName: "shop" */ '../pages/shop/CartPage')),
};
const staff = loader(
  'staff',
  () => import(/* webpackChunkName: "staff" */ '../pages/staff/StaffArea'),
);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <ErrorPage />,
    // src/boot.tsx renders only once the first page's code has loaded, so nothing shows here.
    HydrateFallback: () => null,
    children: [
      {
        // Errors in a page show inside the layout, so the navigation stays usable.
        errorElement: <ErrorPage />,
        children: [
          { index: true, ...page(home) },
          { path: PATHS.contact, ...page(contact) },
          { path: PATHS.products, ...view(shop.products, (m) => m.ProductsPage) },
          { path: PATHS.cart, ...view(shop.cart, (m) => m.CartPage) },
          { path: PATHS.services, ...view(services.index, (m) => m.ServicesPage) },
          { path: PATHS.serviceCsd, ...view(services.placeholder, (m) => m.CsdPage) },
          { path: PATHS.serviceLogoDesign, ...view(services.placeholder, (m) => m.LogoDesignPage) },
          {
            path: PATHS.serviceItConsulting,
            ...view(services.placeholder, (m) => m.ItConsultingPage),
          },
          {
            path: PATHS.serviceWebDevelopment,
            ...view(services.webDevelopment, (m) => m.WebDevelopmentPage),
          },
          ...[
            PATHS.serviceItOutsourcing,
            PATHS.serviceMobileApp,
            PATHS.serviceSoftwareDevelopment,
          ].map((path) => ({
            path,
            ...view(services.notAvailable, (m) => m.NotAvailablePage, { path }),
          })),
          ...[PATHS.servicesPricing, PATHS.pricing].map((path) => ({
            path,
            ...view(pricing, (m) => m.default, { path }),
          })),
          {
            element: <GuestOnly />,
            children: [
              { path: PATHS.login, ...view(account.loginSignup, (m) => m.LoginPage) },
              { path: PATHS.signup, ...view(account.loginSignup, (m) => m.SignupPage) },
            ],
          },
          // Open to anyone: a reset link may be followed in a browser where someone is logged in.
          {
            path: PATHS.forgotPassword,
            ...view(account.passwords, (m) => m.ForgotPasswordPage),
          },
          { path: PATHS.resetPassword, ...view(account.passwords, (m) => m.ResetPasswordPage) },
          {
            element: <MembersOnly />,
            children: [{ path: PATHS.profile, ...view(account.profile, (m) => m.ProfilePage) }],
          },
          {
            path: PATHS.about,
            ...view(about.layout, (m) => m.AboutLayout),
            children: [
              {
                index: true,
                ...view(about.valuesVision, (m) => m.OurValuesPage, { path: PATHS.about }),
              },
              {
                path: 'our-values',
                ...view(about.valuesVision, (m) => m.OurValuesPage, { path: PATHS.aboutValues }),
              },
              { path: 'our-vision', ...view(about.valuesVision, (m) => m.OurVisionPage) },
              { path: 'who-we-are', ...view(about.whoWeAre, (m) => m.WhoWeArePage) },
              { path: 'what-we-do', ...view(about.whatWeDo, (m) => m.WhatWeDoPage) },
            ],
          },
          {
            path: PATHS.careers,
            ...view(careers, (m) => m.CareersLayout),
            children: [
              { index: true, ...view(careers, (m) => m.JobsPage, { path: PATHS.careers }) },
              { path: 'jobs', ...view(careers, (m) => m.JobsPage, { path: PATHS.careersJobs }) },
              { path: 'internships', ...view(careers, (m) => m.InternshipsPage) },
            ],
          },
          {
            // The back office (STAFF_PATHS in src/config/staffPaths.ts; spelt out here, so that
            // no other page's code carries that list).
            path: '/staff',
            ...view(staff, (m) => m.StaffLayout),
            children: [
              { index: true, ...view(staff, (m) => m.StaffPage, { page: 'inbox' }) },
              ...(['jobs', 'testimonials', 'products', 'members', 'audit'] as const).map(
                (page) => ({
                  path: page,
                  ...view(staff, (m) => m.StaffPage, { page }),
                }),
              ),
            ],
          },
          { path: PATHS.faq, ...view(support.faq, (m) => m.FaqPage) },
          { path: PATHS.helpCentre, ...view(support.helpCentre, (m) => m.HelpCentrePage) },
          { path: PATHS.privacy, ...view(support.policies, (m) => m.PrivacyPolicyPage) },
          { path: PATHS.terms, ...view(support.policies, (m) => m.TermsPage) },
          ...Object.entries(HELP_REDIRECTS).map(([from, to]) => ({
            path: from,
            element: <Navigate to={to} replace />,
          })),
          { path: PATHS.courses, ...view(courses.catalogue, (m) => m.CoursesPage) },
          {
            path: PATHS.courseWebDevelopment,
            ...view(courses.webDevelopment, (m) => m.WebDevelopmentCoursePage),
          },
          ...[PATHS.courseMobileApp, PATHS.courseDsa].map((path) => ({
            path,
            ...view(courses.notAvailable, (m) => m.CourseNotAvailablePage, { path }),
          })),
          { path: '*', ...page(notFound) },
        ],
      },
    ],
  },
];
