// The company's facts a document's words may name. A sentence that mentions a fact (the support
// email, the phone number, the company's name) holds its slot, '{supportEmail}', and the page
// fills it from the published company facts (`company`) when it renders, so that a fact is
// written once: change the phone number there and every page that names it follows.
// src/features/content/facts.ts fills them.

import { Group, SeoFields } from '../content-fields';

export const FACT_SLOTS = [
  'name',
  'legalName',
  'address',
  'city',
  'region',
  'supportEmail',
  'salesEmail',
  'phone',
  'hours',
] as const;

export type FactSlot = (typeof FACT_SLOTS)[number];

const slotList = FACT_SLOTS.map((slot) => `{${slot}}`).join(', ');

/** The labels of a field whose words may name the company's facts. */
export const mayNameFacts = (title: string) => ({
  title,
  description: `May name the company's facts, filled in from "Company facts": ${slotList}.`,
});

/**
 * A page's entry for search engines whose description may name the company's facts. Its title
 * is the page's own: the company's name follows it ('FAQ | Kestrel Software').
 */
export const SeoWithFacts = (title = 'Search engines') =>
  Group(SeoFields.properties, {
    title,
    description: `The company's name follows the title. The description may name the company's facts: ${slotList}.`,
  });
