import { companyValues, fillIn } from '../../src/lib/fillIn';
import { COMPANY_FACTS } from '../../contract/content-fields';
import { company } from '../../contract/company';

it('puts the values a text names in, and leaves a name it has no value for', () => {
  expect(fillIn('Careers at {name}, {city} ({x})', { name: 'Kestrel', city: 'Portsmouth' })).toBe(
    'Careers at Kestrel, Portsmouth ({x})',
  );
  expect(fillIn('{toString} {established}', { established: 2021 })).toBe('{toString} 2021');
});

it("gives a value for every company fact a document's text may name", () => {
  expect(Object.keys(companyValues(company)).sort()).toEqual([...COMPANY_FACTS].sort());
});

it('writes the address on one line and names the emails, telephone and hours as published', () => {
  const text = 'Visit {address}, email {salesEmail} or {supportEmail}, call {phone} ({hours}).';
  expect(fillIn(text, companyValues(company))).toBe(
    `Visit ${company.address.street}, ${company.address.city} ${company.address.postcode}, ` +
      `${company.address.country}, email ${company.salesEmail} or ${company.supportEmail}, ` +
      `call ${company.phone.display} (${company.hours.summary}).`,
  );
});
