// The FAQ and the Help Centre as a new installation publishes them (contract/documents/support/schema.ts). A
// '{slot}' names one of the company's facts (COMPANY_FACTS, contract/content-fields.ts).

import type { SupportPagesContent } from './schema';

export const supportSeed: SupportPagesContent = {
  faqSeo: {
    title: 'FAQ',
    description:
      'Answers to common questions about {name}: our services, project costs and timescales, code ownership, payments, support and your account data.',
  },
  helpCentreSeo: {
    title: 'Help Centre',
    description:
      '{name} Help Centre: guides to your account, working with us, the shop and our courses, and the quickest ways to reach our support team.',
  },
  nav: {
    label: 'Help and support',
    links: [
      {
        label: 'FAQ',
        path: '/support/FAQ',
        context: '',
      },
      {
        label: 'Help Centre',
        path: '/support/HelpCentre',
        context: '',
      },
      {
        label: 'Privacy Policy',
        path: '/support/Privacypolicy',
        context: '',
      },
      {
        label: 'Terms of Service',
        path: '/support/TermofServices',
        context: '',
      },
    ],
  },
  eyebrow: 'Support',
  faq: {
    heading: 'Frequently Asked Questions',
    intro:
      'Answers to the questions we hear most often. If yours is not here, our Help Centre lists the quickest ways to reach us.',
    listHeading: 'Questions and answers',
    items: [
      {
        id: 'what-services',
        question: 'What services do you offer?',
        answer:
          'We build websites, web applications and custom software, design logos, and provide independent IT consulting. We also run practical courses and paid internships for people starting a career in software.',
      },
      {
        id: 'project-cost',
        question: 'How much does a project cost?',
        answer:
          'Our pricing page shows typical ranges for each service, from {price:webDevelopment.basic} for a small website. After a free discovery call we give you a fixed quote for the scope we have agreed together.',
      },
      {
        id: 'project-duration',
        question: 'How long does a typical project take?',
        answer:
          'A small website usually takes six to eight weeks. Custom software and larger sites take from three to six months. We agree a dated plan with you before any work starts.',
      },
      {
        id: 'where-based',
        question: 'Where are you based, and do you work with clients elsewhere?',
        answer:
          'Our office is in {city}, {region}. We work with clients across the UK and abroad, meeting in person where it helps and by video call the rest of the time.',
      },
      {
        id: 'who-owns-code',
        question: 'Who owns the code and designs you create?',
        answer:
          'You do, once the final invoice is paid. You receive the source code, design files and documentation, and every account your system runs on is set up in your name.',
      },
      {
        id: 'maintenance',
        question: 'What happens after my project launches?',
        answer:
          'Every plan includes three to twelve months of maintenance and support: security updates, bug fixes and help with small changes. After that you can continue on a monthly support plan or take over the work yourself.',
      },
      {
        id: 'existing-project',
        question: 'Can you take over a project another company started?',
        answer:
          'Often, yes. We begin with a short paid review of the code and hosting, then tell you honestly whether it is better to continue, refactor or rebuild.',
      },
      {
        id: 'payment-terms',
        question: 'How do payments work?',
        answer:
          'We usually invoice 30% when the project starts and the rest in stages as agreed milestones are delivered. Invoices are payable within 14 days by bank transfer.',
      },
      {
        id: 'account-data',
        question: 'What do you do with the details I give when I sign up?',
        answer:
          'We use your email address and profile details only to run your account and, if you enrol, your courses. We never sell your data. Our Privacy Policy explains exactly what we keep and for how long.',
      },
      {
        id: 'delete-account',
        question: 'How do I change my details or delete my account?',
        answer:
          'You can update your name, phone number and address on your profile page at any time. To delete your account, email {supportEmail} from the address you signed up with and we will remove it within 30 days.',
      },
    ],
    aside: {
      heading: 'More ways to get help',
      helpCentre: {
        title: 'Help Centre',
        text: 'Step-by-step guides to your account, our projects, the shop and courses.',
        link: {
          label: 'Visit the Help Centre',
          path: '/support/HelpCentre',
          context: '',
        },
      },
      email: {
        title: 'Email',
        text: 'We reply within one working day.',
      },
      phone: {
        title: 'Phone',
        text: '{hours}.',
      },
    },
    cta: {
      heading: 'Still have a question?',
      text: 'Send us a message and a member of the team will reply within one working day.',
      action: {
        label: 'Contact us',
        path: '/contact',
        context: '',
      },
    },
  },
  helpCentre: {
    heading: 'Help Centre',
    intro:
      'Guides to using this website and working with us. If you cannot find what you need, contact us and a member of the team will help.',
    topicsHeading: 'Browse by topic',
    topics: [
      {
        id: 'account',
        title: 'Your account',
        summary: 'Signing up, logging in and keeping your profile up to date.',
        articles: [
          {
            id: 'create-account',
            title: 'Creating an account',
            paragraphs: [
              'Choose Sign up in the menu and enter your email address and a password of at least 8 characters. A long passphrase that you do not use anywhere else is the safest choice.',
              'Once your account is created you will be taken to the login page.',
            ],
            link: [
              {
                label: 'Sign up',
                path: '/signup',
                context: '',
              },
            ],
          },
          {
            id: 'login-trouble',
            title: 'Trouble logging in',
            paragraphs: [
              'Check that you are using the email address you signed up with, and that caps lock is off. For your security, you are logged out automatically when your session expires, and logging out in one browser tab logs you out of the others.',
              'If you have forgotten your password, email our support team from your registered address and we will help you regain access.',
            ],
            link: [
              {
                label: 'Log in',
                path: '/login',
                context: '',
              },
            ],
          },
          {
            id: 'edit-profile',
            title: 'Updating your profile',
            paragraphs: [
              'Open your profile from the icon in the menu and choose Edit. You can change your name, phone number and address, then save or cancel your changes.',
            ],
            link: [
              {
                label: 'Go to your profile',
                path: '/profile',
                context: '',
              },
            ],
          },
        ],
      },
      {
        id: 'projects',
        title: 'Working with us',
        summary: 'What to expect from the first enquiry to launch and beyond.',
        articles: [
          {
            id: 'first-enquiry',
            title: 'Making an enquiry',
            paragraphs: [
              'Use the contact form to tell us about your business, what you would like to achieve and any deadlines. We reply within one working day to arrange a free discovery call.',
            ],
            link: [
              {
                label: 'Contact us',
                path: '/contact',
                context: '',
              },
            ],
          },
          {
            id: 'support-requests',
            title: 'Reporting a problem with your site',
            paragraphs: [
              'Email {supportEmail} with the address of the page, what you expected to happen and what happened instead. A screenshot helps. Clients on a support plan receive a reply within four working hours.',
            ],
            link: [],
          },
          {
            id: 'choosing-plan',
            title: 'Choosing a pricing plan',
            paragraphs: [
              'The plans are a guide rather than a fixed menu. Start with the tier that matches your page count or number of users and we will adjust the scope with you.',
            ],
            link: [
              {
                label: 'Compare plans',
                path: '/pricing',
                context: '',
              },
            ],
          },
        ],
      },
      {
        id: 'shop-courses',
        title: 'Shop and courses',
        summary: 'Templates and digital products, courses and certificates.',
        articles: [
          {
            id: 'shop-basket',
            title: 'Using the shop',
            paragraphs: [
              'Search or browse our templates, UI kits and audits, and add items to your cart. Your cart is kept on this device, so it is still there when you come back.',
            ],
            link: [
              {
                label: 'Browse the shop',
                path: '/products',
                context: '',
              },
            ],
          },
          {
            id: 'course-enrolment',
            title: 'Enrolling on a course',
            paragraphs: [
              'Each course page lists dates, prerequisites and price. Enrolments are confirmed by email, and your completed courses appear on your profile.',
            ],
            link: [
              {
                label: 'See our courses',
                path: '/courses',
                context: '',
              },
            ],
          },
        ],
      },
    ],
    contactHeading: 'Still need help?',
    email: {
      title: 'Email support',
      text: 'For account questions and problems with a live site. We reply within one working day.',
    },
    phone: {
      title: 'Phone',
      text: '{hours}.',
    },
    form: {
      title: 'Contact form',
      text: 'For new projects, quotes and general questions.',
      link: {
        label: 'Open the contact form',
        path: '/contact',
        context: '',
      },
    },
  },
};
