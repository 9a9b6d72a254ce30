// The contact form posted by the browser itself (before the app runs, or without JavaScript):
// server/site/form-pages.ts, and the limits a form and its API share. Real HTTP, a real database;
// the build's renderer is a small stand-in (form-pages-support.ts). The password, sign-up and
// login forms: form-pages-accounts.test.ts.

import { CONTACT_THANKS } from '../../../contract/values/constants';
import { NOT_FORM_ENCODED } from '../../../server/site/form-pages';
import { FORM_EXPIRED } from '../../../server/site/form-reply';
import { call, startServer, type TestServer, uniqueEmail } from '../helpers';
import { formOpener, hidden, pageData, writeBuild } from './form-pages-support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { CONTACT_DAILY_MAX: '3' } });
  await writeBuild(server.root);
});
afterAll(async () => {
  await server.close();
});

const openForm = formOpener(() => server);

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
