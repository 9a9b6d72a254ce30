// The shapes the API description declares once, in components/schemas, by name (api-components.ts
// puts them there): every object, list or union the contract exports, under its export name; each
// content document's schema (under its contract name) with the back office's shapes around it
// (`<name>State`, `<name>DraftBody`); and the content fields that are objects (`SearchEntry`,
// `LinkField`, `ImageField`, `RichTextField`, as their factories make them without labels: a use with its own
// title or description says so beside the `$ref`). A shape that is not named here stays written out where it is used. A test checks
// that every content document's schema is named.

import { IsArray, IsObject, IsSchema, IsUnion, type TSchema } from 'typebox';
import * as analytics from '../../../contract/api/analytics';
import * as applicationsApi from '../../../contract/api/applications';
import {
  COMPANY_FACTS,
  ImageField,
  LinkField,
  LongTextField,
  SearchEntry,
  SeoFields,
  TextField,
  TextWith,
} from '../../../contract/content-fields';
import * as documentApi from '../../../contract/api/documents';
import { RichTextField, RichTextInline } from '../../../contract/rich-text';
import { Block } from '../../../contract/blocks';
import { DOCUMENT_KEYS, DOCUMENTS } from '../../../contract/documents';
import * as fields from '../../../contract/fields';
import * as leadsApi from '../../../contract/api/leads';
import * as media from '../../../contract/api/media';
import * as members from '../../../contract/api/members';
import * as newsletterApi from '../../../contract/api/newsletter';
import * as campaignsApi from '../../../contract/api/campaigns';
import * as redirectsApi from '../../../contract/api/redirects';
import { AboutPageContent } from '../../../contract/documents/about/schema';
import { AccountPagesContent } from '../../../contract/documents/account/schema';
import { CareersPageContent } from '../../../contract/documents/careers/schema';
import { CaseStudiesContent } from '../../../contract/documents/caseStudies/schema';
import { ContactPageContent } from '../../../contract/documents/contact/schema';
import { CoursesPageContent } from '../../../contract/documents/courses/schema';
import { DataRightsContent } from '../../../contract/documents/dataRights/schema';
import { EnrolConfirmationContent } from '../../../contract/documents/enrolConfirmation/schema';
import { EnrolmentContent } from '../../../contract/documents/enrolment/schema';
import { HiringContent } from '../../../contract/documents/hiring/schema';
import { HomePageContent } from '../../../contract/documents/home/schema';
import { LegalPagesContent } from '../../../contract/documents/legal/schema';
import { MeasurementContent } from '../../../contract/documents/measurement/schema';
import { NotFoundPageContent } from '../../../contract/documents/notFound/schema';
import { PricingPageContent } from '../../../contract/documents/pricing/schema';
import { QuotePageContent } from '../../../contract/documents/quote/schema';
import { SearchPageContent } from '../../../contract/documents/search/schema';
import { ServicesPageContent } from '../../../contract/documents/services/schema';
import { ShopPagesContent } from '../../../contract/documents/shop/schema';
import { SiteFrame } from '../../../contract/documents/site/schema';
import { SupportPagesContent } from '../../../contract/documents/support/schema';
import { WebDevelopmentPageContent } from '../../../contract/documents/webDevelopment/schema';
import { PageContent } from '../../../contract/documents/page/schema';
import { ArticleContent } from '../../../contract/documents/article/schema';
import * as articleShapes from '../../../contract/api/article-shapes';
import * as articlesApi from '../../../contract/api/articles';
import * as staffArticlesApi from '../../../contract/api/staff-articles';
import * as pagesApi from '../../../contract/api/pages';
import * as publicApi from '../../../contract/api/public';
import * as searchApi from '../../../contract/api/search';
import * as secondFactor from '../../../contract/api/second-factor';
import * as staffApi from '../../../contract/api/staff';

/** Each content document's schema, by its name in the contract. */
const DOCUMENT_SCHEMAS: Record<string, TSchema> = {
  // contract/documents/company/schema.ts declares it.
  CompanyFacts: DOCUMENTS.company.schema,
  ...{ AboutPageContent, AccountPagesContent, CareersPageContent, CaseStudiesContent },
  ...{ ContactPageContent, CoursesPageContent, DataRightsContent, EnrolConfirmationContent },
  ...{ EnrolmentContent, HiringContent, HomePageContent, LegalPagesContent, MeasurementContent },
  ...{ NotFoundPageContent, PricingPageContent, QuotePageContent, ServicesPageContent },
  ...{ SearchPageContent, ShopPagesContent, SiteFrame, SupportPagesContent },
  ...{ WebDevelopmentPageContent },
  // Every page staff build from blocks (the kind `page`).
  PageContent,
  // Every article (the kind `article`).
  ArticleContent,
};

const MODULES = [
  analytics,
  applicationsApi,
  articleShapes,
  articlesApi,
  documentApi,
  fields,
  leadsApi,
  media,
  members,
  newsletterApi,
  campaignsApi,
  publicApi,
  searchApi,
  redirectsApi,
  pagesApi,
  secondFactor,
  staffApi,
  staffArticlesApi,
];

/** A shape worth a name: an object, a list or a union (a plain string or number stays inline). */
const isShape = (value: unknown): value is TSchema =>
  IsSchema(value) && (IsObject(value) || IsArray(value) || IsUnion(value));

const exported = MODULES.flatMap((module) =>
  Object.entries(module as Record<string, unknown>).filter((entry): entry is [string, TSchema] =>
    isShape(entry[1]),
  ),
);

const aroundDocuments = Object.entries(DOCUMENT_SCHEMAS).flatMap(([name, schema]) => [
  [`${name}State`, documentApi.DocumentState(schema)] as const,
  [`${name}DraftBody`, documentApi.DraftBody(schema)] as const,
]);

/**
 * The lengths of the content documents' text fields made by `factory` (TextField, LongTextField):
 * each length a shape of its own (`TextField60`), so that a field's four rules are written once,
 * not at each of the hundreds of fields that have them.
 */
function textFieldLengths(editor: string): number[] {
  const found = new Set<number>();
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    const schema = value as { editor?: unknown; allOf?: unknown };
    if (schema.editor === editor && Array.isArray(schema.allOf)) {
      for (const part of schema.allOf as { maxLength?: unknown }[]) {
        if (typeof part.maxLength === 'number') found.add(part.maxLength);
      }
    }
    for (const item of Object.values(value)) walk(item);
  };
  Object.values(DOCUMENT_SCHEMAS).forEach(walk);
  return [...found].sort((a, b) => a - b);
}

const textLengths = textFieldLengths('text');
const longTextLengths = textFieldLengths('longText');
const textFields = [
  ...textLengths.map((n) => [`TextField${n}`, TextField(n)] as const),
  ...longTextLengths.map((n) => [`LongTextField${n}`, LongTextField(n)] as const),
  // The same lengths of text that may name the company's facts ({phone}): named where used.
  ...textLengths.map((n) => [`TextWithFacts${n}`, TextWith(n, COMPANY_FACTS)] as const),
  ...longTextLengths.map(
    (n) => [`LongTextWithFacts${n}`, TextWith(n, COMPANY_FACTS, { long: true })] as const,
  ),
];

/** The named shapes, by name. */
export const NAMED_SCHEMAS: Record<string, TSchema> = Object.fromEntries([
  ...exported,
  ...Object.entries(DOCUMENT_SCHEMAS),
  ...aroundDocuments,
  ['SeoFields', SeoFields],
  ['SearchEntry', SearchEntry()],
  ['LinkField', LinkField()],
  ['ImageField', ImageField()],
  ['RichTextField', RichTextField()],
  // What each of a rich text's blocks holds: written once, not in every block and list depth.
  ['RichTextInline', RichTextInline],
  // The blocks' union: the pages' and the articles' bodies share it.
  ['Block', Block],
  ...textFields,
]);

/** The documents whose schema has no name here (a test expects none). */
export const unnamedDocuments = (): string[] => {
  const named = new Set(Object.values(DOCUMENT_SCHEMAS));
  return DOCUMENT_KEYS.filter((key) => !named.has(DOCUMENTS[key].schema));
};
