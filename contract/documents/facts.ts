// The facts a page's text may name (contract/values/content/facts.ts), read from the documents that own
// them: the pricing page's plans and the courses' catalogue.

import {
  type Fact,
  type FactSources,
  factsOf,
  factValues,
  withFacts,
} from '../values/content/facts';
import type { DocumentKey } from '../values/content/document-keys';
import type { PricingPageContent } from './pricing/schema';
import type { CoursesPageContent } from './courses/schema';
import { DOCUMENT_KEYS, DOCUMENTS } from '.';

/** The facts `documents` hold (those of the pricing page and the courses it has). */
export function documentFacts(documents: Partial<Record<DocumentKey, unknown>>): Fact[] {
  const sources: FactSources = {
    pricing: documents.pricing as PricingPageContent | undefined,
    courses: documents.courses as CoursesPageContent | undefined,
  };
  return factsOf(sources);
}

/**
 * Every document's seed with the facts its texts name put in, as the seeds hold them: what the
 * build's pages show (src/prerender.tsx), and the site's tests.
 */
export function seedsWithFacts(): Record<DocumentKey, unknown> {
  const values = factValues(
    documentFacts({ pricing: DOCUMENTS.pricing.seed, courses: DOCUMENTS.courses.seed }),
  );
  return Object.fromEntries(
    DOCUMENT_KEYS.map((key) => [key, withFacts(DOCUMENTS[key].seed, values)]),
  ) as Record<DocumentKey, unknown>;
}
