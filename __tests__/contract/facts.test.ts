// Facts named once (contract/values/content/facts.ts): a text names a price, a duration or a count of
// another document as {kind:path}, and reads it as that document holds it.

import {
  type FactSources,
  factNamesIn,
  factsOf,
  factValues,
  fillFacts,
  unknownFacts,
  withFacts,
} from '../../contract/values/content/facts';
import { documentFacts } from '../../contract/documents/facts';
import { DOCUMENTS } from '../../contract/documents';

const tier = (id: string, name: string, min: number, max: number, months: number) => ({
  id,
  name,
  price: { min, max, openEnded: id === 'premium' },
  maintenanceMonths: months,
});

const sources: FactSources = {
  pricing: {
    plans: [
      {
        id: 'web-development',
        service: 'Web Development',
        tiers: [
          tier('basic', 'Basic', 5000, 10000, 1),
          tier('premium', 'Premium', 50000, 100000, 12),
        ],
      },
      { id: 'logo', service: 'Logo', tiers: [tier('basic', 'Basic', 900, 1500, 0)] },
    ],
  },
  courses: {
    courses: [
      { title: 'Web Development', path: '/courses/mobile-app-development', duration: '10 weeks' },
    ],
  },
};
const values = factValues(factsOf(sources));

it('reads each kind of fact from its source, formatted as the pages write it', () => {
  const read = (text: string) => fillFacts(text, values);
  expect(read('from {price:webDevelopment.basic} for a small website')).toBe(
    'from $5,000 for a small website',
  );
  expect(read('{priceRange:webDevelopment.premium}')).toBe('$50,000 – $100,000+');
  expect(read('{months:webDevelopment.basic} and {months:webDevelopment.premium}')).toBe(
    '1 month and 12 months',
  );
  expect(read('from {price:lowest}')).toBe('from $900');
  expect(read('{duration:mobileAppDevelopment}, about 8 hours a week')).toBe(
    '10 weeks, about 8 hours a week',
  );
  expect(read('{count:services} services, {count:courses} course')).toBe('2 services, 1 course');
});

it('leaves the company placeholders and unknown facts as written', () => {
  expect(fillFacts('Call {phone}; from {price:webDevelopment.gold}', values)).toBe(
    'Call {phone}; from {price:webDevelopment.gold}',
  );
});

it('puts facts into every text of a document, and keeps what names none as it is', () => {
  const page = { faq: [{ answer: 'From {price:logo.basic}.' }], hero: { heading: 'Hello' } };
  const filled = withFacts(page, values);
  expect(filled).toEqual({ faq: [{ answer: 'From $900.' }], hero: { heading: 'Hello' } });
  expect(page.faq[0]!.answer).toBe('From {price:logo.basic}.');
  expect(filled.hero).toBe(page.hero);
  const plain = { a: ['x', { b: '{name}' }] };
  expect(withFacts(plain, values)).toBe(plain);
});

it('finds each text naming a fact that does not exist, by its path', () => {
  const draft = {
    questions: [
      { answer: 'From {price:webDevelopment.basic}.' },
      { answer: 'From {price:webDevelopment.basci} or {price:lowest}.' },
    ],
    seo: { description: 'Call {phone} for {count:tiers}' },
  };
  expect(unknownFacts(draft, values)).toEqual([
    { path: ['questions', 1, 'answer'], name: 'price:webDevelopment.basci' },
    { path: ['seo', 'description'], name: 'count:tiers' },
  ]);
  expect(factNamesIn('{price:lowest} {name} {price:lowest} {months:a.b}')).toEqual([
    'price:lowest',
    'months:a.b',
  ]);
});

it('names in the seeds only facts the seeds hold, reading today’s words', () => {
  const seeds = Object.fromEntries(
    Object.entries(DOCUMENTS).map(([key, declaration]) => [key, declaration.seed]),
  );
  const seedValues = factValues(documentFacts(seeds));
  expect(unknownFacts(seeds, seedValues)).toEqual([]);
  const faq = JSON.stringify(withFacts(DOCUMENTS.support.seed, seedValues));
  expect(faq).toContain('from $5,000 for a small website');
  expect(JSON.stringify(withFacts(DOCUMENTS.pricing.seed, seedValues))).not.toMatch(/\{\w+:/);
});
