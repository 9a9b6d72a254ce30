// The versions panel's comparison: field by field, named by the labels staff see, lists item by
// item, in the schema's order.

import { diffDocuments } from '../../../src/staff/content/documentDiff';
import type { FieldSchema } from '../../../src/staff/content/documentSchema';
import { pageData, pageSchema } from '../../support/documentFixture';

const schema = pageSchema as FieldSchema;
const copy = () => structuredClone(pageData);

it('finds no change between equal versions', () => {
  expect(diffDocuments(schema, pageData, copy())).toEqual([]);
});

it('names a changed field by the path of its labels, with the old and new value', () => {
  const after = copy();
  after.hero.headline = 'Software that keeps going';
  after.seo.title = 'Kestrel Software';
  expect(diffDocuments(schema, pageData, after)).toEqual([
    {
      label: ['Hero', 'Headline'],
      before: 'Software that lasts',
      after: 'Software that keeps going',
    },
    {
      label: ['Search engines', 'Title in search results'],
      before: 'Kestrel Software: software that lasts',
      after: 'Kestrel Software',
    },
  ]);
});

it('compares lists item by item, naming items by their title field', () => {
  const after = copy();
  const team = after.plans[1]!;
  team.price = 249;
  team.popular = false;
  after.plans.push({ name: 'Enterprise', price: 999, seats: 50, popular: false });
  expect(diffDocuments(schema, pageData, after)).toEqual([
    { label: ['Plans', 'Team', 'Price'], before: '$199', after: '$249' },
    { label: ['Plans', 'Team', 'Most popular'], before: 'Yes', after: 'No' },
    {
      label: ['Plans', 'Enterprise'],
      before: null,
      after: 'Name: Enterprise; Price: $999; Seats: 50; Most popular: No',
    },
  ]);
  expect(diffDocuments(schema, after, pageData).at(-1)).toEqual({
    label: ['Plans', 'Enterprise'],
    before: 'Name: Enterprise; Price: $999; Seats: 50; Most popular: No',
    after: null,
  });
});

it('labels fields their schema does not name from their property name', () => {
  const facts = {
    type: 'object',
    properties: {
      legalName: { type: 'string' },
      phone: { type: 'object', properties: { display: { type: 'string' } } },
    },
  } as FieldSchema;
  const changes = diffDocuments(
    facts,
    { legalName: 'A Ltd.', phone: { display: '1' } },
    { legalName: 'B Ltd.', phone: { display: '2' } },
  );
  expect(changes.map((c) => c.label.join(' › '))).toEqual(['Legal name', 'Phone › Display']);
});
