// SMTP_REQUIRE_TLS (issue 22, item 14): on by default for any SMTP host but this machine's, it
// refuses to send in clear: STARTTLS is required on smtp:// (a server that does not offer it gets
// no login and no message), smtps:// is TLS from the start. Real SMTP servers on 127.0.0.1
// (smtp.ts), one without STARTTLS and one with (smtp-server's built-in self-signed certificate,
// which the URL's `tls.rejectUnauthorized=false` accepts).

import { ConfigError } from '../../../server/config';
import { type TestServer, call, makeTempRoot, startServer, testConfig } from '../helpers';
import { type TestSmtp, startSmtp } from '../smtp';

const CONTACT = { fullName: 'Tia', email: 'tia@example.com', subject: 'TLS', message: 'Hi' };

describe('the setting', () => {
  const settings = async (env: Record<string, string>) => {
    const config = testConfig(await makeTempRoot(), env);
    return { requireTls: config.mail.smtpRequireTls, warnings: config.warnings };
  };

  it.each([
    ['smtp://user:pass@mail.example.com:587', true],
    ['smtps://mail.example.com:465', true],
    ['smtp://10.0.0.25:25', true],
    ['smtp://127.0.0.1:2525', false],
    ['smtp://localhost:25', false],
    ['smtp://[::1]:25', false],
  ])('unset, SMTP_URL=%s requires TLS: %s', async (url, required) => {
    expect((await settings({ SMTP_URL: url })).requireTls).toBe(required);
  });

  it('true and false are honoured; false for a remote host is warned about at start', async () => {
    expect(
      (await settings({ SMTP_URL: 'smtp://127.0.0.1:25', SMTP_REQUIRE_TLS: 'true' })).requireTls,
    ).toBe(true);
    const off = await settings({ SMTP_URL: 'smtp://mail.example.com', SMTP_REQUIRE_TLS: 'false' });
    expect(off.requireTls).toBe(false);
    expect(off.warnings).toContain(
      'SMTP_REQUIRE_TLS=false: emails may be sent to the SMTP server in clear text.',
    );
  });

  it.each([
    [{ SMTP_REQUIRE_TLS: 'yes' }, 'SMTP_REQUIRE_TLS must be true or false, got "yes".'],
    [
      { SMTP_URL: 'smtp://mail.example.com:587?ignoreTLS=true' },
      /SMTP_URL asks for ignoreTLS=true, which may send emails in clear text/,
    ],
    [
      { SMTP_URL: 'smtp://127.0.0.1:25?requireTLS=false', SMTP_REQUIRE_TLS: 'true' },
      /SMTP_URL asks for requireTLS=false/,
    ],
  ])('refuses %j with a sentence for the operator', async (env, message) => {
    await expect(settings(env)).rejects.toThrow(ConfigError);
    await expect(settings(env)).rejects.toThrow(message);
  });
});

describe('sending', () => {
  let smtp: TestSmtp;
  let server: TestServer;

  afterEach(async () => {
    await server.close();
    await smtp.close();
  });

  const sendContact = async () => {
    expect((await call(server, '/api/contact', { json: CONTACT })).status).toBe(201);
    await server.app.outbox.drain();
  };

  it('required, and the server offers no STARTTLS: no login, no message in clear; the emails wait', async () => {
    smtp = await startSmtp(0, { echoCredentials: true });
    server = await startServer({
      env: {
        SMTP_URL: `smtp://kestrel:secret-pass@127.0.0.1:${smtp.port}`,
        SMTP_REQUIRE_TLS: 'true',
      },
    });
    await sendContact();
    expect(smtp.received).toHaveLength(0);
    expect(smtp.inClear).toBe(0);
    const waiting = await server.app.store.outbox.list('pending');
    expect(waiting).toHaveLength(2);
    expect(waiting.every((e) => e.attempts === 1 && /STARTTLS/i.test(e.lastError ?? ''))).toBe(
      true,
    );
  });

  it('required, and the server offers STARTTLS: both emails go encrypted', async () => {
    smtp = await startSmtp(0, { starttls: true });
    server = await startServer({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}?tls.rejectUnauthorized=false`,
        SMTP_REQUIRE_TLS: 'true',
      },
    });
    await sendContact();
    expect(smtp.received.map((m) => m.subject)).toEqual([
      'Contact form: TLS',
      'We received your message: TLS',
    ]);
    expect(smtp.secure).toEqual([true, true]);
    expect(smtp.inClear).toBe(0);
  });

  it('a loopback SMTP server without the setting: sent as before (clear text stays on this machine)', async () => {
    smtp = await startSmtp();
    server = await startServer({ env: { SMTP_URL: smtp.url } });
    await sendContact();
    expect(smtp.secure).toEqual([false, false]);
  });
});
