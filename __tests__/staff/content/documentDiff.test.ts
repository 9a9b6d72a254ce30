// The versions panel's comparison: field by field, named by the labels staff see and by their
// place, lists item by item, in the schema's order; and the merge of two versions by field.

import { fromParagraphs, RichTextField } from '../../../contract/rich-text';
import { diffDocuments, mergeDocuments } from '../../../src/staff/content/history/documentDiff';
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
      path: ['hero', 'headline'],
      before: 'Software that lasts',
      after: 'Software that keeps going',
    },
    {
      label: ['Search engines', 'Title in search results'],
      path: ['seo', 'title'],
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
    {
      label: ['Plans', 'Team', 'Price'],
      path: ['plans', 1, 'price'],
      before: '$199',
      after: '$249',
    },
    {
      label: ['Plans', 'Team', 'Most popular'],
      path: ['plans', 1, 'popular'],
      before: 'Yes',
      after: 'No',
    },
    {
      label: ['Plans', 'Enterprise'],
      path: ['plans', 2],
      before: null,
      after: 'Name: Enterprise; Price: $999; Seats: 50; Most popular: No',
    },
  ]);
  expect(diffDocuments(schema, after, pageData).at(-1)).toEqual({
    label: ['Plans', 'Enterprise'],
    path: ['plans', 2],
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

it('merges two versions, taking the chosen fields and list items from the other', () => {
  const mine = copy();
  mine.hero.headline = 'Mine';
  mine.plans.push({ name: 'Mine only', price: 5, seats: 1, popular: false });
  const theirs = copy();
  theirs.hero.intro = 'Theirs';
  theirs.plans[0]!.price = 59;
  const paths = diffDocuments(schema, theirs, mine)
    .filter((c) => c.label.join(' › ') !== 'Hero › Headline')
    .map((c) => c.path);
  const merged = mergeDocuments(mine, theirs, paths) as typeof pageData;
  expect(merged.hero).toMatchObject({ headline: 'Mine', intro: 'Theirs' });
  expect(merged.plans.map((p) => [p.name, p.price])).toEqual([
    ['Starter', 59],
    ['Team', 199],
  ]);
  expect(mine.plans).toHaveLength(3);
});

it('shows a changed rich text as its words, never its JSON', () => {
  const story = RichTextField({ title: 'The story' });
  const richSchema = {
    type: 'object',
    properties: { story },
  } as unknown as FieldSchema;
  const before = { story: fromParagraphs('We met.\n\nWe built it.') };
  const after = { story: fromParagraphs('We met.\n\nWe built it twice.') };
  expect(diffDocuments(richSchema, before, after)).toEqual([
    {
      label: ['The story'],
      path: ['story'],
      before: 'We met.\n\nWe built it.',
      after: 'We met.\n\nWe built it twice.',
    },
  ]);
});
