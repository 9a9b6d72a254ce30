// The newsletter's campaigns (server/newsletter/campaigns/) in the back office, over each database,
// on one server per database whose emails go to a real SMTP server (smtp.ts): the guard (admins
// only), bad input refused with a sentence (a subject too long, a script link, a schedule in the
// past, an article not published), and 404 for an unknown campaign. Sending:
// campaigns-sending.test.ts.

import { CAMPAIGN_MESSAGES } from '../../../contract/values/campaigns';
import { call, logIn, type TestServer } from '../helpers';
import type { TestSmtp } from '../smtp';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';
import {
  type CampaignServer,
  campaignCalls,
  note,
  startCampaignServer,
  stopCampaignServer,
} from './campaigns-support';

describe.each(STORE_TABLE)('newsletter campaigns on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let smtp: TestSmtp;
  let admin: CampaignServer['admin'];
  // From now on (the outbox stamps a queued email with the real time).
  let clock = Date.now();

  beforeAll(async () => {
    ({ database, server, smtp, admin } = await startCampaignServer(harness, () => new Date(clock)));
  });
  afterAll(() => stopCampaignServer({ database, server, smtp, admin }));
  // Each test well after the last (the pace's budget full again), logged in afresh.
  beforeEach(async () => {
    clock += 3600_000;
    admin.token = await logIn(server, admin.email);
  });

  const { staff, create } = campaignCalls(
    () => ({ database, server, smtp, admin }),
    () => clock,
  );

  it('answers admins only, and refuses bad input with a sentence', async () => {
    expect((await call(server, '/api/staff/newsletter/campaigns')).status).toBe(401);
    const editor = await newStaff(server, 'editor', 'editor');
    expect(
      (await call(server, '/api/staff/newsletter/campaigns', { token: editor.token })).status,
    ).toBe(403);

    const long = await staff('', {
      json: { subject: 'x'.repeat(151), source: note('Hi'), audience: { all: true } },
    });
    expect(long.status).toBe(400);
    expect((long.json as { message: string }).message).toMatch(/subject/i);

    const script = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'x' }] },
            ],
          },
        ],
      },
    };
    const badLink = await staff('', {
      json: { subject: 'Hi', source: { kind: 'note', body: script }, audience: { all: true } },
    });
    expect(badLink.status).toBe(400);
    expect(badLink.json).toMatchObject({ field: expect.stringMatching(/^source\.body/) });

    const { id } = await create({ all: true });
    const past = await staff(`/${id}/schedule`, { json: { at: '2020-01-01T00:00:00Z' } });
    expect([past.status, (past.json as { message: string }).message]).toEqual([
      400,
      CAMPAIGN_MESSAGES.past,
    ]);
    expect((await staff('/999999')).status).toBe(404);
    const article = await staff('', {
      json: { subject: 'Hi', source: { kind: 'article', articleId: 1 }, audience: { all: true } },
    });
    const { id: articleCampaign } = article.json as { id: number };
    const unpublished = await staff(`/${articleCampaign}/send`, { method: 'POST' });
    expect([unpublished.status, (unpublished.json as { message: string }).message]).toEqual([
      400,
      CAMPAIGN_MESSAGES.noArticle,
    ]);
  });
});
