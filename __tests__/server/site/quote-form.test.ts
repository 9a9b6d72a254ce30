// The quote wizard posted by the browser itself (without JavaScript): server/site/form-pages.ts. Each
// step's Next or Back is answered with the page again (nothing written, no XSRF needed); Send goes
// through the XSRF field, the page's checks and the quote service POST /api/quote calls too
// (server/leads/quote.ts), counted in the same per-address limit. Real HTTP, a real
// database; the build's renderer is a small stand-in that writes the page's data, as in
// form-pages-support.ts (the real one: e2e/site/quote.spec.ts).

import fs from 'node:fs/promises';
import path from 'node:path';
import { QUOTE_THANKS } from '../../../contract/values/constants';
import { FORM_EXPIRED } from '../../../server/site/form-reply';
import { QUOTE_ANSWERS } from '../../support/quoteAnswers';
import { call, startServer, type TestServer } from '../helpers';

const FORM = '<form method="post"><input type="hidden" name="_xsrf"/></form>';
const RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async () => [];
exports.renderDocument = async (route, shell, manifest, { data }) => ({
  status: 200,
  html: shell.replace('</body>', '<main>RENDERED ' + route + '</main>${FORM}' +
    '<script id="page-data" type="application/json">' + JSON.stringify(data) + '</script></body>'),
});
exports.formRefused = (form, values) => form === 'quote' && !(values.email || '').includes('@');
`;

async function writeBuild(root: string) {
  const dist = path.join(root, 'dist');
  await fs.writeFile(path.join(dist, '.site', 'render.cjs'), RENDERER);
  await fs.writeFile(path.join(dist, '.site', 'manifest.json'), '{"entry":{},"chunks":{}}');
  await fs.writeFile(path.join(dist, '.site', 'routes.json'), JSON.stringify(['/', '/quote']));
  await fs.mkdir(path.join(dist, 'quote'), { recursive: true });
  await fs.writeFile(
    path.join(dist, 'quote', 'index.html'),
    `<!doctype html><html><body>PRERENDERED quote${FORM}</body></html>`,
  );
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await writeBuild(server.root);
});
afterAll(() => server.close());

interface Echo {
  form: string;
  values: Record<string, string>;
  attempted: boolean;
  flash: { kind: string; text: string } | null;
}
const echoOf = (html: string) =>
  (
    JSON.parse(
      /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]!,
    ) as {
      form?: Echo;
    }
  ).form;

const ANSWERS = {
  ...QUOTE_ANSWERS,
  fullName: 'Nora Script',
  email: 'nora.form@example.com',
  company: '',
  phone: '',
  message: 'Sent without the app.',
};
const stored = async () =>
  (await server.app.store.contactMessages.list()).filter((m) => m.email === ANSWERS.email);

/** Opens /quote as a browser would, and posts its form with the cookie it set. */
async function openWizard(at = server) {
  const page = await call(at, '/quote');
  const cookie = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
  expect(cookie).toBeTruthy();
  return (fields: Record<string, string>, xsrf = cookie!) =>
    call(at, '/quote', {
      body: new URLSearchParams({ _xsrf: xsrf, ...fields }).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `XSRF-TOKEN=${cookie}`,
      },
    });
}

describe('the quote wizard without the app', () => {
  it('renders a "Get a quote" link’s service and tier chosen', async () => {
    const page = await call(server, '/quote?service=web-development&tier=standard&pages=x');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(echoOf(page.text)).toEqual({
      form: 'quote',
      values: { service: 'web-development', tier: 'standard' },
      attempted: false,
      flash: null,
    });
  });

  it('answers a step’s Next or Back with the page and every answer, writing nothing', async () => {
    const post = await openWizard();
    const answer = await post({ ...ANSWERS, email: '', step: '3', go: 'next' }, 'no-token');
    expect(answer.status).toBe(200);
    const echo = echoOf(answer.text)!;
    expect(echo.values).toMatchObject({ ...ANSWERS, email: '', step: '3', go: 'next' });
    expect(echo.flash).toBeNull();
    expect(await stored()).toHaveLength(0);
  });

  it('refuses a send the page would not make, keeping every answer', async () => {
    const post = await openWizard();
    const answer = await post({ ...ANSWERS, email: 'nora', step: '4', go: 'send' });
    expect(answer.status).toBe(400);
    expect(echoOf(answer.text)).toMatchObject({
      attempted: true,
      values: { ...ANSWERS, email: 'nora', step: '4', go: 'send' },
    });
    expect(await stored()).toHaveLength(0);
  });

  it('refuses a send without its XSRF field', async () => {
    const post = await openWizard();
    const answer = await post({ ...ANSWERS, step: '4', go: 'send' }, 'forged');
    expect(answer.status).toBe(403);
    expect(echoOf(answer.text)?.flash?.text).toBe(FORM_EXPIRED);
    expect(await stored()).toHaveLength(0);
  });

  it('shows the API’s reason when it refuses, with every answer kept', async () => {
    const post = await openWizard();
    const answer = await post({ ...ANSWERS, service: 'logo-design', step: '4', go: 'send' });
    expect(answer.status).toBe(400);
    const echo = echoOf(answer.text)!;
    expect(echo.flash?.text).toMatch(/^Service must be one of: /);
    expect(echo.values.service).toBe('logo-design');
    expect(echo.values.message).toBe(ANSWERS.message);
    expect(await stored()).toHaveLength(0);
  });

  it('sends the request by the quote service, then shows the acknowledgement', async () => {
    const post = await openWizard();
    const answer = await post({ ...ANSWERS, step: '4', go: 'send', website: '' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/quote?sent=1');
    const [lead] = await stored();
    expect(lead?.subject).toBe('Quote: Web Development — Standard');
    expect(lead?.message).toContain('Sent without the app.');

    const sent = await call(server, '/quote?sent=1');
    expect(echoOf(sent.text)?.flash).toEqual({ kind: 'success', text: QUOTE_THANKS });
  });
});

describe('the quote wizard and POST /api/quote', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({ env: { RATE_LIMIT_CONTACT_MAX: '2' } });
    await writeBuild(limited.root);
  });
  afterAll(() => limited.close());

  it('count in one per-address limit, the answers kept on the refusal', async () => {
    const fields = { ...ANSWERS, email: 'nora.limits@example.com' };
    expect((await call(limited, '/api/quote', { json: fields })).status).toBe(201);
    const post = await openWizard(limited);
    const sent = await post({ ...fields, step: '4', go: 'send' });
    expect(sent.status).toBe(303);
    const third = await post({ ...fields, step: '4', go: 'send' });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    const echo = echoOf(third.text)!;
    expect(echo.flash?.text).toMatch(/^Too many quote requests from your address/);
    expect(echo.values.message).toBe(fields.message);
    const kept = await limited.app.store.contactMessages.list();
    expect(kept.filter((m) => m.email === fields.email)).toHaveLength(2);
  });
});
