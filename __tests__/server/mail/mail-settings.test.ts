// Email settings (server/mail/settings.ts through loadConfig) and the sealing of queued messages.

import { company } from '../../../contract/values/company';
import { ConfigError } from '../../../server/config';
import { createSealer } from '../../../server/mail/seal';
import { retryDelayMs } from '../../../server/mail/outbox-worker';
import { makeTempRoot, testConfig } from '../helpers';

it('defaults: the outbox folder, the support address as inbox and sender, links to this port', async () => {
  const root = await makeTempRoot();
  // (The tests' own PUBLIC_URL unset: helpers.ts gives one.)
  const { mail, dataDir } = testConfig(root, { PORT: '8123', PUBLIC_URL: '' });
  expect(mail.smtpUrl).toBeUndefined();
  expect(mail.outboxDir).toBe(`${dataDir}/outbox`);
  expect(mail.contactInbox).toBe(company.supportEmail);
  // The hiring inbox hears of each application, at the contact inbox unless told otherwise.
  expect(mail.hiringInbox).toBe(company.supportEmail);
  expect(mail.hiringNotify).toBe('each');
  expect(mail.from).toBe(`${company.name} <${company.supportEmail}>`);
  expect(mail.publicUrl).toBe('http://localhost:8123');
});

it('reads SMTP_URL, PUBLIC_URL (without its trailing slash) and the outbox timings', async () => {
  const root = await makeTempRoot();
  expect(testConfig(root, { CONTACT_INBOX: 'in@example.com' }).mail.hiringInbox).toBe(
    'in@example.com',
  );
  expect(
    testConfig(root, { HIRING_INBOX: 'jobs@example.com', HIRING_NOTIFY: 'Daily' }).mail,
  ).toMatchObject({ hiringInbox: 'jobs@example.com', hiringNotify: 'daily' });
  const { mail } = testConfig(root, {
    SMTP_URL: 'smtp://user:pass@mail.example.com:587',
    PUBLIC_URL: 'https://www.kestrel.example/',
    OUTBOX_RETRY_BASE_MS: '1000',
    OUTBOX_RETRY_MAX_MS: '5000',
  });
  expect(mail.smtpUrl).toBe('smtp://user:pass@mail.example.com:587');
  expect(mail.publicUrl).toBe('https://www.kestrel.example');
  expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, mail.outbox))).toEqual([
    1000, 2000, 4000, 5000, 5000,
  ]);
});

it.each([
  ['SMTP_URL', 'http://mail.example.com', /SMTP_URL must start with smtp:\/\/ or smtps:\/\//],
  ['SMTP_URL', 'not a url', /SMTP_URL is not a URL/],
  ['PUBLIC_URL', 'ftp://x.example', /PUBLIC_URL must start with http/],
  ['CONTACT_INBOX', 'two@example.com, three@example.com', /CONTACT_INBOX must be one email/],
  ['HIRING_INBOX', 'hiring', /HIRING_INBOX must be one email/],
  ['HIRING_NOTIFY', 'weekly', /HIRING_NOTIFY must be each or daily, got "weekly"/],
  ['OUTBOX_MAX_ATTEMPTS', '0', /OUTBOX_MAX_ATTEMPTS must be between/],
])('refuses %s=%s with a sentence for the operator', async (name, value, message) => {
  const root = await makeTempRoot();
  expect(() => testConfig(root, { [name]: value })).toThrow(ConfigError);
  expect(() => testConfig(root, { [name]: value })).toThrow(message);
});

it('a sealed message opens with the same secret only, and not once altered', () => {
  const secret = new Uint8Array(Buffer.from('s'.repeat(48)));
  const sealer = createSealer(secret);
  const message = { from: 'a@x.example', to: 'b@x.example', subject: 's', text: 't', html: 'h' };
  const sealed = sealer.seal(message);
  expect(sealed).not.toContain('b@x.example');
  expect(sealer.open(sealed)).toEqual(message);
  expect(() => createSealer(new Uint8Array(Buffer.from('o'.repeat(48)))).open(sealed)).toThrow();
  const altered = `${sealed.slice(0, -4)}${sealed.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
  expect(() => sealer.open(altered)).toThrow();
});
