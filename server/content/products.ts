// server/content/: demo data the server seeds and the media it serves (site copy: src/content/).
// Kestrel Software's own digital catalogue (demo shop): website templates, UI kits, plugins and
// audits. Prices in US dollars, the one currency format of the site. Each image is a file in media/products, served at /media/products/.

import type { ProductCategory } from '../../contract/values/constants';

export interface Product {
  id: number;
  title: string;
  price: number;
  description: string;
  category: ProductCategory;
  image: string;
  rating: { rate: number; count: number };
}

const image = (slug: string) => `/media/products/${slug}.svg`;

export const products: readonly Product[] = [
  {
    id: 1,
    title: 'Harbour: Agency Website Template',
    price: 59,
    description:
      'A bold, fast template for studios and consultancies: case-study pages, team profiles, a services grid and a contact page with spam protection. Ships as static HTML and React versions.',
    category: 'templates',
    image: image('harbour-agency-template'),
    rating: { rate: 4.7, count: 212 },
  },
  {
    id: 2,
    title: 'Ledger: SaaS Landing Page Template',
    price: 49,
    description:
      'Hero, feature tour, pricing table, FAQ and changelog sections for software products. Scores 100 for performance on a mid-range phone out of the box.',
    category: 'templates',
    image: image('ledger-saas-template'),
    rating: { rate: 4.5, count: 348 },
  },
  {
    id: 3,
    title: 'Galley: Restaurant and Café Template',
    price: 39,
    description:
      'Menus that are easy to update, opening hours with structured data for search, a gallery and a table-booking form. Designed for owners who edit their own site.',
    category: 'templates',
    image: image('galley-restaurant-template'),
    rating: { rate: 4.3, count: 127 },
  },
  {
    id: 4,
    title: 'Clinic Plus: Healthcare Practice Template',
    price: 79,
    description:
      'Calm, accessible pages for dental, veterinary and physiotherapy practices: practitioners, treatments, fees and an appointment request form. Meets WCAG 2.2 AA.',
    category: 'templates',
    image: image('clinic-plus-template'),
    rating: { rate: 4.8, count: 96 },
  },
  {
    id: 5,
    title: 'Kestrel UI: React Component Kit',
    price: 129,
    description:
      'More than 60 typed, accessible React components with light and dark themes, form validation helpers and Storybook documentation. The kit our own teams build with.',
    category: 'ui-kits',
    image: image('kestrel-ui-react-kit'),
    rating: { rate: 4.9, count: 184 },
  },
  {
    id: 6,
    title: 'Dashboard Essentials UI Kit',
    price: 89,
    description:
      'Tables, charts, filters, empty states and settings screens for admin panels, in Figma with matching CSS. Every screen comes in desktop and tablet layouts.',
    category: 'ui-kits',
    image: image('dashboard-essentials-ui-kit'),
    rating: { rate: 4.4, count: 151 },
  },
  {
    id: 7,
    title: 'Mobile Commerce UI Kit',
    price: 69,
    description:
      'Product lists, product pages, basket, checkout and order tracking screens for iOS and Android, with auto-layout Figma components and a small icon set.',
    category: 'ui-kits',
    image: image('mobile-commerce-ui-kit'),
    rating: { rate: 4.2, count: 88 },
  },
  {
    id: 8,
    title: 'FormGuard: Spam-Free Contact Forms',
    price: 29,
    description:
      'Stops contact-form spam with honeypots, timing checks and rate limits, without puzzles for your visitors. Works with any HTML form and stores nothing about the sender.',
    category: 'plugins',
    image: image('formguard-plugin'),
    rating: { rate: 4.6, count: 402 },
  },
  {
    id: 9,
    title: 'MetaSmith: SEO Metadata Plugin',
    price: 35,
    description:
      'Generates titles, descriptions, canonical links, Open Graph tags, sitemaps and structured data from your content, and warns about duplicates before you publish.',
    category: 'plugins',
    image: image('metasmith-seo-plugin'),
    rating: { rate: 4.1, count: 233 },
  },
  {
    id: 10,
    title: 'BookWell: Appointment Booking Plugin',
    price: 99,
    description:
      'Online booking with staff calendars, buffer times, reminders by email and text, and a simple screen for reception. Fits clinics, salons and consultants.',
    category: 'plugins',
    image: image('bookwell-booking-plugin'),
    rating: { rate: 4.5, count: 167 },
  },
  {
    id: 11,
    title: 'Consent Kit: Cookie Banner Plugin',
    price: 45,
    description:
      'A UK GDPR-friendly cookie banner that blocks analytics until visitors agree, remembers their choice and keeps a consent log. Fully keyboard accessible.',
    category: 'plugins',
    image: image('consent-kit-plugin'),
    rating: { rate: 3.9, count: 74 },
  },
  {
    id: 12,
    title: 'Website Performance Audit',
    price: 499,
    description:
      'We measure your site on real devices, find what slows it down and hand over a prioritised report with fixes estimated in hours. Includes a follow-up call.',
    category: 'audits',
    image: image('performance-audit'),
    rating: { rate: 4.8, count: 58 },
  },
  {
    id: 13,
    title: 'Accessibility Audit (WCAG 2.2 AA)',
    price: 749,
    description:
      'Manual testing with screen readers and keyboard only, plus automated checks, across your key user journeys. Every issue comes with its impact and a tested fix.',
    category: 'audits',
    image: image('accessibility-audit'),
    rating: { rate: 4.9, count: 41 },
  },
  {
    id: 14,
    title: 'Technical SEO Audit',
    price: 399,
    description:
      'Crawlability, indexing, page speed, structured data and internal linking reviewed by a specialist, with a ninety-day action plan your team can follow.',
    category: 'audits',
    image: image('technical-seo-audit'),
    rating: { rate: 4.4, count: 63 },
  },
  {
    id: 15,
    title: 'Web Application Security Review',
    price: 1499,
    description:
      'A focused review of authentication, sessions, input handling, headers and dependencies against the OWASP Top 10, with a re-test of fixes included.',
    category: 'audits',
    image: image('security-review'),
    rating: { rate: 4.7, count: 29 },
  },
];
