// Pricing plans (docs/product.md §9) and their words; amounts are written by src/lib/money.ts.

import { PATHS, type SitePath } from '../config/paths';
import type { PriceRange } from '../lib/money';
import type { CallToAction } from './types';

type TierId = 'basic' | 'standard' | 'premium';

export interface PricingTier {
  readonly id: TierId;
  readonly name: string;
  readonly price: PriceRange;
  /** Months of maintenance and support included after launch. */
  readonly maintenanceMonths: number;
  /** Page limit (web development only): a number, or 'unlimited'. */
  readonly pageLimit?: number | 'unlimited';
  readonly bestFor: string;
  readonly features: readonly string[];
  /** The tier to draw attention to in the layout. */
  readonly recommended?: boolean;
}

export interface PricingPlan {
  readonly id: 'software-development' | 'web-development' | 'mobile-app-development';
  readonly service: string;
  readonly summary: string;
  /** The service page describing this plan's work, when there is one to link to. */
  readonly servicePath?: SitePath;
  readonly tiers: readonly [PricingTier, PricingTier, PricingTier];
}

/** 'Includes 3 months of maintenance and support'. */
export const formatMaintenance = (months: number): string =>
  `${months} month${months === 1 ? '' : 's'} of maintenance and support`;

/** 'Up to 3 pages', or 'Unlimited pages'. */
export const formatPageLimit = (limit: number | 'unlimited'): string =>
  limit === 'unlimited' ? 'Unlimited pages' : `Up to ${limit} page${limit === 1 ? '' : 's'}`;

export const pricingPage = {
  eyebrow: 'Pricing',
  heading: 'Pricing Plans',
  intro:
    'Every project is different, so our prices are ranges rather than fixed figures. Pick the tier closest to what you need and we will give you a fixed quote after a free discovery call.',
  notes: [
    'The prices shown are indicative ranges to help you plan a budget, not fixed quotes.',
    'All prices are in US dollars and exclude VAT where it applies.',
    'Each quote is fixed once we have agreed the scope together; changes are priced and agreed in writing before any work starts.',
    'Maintenance and support starts on the day your project goes live and can be extended on a monthly basis afterwards.',
  ],
  maintenanceLabel: 'Maintenance and support',
  /** A tier's maintenance and support, among its key facts: '3 months'. */
  maintenanceValue: (months: number) => `${months} months`,
  /** After a plan's summary, to the service page that describes its work. */
  serviceLinkLabel: 'About this service',
  featuresLabel: 'What is included',
  bestForLabel: 'Best for',
  pagesLabel: 'Pages',
  recommendedLabel: 'Most popular',
  notesHeading: 'Good to know',
  jumpLabel: 'Jump to a service',
  quoteLabel: 'Request a quote',
  cta: {
    heading: 'Not sure which plan fits?',
    text: 'Tell us about your project and we will recommend a tier, with a written estimate, within two working days.',
    action: { label: 'Contact us', path: PATHS.contact },
  },
} as const satisfies {
  eyebrow: string;
  heading: string;
  intro: string;
  notes: readonly string[];
  maintenanceLabel: string;
  maintenanceValue: (months: number) => string;
  serviceLinkLabel: string;
  featuresLabel: string;
  bestForLabel: string;
  pagesLabel: string;
  recommendedLabel: string;
  notesHeading: string;
  jumpLabel: string;
  quoteLabel: string;
  cta: CallToAction;
};

export const pricingPlans = [
  {
    id: 'software-development',
    service: 'Software Development',
    summary: 'Bespoke web applications, internal tools and system integrations.',
    servicePath: PATHS.serviceCsd,
    tiers: [
      {
        id: 'basic',
        name: 'Basic',
        price: { min: 5_000, max: 10_000 },
        maintenanceMonths: 3,
        bestFor: 'A focused tool that automates one process.',
        features: [
          'Discovery workshop and written specification',
          'Up to 5 screens or workflows',
          'One integration with an existing system',
          'Automated tests and deployment',
          '3 months of maintenance and support',
        ],
      },
      {
        id: 'standard',
        name: 'Standard',
        price: { min: 20_000, max: 30_000 },
        maintenanceMonths: 6,
        bestFor: 'A multi-user application at the heart of your operations.',
        features: [
          'Everything in Basic',
          'User accounts with roles and permissions',
          'Up to 3 integrations with existing systems',
          'Reporting dashboard and data export',
          'Fortnightly demos with your team',
          '6 months of maintenance and support',
        ],
        recommended: true,
      },
      {
        id: 'premium',
        name: 'Premium',
        price: { min: 50_000, max: 100_000 },
        maintenanceMonths: 12,
        bestFor: 'A platform that other teams or customers depend on.',
        features: [
          'Everything in Standard',
          'Architecture designed for growth and high availability',
          'Security review and load testing before launch',
          'Dedicated project manager',
          'Staff training and full technical documentation',
          '12 months of maintenance and support',
        ],
      },
    ],
  },
  {
    id: 'web-development',
    service: 'Web Development',
    summary: 'Fast, accessible, search-friendly websites you can edit yourself.',
    servicePath: PATHS.serviceWebDevelopment,
    tiers: [
      {
        id: 'basic',
        name: 'Basic',
        price: { min: 5_000, max: 10_000 },
        maintenanceMonths: 3,
        pageLimit: 3,
        bestFor: 'A new business that needs a professional first website.',
        features: [
          'Up to 3 pages',
          'Responsive design for phones, tablets and desktops',
          'Contact form and map',
          'Search engine basics: titles, descriptions and sitemap',
          '3 months of maintenance and support',
        ],
      },
      {
        id: 'standard',
        name: 'Standard',
        price: { min: 20_000, max: 30_000 },
        maintenanceMonths: 6,
        pageLimit: 20,
        bestFor: 'An established business that wants more enquiries from its website.',
        features: [
          'Up to 20 pages',
          'Content management system with training',
          'Custom design based on your brand',
          'Accessibility checked against WCAG 2.2 AA',
          'Analytics set up with privacy in mind',
          '6 months of maintenance and support',
        ],
        recommended: true,
      },
      {
        id: 'premium',
        name: 'Premium',
        price: { min: 50_000, max: 100_000 },
        maintenanceMonths: 12,
        pageLimit: 'unlimited',
        bestFor: 'Online shops, member areas and content-heavy sites.',
        features: [
          'Unlimited pages',
          'E-commerce or member accounts',
          'Integrations with your CRM, payments or stock system',
          'Performance budget and search optimisation review',
          'Multilingual content on request',
          '12 months of maintenance and support',
        ],
      },
    ],
  },
  {
    id: 'mobile-app-development',
    service: 'Mobile App Development',
    summary: 'Apps for iPhone and Android, built from one shared codebase.',
    tiers: [
      {
        id: 'basic',
        name: 'Basic',
        price: { min: 7_000, max: 15_000 },
        maintenanceMonths: 3,
        bestFor: 'Testing an idea with a small group of real users.',
        features: [
          'One platform (iOS or Android)',
          'Up to 6 screens',
          'Clickable prototype before development starts',
          'Help with app store submission',
          '3 months of maintenance and support',
        ],
      },
      {
        id: 'standard',
        name: 'Standard',
        price: { min: 25_000, max: 40_000 },
        maintenanceMonths: 6,
        bestFor: 'A customer-facing app on both major platforms.',
        features: [
          'iOS and Android from one codebase',
          'User accounts and push notifications',
          'Connection to your existing systems through an API',
          'Crash reporting and usage analytics',
          '6 months of maintenance and support',
        ],
        recommended: true,
      },
      {
        id: 'premium',
        name: 'Premium',
        price: { min: 60_000, max: 100_000, openEnded: true },
        maintenanceMonths: 12,
        bestFor: 'Complex apps with payments, offline use or a custom back end.',
        features: [
          'Everything in Standard',
          'In-app payments or subscriptions',
          'Offline mode with background sync',
          'Custom back end and admin dashboard',
          'Accessibility and security review',
          '12 months of maintenance and support',
        ],
      },
    ],
  },
] as const satisfies readonly PricingPlan[];
