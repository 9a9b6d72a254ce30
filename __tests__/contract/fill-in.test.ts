import { companyValues, fillIn } from '../../contract/values/content/fill-in';
import { COMPANY_FACTS } from '../../contract/content-fields';
import { company } from '../../contract/values/company';
import type { CompanyFactsData } from '../../src/api/types';

it('puts the values a text names in, and leaves a name it has no value for', () => {
  expect(fillIn('Careers at {name}, {city} ({x})', { name: 'Kestrel', city: 'Portsmouth' })).toBe(
    'Careers at Kestrel, Portsmouth ({x})',
  );
  expect(fillIn('{toString} {established}', { established: 2021 })).toBe('{toString} 2021');
});

it("gives a value for every company fact a document's text may name", () => {
  expect(Object.keys(companyValues(company)).sort()).toEqual([...COMPANY_FACTS].sort());
});

/** A text as a page shows it with these facts published. */
const fillFacts = (text: string, facts: CompanyFactsData) => fillIn(text, companyValues(facts));

describe("filling a document's words with the company's facts", () => {
  it('puts each fact where its slot is, however often', () => {
    expect(
      fillFacts(
        'Email {supportEmail} or call {phone} ({hours}). {legalName}, {address}. {supportEmail}',
        company,
      ),
    ).toBe(
      'Email support@kestrel.example or call +44 23 9200 0417 (Mon-Fri 9:00 AM to 4:00 PM, Sat-Sun closed). Kestrel Software Ltd., 214 Harbour Street, Suite 5, Portsmouth PO1 3AB, United Kingdom. support@kestrel.example',
    );
    expect(fillFacts('Our office is in {city}, {region}. Write to {salesEmail}.', company)).toBe(
      'Our office is in Portsmouth, Hampshire. Write to hello@kestrel.example.',
    );
  });

  it('fills every slot the editor offers', () => {
    for (const slot of COMPANY_FACTS) {
      expect(fillFacts(`{${slot}}`, company)).not.toMatch(/[{}]/);
    }
  });

  it('follows the facts as published, not the seed', () => {
    const moved: CompanyFactsData = {
      ...company,
      name: 'Merlin Labs',
      phone: { display: '+44 20 7946 0000', href: 'tel:+442079460000' },
    };
    expect(fillFacts('Call {name} on {phone}.', moved)).toBe(
      'Call Merlin Labs on +44 20 7946 0000.',
    );
  });

  it('leaves text without slots, and slots it does not know, as they are', () => {
    expect(fillFacts('No facts here.', company)).toBe('No facts here.');
    expect(fillFacts('A {mystery} and {constructor}.', company)).toBe(
      'A {mystery} and {constructor}.',
    );
  });
});
