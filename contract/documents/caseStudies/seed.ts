// The case studies' words and three example studies (contract/documents/caseStudies/schema.ts). The clients
// are fictional, and the page says so: replace them with real studies before launch. Their
// images are the demo media the site is seeded with (/media/products/).

import { fromParagraphs } from '../../rich-text';
import type { CaseStudiesContent } from './schema';

const image = (name: string, alt: string) => ({
  url: `/media/products/${name}.svg`,
  alt,
  width: 400,
  height: 300,
});

export const caseStudiesSeed: CaseStudiesContent = {
  seo: {
    title: 'Case studies',
    description:
      'How Kestrel Software helped clients ship faster sites and software: the challenge, what we built and the results we measured.',
  },
  eyebrow: 'Our work',
  heading: 'Case studies',
  intro:
    'What our clients needed, what we built with them and what changed, in numbers. The studies shown here are examples: their clients are fictional.',
  filterLabel: 'Filter by service',
  allServices: 'All services',
  serviceNames: {
    webdevelopment: 'Web development',
    csd: 'Custom software development',
    logodesign: 'Logo design',
    itconsulting: 'IT consulting',
  },
  empty: 'No case study for this service yet. Ask us about it: we are happy to talk it through.',
  readMore: 'Read the case study',
  notFound: {
    heading: 'Case study not found',
    text: 'There is no published case study at this address. It may have been renamed or taken down.',
  },
  study: {
    clientLabel: 'Client',
    sectorLabel: 'Sector',
    dateLabel: 'Published',
    servicesLabel: 'Services',
    challengeHeading: 'The challenge',
    solutionHeading: 'What we did',
    resultsHeading: 'The results',
    back: { label: '← All case studies', path: '/case-studies', context: '' },
  },
  home: {
    heading: 'Recent work',
    intro: 'A few of the projects we delivered lately, and what they changed for our clients.',
    all: { label: 'All case studies', path: '/case-studies', context: '' },
  },
  servicePage: {
    heading: 'Case studies',
    intro: 'Projects where we provided this service, and what they achieved.',
  },
  feedTitle: 'Case studies',
  studies: [
    {
      title: 'A checkout that keeps up with a growing outdoor retailer',
      slug: 'fernbrook-outdoor-checkout',
      client: 'Fernbrook Outdoor (fictional client)',
      sector: 'Retail',
      date: '2026-10-14',
      summary:
        'Example: we rebuilt an outdoor retailer’s checkout and product pages, cutting checkout time by 42 % and doubling mobile speed.',
      services: ['/services/webdevelopment'],
      challenge: fromParagraphs(
        'Fernbrook’s shop had grown from a few hundred products to several thousand. Pages took over five seconds to show on a phone, and one buyer in three gave up at the checkout, which asked for the same address twice.\n\nTheir team needed a faster shop without a long freeze on new features.',
      ),
      solution: fromParagraphs(
        'We moved the product pages to server rendering with images in modern formats, and rewrote the checkout as one page with saved addresses and clear errors.\n\nWe shipped it in three releases behind a switch, so the team kept selling and could compare the old and new paths on real orders.',
      ),
      results: [
        { value: '−42 %', label: 'checkout time' },
        { value: '+18 %', label: 'mobile conversion' },
        { value: '1.2 s', label: 'largest paint on a phone (was 5.4 s)' },
      ],
      images: [
        image(
          'performance-audit',
          'A speed gauge pointing to fast, beside a page loading timeline',
        ),
        image('mobile-commerce-ui-kit', 'Two phone screens showing a product list and a basket'),
      ],
    },
    {
      title: 'Online booking for a three-site dental practice',
      slug: 'marlow-finch-dental-booking',
      client: 'Marlow & Finch Dental (fictional client)',
      sector: 'Healthcare',
      date: '2026-08-03',
      summary:
        'Example: a booking system linked to the practice’s diary let patients book online and halved the calls reception had to take.',
      services: ['/services/csd', '/services/itconsulting'],
      challenge: fromParagraphs(
        'Three practices shared one phone line for bookings. Reception spent most mornings on the phone, and missed appointments cost the practice about a day of chair time each week.',
      ),
      solution: fromParagraphs(
        'After a two-week review of their systems we built a booking service on top of their existing diary software, with reminders by text and email and a waiting list that fills cancelled slots.\n\nWe trained the reception team and stayed on call for the first month.',
      ),
      results: [
        { value: '−51 %', label: 'booking calls' },
        { value: '−38 %', label: 'missed appointments' },
        { value: '64 %', label: 'of bookings made online' },
      ],
      images: [
        image('clinic-plus-template', 'A calm web page with a medical cross and appointment slots'),
        image('bookwell-booking-plugin', 'A calendar with a booked day, and a clock'),
      ],
    },
    {
      title: 'A new identity and site for a coffee roaster',
      slug: 'tidewater-roasters-identity',
      client: 'Tidewater Roasters (fictional client)',
      sector: 'Food and drink',
      date: '2026-05-21',
      summary:
        'Example: a new logo and a fast, simple site helped a small coffee roaster triple its online subscriptions in six months.',
      services: ['/services/logodesign', '/services/webdevelopment'],
      challenge: fromParagraphs(
        'Tidewater sold most of its coffee at markets. Its logo did not print well on bags, and its site could not take subscriptions, the part of the business the owners wanted to grow.',
      ),
      solution: fromParagraphs(
        'We designed a logo that works at the size of a stamp and on a shop sign, then built a small site around subscriptions: choose a coffee, a grind and how often, then pay.',
      ),
      results: [
        { value: '×3', label: 'online subscriptions in six months' },
        { value: '97', label: 'mobile performance score' },
      ],
      images: [
        image('galley-restaurant-template', 'A café menu page with a coffee cup and a plate'),
      ],
    },
  ],
};
