// The content editor's form in sections (src/staff/content/DocumentSections.tsx): each closed to
// its name and a summary, a jump list that opens and focuses a section, a store action that brings
// any field into view (opening its section), a section holding a problem opened; and an item's
// anchor made from its name, kept under "Advanced" (the real pricing document's schema).

import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PricingPageContent } from '../../../contract/documents/pricing/schema';
import { pricingSeed } from '../../../contract/documents/pricing/seed';
import { installFetch, json, type FetchDouble } from '../../support/fetchDouble';
import { pageData, pageState } from '../../support/documentFixture';
import { openStaffApp, stateOf } from '../../support/staffApp';
import { documentActions } from '../../../src/staff/content/documentSlice';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

let net: FetchDouble;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  net = installFetch();
  net.on('GET', '/api/staff/documents/home/versions', () => json([]));
  net.on('GET', '/api/staff/documents/pricing/versions', () => json([]));
  net.on('GET', '/api/staff/emails', () =>
    json({ items: [], total: 0, page: 1, pageSize: 20, failed: 0 }),
  );
});
afterEach(() => net.restore());

const open = async (state = pageState()) => {
  net.on('GET', `/api/staff/documents/${state.key}`, () => json(state));
  const app = openStaffApp(net, 'admin', `/staff/content/${state.key}`);
  await screen.findByRole('heading', { name: state.title });
  return app;
};
const toggle = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) });

it('shows each section closed to its name and summary, with a jump list to each', async () => {
  const { store } = await open();
  const jump = screen.getByRole('navigation', { name: 'Sections of the page' });
  expect(
    within(jump)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Hero', 'Plans', 'Search engines']);
  expect(toggle('Hero')).toHaveAttribute('aria-expanded', 'false');
  expect(toggle('Hero')).toHaveTextContent('HeroSoftware that lasts');
  expect(toggle('Plans')).toHaveTextContent('Plans2 items');
  expect(screen.queryByRole('textbox', { name: 'Headline' })).not.toBeInTheDocument();

  // The jump list opens the section and takes the focus there; the store keeps it open.
  fireEvent.click(within(jump).getByRole('link', { name: 'Plans' }));
  await waitFor(() => expect(toggle('Plans')).toHaveFocus());
  expect(toggle('Plans')).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('group', { name: 'Team' })).toBeInTheDocument();
  expect(stateOf(store).content?.editor?.open).toEqual(['plans']);

  fireEvent.click(toggle('Plans'));
  expect(screen.queryByRole('group', { name: 'Team' })).not.toBeInTheDocument();
  expect(stateOf(store).content?.editor?.open).toEqual([]);
});

it('brings a field into view by its path, opening the section that holds it', async () => {
  const { store } = await open();
  act(() => {
    store.dispatch(documentActions.fieldFocused({ path: ['plans', 1, 'price'] }));
  });
  const team = await screen.findByRole('group', { name: 'Team' });
  await waitFor(() =>
    expect(within(team).getByRole('spinbutton', { name: 'Price' })).toHaveFocus(),
  );
  expect(stateOf(store).content?.editor?.focus).toBeNull();
});

it('opens a section holding a problem, and says how many fields to correct', async () => {
  const hero = { ...pageData.hero, headline: '' };
  await open(pageState({ draft: { ...pageData, hero } }));
  expect(toggle('Hero')).toHaveAttribute('aria-expanded', 'true');
  expect(toggle('Hero')).toHaveTextContent('1 field to correct');
  expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveAttribute('aria-invalid', 'true');
  expect(toggle('Plans')).toHaveAttribute('aria-expanded', 'false');
});

it("makes a tier's anchor from its name, under Advanced, until one is set there", async () => {
  const { store } = await open(
    pageState({
      key: 'pricing',
      title: 'Pricing page',
      published: pricingSeed,
      schema: JSON.parse(JSON.stringify(PricingPageContent)) as Record<string, unknown>,
    }),
  );
  fireEvent.click(toggle('Plans'));
  expect(screen.queryByText('Anchor name')).not.toBeInTheDocument();
  const tier = within(screen.getByRole('group', { name: 'Software Development' })).getByRole(
    'group',
    { name: 'Basic' },
  );
  const anchor = within(tier).getByRole('textbox', { name: /Address of this part of the page/ });
  expect(anchor).toHaveValue('basic');
  expect(anchor.closest('details')).not.toHaveAttribute('open');
  const name = within(tier).getByRole('textbox', { name: 'Name' });
  const tierId = () =>
    (stateOf(store).content?.editor?.draft as typeof pricingSeed).plans[0]?.tiers[0]?.id;

  fireEvent.change(name, { target: { value: 'Starter Plus' } });
  expect(tierId()).toBe('starter-plus');
  // Set by hand, it stays when the name changes again.
  fireEvent.change(anchor, { target: { value: 'basic' } });
  fireEvent.change(name, { target: { value: 'Starter' } });
  expect(tierId()).toBe('basic');
  // A wrong one opens Advanced, with the reason beside it.
  fireEvent.change(anchor, { target: { value: 'Basic Tier' } });
  expect(anchor.closest('details')).toHaveAttribute('open');
  expect(anchor).toHaveAttribute('aria-invalid', 'true');
});
