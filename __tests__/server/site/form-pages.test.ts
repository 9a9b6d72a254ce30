// The contact, forgot- and reset-password forms posted by the browser itself (before the app runs,
// or without JavaScript): server/site/form-pages.ts. Real HTTP, a real database; the build's renderer is
// a small stand-in that writes the page's form (its hidden fields) and the data it was given, as in
// live-pages-support.ts (the real one: __tests__/prerender.test.tsx and e2e/site/early-input.spec.ts).

import fs from 'node:fs/promises';
import path from 'node:path';
import { CONTACT_THANKS } from '../../../contract/values/constants';
import { SIGN_UP_ACCEPTED } from '../../../server/accounts/sign-up';
import { LOGIN_NEEDS_SCRIPT, NOT_FORM_ENCODED } from '../../../server/site/form-pages';
import { FORM_EXPIRED } from '../../../server/site/form-reply';
import { createSealer } from '../../../server/mail/seal';
import {
  FORGOT_ACCEPTED,
  PASSWORD_RESET_DONE,
  RESET_REFUSED,
} from '../../../server/accounts/password-reset';
import { call, logIn, newUser, startServer, type TestServer, uniqueEmail } from '../helpers';

const FORM =
  '<form method="post"><input type="hidden" name="_xsrf"/><input type="hidden" name="token"/></form>';
const RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async () => ['company'];
exports.renderDocument = async (route, shell, manifest, { data }) => ({
  status: 200,
  html: shell.replace('</body>', '<main>RENDERED ' + route + ' ' +
    (data.documents ? 'CALL ' + data.documents.company.phone.display : '') + '</main>${FORM}' +
    '<script id="page-data" type="application/json">' + JSON.stringify(data) + '</script></body>'),
});
exports.formRefused = (form, values) =>
  form === 'contact' ? ['fullName', 'email', 'subject', 'message'].some((f) => !values[f])
  : form === 'forgot' ? !(values.email || '').includes('@')
  : !values.password;
`;

/** Writes the stand-in renderer and the three prerendered pages into the server's build. */
async function writeBuild(root: string) {
  const dist = path.join(root, 'dist');
  await fs.writeFile(path.join(dist, '.site', 'render.cjs'), RENDERER);
  await fs.writeFile(path.join(dist, '.site', 'manifest.json'), '{"entry":{},"chunks":{}}');
  for (const page of ['contact', 'forgot-password', 'reset-password', 'signup', 'login']) {
    await fs.mkdir(path.join(dist, page), { recursive: true });
    const html = `<!doctype html><html><body>PRERENDERED ${page}${FORM}</body></html>`;
    await fs.writeFile(path.join(dist, page, 'index.html'), html);
  }
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { CONTACT_DAILY_MAX: '3' } });
  await writeBuild(server.root);
});
afterAll(async () => {
  await server.close();
});

const hidden = (html: string, name: string) =>
  new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"/>`).exec(html)?.[1];
const pageData = (html: string) =>
  JSON.parse(/<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as {
    form: {
      form: string;
      values: Record<string, string>;
      attempted: boolean;
      flash: { text: string } | null;
    };
  };

/** Opens a form page as a browser would: its cookie, and the token its form carries. */
async function openForm(pagePath: string, on: TestServer = server) {
  const page = await call(on, pagePath);
  expect(page.status).toBe(200);
  const cookie = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
  expect(cookie).toBeTruthy();
  expect(hidden(page.text, '_xsrf')).toBe(cookie);
  const post = (fields: Record<string, string>, xsrf = cookie!) =>
    call(on, pagePath.split('?')[0]!, {
      body: new URLSearchParams({ _xsrf: xsrf, ...fields }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `XSRF-TOKEN=${cookie}`,
      },
    });
  return { page, cookie: cookie!, post };
}

const message = {
  fullName: 'Ada Lovelace',
  email: 'ada.form@example.com',
  subject: 'A new website',
  message: 'Sent without the app.',
};
const stored = async () =>
  (await server.app.store.contactMessages.list()).filter((m) => m.email === message.email);

describe('the contact form without the app', () => {
  it('serves the page with the visitor’s XSRF token in its form, never cached', async () => {
    const { page } = await openForm('/contact');
    expect(page.text).toContain('RENDERED /contact');
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('shows what is published now: a new phone number is on the page at once', async () => {
    const { store } = server.app;
    const company = (await store.documents.get('company'))!;
    const facts = company.published as { phone: { display: string; href: string } };
    expect((await call(server, '/contact')).text).toContain(`CALL ${facts.phone.display}`);
    const changed = { ...facts, phone: { display: '+44 1 2345 6789', href: 'tel:+44123456789' } };
    const actor = { id: null, email: 'tests@example.com' };
    const draft = await store.documents.saveDraft('company', changed, company.revision, actor);
    await store.documents.publish(
      'company',
      { revision: (draft as { revision: number }).revision },
      actor,
    );
    try {
      let page = await call(server, '/contact');
      for (let i = 0; i < 40 && !page.text.includes('+44 1 2345 6789'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        page = await call(server, '/contact');
      }
      expect(page.text).toContain('CALL +44 1 2345 6789');
      expect(hidden(page.text, '_xsrf')).toBeTruthy();
    } finally {
      const now = (await store.documents.get('company'))!;
      const back = await store.documents.saveDraft('company', facts, now.revision, actor);
      await store.documents.publish(
        'company',
        { revision: (back as { revision: number }).revision },
        actor,
      );
    }
  });

  it('sends the message, then shows the confirmation (post/redirect/get)', async () => {
    const { post } = await openForm('/contact');
    const sent = await post(message);
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/contact?sent=1');
    expect(await stored()).toHaveLength(1);

    const confirmation = await call(server, '/contact?sent=1');
    expect(confirmation.status).toBe(200);
    expect(pageData(confirmation.text).form.flash).toEqual({
      kind: 'success',
      text: CONTACT_THANKS,
    });
  });

  it('answers the form again with what was typed when a field is missing, and sends nothing', async () => {
    const before = (await stored()).length;
    const { post } = await openForm('/contact');
    const answer = await post({ ...message, fullName: '' });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { form } = pageData(answer.text);
    expect(form).toEqual({
      form: 'contact',
      values: { ...message, fullName: '' },
      attempted: true,
      flash: null,
    });
    expect(hidden(answer.text, '_xsrf')).toBeTruthy();
    expect(await stored()).toHaveLength(before);
  });

  it('refuses a post whose XSRF field does not match the cookie, keeping what was typed', async () => {
    const before = (await stored()).length;
    const { post } = await openForm('/contact');
    const answer = await post(message, 'not-the-cookie');
    expect(answer.status).toBe(403);
    expect(pageData(answer.text).form).toEqual({
      form: 'contact',
      values: message,
      attempted: false,
      flash: { kind: 'error', text: FORM_EXPIRED },
    });
    const noCookie = await call(server, '/contact', {
      body: new URLSearchParams({ _xsrf: 'x', ...message }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(noCookie.status).toBe(403);
    expect(await stored()).toHaveLength(before);
  });

  it('applies the API’s daily cap, with its message and Retry-After', async () => {
    const { post } = await openForm('/contact');
    let answer = await post(message);
    while (answer.status === 303) answer = await post(message);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(pageData(answer.text).form.flash?.text).toMatch(/^We have received 3 messages/);
    expect(pageData(answer.text).form.values).toEqual(message);
  });

  it('takes form-encoded bodies only, saying so', async () => {
    const { cookie } = await openForm('/contact');
    const answer = await call(server, '/contact', {
      json: { ...message, _xsrf: cookie },
      headers: { cookie: `XSRF-TOKEN=${cookie}` },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: NOT_FORM_ENCODED });
  });

  it('refuses a body its encoding cannot decode with 400 and the reason, never 500', async () => {
    const answer = await call(server, '/contact', {
      body: 'fullName=Ann',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-encoding': 'br',
      },
    });
    expect([answer.status, answer.json]).toEqual([
      400,
      { message: 'Could not decompress the request payload using the provided encoding' },
    ]);
  });

  it('leaves the API to JSON: a form-encoded body there is refused with the reason', async () => {
    const answer = await call(server, '/api/contact', {
      body: new URLSearchParams(message).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      message: 'The request body must be JSON (Content-Type: application/json).',
    });
  });
});

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

describe('one service per use case, whichever door', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({
      env: { RATE_LIMIT_CONTACT_MAX: '2', RATE_LIMIT_FORGOT_MAX: '2' },
    });
    await writeBuild(limited.root);
  });
  afterAll(async () => {
    await limited.close();
  });

  /** One call to the API, one post of the page's form, then the form again: one count for all. */
  async function thirdIsRefused(api: string, form: string, fields: Record<string, string>) {
    expect((await call(limited, api, { json: fields })).status).toBeLessThan(300);
    const { post } = await openForm(form, limited);
    expect((await post(fields)).status).toBe(303);
    const third = await post(fields);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    return pageData(third.text).form;
  }

  it('counts the contact form and POST /api/contact in one per-address limit', async () => {
    const fields = { ...message, email: 'ada.limits@example.com' };
    const form = await thirdIsRefused('/api/contact', '/contact', fields);
    expect(form.flash?.text).toMatch(/^Too many messages from your address in a short time\./);
    expect(form.values).toEqual(fields);
    const kept = await limited.app.store.contactMessages.list();
    expect(kept.filter((m) => m.email === fields.email)).toHaveLength(2);
  });

  it('counts the forgot-password form and POST /api/auth/forgot in one limit', async () => {
    const fields = { email: uniqueEmail('forgot-limits') };
    const form = await thirdIsRefused('/api/auth/forgot', '/forgot-password', fields);
    expect(form.flash?.text).toMatch(/^Too many password reset requests\./);
    expect(form.values).toEqual(fields);
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
