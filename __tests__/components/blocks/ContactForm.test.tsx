// The contact form block: the contact page's form on a page built from blocks, with the contact
// page's words (the document it names), posting to the contact page before the app runs and
// sending the message itself once it runs.

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Check } from 'typebox/value';
import { Block, documentsOf } from '../../../contract/blocks';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { renderBlocks, served } from './blockHarness';

const block = { type: 'contactForm', id: 'write' };
const net = fetchDoubleForEachTest();

it('accepts the block, refuses words of its own, and names the contact page’s document', () => {
  expect(Check(Block, block)).toBe(true);
  expect(Check(Block, { ...block, heading: 'Write to us' })).toBe(false);
  expect(documentsOf([block] as Block[])).toEqual(['contact']);
});

it('shows the contact page’s form, which posts to the contact page without the app', () => {
  renderBlocks([block]);
  const section = screen.getByRole('region', { name: 'Send us a message' });
  const form = section.querySelector('form')!;
  expect(form).toHaveAttribute('action', '/contact');
  expect(form).toHaveAttribute('method', 'post');
  expect(within(section).getByRole('textbox', { name: /Full Name/ })).toBeVisible();
  expect(within(section).getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

it('sends the message once the app runs, and keeps what was typed when it is refused', async () => {
  const user = userEvent.setup();
  net.on('POST', '/api/contact', () => json({ message: 'Too many messages.' }, 429));
  renderBlocks([block]);
  await user.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'A new site');
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'We would like a new site.');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Too many messages.')).toBeVisible();
  expect(JSON.parse(net.bodies.at(-1)!)).toMatchObject({ email: 'ada@example.com' });
  expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('We would like a new site.');
});

it('the server and the browser draw the same markup', () => {
  const { errors, html, hydrated } = served([block]);
  expect(errors).toEqual([]);
  expect(hydrated).toBe(html);
  expect(html).toContain('Send us a message');
});
