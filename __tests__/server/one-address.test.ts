// Every form that takes an email address takes exactly one, under one rule (contract/values/forms/email.ts,
// EMAIL_PATTERN): contact, quote, sign-up, forgot password and the job application, through
// their API and through the form the browser posts itself without JavaScript. An address that is
// a list (`aa,target@example.org`) or a mailto: query (`x?cc=…&bcc=…@example.com`) is refused with
// 400 and the reason, nothing is stored and no email queued; and the per-address limits count the
// address an email goes to, whatever its case or the spaces around it. On SQLite and PostgreSQL.

import fs from 'node:fs/promises';
import path from 'node:path';
import { APPLICATION_MESSAGES } from '../../contract/values/applications';
import { FORGOT_ACCEPTED } from '../../server/accounts/password-reset';
import { QUOTE_ANSWERS } from '../support/quoteAnswers';
import { cookieOf, formBody, hidden, newPosting, pageData } from './hiring/application-support';
import { apply } from './hiring/application-support';
import { type TestServer, call, startServer } from './helpers';
import { FORM_RENDERER, writeRenderer } from './renderer-support';
import { newStaff } from './staff-support';
import { type FreshDatabase, STORE_TABLE } from './stores';

const BAD = [
  'aa,target@example.org',
  'x?cc=...&bcc=...@example.com',
  'x?cc=spy%40evil.example&bcc=boss%40evil.example@example.com',
];
const REFUSED = 'Please enter a valid email address.';

const FORM_ROUTES = ['contact', 'forgot-password', 'quote'];

async function writeBuild(root: string) {
  await writeRenderer(root, FORM_RENDERER);
  const dist = path.join(root, 'dist');
  const routes = ['/', ...FORM_ROUTES.map((route) => `/${route}`)];
  await fs.writeFile(path.join(dist, '.site', 'routes.json'), JSON.stringify(routes));
  for (const route of FORM_ROUTES) {
    await fs.mkdir(path.join(dist, route), { recursive: true });
    const html = `<!doctype html><html><body>PRERENDERED ${route}<form><input type="hidden" name="_xsrf"/></form></body></html>`;
    await fs.writeFile(path.join(dist, route, 'index.html'), html);
  }
}

const CONTACT = {
  fullName: 'Ada Lovelace',
  subject: 'A new website',
  message: 'A quote, please.',
};
const QUOTE = {
  ...QUOTE_ANSWERS,
  fullName: 'Nora Quote',
  company: '',
  phone: '',
  message: 'A catalogue.',
};

describe.each(STORE_TABLE)('one email address per form, on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let slug: string;

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: { ...database.env, FORGOT_EMAIL_MAX: '1' } });
    await writeBuild(server.root);
    const admin = await newStaff(server, 'one-address-admin');
    ({ slug } = await newPosting(server, admin.token));
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  /** The outbox's rows (every status) to an address that `matches`. */
  const emailsTo = async (matches: (recipient: string) => boolean) =>
    (
      await database.query(
        'SELECT kind, recipient FROM email_outbox ORDER BY id', // every row: nothing is sent here
      )
    ).filter((row) => matches(String(row.recipient)));
  const touchesTarget = (recipient: string) => /target|example\.org|cc=|evil/i.test(recipient);

  /** Posts a form of the site as a browser without JavaScript does: with its page's cookie. */
  async function postPage(route: string, fields: Record<string, string>) {
    const page = await call(server, route);
    expect(page.status).toBe(200);
    const cookie = cookieOf(page)!;
    expect(hidden(page.text)).toBe(cookie);
    return call(server, route, {
      body: new URLSearchParams({ _xsrf: cookie, ...fields }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `XSRF-TOKEN=${cookie}`,
      },
    });
  }

  async function postApplyPage(fields: Record<string, string>) {
    const route = `/careers/jobs/${slug}`;
    const page = await call(server, route);
    const cookie = cookieOf(page)!;
    const response = await fetch(server.url + route, {
      method: 'POST',
      body: formBody({
        _xsrf: cookie,
        fullName: 'Ada Candidate',
        phone: '',
        portfolioUrl: '',
        githubUrl: '',
        linkedinUrl: '',
        coverLetter: 'Hello.',
        consent: 'yes',
        ...fields,
      }),
      headers: { cookie: `XSRF-TOKEN=${cookie}` },
      redirect: 'manual',
    });
    return { status: response.status, text: await response.text() };
  }

  describe.each(BAD)('the address %s', (address) => {
    it('is refused by every API with 400 and the reason', async () => {
      const answers = [
        await call(server, '/api/contact', { json: { ...CONTACT, email: address } }),
        await call(server, '/api/quote', { json: { ...QUOTE, email: address } }),
        await call(server, '/api/auth/create', {
          json: { email: address, password: 'correct horse 1' },
        }),
        await call(server, '/api/auth/forgot', { json: { email: address } }),
      ];
      for (const answer of answers)
        expect([answer.status, answer.json]).toEqual([400, { message: REFUSED }]);
      const application = await apply(server, slug, { email: address });
      expect([application.status, application.json]).toEqual([
        400,
        { message: APPLICATION_MESSAGES.email, field: 'email' },
      ]);
      expect(
        await database.query(
          `SELECT id FROM users WHERE email LIKE '%target%' OR email LIKE '%cc=%'`,
        ),
      ).toEqual([]);
      expect(await emailsTo(touchesTarget)).toEqual([]);
    });

    it('is refused by every form posted without JavaScript, keeping what was typed', async () => {
      const posted = [
        ['/contact', await postPage('/contact', { ...CONTACT, email: address })],
        ['/quote', await postPage('/quote', { ...QUOTE, email: address, step: '4', go: 'send' })],
        ['/forgot-password', await postPage('/forgot-password', { email: address })],
      ] as const;
      for (const [, answer] of posted) {
        expect(answer.status).toBe(400);
        const form = pageData(answer.text).form!;
        expect(form.flash).toEqual({ kind: 'error', text: REFUSED });
        expect(form.values.email).toBe(address);
      }
      const applied = await postApplyPage({ email: address });
      expect(applied.status).toBe(400);
      expect(pageData(applied.text).form).toMatchObject({
        flash: { kind: 'error', text: APPLICATION_MESSAGES.email },
        field: 'email',
        values: { email: address, coverLetter: 'Hello.' },
      });
      const leads = await database.query(
        `SELECT id FROM contact_messages WHERE email LIKE '%target%' OR email LIKE '%cc=%'`,
      );
      const applications = await database.query(
        `SELECT id FROM applications WHERE email LIKE '%target%' OR email LIKE '%cc=%'`,
      );
      expect([leads, applications]).toEqual([[], []]);
      expect(await emailsTo(touchesTarget)).toEqual([]);
    });
  });

  it('counts one acknowledgement an hour to a mailbox, whatever its case or spaces', async () => {
    const mailbox = 'ack.owner@example.com';
    expect(
      (await call(server, '/api/contact', { json: { ...CONTACT, email: 'Ack.Owner@Example.com' } }))
        .status,
    ).toBe(201);
    expect((await call(server, '/api/quote', { json: { ...QUOTE, email: mailbox } })).status).toBe(
      201,
    );
    expect((await apply(server, slug, { email: '  ACK.OWNER@example.COM ' })).status).toBe(201);
    const posted = await postPage('/contact', { ...CONTACT, email: 'ack.owner@EXAMPLE.com' });
    expect(posted.status).toBe(303);
    // Four leads and applications stored, the company told of each: one acknowledgement.
    const leads = await database.query(
      `SELECT id FROM contact_messages WHERE lower(email) = '${mailbox}'`,
    );
    const applications = await database.query(
      `SELECT id FROM applications WHERE lower(email) = '${mailbox}'`,
    );
    expect([leads.length, applications.length]).toEqual([3, 1]);
    const acks = await emailsTo((to) => to.trim().toLowerCase() === mailbox);
    expect(acks).toHaveLength(1);
  });

  it('counts password reset requests for an address whatever its case', async () => {
    const owner = 'reset.owner@example.com';
    await call(server, '/api/auth/create', { json: { email: owner, password: 'correct horse 1' } });
    const answers: number[] = [];
    for (const email of [owner, 'Reset.Owner@example.com', 'RESET.OWNER@EXAMPLE.COM']) {
      const answer = await call(server, '/api/auth/forgot', { json: { email } });
      if (answer.status === 202) expect(answer.json).toEqual({ message: FORGOT_ACCEPTED });
      answers.push(answer.status);
    }
    // FORGOT_EMAIL_MAX=1: the first, then the one slowed request, then 429.
    expect(answers).toEqual([202, 202, 429]);
    const links = await emailsTo((to) => to.toLowerCase() === owner);
    expect(links.filter((row) => row.kind === 'password-reset')).toHaveLength(2);
  });
});
