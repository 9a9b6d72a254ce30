// The emails the site sends, received by a real SMTP server in this process (smtp-server) from
// the real server over HTTP: the contact form's notification and acknowledgement, the welcome
// email, the password reset link; escaped content; SMTP down, then back; giving up after the
// last attempt; no SMTP_URL: .eml files in DATA_DIR/outbox. The outbox worker is driven with
// drain() and a clock the test moves; nothing sleeps.

import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { call, signUp, startServer, type TestServer, uniqueEmail } from '../helpers';
import { freePort, startSmtp, type TestSmtp } from '../smtp';

const INBOX = 'inbox@kestrel.example';
const PUBLIC_URL = 'https://site.example';

// A minute ahead of the wall clock, which stamps queued emails: they are due at once.
const start = () => new Date(Date.now() + 60_000);
let clock = start();
const now = () => clock;
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

const mailEnv = (smtpUrl: string) => ({
  SMTP_URL: smtpUrl,
  CONTACT_INBOX: INBOX,
  PUBLIC_URL,
  MAIL_FROM: 'Kestrel Test <no-reply@kestrel.example>',
  OUTBOX_RETRY_BASE_MS: '1000',
  OUTBOX_MAX_ATTEMPTS: '3',
});

const HOSTILE = {
  fullName: 'Eve <img src=x onerror=alert(1)>',
  email: 'eve@example.com',
  subject: 'Prices & <b>terms</b>',
  message: 'Hello "team",\n<script>alert(1)</script>\nThanks',
};

describe('with an SMTP server', () => {
  let smtp: TestSmtp;
  let server: TestServer;

  beforeEach(async () => {
    clock = start();
    smtp = await startSmtp();
    server = await startServer({ env: mailEnv(smtp.url), app: { now } });
  });

  afterEach(async () => {
    await server.close();
    await smtp.close();
  });

  it('a contact message sends the company a notification (Reply-To the visitor) and the visitor an acknowledgement, every value escaped', async () => {
    const answer = await call(server, '/api/contact', { json: HOSTILE });
    expect(answer.status).toBe(201);
    // Queued in the same transaction as the message, before the answer.
    const queued = await server.app.store.outbox.list('pending');
    expect(queued.map((e) => e.kind)).toEqual(['contact-notification', 'contact-acknowledgement']);

    expect(await server.app.outbox.drain()).toBe(2);
    expect(smtp.received).toHaveLength(2);
    const [note, ack] = smtp.received;

    expect(note?.to).toMatchObject({ text: INBOX });
    expect(note?.replyTo?.value[0]?.address).toBe(HOSTILE.email);
    expect(note?.from?.value[0]?.address).toBe('no-reply@kestrel.example');
    expect(note?.subject).toBe('Contact form: Prices & <b>terms</b>');
    expect(note?.text).toContain(HOSTILE.message);
    expect(note?.html).toContain('Eve &lt;img src=x onerror=alert(1)&gt;');
    expect(note?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(note?.html).toContain('Prices &amp; &lt;b&gt;terms&lt;/b&gt;');
    expect(note?.html).not.toMatch(/<script|<img|<b>/);

    expect(ack?.to).toMatchObject({ text: HOSTILE.email });
    expect(ack?.replyTo).toBeUndefined();
    expect(ack?.text).toContain('within one business day');
    // It repeats only the subject (contact-ack.test.ts), escaped, never the message or the name.
    expect(ack?.html).toContain('Prices &amp; &lt;b&gt;terms&lt;/b&gt;');
    expect(ack?.html).not.toMatch(/<script|<b>|script|img/);
    expect(ack?.text).not.toContain(HOSTILE.message);

    const sent = await server.app.store.outbox.list('sent');
    expect(sent).toHaveLength(2);
    // Sent bodies are erased; the rows stay as a record.
    expect(sent.every((e) => e.payload === '' && e.sentAt !== null)).toBe(true);
  });

  it('a sign-up sends a welcome email with a link to log in, and a verification link', async () => {
    const email = uniqueEmail('welcome');
    await signUp(server, email);
    await server.app.outbox.drain();
    expect(smtp.envelopes).toEqual([[email], [email]]);
    expect(smtp.received[0]?.subject).toBe('Welcome to Kestrel Software');
    expect(smtp.received[0]?.text).toContain(`${PUBLIC_URL}/login`);
    expect(smtp.received[1]?.subject).toBe('Confirm your email address for Kestrel Software');
    expect(smtp.received[1]?.text).toMatch(
      new RegExp(`${PUBLIC_URL}/verify-email\\?token=[A-Za-z0-9_-]{43}`),
    );
    expect(smtp.received[1]?.text).toContain('It works once, for 24 hours.');
  });

  it('forgot password: the account gets a reset link; an unknown address gets the same 202 and no email', async () => {
    const email = uniqueEmail('forgot');
    await signUp(server, email);
    await server.app.outbox.drain();
    smtp.received.length = 0;

    const known = await call(server, '/api/auth/forgot', { json: { email } });
    const unknown = await call(server, '/api/auth/forgot', {
      json: { email: uniqueEmail('nobody') },
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.json).toEqual(known.json);

    expect(await server.app.outbox.drain()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.to).toMatchObject({ text: email });
    const link = /https:\/\/site\.example\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(
      mail?.text ?? '',
    );
    expect(link).not.toBeNull();
    expect(mail?.html).toContain(link?.[0]);
    // The database keeps neither the token nor the link in clear.
    const token = link?.[1] ?? '';
    const rows = await server.app.store.outbox.list();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('SMTP refusing: the email stays pending and is retried with a growing wait; it goes out once SMTP accepts', async () => {
    smtp.reject = true;
    await call(server, '/api/contact', { json: { ...HOSTILE, fullName: 'Bob' } });
    await server.app.outbox.drain();
    let rows = await server.app.store.outbox.list();
    expect(rows.map((e) => [e.status, e.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(new Date(rows[0]?.nextAttemptAt ?? 0).getTime()).toBe(clock.getTime() + 1000);
    expect(rows[0]?.lastError).toMatch(/Mailbox unavailable/);

    // Not due yet: nothing is tried.
    expect(await server.app.outbox.drain()).toBe(0);
    later(1000);
    await server.app.outbox.drain();
    rows = await server.app.store.outbox.list();
    expect(rows[0]?.attempts).toBe(2);
    // The second wait is twice the first.
    expect(new Date(rows[0]?.nextAttemptAt ?? 0).getTime()).toBe(clock.getTime() + 2000);

    smtp.reject = false;
    later(2000);
    expect(await server.app.outbox.drain()).toBe(2);
    expect(smtp.received).toHaveLength(2);
    rows = await server.app.store.outbox.list();
    expect(rows.map((e) => e.status)).toEqual(['sent', 'sent']);
  });

  it('after the last attempt an email is marked failed, and never tried again', async () => {
    smtp.reject = true;
    await signUp(server, uniqueEmail('doomed'));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await server.app.outbox.drain();
      later(60_000);
    }
    const [row] = await server.app.store.outbox.list();
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    smtp.reject = false;
    later(3_600_000);
    expect(await server.app.outbox.drain()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });
});

it('SMTP down: the emails stay pending, and go out when it comes back on its address', async () => {
  clock = start();
  const port = await freePort();
  const server = await startServer({
    env: mailEnv(`smtp://127.0.0.1:${port}`),
    app: { now },
  });
  let smtp: TestSmtp | undefined;
  try {
    await call(server, '/api/contact', { json: { ...HOSTILE, fullName: 'Down' } });
    await server.app.outbox.drain();
    const rows = await server.app.store.outbox.list();
    expect(rows.map((e) => [e.status, e.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(rows[0]?.lastError).toMatch(/ECONNREFUSED/);

    smtp = await startSmtp(port);
    later(1000);
    expect(await server.app.outbox.drain()).toBe(2);
    expect(smtp.received.map((m) => m.to)).toEqual([
      expect.objectContaining({ text: INBOX }),
      expect.objectContaining({ text: HOSTILE.email }),
    ]);
  } finally {
    await server.close();
    await smtp?.close();
  }
});

it('without SMTP_URL each email is written as an .eml file in DATA_DIR/outbox that a mail program can read', async () => {
  const server = await startServer();
  try {
    await call(server, '/api/contact', { json: HOSTILE });
    expect(await server.app.outbox.drain()).toBe(2);
    const dir = path.join(server.config.dataDir, 'outbox');
    const files = (await fs.readdir(dir)).sort();
    expect(files).toEqual([
      expect.stringMatching(/^\d+-contact-notification\.eml$/),
      expect.stringMatching(/^\d+-contact-acknowledgement\.eml$/),
    ]);
    const mail = await simpleParser(await fs.readFile(path.join(dir, files[0] ?? '')));
    expect(mail.to).toMatchObject({ text: 'support@kestrel.example' });
    expect(mail.replyTo?.value[0]?.address).toBe(HOSTILE.email);
    expect(mail.text).toContain(HOSTILE.message);
  } finally {
    await server.close();
  }
});
