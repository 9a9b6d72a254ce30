import { Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../layout/ErrorPage';
import { Layout } from '../layout/Layout';
import { GuestOnly, MembersOnly } from '../layout/Guards';
import { HELP_REDIRECTS, PATHS } from '../config/paths';

// One route table. Each site area is its own lazily loaded chunk. A route names its area's chunk
// in `handle.chunk`, so the prerenderer can link the page's own CSS and preload its code from the
// build's manifest (scripts/prerender.mjs checks every name against the build).
type PageModule = { default: React.ComponentType };
export interface RouteHandle {
  chunk: string;
}
interface Area<M> {
  chunk: string;
  load: () => Promise<M>;
}
const area = <M,>(chunk: string, load: () => Promise<M>): Area<M> => ({ chunk, load });

/** A route showing one component of an area's module. */
const view = <M,>({ chunk, load }: Area<M>, pick: (m: M) => React.ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
  handle: { chunk } satisfies RouteHandle,
});
/** A route showing an area module's default export. */
const page = (a: Area<PageModule>) => view(a, (m) => m.default);

const home = area('home', () => import(/* webpackChunkName: "home" */ '../pages/home/HomePage'));
const notFound = area(
  'not-found',
  () => import(/* webpackChunkName: "not-found" */ '../pages/not-found/NotFoundPage'),
);
const contact = area(
  'contact',
  () => import(/* webpackChunkName: "contact" */ '../pages/contact/ContactPage'),
);
const about = area(
  'about',
  () => import(/* webpackChunkName: "about" */ '../pages/about/AboutPages'),
);
const careers = area(
  'careers',
  () => import(/* webpackChunkName: "careers" */ '../pages/careers/CareersPages'),
);
const services = area(
  'services',
  () => import(/* webpackChunkName: "services" */ '../pages/services/ServicePages'),
);
const support = area(
  'support',
  () => import(/* webpackChunkName: "support" */ '../pages/support/SupportPages'),
);
const courses = area(
  'courses',
  () => import(/* webpackChunkName: "courses" */ '../pages/courses/CoursePages'),
);
const account = area(
  'account',
  () => import(/* webpackChunkName: "account" */ '../pages/account/AccountPages'),
);
const shop = area('shop', () => import(/* webpackChunkName: "shop" */ '../pages/shop/ShopPages'));
const staff = area(
  'staff',
  () => import(/* webpackChunkName: "staff" */ '../pages/staff/StaffPages'),
);
const pricing = area(
  'pricing',
  () => import(/* webpackChunkName: "pricing" */ '../pages/pricing/PricingPage'),
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
          { path: PATHS.products, ...view(shop, (m) => m.ProductsPage) },
          { path: PATHS.cart, ...view(shop, (m) => m.CartPage) },
          { path: PATHS.services, ...view(services, (m) => m.ServicesPage) },
          { path: PATHS.serviceCsd, ...view(services, (m) => m.CsdPage) },
          { path: PATHS.serviceLogoDesign, ...view(services, (m) => m.LogoDesignPage) },
          { path: PATHS.serviceItConsulting, ...view(services, (m) => m.ItConsultingPage) },
          {
            path: PATHS.serviceWebDevelopment,
            ...view(services, (m) => m.WebDevelopmentPage),
          },
          { path: PATHS.serviceItOutsourcing, ...view(services, (m) => m.NotAvailablePage) },
          { path: PATHS.serviceMobileApp, ...view(services, (m) => m.NotAvailablePage) },
          {
            path: PATHS.serviceSoftwareDevelopment,
            ...view(services, (m) => m.NotAvailablePage),
          },
          { path: PATHS.servicesPricing, ...page(pricing) },
          { path: PATHS.pricing, ...page(pricing) },
          {
            element: <GuestOnly />,
            children: [
              { path: PATHS.login, ...view(account, (m) => m.LoginPage) },
              { path: PATHS.signup, ...view(account, (m) => m.SignupPage) },
            ],
          },
          // Open to anyone: a reset link may be followed in a browser where someone is logged in.
          { path: PATHS.forgotPassword, ...view(account, (m) => m.ForgotPasswordPage) },
          { path: PATHS.resetPassword, ...view(account, (m) => m.ResetPasswordPage) },
          {
            element: <MembersOnly />,
            children: [{ path: PATHS.profile, ...view(account, (m) => m.ProfilePage) }],
          },
          {
            path: PATHS.about,
            ...view(about, (m) => m.AboutLayout),
            children: [
              { index: true, ...view(about, (m) => m.OurValuesPage) },
              { path: 'our-values', ...view(about, (m) => m.OurValuesPage) },
              { path: 'our-vision', ...view(about, (m) => m.OurVisionPage) },
              { path: 'who-we-are', ...view(about, (m) => m.WhoWeArePage) },
              { path: 'what-we-do', ...view(about, (m) => m.WhatWeDoPage) },
            ],
          },
          {
            path: PATHS.careers,
            ...view(careers, (m) => m.CareersLayout),
            children: [
              { index: true, ...view(careers, (m) => m.JobsPage) },
              { path: 'jobs', ...view(careers, (m) => m.JobsPage) },
              { path: 'internships', ...view(careers, (m) => m.InternshipsPage) },
            ],
          },
          {
            // The back office (STAFF_PATHS in src/config/staffPaths.ts; spelt out here, so that no other
            // page's code carries that list): each child path names its page in the staff chunk.
            path: '/staff',
            ...view(staff, (m) => m.StaffLayout),
            children: [
              { index: true, ...view(staff, (m) => m.InboxPage) },
              ...(['jobs', 'testimonials', 'products', 'members', 'audit'] as const).map(
                (path) => ({
                  path,
                  ...view(staff, (m) => m.STAFF_PAGES[path]),
                }),
              ),
            ],
          },
          { path: PATHS.faq, ...view(support, (m) => m.FaqPage) },
          { path: PATHS.helpCentre, ...view(support, (m) => m.HelpCentrePage) },
          { path: PATHS.privacy, ...view(support, (m) => m.PrivacyPolicyPage) },
          { path: PATHS.terms, ...view(support, (m) => m.TermsPage) },
          ...Object.entries(HELP_REDIRECTS).map(([from, to]) => ({
            path: from,
            element: <Navigate to={to} replace />,
          })),
          { path: PATHS.courses, ...view(courses, (m) => m.CoursesPage) },
          {
            path: PATHS.courseWebDevelopment,
            ...view(courses, (m) => m.WebDevelopmentCoursePage),
          },
          { path: PATHS.courseMobileApp, ...view(courses, (m) => m.CourseNotAvailablePage) },
          { path: PATHS.courseDsa, ...view(courses, (m) => m.CourseNotAvailablePage) },
          { path: '*', ...page(notFound) },
        ],
      },
    ],
  },
];
