// A page's blocks (src/components/blocks/Blocks.tsx): each drawn by its kind's renderer, in the
// order staff set, checked against its schema in contract/blocks/, and a block of a kind this
// build does not know left out rather than breaking the page.

import { render, screen } from '@testing-library/react';
import { Check } from 'typebox/value';
import { Block, documentsOf } from '../../../contract/blocks';
import { fromParagraphs } from '../../../contract/rich-text';
import { Blocks, loadAllBlocks } from '../../../src/components/blocks/Blocks';

beforeAll(loadAllBlocks);

const intro = {
  type: 'richText',
  id: 'intro',
  heading: 'Why move',
  body: fromParagraphs('Less to run.'),
};
const closing = { type: 'richText', id: 'closing', heading: '', body: fromParagraphs('Call us.') };

test('blocks are drawn in their order, each by its kind', () => {
  const blocks = [closing, intro] as Block[];
  expect(blocks.every((block) => Check(Block, block))).toBe(true);
  const { container } = render(<Blocks blocks={blocks} />);
  expect(container.textContent).toBe('Call us.Why moveLess to run.');
  expect(screen.getByRole('heading', { level: 2, name: 'Why move' })).toBeTruthy();
  expect(container.querySelectorAll('h2')).toHaveLength(1);
  expect(container.querySelector('#intro')).not.toBeNull();
});

test('a block of an unknown kind is refused by the schema and left out of the page', () => {
  const unknown = { type: 'carousel', id: 'x1', slides: [] };
  expect(Check(Block, unknown)).toBe(false);
  const { container } = render(<Blocks blocks={[unknown, intro] as unknown as Block[]} />);
  expect(container.textContent).toBe('Why moveLess to run.');
});

test('a page of blocks that show only their own fields needs no other document', () => {
  expect(documentsOf([intro, closing] as Block[])).toEqual([]);
});
