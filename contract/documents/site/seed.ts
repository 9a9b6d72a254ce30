// The navigation and footer as a new installation publishes them (contract/documents/site/schema.ts).

import type { SiteFrame } from './schema';

export const siteSeed: SiteFrame = {
  nav: {
    links: [
      {
        label: 'Home',
        path: '/',
      },
      {
        label: 'About',
        path: '/about',
      },
      {
        label: 'Products',
        path: '/products',
      },
      {
        label: 'Contact',
        path: '/contact',
      },
      {
        label: 'Service',
        path: '/services',
      },
    ],
    label: 'Main',
    menu: 'Menu',
    closeMenu: 'Close menu',
    login: 'Login',
    signup: 'Signup',
    profile: 'Your profile',
    logout: 'Logout',
    staff: 'Staff',
  },
  footer: {
    contactHeading: 'Get in touch',
    contactBlurb:
      'Questions about a project, a course or your account? We reply within one working day.',
    groups: [
      {
        title: 'Company',
        links: [
          {
            label: 'About',
            path: '/about',
          },
          {
            label: 'Careers',
            path: '/careers',
          },
          {
            label: 'Contact',
            path: '/contact',
          },
        ],
      },
      {
        title: 'Services',
        links: [
          {
            label: 'Custom Software Development',
            path: '/services/csd',
          },
          {
            label: 'Web Development',
            path: '/services/webdevelopment',
          },
          {
            label: 'IT Consulting',
            path: '/services/itconsulting',
          },
          {
            label: 'Logo Design',
            path: '/services/logodesign',
          },
          {
            label: 'Pricing',
            path: '/services/pricing',
          },
        ],
      },
      {
        title: 'Resources',
        links: [
          {
            label: 'Insights',
            path: '/insights',
          },
          {
            label: 'Templates',
            path: '/products?category=templates',
          },
          {
            label: 'Courses',
            path: '/courses',
          },
          {
            label: 'Web Development Course',
            path: '/courses/webdevelopment',
          },
          {
            label: 'Mobile App Development Course',
            path: '/courses/mobile-app-development',
          },
          {
            label: 'Data Structures & Algorithms Course',
            path: '/courses/dsa',
          },
          {
            label: 'Open Positions',
            path: '/careers/jobs',
          },
        ],
      },
      {
        title: 'Support',
        links: [
          {
            label: 'FAQ',
            path: '/support/FAQ',
          },
          {
            label: 'Help Centre',
            path: '/support/HelpCentre',
          },
          {
            label: 'Privacy Policy',
            path: '/support/Privacypolicy',
          },
          {
            label: 'Terms of Service',
            path: '/support/TermofServices',
          },
        ],
      },
    ],
    socialHeading: 'Follow us',
  },
};
