// The content editor's form, generated from the document's JSON Schema (the whole app at
// /staff/content/<key>; fetch answered at the network boundary): each field kind gets its
// control, lists reorder by keyboard-usable buttons, a problem shows next to its field, and the
// search-engine fields count their characters.

import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetch, json, type FetchDouble } from '../../support/fetchDouble';
import { pageData, pageState } from '../../support/documentFixture';
import { openStaffApp } from '../../support/staffApp';
import type { RootState } from '../../../src/app/store';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

let net: FetchDouble;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  net = installFetch();
  net.on('GET', '/api/staff/documents/home', () => json(pageState()));
  net.on('GET', '/api/staff/documents/home/versions', () =>
    json([
      { version: 2, author: 'ada@example.com', createdAt: '2026-11-20T10:00:00.000Z', note: null },
    ]),
  );
  net.on('GET', '/api/staff/emails', () =>
    json({ items: [], total: 0, page: 1, pageSize: 20, failed: 0 }),
  );
});
afterEach(() => net.restore());

const open = async () => {
  const app = openStaffApp(net, 'admin', '/staff/content/home');
  await screen.findByRole('heading', { name: 'Home page' });
  return app;
};
const group = (name: string) => screen.getByRole('group', { name });
/** Opens the form's section of this name (each starts closed to its summary line). */
const openSection = (title: string) =>
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${title}`), expanded: false }));

it('draws each field kind with its control, labelled from the schema', async () => {
  await open();
  openSection('Hero');
  openSection('Plans');
  const hero = group('Hero');
  expect(within(hero).getByRole('textbox', { name: 'Headline' })).toHaveValue(
    'Software that lasts',
  );
  expect(within(hero).getByRole('textbox', { name: 'Introduction' }).tagName).toBe('TEXTAREA');
  const link = within(hero).getByRole('combobox', { name: 'Button goes to' });
  expect(link).toHaveValue('/pricing');
  // Links offer the public pages by name, never the account pages behind emailed links.
  expect(within(link).getByRole('option', { name: 'Services — /services' })).toBeInTheDocument();
  expect(within(link).getByRole('option', { name: 'Pricing — /pricing' })).toHaveProperty(
    'selected',
    true,
  );
  const offered = within(link)
    .getAllByRole('option')
    .map((option) => option.getAttribute('value'));
  for (const hidden of ['/reset-password', '/verify-email', '/set-password', '/login', '/profile'])
    expect(offered).not.toContain(hidden);
  const picture = within(hero).getByRole('group', { name: 'Picture' });
  expect(within(picture).getByRole('img', { name: 'A kestrel in flight' })).toHaveAttribute(
    'src',
    '/images/hero.svg',
  );
  expect(within(picture).getByLabelText('Upload an image')).toHaveAttribute('type', 'file');
  expect(within(picture).getByRole('textbox', { name: /Alternative text/ })).toHaveValue(
    'A kestrel in flight',
  );
  const team = group('Team');
  expect(within(team).getByRole('spinbutton', { name: 'Price' })).toHaveValue(199);
  expect(within(team).getByRole('spinbutton', { name: 'Seats' })).toHaveValue(10);
  expect(within(team).getByRole('checkbox', { name: 'Most popular' })).toBeChecked();
  expect(
    screen.getByText('In whole US dollars.', {
      selector: `#${within(team).getByRole('spinbutton', { name: 'Price' }).getAttribute('aria-describedby')}`,
    }),
  ).toBeInTheDocument();
});

it('reorders, adds and removes list items with buttons that name the item', async () => {
  const { store } = await open();
  openSection('Plans');
  const plans = () =>
    within(group('Plans'))
      .getAllByRole('group')
      .map((g) => g.querySelector('legend')?.textContent);
  expect(plans()).toEqual(['Starter', 'Team']);
  expect(screen.getByRole('button', { name: 'Move up: Starter' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Move down: Starter' }));
  expect(plans()).toEqual(['Team', 'Starter']);
  // The focus stays with the moved item (its Move down is disabled at the end: Move up).
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Move up: Starter' })).toHaveFocus(),
  );
  const draft = () =>
    (store.getState() as RootState).content?.editor?.draft as { plans: { name: string }[] };
  expect(draft().plans.map((p) => p.name)).toEqual(['Team', 'Starter']);

  fireEvent.click(screen.getByRole('button', { name: 'Add to Plans' }));
  expect(plans()).toEqual(['Team', 'Starter', 'Plans 3']);
  // An empty new item is marked, next to its field.
  const name = within(group('Plans 3')).getByRole('textbox', { name: 'Name' });
  expect(name).toHaveAttribute('aria-invalid', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'Remove: Plans 3' }));
  expect(plans()).toEqual(['Team', 'Starter']);
});

it('shows a problem next to its field, read with it, and keeps what was typed', async () => {
  await open();
  openSection('Hero');
  const headline = within(group('Hero')).getByRole('textbox', { name: 'Headline' });
  expect(headline).not.toHaveAttribute('aria-invalid');
  fireEvent.change(headline, { target: { value: '   ' } });
  expect(headline).toHaveValue('   ');
  expect(headline).toHaveAttribute('aria-invalid', 'true');
  const message = document.getElementById(headline.getAttribute('aria-describedby') ?? '');
  expect(message).toHaveTextContent('Use one line of text that is not blank.');
  fireEvent.change(headline, { target: { value: '' } });
  expect(
    document.getElementById(headline.getAttribute('aria-describedby') ?? ''),
  ).toHaveTextContent('Fill this in.');
});

it('counts the search-engine title and description, and previews the result', async () => {
  await open();
  openSection('Search engines');
  const seo = group('Search engines');
  const title = within(seo).getByRole('textbox', { name: 'Title in search results' });
  const described = () =>
    (title.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' | ');
  expect(described()).toBe('37 of 60 characters');
  const preview = within(seo).getByRole('figure');
  expect(preview).toHaveTextContent('https://www.kestrel.example');
  expect(preview).toHaveTextContent('Kestrel Software: software that lasts');

  fireEvent.change(title, { target: { value: 'x'.repeat(61) } });
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(described()).toBe('61 of 60 characters: 1 too many');
  expect(preview).toHaveTextContent(`${'x'.repeat(59)}…`);
  expect(
    within(seo).getByRole('textbox', { name: 'Description in search results' }),
  ).toBeInTheDocument();
});

it("empties the version's note once published, and keeps it when the publish fails", async () => {
  net.on('GET', '/api/staff/documents/home', () => json(pageState({ draft: pageData })));
  let refuse = true;
  net.on('POST', '/api/staff/documents/home/publish', () =>
    refuse
      ? json({ message: 'Home page was changed by someone else.' }, 409)
      : json(pageState({ publishedVersion: 3, revision: 4 })),
  );
  await open();
  const note = screen.getByRole('textbox', { name: 'Note for the version (optional)' });
  fireEvent.change(note, { target: { value: 'New headline' } });
  fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
  await screen.findByText('Home page was changed by someone else.');
  expect(note).toHaveValue('New headline');

  refuse = false;
  fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
  await screen.findByText('Published as version 3.');
  expect(note).toHaveValue('');
});
