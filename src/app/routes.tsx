import { Navigate, type RouteObject } from 'react-router-dom';
import { ErrorPage } from '../layout/ErrorPage';
import { Layout } from '../layout/Layout';
import { GuestOnly, MembersOnly } from '../features/session/Guards';
import { HELP_REDIRECTS, PATHS } from './paths';

// One route table. Each site area is its own lazily loaded chunk; a page module's default export
// is the page.
type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});
const named =
  <M,>(load: () => Promise<M>, pick: (m: M) => React.ComponentType) =>
  async () => ({ Component: pick(await load()) });

const about = () => import(/* webpackChunkName: "about" */ '../pages/about/AboutPages');
const careers = () => import(/* webpackChunkName: "careers" */ '../pages/careers/CareersPages');
const services = () => import(/* webpackChunkName: "services" */ '../pages/services/ServicePages');
const support = () => import(/* webpackChunkName: "support" */ '../pages/support/SupportPages');
const courses = () => import(/* webpackChunkName: "courses" */ '../pages/courses/CoursePages');
const account = () => import(/* webpackChunkName: "account" */ '../pages/account/AccountPages');
const shop = () => import(/* webpackChunkName: "shop" */ '../pages/shop/ShopPages');
const pricing = () => import(/* webpackChunkName: "pricing" */ '../pages/pricing/PricingPage');

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <ErrorPage />,
    // main.tsx renders only once the first page's code has loaded, so nothing shows here.
    HydrateFallback: () => null,
    children: [
      {
        // Errors in a page show inside the layout, so the navigation stays usable.
        errorElement: <ErrorPage />,
        children: [
          {
            index: true,
            lazy: page(() => import(/* webpackChunkName: "home" */ '../pages/home/HomePage')),
          },
          {
            path: PATHS.contact,
            lazy: page(
              () => import(/* webpackChunkName: "contact" */ '../pages/contact/ContactPage'),
            ),
          },
          { path: PATHS.products, lazy: named(shop, (m) => m.ProductsPage) },
          { path: PATHS.cart, lazy: named(shop, (m) => m.CartPage) },
          { path: PATHS.services, lazy: named(services, (m) => m.ServicesPage) },
          { path: PATHS.serviceCsd, lazy: named(services, (m) => m.CsdPage) },
          { path: PATHS.serviceLogoDesign, lazy: named(services, (m) => m.LogoDesignPage) },
          { path: PATHS.serviceItConsulting, lazy: named(services, (m) => m.ItConsultingPage) },
          {
            path: PATHS.serviceWebDevelopment,
            lazy: named(services, (m) => m.WebDevelopmentPage),
          },
          { path: PATHS.serviceItOutsourcing, lazy: named(services, (m) => m.NotAvailablePage) },
          { path: PATHS.serviceMobileApp, lazy: named(services, (m) => m.NotAvailablePage) },
          {
            path: PATHS.serviceSoftwareDevelopment,
            lazy: named(services, (m) => m.NotAvailablePage),
          },
          { path: PATHS.servicesPricing, lazy: page(pricing) },
          { path: PATHS.pricing, lazy: page(pricing) },
          {
            element: <GuestOnly />,
            children: [
              { path: PATHS.login, lazy: named(account, (m) => m.LoginPage) },
              { path: PATHS.signup, lazy: named(account, (m) => m.SignupPage) },
            ],
          },
          {
            element: <MembersOnly />,
            children: [{ path: PATHS.profile, lazy: named(account, (m) => m.ProfilePage) }],
          },
          {
            path: PATHS.about,
            lazy: named(about, (m) => m.AboutLayout),
            children: [
              { index: true, lazy: named(about, (m) => m.OurValuesPage) },
              { path: 'our-values', lazy: named(about, (m) => m.OurValuesPage) },
              { path: 'our-vision', lazy: named(about, (m) => m.OurVisionPage) },
              { path: 'who-we-are', lazy: named(about, (m) => m.WhoWeArePage) },
              { path: 'what-we-do', lazy: named(about, (m) => m.WhatWeDoPage) },
            ],
          },
          {
            path: PATHS.careers,
            lazy: named(careers, (m) => m.CareersLayout),
            children: [
              { index: true, lazy: named(careers, (m) => m.JobsPage) },
              { path: 'jobs', lazy: named(careers, (m) => m.JobsPage) },
              { path: 'internships', lazy: named(careers, (m) => m.InternshipsPage) },
            ],
          },
          { path: PATHS.faq, lazy: named(support, (m) => m.FaqPage) },
          { path: PATHS.helpCentre, lazy: named(support, (m) => m.HelpCentrePage) },
          { path: PATHS.privacy, lazy: named(support, (m) => m.PrivacyPolicyPage) },
          { path: PATHS.terms, lazy: named(support, (m) => m.TermsPage) },
          ...Object.entries(HELP_REDIRECTS).map(([from, to]) => ({
            path: from,
            element: <Navigate to={to} replace />,
          })),
          { path: PATHS.courses, lazy: named(courses, (m) => m.CoursesPage) },
          {
            path: PATHS.courseWebDevelopment,
            lazy: named(courses, (m) => m.WebDevelopmentCoursePage),
          },
          { path: PATHS.courseMobileApp, lazy: named(courses, (m) => m.CourseNotAvailablePage) },
          { path: PATHS.courseDsa, lazy: named(courses, (m) => m.CourseNotAvailablePage) },
          {
            path: '*',
            lazy: page(() => import(/* webpackChunkName: "home" */ '../pages/NotFoundPage')),
          },
        ],
      },
    ],
  },
];
