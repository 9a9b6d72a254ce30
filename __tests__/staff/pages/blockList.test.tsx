import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PageContent, newPageContent } from '../../../contract/documents/page/schema';
import { installFetch, json, type FetchDouble } from '../../support/fetchDouble';
import { pageState } from '../../support/documentFixture';
import { openStaffApp, stateOf } from '../../support/staffApp';
import { documentActions } from '../../../src/staff/content/documentSlice';
import { pageSummary } from './pageFixture';

// A page's editor (/staff/pages/edit?page=<id>: the content documents' editor for page-<id>) and
// its block-list editor (src/staff/content/fields/BlockListField.tsx), with the real page schema
// as the server sends it: "Add a block" offers every kind the schema holds by its title, a new
// block gets an id and its kind's empty fields in the store's draft, each block is a summary line
// opened to its own fields, blocks move up and down keeping the focus, a removal can be undone,
// and a link offers the published pages built from blocks by their titles.
// Lexical ships as ES modules only, which this Jest setup does not load: the rich text field's
// editor (its own lazily loaded chunk) is left out here; the browser tests drive it.
jest.mock('../../../src/staff/common/richtext/RichTextEditor', () => ({
  __esModule: true,
  default: () => null,
}));
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(60_000);

interface KindSchema {
  title: string;
  properties: { type: { const: string } };
}
const schema = JSON.parse(JSON.stringify(PageContent)) as {
  properties: { blocks: { items: { anyOf: KindSchema[] } } };
};
const KINDS = schema.properties.blocks.items.anyOf;

let net: FetchDouble;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  net = installFetch();
  net.on('GET', '/api/staff/documents/page-7/versions', () => json([]));
  net.on('GET', '/api/staff/pages', () =>
    json([
      pageSummary(3, { title: 'Our story', path: '/about/our-story' }),
      pageSummary(4, { title: 'Hidden offer', status: 'unpublished', path: '/hidden-offer' }),
      pageSummary(7, { title: 'Cloud migration', status: 'draft', path: null }),
    ]),
  );
  net.on('GET', '/api/staff/emails', () =>
    json({ items: [], total: 0, page: 1, pageSize: 20, failed: 0 }),
  );
});
afterEach(() => net.restore());

const open = async (blocks: unknown[] = []) => {
  const content = { ...newPageContent('Cloud migration', '/services', 'cloud-migration'), blocks };
  const state = pageState({ key: 'page-7', title: 'Cloud migration', published: content, schema });
  net.on('GET', '/api/staff/documents/page-7', () => json(state));
  net.on('PUT', '/api/staff/documents/page-7/draft', () => json(state));
  const app = openStaffApp(net, 'editor', '/staff/pages/edit?page=7');
  await screen.findByRole('heading', { name: 'Cloud migration' });
  // The section opens by itself when a block holds a problem.
  const section = screen.getByRole('button', { name: /^Blocks/ });
  if (section.getAttribute('aria-expanded') !== 'true') fireEvent.click(section);
  return app;
};
const blocksOf = (store: Awaited<ReturnType<typeof open>>['store']) =>
  (stateOf(store).content?.editor?.draft as { blocks: Record<string, unknown>[] }).blocks;

it('opens the page’s document in the editor, with a way back to the pages', async () => {
  await open();
  expect(screen.getByRole('link', { name: 'All pages' })).toHaveAttribute('href', '/staff/pages');
  expect(screen.getByText('No blocks yet: add the first one.')).toBeVisible();
});

it('offers every kind of the schema by its title, and adds each with an id and empty fields', async () => {
  const { store, user } = await open();
  const blocks = screen.getByRole('group', { name: 'Blocks' });
  const addButton = within(blocks).getByRole('button', { name: 'Add a block' });
  await user.click(addButton);
  const menu = within(blocks).getByRole('list', { name: 'Kinds of block' });
  expect(
    within(menu)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(KINDS.map((kind) => kind.title));
  for (const kind of KINDS) {
    if (addButton.getAttribute('aria-expanded') !== 'true') await user.click(addButton);
    fireEvent.click(within(blocks).getByRole('button', { name: kind.title }));
  }
  const added = blocksOf(store);
  expect(added.map((block) => block.type)).toEqual(KINDS.map((kind) => kind.properties.type.const));
  expect(new Set(added.map((block) => block.id)).size).toBe(KINDS.length);
  for (const block of added) expect(block.id).toMatch(/^[a-z0-9]{1,16}$/);
  const hero = added.find((block) => block.type === 'hero');
  expect(hero).toEqual({
    type: 'hero',
    id: hero?.id,
    headline: '',
    text: '',
    image: [],
    links: [],
  });
  // The store's draft is plain data.
  expect(JSON.parse(JSON.stringify(added))).toEqual(added);
});

it('shows a block as its kind and first words, opened to its own fields', async () => {
  const { user } = await open([
    { type: 'hero', id: 'a1', headline: '', text: 'We move it.', image: [], links: [] },
  ]);
  const toggle = screen.getByRole('button', { name: /^Opening band \(hero\)/, expanded: false });
  expect(toggle).toHaveAccessibleName('Opening band (hero): We move it. 1 field to correct');
  await user.click(toggle);
  const headline = screen.getByRole('textbox', { name: 'Headline (the page’s main heading)' });
  await user.type(headline, 'Move to the cloud');
  await waitFor(() =>
    expect(toggle).toHaveAccessibleName('Opening band (hero): Move to the cloud'),
  );
  // An empty headline is a problem at its field, not at the whole block.
  await user.clear(headline);
  expect(headline).toHaveAccessibleDescription(expect.stringContaining('Fill this in.'));
  await user.click(toggle);
  expect(screen.queryByRole('textbox', { name: /^Headline/ })).toBeNull();
});

it('moves blocks up and down, keeping the focus, and undoes a removal', async () => {
  const { store, user } = await open([
    { type: 'hero', id: 'a1', headline: 'Move to the cloud', text: '', image: [], links: [] },
    { type: 'faq', id: 'b2', heading: 'Questions', intro: '', questions: [] },
    { type: 'stats', id: 'c3', heading: 'In numbers', items: [] },
  ]);
  const ids = () => blocksOf(store).map((block) => block.id);
  const down = screen.getByRole('button', { name: /^Move down: Opening band/ });
  down.focus();
  await user.keyboard('{Enter}');
  expect(ids()).toEqual(['b2', 'a1', 'c3']);
  await waitFor(() => expect(down).toHaveFocus());
  await user.keyboard('{Enter}');
  expect(ids()).toEqual(['b2', 'c3', 'a1']);
  // At the end, the focus goes to its Move up.
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /^Move up: Opening band/ })).toHaveFocus(),
  );

  await user.click(screen.getByRole('button', { name: /^Remove: Questions and answers/ }));
  expect(ids()).toEqual(['c3', 'a1']);
  expect(screen.getByText(/^Removed:/)).toHaveTextContent('Removed: Questions and answers (FAQ)');
  const undo = screen.getByRole('button', { name: 'Undo' });
  await waitFor(() => expect(undo).toHaveFocus());
  await user.click(undo);
  expect(ids()).toEqual(['b2', 'c3', 'a1']);
  expect(stateOf(store).content?.editor?.removed).toBeNull();
});

it('offers published pages built from blocks by their titles in a link', async () => {
  const { store, user } = await open([
    {
      type: 'hero',
      id: 'a1',
      headline: 'Move to the cloud',
      text: '',
      image: [],
      links: [{ label: 'Our story', path: '', context: '' }],
    },
  ]);
  act(() => {
    store.dispatch(documentActions.sectionsOpened(['blocks#a1']));
  });
  const leadsTo = await screen.findByRole('combobox', { name: 'Leads to' });
  await waitFor(() =>
    expect(
      within(leadsTo).getByRole('option', { name: 'Our story — /about/our-story' }),
    ).toBeTruthy(),
  );
  expect(within(leadsTo).queryByRole('option', { name: /Hidden offer/ })).toBeNull();
  expect(within(leadsTo).getByRole('option', { name: 'Pricing — /pricing' })).toBeTruthy();
  await user.selectOptions(leadsTo, 'Our story — /about/our-story');
  expect(blocksOf(store)[0]?.links).toEqual([
    { label: 'Our story', path: '/about/our-story', context: '' },
  ]);
});
