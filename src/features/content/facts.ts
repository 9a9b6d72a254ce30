import { useCallback } from 'react';
import type { CompanyFactsData } from '../../api/types';
import type { FactSlot } from '../../../contract/pages/facts';
import { useDocument } from './useDocument';

// A document's words name the company's facts by their slot ('Email {supportEmail} …',
// contract/pages/facts.ts): the page fills them from the published company facts when it
// renders, so a fact is written once.

const FACTS: Record<FactSlot, (company: CompanyFactsData) => string> = {
  name: (c) => c.name,
  legalName: (c) => c.legalName,
  address: ({ address: a }) => `${a.street}, ${a.city} ${a.postcode}, ${a.country}`,
  city: (c) => c.address.city,
  region: (c) => c.address.region,
  supportEmail: (c) => c.supportEmail,
  salesEmail: (c) => c.salesEmail,
  phone: (c) => c.phone.display,
  hours: (c) => c.hours.summary,
};

/** The text with each '{slot}' it names replaced by that fact; an unknown slot stays as it is. */
export const fillFacts = (text: string, company: CompanyFactsData): string =>
  text.replace(/\{([a-zA-Z]+)\}/g, (slot, name: string) =>
    Object.hasOwn(FACTS, name) ? FACTS[name as FactSlot](company) : slot,
  );

/** Fills a document's words with the published company facts (every page has them). */
export function useFacts(): (text: string) => string {
  const company = useDocument('company');
  return useCallback((text: string) => (company ? fillFacts(text, company) : text), [company]);
}
