// The services area as a new installation publishes it (contract/documents/services/schema.ts).

import type { ServicesPageContent } from './schema';

const icon = (name: string, alt: string) => ({
  url: `/images/${name}.svg`,
  alt,
  width: 64,
  height: 64,
});

const contactUs = { label: 'Contact us', path: '/contact', context: '' };

const notAvailableText = (topic: string) =>
  `Our ${topic} service page is not available at the moment. We still welcome enquiries: tell us about your project and we will let you know how we can help.`;

export const servicesSeed: ServicesPageContent = {
  seo: {
    title: 'Services | Kestrel Software',
    description:
      'Software development, web development, mobile apps and IT outsourcing from Kestrel Software. See how we can help your business plan, build and run its software.',
  },
  eyebrow: 'What we do',
  heading: 'Our Services',
  intro:
    'We help businesses plan, build and run the software they depend on. Choose a service to find out how we work and what it involves.',
  listLabel: 'Services',
  linkLabel: 'Find out more',
  cards: [
    {
      title: 'Software Development',
      content:
        'Bespoke applications and internal tools, designed with your team and built to be maintained for years.',
      icon: icon('softwaredev', 'A computer screen with a command prompt'),
      path: '/services/softwaredevelopment',
    },
    {
      title: 'Web Development',
      content:
        'Fast, accessible websites that rank well in search results and are simple for your staff to update.',
      icon: icon('webdev', 'A browser window showing a page layout'),
      path: '/services/webdevelopment',
    },
    {
      title: 'Mobile App Development',
      content:
        'iPhone and Android apps from a single codebase, from a first prototype to the app stores.',
      icon: icon('mobileapp', 'A mobile phone showing app icons'),
      path: '/services/mobileappdevelopment',
    },
    {
      title: 'IT Outsourcing',
      content:
        'Experienced developers who join your team for a project or on a rolling basis, managed by us.',
      icon: icon('outsourcing', 'A globe connected to four people'),
      path: '/services/itoutsourcing',
    },
  ],
  pricing: {
    text: 'Want an idea of cost before we talk?',
    link: { label: 'See our pricing plans', path: '/pricing', context: '' },
  },
  cta: {
    heading: 'Not sure where to start?',
    text: 'Tell us what you want to achieve and we will suggest the right service, with an honest estimate, within one working day.',
    action: contactUs,
  },
  shortPages: {
    eyebrow: 'Services',
    includedHeading: 'What is included',
    comingSoon:
      'A full page for this service is coming soon. In the meantime, we are happy to answer any questions directly.',
    allServices: { label: '← All services', path: '/services', context: '' },
    contact: {
      text: 'Tell us what you have in mind and we will reply within one working day. You can also email {salesEmail} or call {phone}.',
      action: contactUs,
    },
  },
  csd: {
    seo: {
      title: 'Custom Software Development | Kestrel Software',
      description:
        'Custom software built around the way your business works: booking systems, customer portals, internal tools and integrations, with full ownership of the code.',
    },
    title: 'Custom Software Development',
    icon: icon('csd', 'Code brackets beside a gear'),
    description: [
      'Off-the-shelf software is a good start, but sooner or later most businesses meet a process it cannot handle. Staff copy data between systems, keep spreadsheets on the side or work around screens that were designed for someone else.',
      'We build software around the way you already work: booking and scheduling systems, customer portals, stock and order management, reporting tools and the integrations that tie them together. We start small, release early and grow the system as your team uses it.',
      'Everything we write is yours. You receive the source code, documentation and the accounts it runs on, so you are never tied to us to keep it going.',
    ],
    included: [
      'A discovery workshop and a written specification you can keep',
      'Clickable prototypes before any code is written',
      'Fortnightly releases you can try out yourself',
      'Automated tests, monitoring and deployment pipelines',
      'Hand-over documentation and training for your team',
    ],
    ctaHeading: 'Talk to us about custom software',
  },
  logoDesign: {
    seo: {
      title: 'Logo Design | Kestrel Software',
      description:
        'Logo design from Kestrel Software: three initial concepts, two rounds of revisions, files for print and screen and a one-page guide to using your new brand.',
    },
    title: 'Logo Design',
    icon: icon('logodesign', 'Simple shapes beside a pen'),
    description: [
      'Your logo is often the first thing a customer sees. It needs to be recognisable at a glance, work in one colour as well as in full colour, and stay legible from a shop sign down to a browser tab.',
      'Our designers begin by learning about your business, your customers and your competitors. We then present a small number of distinct concepts, refine the one you choose over two rounds of feedback, and prepare every file you are likely to need.',
    ],
    included: [
      'A short brand questionnaire and a call with the designer',
      'Three initial concepts with the reasoning behind each',
      'Two rounds of revisions on your chosen design',
      'Files for print and screen: SVG, PDF, PNG and favicon sizes',
      'A one-page guide to colours, spacing and typefaces',
    ],
    ctaHeading: 'Talk to us about your logo',
  },
  itConsulting: {
    seo: {
      title: 'IT Consulting | Kestrel Software',
      description:
        'Independent IT consulting for small businesses: system reviews, cloud planning and supplier choices, with a plain-English report and costed recommendations.',
    },
    title: 'IT Consulting',
    icon: icon('itconsulting', 'A speech bubble beside a light bulb'),
    description: [
      'Technology decisions are expensive to get wrong and hard to judge from the outside. We give independent, practical advice to business owners and managers who need a clear view before they commit.',
      'Typical engagements include reviewing a system that has become slow or unreliable, choosing between suppliers, planning a move to the cloud, or checking a project plan before it starts. We do not resell software or hosting, so our recommendations are not tied to a commission.',
      'You receive a written report in plain English with prioritised recommendations and rough costs, and we walk you through it in person or on a call.',
    ],
    included: [
      'An initial call to agree the questions that matter',
      'A review of your systems, code or supplier proposals',
      'A written report with prioritised, costed recommendations',
      'A follow-up session to answer questions from your team',
    ],
    ctaHeading: 'Talk to us about IT consulting',
  },
  unavailable: {
    heading: 'Currently Not Available',
    contact: contactUs,
    back: { label: 'Back to services', path: '/services', context: '' },
  },
  softwareDevelopment: {
    seo: {
      title: 'Software Development | Kestrel Software',
      description:
        'Software development by Kestrel Software: bespoke applications and tools designed with your team and built to be maintained for years. Contact us to talk.',
    },
    service: 'Software Development',
    text: notAvailableText('software development'),
  },
  mobileApp: {
    seo: {
      title: 'Mobile App Development | Kestrel Software',
      description:
        'Mobile app development for iPhone and Android from one codebase, by Kestrel Software. Get in touch to discuss your app idea, timescales and budget with us.',
    },
    service: 'Mobile App Development',
    text: notAvailableText('mobile app development'),
  },
  itOutsourcing: {
    seo: {
      title: 'IT Outsourcing | Kestrel Software',
      description:
        'IT outsourcing with Kestrel Software: experienced developers who join your team for a project or on a rolling basis. Contact us to discuss your requirements.',
    },
    service: 'IT Outsourcing',
    text: notAvailableText('IT outsourcing'),
  },
};
