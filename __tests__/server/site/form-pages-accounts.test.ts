// The forgot- and reset-password, sign-up and login forms posted by the browser itself (before the
// app runs, or without JavaScript): server/site/form-pages.ts. Real HTTP, a real database; the
// build's renderer is a small stand-in (form-pages-support.ts). The contact form, and the limits a
// form and its API share: form-pages-contact.test.ts.

import { SIGN_UP_ACCEPTED } from '../../../server/accounts/sign-up';
import { LOGIN_NEEDS_SCRIPT } from '../../../server/site/form-pages';
import { createSealer } from '../../../server/mail/seal';
import {
  FORGOT_ACCEPTED,
  PASSWORD_RESET_DONE,
  RESET_REFUSED,
} from '../../../server/accounts/password-reset';
import { call, logIn, newUser, startServer, type TestServer, uniqueEmail } from '../helpers';
import { formOpener, hidden, pageData, writeBuild } from './form-pages-support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await writeBuild(server.root);
});
afterAll(async () => {
  await server.close();
});

const openForm = formOpener(() => server);

/** The token of the last reset link emailed to `email`. */
async function resetToken(email: string): Promise<string> {
  const rows = await server.app.store.outbox.list('pending');
  const row = rows.filter((e) => e.kind === 'password-reset' && e.recipient === email).pop();
  const text = createSealer(server.config.jwtSecret).open(row!.payload).text;
  return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
}

describe('the password forms without the app', () => {
  it('asks for a reset link, then resets the password with it; the token stays out of addresses', async () => {
    const { email } = await newUser(server, 'form-reset');
    const forgot = await openForm('/forgot-password');
    const asked = await forgot.post({ email });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/forgot-password?sent=1');
    const sentPage = await call(server, '/forgot-password?sent=1');
    expect(pageData(sentPage.text).form.flash?.text).toBe(FORGOT_ACCEPTED);

    const token = await resetToken(email);
    const reset = await openForm(`/reset-password?token=${token}`);
    expect(hidden(reset.page.text, 'token')).toBe(token);

    const empty = await reset.post({ token, password: '' });
    expect(empty.status).toBe(400);
    expect(hidden(empty.text, 'token')).toBe(token);
    expect(pageData(empty.text).form).toEqual({
      form: 'reset',
      values: {},
      attempted: true,
      flash: null,
    });

    const done = await reset.post({ token, password: 'a brand new secret 7' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/reset-password?done=1');
    const donePage = await call(server, '/reset-password?done=1');
    expect(pageData(donePage.text).form.flash?.text).toBe(PASSWORD_RESET_DONE);
    await logIn(server, email, 'a brand new secret 7');

    const again = await reset.post({ token, password: 'another secret 8' });
    expect(again.status).toBe(400);
    expect(pageData(again.text).form.flash?.text).toBe(RESET_REFUSED.used);
    expect(again.text).not.toContain('another secret 8');
  });

  it('writes only a well-formed token into the page', async () => {
    const page = await call(server, '/reset-password?token=%22%3E%3Cscript%3E');
    expect(page.status).toBe(200);
    expect(hidden(page.text, 'token')).toBeUndefined();
    expect(page.text).not.toContain('<script>');
  });

  it('answers an email the page refuses with the form and what was typed', async () => {
    const { post } = await openForm('/forgot-password');
    const answer = await post({ email: 'not an address' });
    expect(answer.status).toBe(400);
    expect(pageData(answer.text).form.values).toEqual({ email: 'not an address' });
  });
});

describe('the sign-up and login forms without the app', () => {
  it('signs up (the sign-up service, as the API), then shows the confirmation', async () => {
    const email = uniqueEmail('form-signup');
    const { page, post } = await openForm('/signup');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const done = await post({ email, password: 'a passphrase posted without script' });
    expect([done.status, done.headers.get('location')]).toEqual([303, '/signup?done=1']);
    await logIn(server, email, 'a passphrase posted without script');
    const confirmation = await call(server, '/signup?done=1');
    expect(pageData(confirmation.text).form.flash).toEqual({
      kind: 'success',
      text: SIGN_UP_ACCEPTED,
    });
  });

  it('answers a refused sign-up with the reason and the email, never the password', async () => {
    const { post } = await openForm('/signup');
    const email = uniqueEmail('form-weak');
    const answer = await post({ email, password: email });
    expect(answer.status).toBe(400);
    expect(pageData(answer.text).form).toEqual({
      form: 'signup',
      values: { email },
      attempted: true,
      flash: {
        kind: 'error',
        text: 'Password must not be your email address or its name part. Choose something else.',
      },
    });
    expect(await server.app.store.users.findByEmail(email)).toBeUndefined();
  });

  it('answers the login form with the page saying that logging in needs the app', async () => {
    const { email } = await newUser(server, 'form-login');
    const answer = await call(server, '/login', {
      body: new URLSearchParams({ email, password: 'correct horse 1' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(pageData(answer.text).form).toEqual({
      form: 'login',
      values: { email },
      attempted: false,
      flash: { kind: 'error', text: LOGIN_NEEDS_SCRIPT },
    });
    expect(answer.text).not.toContain('correct horse 1');
  });
});
