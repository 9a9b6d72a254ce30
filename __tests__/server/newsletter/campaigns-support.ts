// Helpers of the newsletter campaigns' tests (campaigns-*.test.ts): one server per database whose
// emails go to a real SMTP server (smtp.ts) and whose clock the test moves, its admin (with a
// verified address: a test email goes there), and the calls the tests make as that admin.

import { fromParagraphs } from '../../../contract/rich-text';
import { call, type TestServer, startServer, uniqueEmail } from '../helpers';
import { verifyAddress } from '../link-support';
import { startSmtp, type TestSmtp } from '../smtp';
import { newStaff } from '../staff-support';
import type { FreshDatabase, StoreHarness } from '../stores';

export const note = (text: string) => ({ kind: 'note', body: fromParagraphs(text) });

export interface CampaignServer {
  database: FreshDatabase;
  server: TestServer;
  smtp: TestSmtp;
  admin: { email: string; token: string };
}

/** A fresh database, an SMTP server, a server on both whose clock is `now()`, and its admin. */
export async function startCampaignServer(
  harness: StoreHarness,
  now: () => Date,
): Promise<CampaignServer> {
  const database = await harness.fresh();
  const smtp = await startSmtp();
  const server = await startServer({
    // 600 a minute: one email every 100 ms, at most 20 claimed in a round.
    env: { ...database.env, SMTP_URL: smtp.url, NEWSLETTER_RATE_PER_MINUTE: '600' },
    app: { now },
  });
  const admin = await newStaff(server, 'campaigner');
  await verifyAddress(server, admin.email);
  return { database, server, smtp, admin };
}

export async function stopCampaignServer({ database, server, smtp }: CampaignServer) {
  await server.close();
  await smtp.close();
  await database.dispose();
}

/** The calls the tests make as the admin of what `current()` answers, at the test's `clock()`. */
export function campaignCalls(current: () => CampaignServer, clock: () => number) {
  const staff = (path: string, options: Parameters<typeof call>[2] = {}) =>
    call(current().server, `/api/staff/newsletter/campaigns${path}`, {
      token: current().admin.token,
      ...options,
    });

  /** Confirmed subscribers, by an import that states their consent; their addresses. */
  const subscribers = async (prefix: string, count: number, topics = '') => {
    const emails = Array.from({ length: count }, () => uniqueEmail(prefix));
    const csv = `email,topics\n${emails.map((e) => `${e},${topics}`).join('\n')}\n`;
    const answer = await call(current().server, '/api/staff/newsletter/subscribers/import', {
      token: current().admin.token,
      json: { csv, consentSource: 'Signed up at the conference stand, 2026-11' },
    });
    expect(answer.status).toBe(200);
    return emails;
  };

  const create = async (audience: object, text = 'What we learnt this month.') => {
    const answer = await staff('', {
      json: { subject: 'Our November insights', source: note(text), audience },
    });
    expect(answer.status).toBe(201);
    return answer.json as { id: number };
  };

  /** A round of the sender at the test's clock, then the outbox until nothing is due. */
  const deliver = async () => {
    const { server } = current();
    const queued = await server.app.campaigns.sender.runOnce(new Date(clock()));
    await server.app.outbox.drain();
    return queued;
  };
  /** How many a campaign to `topic` would reach now, as the back office shows it. */
  const audience = async (topic: string) => {
    const { server, admin } = current();
    const answer = await call(server, `/api/staff/newsletter/subscribers/audience?topic=${topic}`, {
      token: admin.token,
    });
    return (answer.json as { confirmed: number }).confirmed;
  };
  const counts = async (id: number) =>
    ((await staff(`/${id}`)).json as { counts: Record<string, number> }).counts;
  /** The campaigns' emails `email` received (not its confirmation nor its welcome). */
  const receivedBy = (email: string, subject = 'Our November insights') =>
    current().smtp.received.filter(
      (mail) => mail.subject === subject && mail.to && JSON.stringify(mail.to).includes(email),
    );
  return { staff, subscribers, create, deliver, audience, counts, receivedBy };
}
