// Facts named once in the content editor (contract/values/content/facts.ts): under a text naming a fact,
// what it reads as published; a name that is no fact is refused at its field as the owner types,
// and not sent; the facts there are listed to pick from. The whole app at /staff/content/home,
// fetch answered at the network boundary.

import { configure, fireEvent, screen, within } from '@testing-library/react';
import { installFetch, json, type FetchDouble } from '../../support/fetchDouble';
import { pageState } from '../../support/documentFixture';
import { openStaffApp } from '../../support/staffApp';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const FACTS = [
  {
    name: 'price:webDevelopment.basic',
    reads: '$5,000',
    about: 'Web Development, Basic: lowest price',
    source: 'pricing' as const,
  },
  {
    name: 'months:webDevelopment.basic',
    reads: '3 months',
    about: 'Web Development, Basic: months of maintenance and support',
    source: 'pricing' as const,
  },
];

let net: FetchDouble;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  net = installFetch();
  net.on('GET', '/api/staff/documents/home', () => json(pageState({ facts: FACTS })));
  net.on('GET', '/api/staff/documents/home/versions', () => json([]));
  net.on('GET', '/api/staff/emails', () =>
    json({ items: [], total: 0, page: 1, pageSize: 20, failed: 0 }),
  );
});
afterEach(() => net.restore());

const intro = async () => {
  openStaffApp(net, 'admin', '/staff/content/home');
  // The first test loads the back office's lazy chunks: slow on a busy machine.
  await screen.findByRole('heading', { name: 'Home page' }, { timeout: 15_000 });
  // The form's sections start closed to their summary line.
  fireEvent.click(screen.getByRole('button', { name: /^Hero/, expanded: false }));
  return within(screen.getByRole('group', { name: 'Hero' })).getByRole('textbox', {
    name: 'Introduction',
  });
};

it('shows under a text what the facts it names read, as the owner types', async () => {
  const field = await intro();
  expect(screen.queryByText(/reads \$5,000/)).not.toBeInTheDocument();
  fireEvent.change(field, {
    target: { value: 'From {price:webDevelopment.basic}, with {months:webDevelopment.basic}.' },
  });
  expect(field).not.toHaveAttribute('aria-invalid');
  const readings = document.getElementById(`${field.id}-facts`);
  expect(readings).toHaveTextContent('{price:webDevelopment.basic} reads $5,000');
  expect(readings).toHaveTextContent('{months:webDevelopment.basic} reads 3 months');
});

it('refuses a name that is no fact at its field, and does not save the draft', async () => {
  const field = await intro();
  // What is sent (an earlier test's autosave may still land here: only this draft counts).
  const saves: string[] = [];
  net.on('PUT', '/api/staff/documents/home/draft', async (request) => {
    saves.push(await request.text());
    return json(pageState({ facts: FACTS }));
  });
  fireEvent.change(field, { target: { value: 'From {price:webDevelopment.basci}.' } });
  expect(field).toHaveValue('From {price:webDevelopment.basci}.');
  expect(field).toHaveAttribute('aria-invalid', 'true');
  const message = document.getElementById(`${field.id}-error`);
  expect(message).toHaveTextContent(
    '{price:webDevelopment.basci} is not a fact the site knows: use one of the facts listed under "Facts a text can name".',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Not saved: correct the marked fields.')).toBeInTheDocument();
  expect(saves.filter((body) => body.includes('webDevelopment.basci'))).toEqual([]);
});

it('lists the facts a text can name, with what each reads now', async () => {
  await intro();
  const help = screen.getByText('Facts a text can name').closest('details')!;
  expect(help).toHaveTextContent(
    '{price:webDevelopment.basic} Web Development, Basic: lowest price: reads now $5,000',
  );
  expect(within(help).getAllByRole('listitem')).toHaveLength(2);
});
