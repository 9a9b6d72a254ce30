// Facts named once (contract/values/content/facts.ts): the FAQ states the web development Basic tier's
// price as {price:webDevelopment.basic}; the server puts the price in as the pricing page
// publishes it, in the page and in GET /api/documents/support, so publishing a new price changes
// the FAQ at once. A draft naming a fact that does not exist is refused at its field. Over real
// HTTP, on SQLite and PostgreSQL.

import fs from 'node:fs/promises';
import path from 'node:path';
import { type TestServer, call, startServer } from '../helpers';
import { pageShowing, publishDocument } from './document-support';
import { writeRenderer } from '../renderer-support';
import { newStaff } from '../staff-support';
import { STORE_TABLE, type FreshDatabase } from '../stores';

// A stand-in renderer writing the FAQ's answers as the page's data holds them.
const RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async () => ['site', 'company', 'support'];
exports.renderDocument = async (route, shell, manifest, { data, notFound }) => ({
  status: notFound ? 404 : 200,
  html: shell.replace('</body>', '<main>' +
    data.documents.support.faq.items.map((item) => item.answer).join(' | ') + '</main></body>'),
});
`;

type Item = { id: string; answer: string };
type Support = { faq: { items: Item[] } };
type Tier = { id: string; price: { min: number } };
type Pricing = { plans: { id: string; tiers: Tier[] }[] };
type State = { revision: number; draft: unknown; facts: { name: string; reads: string }[] };

const costAnswer = (support: Support) =>
  support.faq.items.find((item) => item.id === 'project-cost')!;

describe.each(STORE_TABLE)('facts named once on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: database.env });
    await writeRenderer(server.root, RENDERER);
    await fs.writeFile(
      path.join(server.root, 'dist', '.site', 'routes.json'),
      JSON.stringify(['/', '/support/FAQ']),
    );
    token = (await newStaff(server, 'facts-editor', 'editor')).token;
  });

  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  const basicOf = (data: unknown, plan = 'web-development') =>
    (data as Pricing).plans.find((p) => p.id === plan)!.tiers.find((t) => t.id === 'basic')!;

  it('states the price the pricing page publishes, on the page and in the API', async () => {
    const page = await call(server, '/support/FAQ');
    expect(page.text).toContain('from $5,000 for a small website');
    expect(page.text).not.toContain('{price:');
    const api = (await call(server, '/api/documents/support')).json as Support;
    expect(costAnswer(api).answer).toContain('from $5,000 for a small website');

    await publishDocument(server, token, 'pricing', (data) => {
      basicOf(data).price.min = 6500;
      return data;
    });

    const changed = await pageShowing(server, '/support/FAQ', 'from $6,500');
    expect(changed.text).toContain('from $6,500 for a small website');
    expect(changed.headers.get('etag')).not.toBe(page.headers.get('etag'));
    const after = (await call(server, '/api/documents/support')).json as Support;
    expect(costAnswer(after).answer).toContain('from $6,500 for a small website');

    // The document itself keeps the placeholder; the editor is told what it reads.
    const state = (await call(server, '/api/staff/documents/support', { token })).json as State & {
      published: Support;
    };
    expect(costAnswer(state.published).answer).toContain('from {price:webDevelopment.basic} for');
    expect(state.facts).toContainEqual(
      expect.objectContaining({ name: 'price:webDevelopment.basic', reads: '$6,500' }),
    );
  });

  it('refuses a draft naming a fact that does not exist, at its field', async () => {
    const state = (await call(server, '/api/staff/documents/support', { token })).json as State & {
      published: Support;
    };
    const data = structuredClone(state.published);
    const index = data.faq.items.findIndex((item) => item.id === 'project-cost');
    data.faq.items[index]!.answer = 'From {price:webDevelopment.gold} for a small website.';
    const refused = await call(server, '/api/staff/documents/support/draft', {
      method: 'PUT',
      token,
      json: { revision: state.revision, data },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      field: `data.faq.items.${index}.answer`,
      message: expect.stringContaining('{price:webDevelopment.gold} is not a fact'),
    });
    const kept = (await call(server, '/api/staff/documents/support', { token })).json as State;
    expect(kept.draft).toBeNull();
  });

  it('refuses to publish a draft whose fact has gone since it was saved', async () => {
    const state = (await call(server, '/api/staff/documents/support', { token })).json as State & {
      published: Support;
    };
    const data = structuredClone(state.published);
    costAnswer(data).answer = 'Apps from {price:mobileAppDevelopment.basic}.';
    const saved = await call(server, '/api/staff/documents/support/draft', {
      method: 'PUT',
      token,
      json: { revision: state.revision, data },
    });
    expect(saved.status).toBe(200);
    // The pricing page renames the tier: the fact the draft names is no more.
    await publishDocument(server, token, 'pricing', (pricing) => {
      const tier = basicOf(pricing, 'mobile-app-development') as Tier & { features: string[] };
      tier.id = 'starter';
      tier.features = tier.features.map((f) => f.replace('.basic}', '.starter}'));
      return pricing;
    });
    const refused = await call(server, '/api/staff/documents/support/publish', {
      token,
      json: { revision: (saved.json as State).revision },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      message: expect.stringContaining('{price:mobileAppDevelopment.basic}'),
    });
  });

  it('refuses to publish a pricing page that removes a price the FAQ names', async () => {
    const state = (await call(server, '/api/staff/documents/pricing', { token })).json as State & {
      published: Pricing;
    };
    const data = structuredClone(state.published);
    const tier = basicOf(data) as Tier & { features: string[] };
    tier.id = 'starter';
    tier.features = tier.features.map((f) => f.replace('.basic}', '.starter}'));
    const saved = await call(server, '/api/staff/documents/pricing/draft', {
      method: 'PUT',
      token,
      json: { revision: state.revision, data },
    });
    expect(saved.status).toBe(200);
    const refused = await call(server, '/api/staff/documents/pricing/publish', {
      token,
      json: { revision: (saved.json as State).revision },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      message:
        'FAQ and Help Centre names {price:webDevelopment.basic}, which this change removes: change that text first, then publish.',
    });
    expect((await call(server, '/support/FAQ')).text).toContain('from $6,500 for a small');
  });

  it('previews a draft with the facts it names put in', async () => {
    const state = (await call(server, '/api/staff/documents/support', { token })).json as State & {
      published: Support;
    };
    const data = structuredClone(state.published);
    costAnswer(data).answer = 'Websites from {price:webDevelopment.basic}, draft.';
    const saved = await call(server, '/api/staff/documents/support/draft', {
      method: 'PUT',
      token,
      json: { revision: state.revision, data },
    });
    expect(saved.status).toBe(200);
    const { url } = (
      await call(server, '/api/staff/documents/support/preview', { token, json: {} })
    ).json as { url: string };
    const preview = await call(server, url);
    expect(preview.text).toContain('Websites from $6,500, draft.');
    expect(preview.text).not.toContain('{price:');
  });
});
