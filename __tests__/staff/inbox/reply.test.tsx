// The inbox's "Reply by email" link (issue 22, item 12): whatever a visitor typed into the contact
// form stays inside its own field of the mailto: URL. An address the server accepts, like
// `x?cc=spy%40evil.example&body=...@example.com`, must not add a cc or bcc, nor replace the body.

import { configure, screen, within } from '@testing-library/react';
import type { StaffMessage } from '../../../src/api/types';
import { installFetch, json, type FetchDouble } from '../../support/fetchDouble';
import { openStaffApp, page } from '../../support/staffApp';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

let net: FetchDouble;
beforeEach(() => {
  localStorage.clear();
  net = installFetch();
});
afterEach(() => net.restore());

/** The mail program's reading of a mailto: URL (RFC 6068): recipient and header fields. */
function readMailto(href: string) {
  const url = new URL(href);
  expect(url.protocol).toBe('mailto:');
  const fields: [string, string][] = [...url.searchParams.entries()];
  return { to: decodeURIComponent(url.pathname), fields };
}

const hostile: StaffMessage = {
  id: 7,
  fullName: 'Mallory &cc=spy@evil.example',
  email: 'x?cc=spy%40evil.example&bcc=boss%40evil.example&body=Wire@example.com',
  subject: 'Invoice&bcc=spy@evil.example&body=Pay now#',
  message: 'Hello\n&cc=spy@evil.example\r\n?body=replaced%0A100% sure',
  status: 'unread',
  createdAt: '2026-11-20T10:00:00.000Z',
};

it('encodes every field of the reply link: no cc, bcc or body can be added', async () => {
  net.on('GET', '/api/staff/messages', () => json(page([hostile], { unread: 1 })));
  const { user } = await openStaffApp(net, 'admin');
  const list = await screen.findByRole('list', { name: 'Messages' });
  await user.click(within(list).getByRole('button', { name: /Invoice/ }));
  const detail = await screen.findByRole('article', { name: hostile.subject });
  const href = within(detail).getByRole('link', { name: 'Reply by email' }).getAttribute('href');

  const mail = readMailto(href ?? '');
  expect(mail.to).toBe(hostile.email);
  expect(mail.fields.map(([name]) => name)).toEqual(['subject', 'body']);
  const [[, subject], [, body]] = mail.fields as [[string, string], [string, string]];
  expect(subject).toBe(`Re: ${hostile.subject}`);
  expect(body).toContain('> &cc=spy@evil.example');
  expect(body).toContain('?body=replaced%0A100% sure');
  expect(body).toContain(hostile.fullName);
});
