// The site's content documents: records staff edit as a whole, with a draft, publishing (now or at
// a set time), versions and restore (server/db/documents.ts, server/routes/staff/documents.ts).
// Each is declared once here: its schema (TypeBox: the server validates drafts with it, the
// editor is generated from it), its title, and its seed, which a new or upgraded installation
// publishes as version 1: the company's facts, the frame (navigation, footer) and the pages'
// words (contract/documents/<key>/: schema.ts and seed.ts). The site's code carries none
// of it: pages get their documents with their HTML (page data) or from GET /api/documents/<key>.

import type { Static, TSchema } from 'typebox';
import { company } from '../values/company';
import { GONE_PATH } from '../values/content/gone-page';
import { caseStudyPath } from '../values/content/case-studies';
import type { DocumentKey } from '../values/content/document-keys';
import { CompanyFacts, type CompanyFactsData, type DeepReadonly } from './company/schema';
import { HomePageContent } from './home/schema';
import { PricingPageContent } from './pricing/schema';
import { SiteFrame } from './site/schema';
import { AboutPageContent } from './about/schema';
import { CareersPageContent } from './careers/schema';
import { aboutSeed } from './about/seed';
import { careersSeed } from './careers/seed';
import { homeSeed } from './home/seed';
import { pricingSeed } from './pricing/seed';
import { siteSeed } from './site/seed';
import { CoursesPageContent } from './courses/schema';
import { ServicesPageContent } from './services/schema';
import { WebDevelopmentPageContent } from './webDevelopment/schema';
import { coursesSeed } from './courses/seed';
import { servicesSeed } from './services/seed';
import { webDevelopmentSeed } from './webDevelopment/seed';
import { AccountPagesContent } from './account/schema';
import { ContactPageContent } from './contact/schema';
import { QuotePageContent } from './quote/schema';
import { LegalPagesContent } from './legal/schema';
import { NotFoundPageContent } from './notFound/schema';
import { GonePageContent } from './gone/schema';
import { EnrolmentContent } from './enrolment/schema';
import { EnrolConfirmationContent } from './enrolConfirmation/schema';
import { DataRightsContent } from './dataRights/schema';
import { ShopPagesContent } from './shop/schema';
import { SupportPagesContent } from './support/schema';
import { accountSeed } from './account/seed';
import { contactSeed } from './contact/seed';
import { quoteSeed } from './quote/seed';
import { legalSeed } from './legal/seed';
import { notFoundSeed } from './notFound/seed';
import { goneSeed } from './gone/seed';
import { enrolmentSeed } from './enrolment/seed';
import { enrolConfirmationSeed } from './enrolConfirmation/seed';
import { dataRightsSeed } from './dataRights/seed';
import { shopSeed } from './shop/seed';
import { supportSeed } from './support/seed';
import { CaseStudiesContent } from './caseStudies/schema';
import { caseStudiesSeed } from './caseStudies/seed';
import { HiringContent } from './hiring/schema';
import { hiringSeed } from './hiring/seed';
import { MeasurementContent } from './measurement/schema';
import { measurementSeed } from './measurement/seed';
import { SearchPageContent } from './search/schema';
import { searchSeed } from './search/seed';

export interface DocumentDeclaration {
  /** What staff call it. */
  title: string;
  schema: TSchema;
  /** Version 1 of a new or upgraded installation. */
  seed: unknown;
  /** Visitors may read the published version (GET /api/documents/<key>). */
  public: boolean;
  /** The page "Preview" shows the draft on. */
  preview: string;
  /**
   * The page of an item of one of its top-level lists (a case study's own page): what the live
   * preview shows while the owner edits that item; undefined (the item has no page): `preview`.
   */
  previewItem?: {
    list: string;
    path: (item: Readonly<Record<string, unknown>>) => string | undefined;
  };
}

export type { CompanyFactsData } from './company/schema';

export const DOCUMENTS = {
  company: {
    title: 'Company facts',
    schema: CompanyFacts,
    seed: company,
    public: true,
    preview: '/contact',
  },
  site: {
    title: 'Navigation and footer',
    schema: SiteFrame,
    seed: siteSeed,
    public: true,
    preview: '/',
  },
  home: { title: 'Home page', schema: HomePageContent, seed: homeSeed, public: true, preview: '/' },
  pricing: {
    title: 'Pricing page',
    schema: PricingPageContent,
    seed: pricingSeed,
    public: true,
    preview: '/pricing',
  },
  services: {
    title: 'Services pages',
    schema: ServicesPageContent,
    seed: servicesSeed,
    public: true,
    preview: '/services',
  },
  webDevelopment: {
    title: 'Web development',
    schema: WebDevelopmentPageContent,
    seed: webDevelopmentSeed,
    public: true,
    preview: '/services/webdevelopment',
  },
  courses: {
    title: 'Courses pages',
    schema: CoursesPageContent,
    seed: coursesSeed,
    public: true,
    preview: '/courses',
  },
  about: {
    title: 'About pages',
    schema: AboutPageContent,
    seed: aboutSeed,
    public: true,
    preview: '/about/who-we-are',
  },
  careers: {
    title: 'Careers pages',
    schema: CareersPageContent,
    seed: careersSeed,
    public: true,
    preview: '/careers',
  },
  support: {
    title: 'FAQ and Help Centre',
    schema: SupportPagesContent,
    seed: supportSeed,
    public: true,
    preview: '/support/FAQ',
  },
  legal: {
    title: 'Privacy Policy and Terms of Service',
    schema: LegalPagesContent,
    seed: legalSeed,
    public: true,
    preview: '/support/Privacypolicy',
  },
  contact: {
    title: 'Contact page',
    schema: ContactPageContent,
    seed: contactSeed,
    public: true,
    preview: '/contact',
  },
  quote: {
    title: 'Quote wizard',
    schema: QuotePageContent,
    seed: quoteSeed,
    public: true,
    preview: '/quote',
  },
  shop: {
    title: 'Shop and cart',
    schema: ShopPagesContent,
    seed: shopSeed,
    public: true,
    preview: '/products',
  },
  notFound: {
    title: 'Page not found',
    schema: NotFoundPageContent,
    seed: notFoundSeed,
    public: true,
    preview: '/no-such-page',
  },
  gone: {
    title: 'Page removed (410)',
    schema: GonePageContent,
    seed: goneSeed,
    public: true,
    preview: GONE_PATH,
  },
  account: {
    title: 'Account pages (search engines)',
    schema: AccountPagesContent,
    seed: accountSeed,
    public: true,
    preview: '/login',
  },
  caseStudies: {
    title: 'Case studies',
    schema: CaseStudiesContent,
    seed: caseStudiesSeed,
    public: true,
    preview: '/case-studies',
    previewItem: {
      list: 'studies',
      path: ({ slug }) => (typeof slug === 'string' && slug ? caseStudyPath(slug) : undefined),
    },
  },
  hiring: {
    title: 'Job applications: form and emails',
    schema: HiringContent,
    seed: hiringSeed,
    public: true,
    preview: '/careers/jobs',
  },
  enrolment: {
    title: 'Courses members take and their certificates',
    schema: EnrolmentContent,
    seed: enrolmentSeed,
    public: true,
    preview: '/courses/webdevelopment',
  },
  enrolConfirmation: {
    title: 'Courses: the question before enrolling',
    schema: EnrolConfirmationContent,
    seed: enrolConfirmationSeed,
    public: true,
    preview: '/courses/webdevelopment',
  },
  dataRights: {
    title: "Profile: a member's data (download, delete)",
    schema: DataRightsContent,
    seed: dataRightsSeed,
    public: true,
    preview: '/profile',
  },
  measurement: {
    title: 'Privacy policy: how visits are measured',
    schema: MeasurementContent,
    seed: measurementSeed,
    public: true,
    preview: '/support/Privacypolicy',
  },
  search: {
    title: 'Search page',
    schema: SearchPageContent,
    seed: searchSeed,
    public: true,
    preview: '/search?q=software',
  },
} as const satisfies Record<DocumentKey, DocumentDeclaration>;

// The keys are listed in ./document-keys (the site reads them); each has its declaration above.
export { DOCUMENT_KEYS, type DocumentKey } from '../values/content/document-keys';
/** A document's data as published: what pages render. */
export type DocumentData<K extends DocumentKey> = K extends 'company'
  ? CompanyFactsData
  : DeepReadonly<Static<(typeof DOCUMENTS)[K]['schema']>>;
