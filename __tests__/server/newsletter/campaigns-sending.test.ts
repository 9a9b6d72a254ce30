// The newsletter's campaigns (server/newsletter/campaigns/) sent, over each database, on one server
// per database whose emails go to a real SMTP server (smtp.ts) and whose clock the test moves: the
// audience (a topic's subscribers and those of every topic; not the pending nor the unsubscribed),
// the email as received (the List-Unsubscribe headers, the footer's link, no tracking), a
// one-click unsubscribe counted and never mailed again, a bounce suppressing the address, a reader
// who left the topic skipped, a schedule fired by the sender's round, the sending rate, and a test
// email to the staff member's own address only; then two instances' senders sharing the
// recipients. The tests of the first describe build on each other's subscribers and outbox, in
// order. The back office's guard and refusals: campaigns-refusals.test.ts.

import { CAMPAIGN_MESSAGES } from '../../../contract/values/campaigns';
import { openDataStore } from '../../../server/db';
import { call, logIn, type TestServer, uniqueEmail } from '../helpers';
import type { TestSmtp } from '../smtp';
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

  const { staff, subscribers, create, deliver, audience, counts, receivedBy } = campaignCalls(
    () => ({ database, server, smtp, admin }),
    () => clock,
  );

  it('sends to the topic’s and every topic’s subscribers, with one-click unsubscribe headers', async () => {
    const [everyTopic] = await subscribers('every', 1);
    const [react] = await subscribers('react', 1, 'react');
    const [rust] = await subscribers('rust', 1, 'rust');
    const pending = uniqueEmail('pending');
    await call(server, '/api/newsletter/subscribers', {
      json: { email: pending, topics: ['react'] },
    });

    const { id } = await create({ topic: 'react' }, 'Hooks, <b>not</b> classes.');
    const preview = await staff(`/${id}/preview`);
    expect(preview.status).toBe(200);
    const { html, text } = preview.json as { html: string; text: string };
    expect(html).toContain('Hooks, &lt;b&gt;not&lt;/b&gt; classes.');
    expect(text).toContain(`${server.config.mail.publicUrl}/newsletter/unsubscribe`);
    expect(html).not.toMatch(/<img/i);

    // The audience the back office counts is the one the campaign is sent to (one rule).
    expect(await audience('react')).toBe(2);
    const sent = await staff(`/${id}/send`, { method: 'POST' });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ status: 'sending', counts: { recipients: 2, pending: 2 } });
    expect(await deliver()).toBe(2);
    expect(await counts(id)).toMatchObject({ recipients: 2, sent: 2, pending: 0 });
    expect((await staff(`/${id}`)).json).toMatchObject({ status: 'sent' });

    expect(receivedBy(rust!)).toHaveLength(0);
    expect(receivedBy(pending)).toHaveLength(0);
    const [mail] = receivedBy(react!);
    expect(receivedBy(everyTopic!)).toHaveLength(1);
    const line = (key: string) => mail!.headerLines.find((h) => h.key === key)?.line ?? '';
    const header = line('list-unsubscribe');
    const link = /<(https?:\/\/[^>]+\/newsletter\/unsubscribe\?token=([^>]+))>/.exec(header);
    expect(link).not.toBeNull();
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(link![1]);
    expect(mail!.messageId).toMatch(new RegExp(`^<newsletter\\.${id}\\.\\d+@`));

    // RFC 8058: the mail program posts to the header's address, without a login.
    const oneClick = await fetch(`${server.url}/newsletter/unsubscribe?token=${link![2]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      redirect: 'manual',
    });
    expect(oneClick.status).toBeLessThan(400);
    expect(await server.app.store.newsletter.byEmail(react!)).toBeUndefined();
    expect(await counts(id)).toMatchObject({ sent: 2, unsubscribed: 1 });

    // The next campaign to the topic reaches only the one still subscribed.
    expect(await audience('react')).toBe(1);
    const { id: next } = await create({ topic: 'react' });
    await staff(`/${next}/send`, { method: 'POST' });
    expect(await counts(next)).toMatchObject({ recipients: 1 });
    expect(await deliver()).toBe(1);
    expect(receivedBy(react!)).toHaveLength(1);
    expect(receivedBy(everyTopic!)).toHaveLength(2);
  });

  it('marks a permanent refusal bounced and never mails the address again', async () => {
    const [good, gone] = await subscribers('bounce', 2, 'bounces');
    smtp.bounce.add(gone!);
    const { id } = await create({ topic: 'bounces' });
    await staff(`/${id}/send`, { method: 'POST' });
    await deliver();
    await server.app.campaigns.sender.runOnce(new Date(clock));
    // The earlier test's subscriber of every topic is a recipient too.
    expect(await counts(id)).toMatchObject({ recipients: 3, sent: 2, bounced: 1 });
    expect(await server.app.store.newsletter.byEmail(gone!)).toBeUndefined();
    const hash = server.app.newsletter.addressHash(gone!);
    expect(await server.app.store.newsletter.isSuppressed(hash)).toBe(true);

    // Imported again, it is refused.
    const again = await call(server, '/api/staff/newsletter/subscribers/import', {
      token: admin.token,
      json: { csv: `email,topics\n${gone},bounces\n`, consentSource: 'Again' },
    });
    expect(again.json).toMatchObject({ imported: 0 });
    // Neither the bounced address nor the other topics' subscribers are in the audience.
    expect(await audience('bounces')).toBe(2);
    const { id: next } = await create({ topic: 'bounces' });
    await staff(`/${next}/send`, { method: 'POST' });
    expect(await counts(next)).toMatchObject({ recipients: 2 });
    expect(await deliver()).toBe(2);
    expect(receivedBy(good!)).toHaveLength(2);
    expect(receivedBy(gone!)).toHaveLength(0);
  });

  it('skips a recipient who left the campaign’s topic after it started sending', async () => {
    const [stays, leaves] = await subscribers('topical', 2, 'topical');
    const { id: first } = await create({ topic: 'topical' });
    await staff(`/${first}/send`, { method: 'POST' });
    await deliver();
    const [mail] = receivedBy(leaves!);
    const token = /unsubscribe\?token=([^\s>]+)/.exec(mail!.text ?? '')![1]!;

    // Started: its recipients are listed, the one who leaves among them.
    const { id } = await create({ topic: 'topical' });
    expect((await staff(`/${id}/send`, { method: 'POST' })).json).toMatchObject({
      counts: { pending: 3 },
    });
    // Before the sender's round, the reader keeps only another topic (the email's link).
    const changed = await call(server, '/api/newsletter/preferences', {
      method: 'PUT',
      json: { token, topics: ['other-topic'] },
    });
    expect(changed.status).toBe(200);
    // The earlier subscriber of every topic and the one who stayed; the one who left is skipped.
    expect(await deliver()).toBe(2);
    expect(await counts(id)).toMatchObject({ recipients: 3, sent: 2, skipped: 1 });
    expect(receivedBy(stays!)).toHaveLength(2);
    expect(receivedBy(leaves!)).toHaveLength(1);
  });

  it('sends a scheduled campaign when its time comes, at the configured rate', async () => {
    const emails = await subscribers('paced', 22, 'pacing');
    const { id } = await create({ topic: 'pacing' });
    const at = new Date(clock + 3600_000).toISOString();
    const scheduled = await staff(`/${id}/schedule`, { json: { at } });
    expect(scheduled.json).toMatchObject({ status: 'scheduled', scheduledAt: at });
    // Not while it is still a draft that can change, nor before its time.
    expect((await staff(`/${id}`, { method: 'DELETE' })).status).toBe(204);
    const { id: again } = await create({ topic: 'pacing' });
    await staff(`/${again}/schedule`, { json: { at } });
    expect(await deliver()).toBe(0);
    expect(await counts(again)).toMatchObject({ recipients: 0 });

    clock += 3600_000 + 1000;
    admin.token = await logIn(server, admin.email);
    // 600 a minute: after a pause at most two rounds' worth (20) at once, then one per 100 ms.
    expect(await deliver()).toBe(20);
    expect((await staff(`/${again}`)).json).toMatchObject({ status: 'sending' });
    expect(await deliver()).toBe(0);
    clock += 300;
    // The 22 of the topic and the earlier subscriber of every topic: the last 3.
    expect(await deliver()).toBe(3);
    expect((await staff(`/${again}`)).json).toMatchObject({
      status: 'sent',
      counts: { recipients: 23, sent: 23 },
    });
    for (const email of emails) expect(receivedBy(email)).toHaveLength(1);
    // A sent campaign is neither changed nor deleted.
    expect((await staff(`/${again}`, { method: 'DELETE' })).status).toBe(409);
    expect((await staff(`/${again}/cancel`, { method: 'POST' })).status).toBe(409);
  });

  it('sends a test to the staff member’s own address only, not counted', async () => {
    const { id } = await create({ all: true }, 'A test of the words.');
    const before = smtp.received.length;
    const test = await staff(`/${id}/test`, { method: 'POST' });
    expect([test.status, test.json]).toEqual([200, { message: CAMPAIGN_MESSAGES.testSent }]);
    await server.app.outbox.drain();
    expect(smtp.received.length).toBe(before + 1);
    expect(receivedBy(admin.email, '[Test] Our November insights')).toHaveLength(1);
    expect(await counts(id)).toMatchObject({ recipients: 0 });
    expect((await staff(`/${id}`)).json).toMatchObject({ status: 'draft' });
  });
});

// Two instances' senders on one database (PostgreSQL: FOR UPDATE SKIP LOCKED under the pace's
// row lock; SQLite: one writer at a time): every recipient claimed, each by one of them, once.
describe.each(STORE_TABLE)('campaign recipients claimed by two stores on %s', (_name, harness) => {
  it('claims each recipient once, whichever store asks', async () => {
    const database = await harness.fresh();
    const stores = [await openDataStore(database.config), await openDataStore(database.config)];
    try {
      const [a] = stores;
      const now = new Date().toISOString();
      const consent = { source: 'import' as const, wording: 'Benchmark', at: now };
      for (let i = 0; i < 120; i += 1) {
        const email = `claimed.${i}@example.com`;
        const topics = { all: true, topics: [] };
        await a!.newsletter.confirmed({ email, topics, consent, userId: null, now }, `hash-${i}`);
      }
      const campaign = await a!.campaigns.create(
        { subject: 'Twice?', source: note('Once.') as never, audience: { all: true } },
        null,
        now,
      );
      const content = { subject: 'Twice?', html: '<p>Once.</p>', text: 'Once.' };
      expect(await a!.campaigns.start(campaign.id, content, now)).toMatchObject({ kind: 'done' });

      const pace = { intervalMs: 1, maxBatch: 15 };
      const emails = (recipients: { email: string }[]) =>
        recipients.map((r) => ({
          kind: 'newsletter-campaign',
          recipient: r.email,
          subject: 'Twice?',
          payload: 'sealed',
        }));
      let clock = Date.now();
      const claimed = [0, 0];
      for (let round = 0; round < 40; round += 1) {
        clock += 1000;
        // The second asks half a second later: the pace's budget has grown again by then (asked
        // at the same instant, the first would have taken all of it: the rate is shared).
        const got = await Promise.all(
          stores.map((s, i) => s.campaigns.claim(new Date(clock + i * 500), pace, emails)),
        );
        got.forEach((n, i) => (claimed[i]! += n));
        if (got[0] === 0 && got[1] === 0) break;
      }
      // Both took a share; together every recipient, each once.
      expect(claimed[0]).toBeGreaterThan(0);
      expect(claimed[1]).toBeGreaterThan(0);
      expect(claimed[0]! + claimed[1]!).toBe(120);
      const queued = (await a!.outbox.list('pending')).filter((e) => e.subject === 'Twice?');
      expect(new Set(queued.map((e) => e.recipient)).size).toBe(120);
      expect(queued).toHaveLength(120);
      expect((await a!.campaigns.get(campaign.id))!).toMatchObject({
        status: 'sent',
        counts: { recipients: 120, queued: 120 },
      });
    } finally {
      for (const store of stores) await store.close();
      await database.dispose();
    }
  });
});
