// The leads' figures (over real HTTP and at a given clock), the daily digest (once per owner per
// day, however often and from however many instances it runs, never before its hour), and the
// digest's email.

import { createSealer } from '../../../server/mail/seal';
import { DIGEST_HOUR } from '../../../server/platform/digests';
import { type TestServer, call, startServer } from '../helpers';
import { seedLeads } from './lead-support';
import { newStaff } from '../staff-support';

let server: TestServer;
let admin: { token: string; id: number; email: string };

beforeAll(async () => {
  server = await startServer();
  admin = await newStaff(server, 'admin');
});
afterAll(() => server.close());

describe('the figures', () => {
  it('counts new leads per week, the win rate and the median time to a first reply', async () => {
    // Wednesday 2026-11-25, noon: this week starts Monday 2026-11-23, the first of eight on
    // Monday 2026-10-05.
    const now = new Date('2026-11-25T12:00:00.000Z');
    const at = (day: string, hour = 9) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const hoursLater = (iso: string, hours: number) =>
      new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
    const thisWeek = at('2026-11-23');
    const lastWeek = at('2026-11-18');
    const firstWeek = at('2026-10-05', 0);
    await seedLeads(server, [
      { createdAt: at('2026-10-04', 23), stage: 'won' }, // before the eight weeks
      { createdAt: firstWeek, stage: 'won', firstReplyAt: hoursLater(firstWeek, 1) },
      { createdAt: lastWeek, stage: 'lost', firstReplyAt: hoursLater(lastWeek, 3) },
      { createdAt: lastWeek, stage: 'won', firstReplyAt: hoursLater(lastWeek, 10) },
      { createdAt: thisWeek, stage: 'contacted', firstReplyAt: hoursLater(thisWeek, 5) },
      { createdAt: thisWeek },
    ]);
    const stats = await server.app.store.leads.stats(now);
    expect(stats.weeks).toHaveLength(8);
    expect(stats.weeks[0]).toEqual({ weekOf: '2026-10-05', count: 1 });
    expect(stats.weeks[6]).toEqual({ weekOf: '2026-11-16', count: 2 });
    expect(stats.weeks[7]).toEqual({ weekOf: '2026-11-23', count: 2 });
    expect(stats.weeks.slice(1, 6).every((w) => w.count === 0)).toBe(true);
    expect(stats).toMatchObject({ won: 2, lost: 1, winRate: 2 / 3 });
    // 1, 3, 5 and 10 hours: the median is between 3 and 5.
    expect(stats.medianFirstReplyHours).toBe(4);

    const answer = await call(server, '/api/staff/leads/stats', { token: admin.token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ weeks: expect.any(Array), won: expect.any(Number) });
    const editor = await newStaff(server, 'editor', 'editor');
    expect((await call(server, '/api/staff/leads/stats', { token: editor.token })).status).toBe(
      403,
    );
  });
});

describe('the daily digest', () => {
  const digestsTo = async (email: string) =>
    (await server.app.store.outbox.list('pending')).filter(
      (e) => e.kind === 'lead-digest' && e.recipient === email,
    );

  it('goes once a day to each admin with follow-ups due, from its hour on', async () => {
    const ann = await newStaff(server, 'ann');
    const bob = await newStaff(server, 'bob');
    const editor = await newStaff(server, 'ed', 'editor');
    await seedLeads(server, [
      { fullName: 'Overdue One', ownerId: ann.id, followUpOn: '2027-03-01', subject: 'Old' },
      { fullName: 'Today Two', ownerId: ann.id, followUpOn: '2027-03-02', subject: 'Now' },
      { fullName: 'Future Three', ownerId: ann.id, followUpOn: '2027-03-03' },
      { fullName: 'Won Four', ownerId: ann.id, followUpOn: '2027-03-01', stage: 'won' },
      { fullName: 'Bob Five', ownerId: bob.id, followUpOn: '2027-03-02' },
      { fullName: 'Nobody Six', followUpOn: '2027-03-01' },
      // An editor cannot open leads: no digest (docs/security.md, "Leads").
      { fullName: 'Editor Seven', ownerId: editor.id, followUpOn: '2027-03-01' },
    ]);
    const day = (hour: number, date = '2027-03-02') =>
      new Date(`${date}T${String(hour).padStart(2, '0')}:30:00.000Z`);

    expect(await server.app.digests.runOnce(day(DIGEST_HOUR - 1))).toBe(0);
    expect(await digestsTo(ann.email)).toHaveLength(0);
    expect(await server.app.digests.runOnce(day(DIGEST_HOUR))).toBe(2);
    expect(await server.app.digests.runOnce(day(DIGEST_HOUR + 5))).toBe(0);
    expect(await digestsTo(ann.email)).toHaveLength(1);
    expect(await digestsTo(bob.email)).toHaveLength(1);
    expect(await digestsTo(editor.email)).toHaveLength(0);

    const [email] = await digestsTo(ann.email);
    const message = createSealer(server.config.jwtSecret).open(email!.payload);
    expect(message.subject).toBe('2 leads to follow up today');
    expect(message.text).toContain('Overdue One');
    expect(message.text).toContain('Today Two');
    expect(message.text).not.toContain('Future Three');
    expect(message.text).not.toContain('Won Four');
    expect(message.text).toContain(`/staff/leads?owner=${ann.id}`);

    // The next day, again (the follow-ups are still due).
    expect(await server.app.digests.runOnce(day(DIGEST_HOUR, '2027-03-03'))).toBe(2);
    expect(await digestsTo(ann.email)).toHaveLength(2);
  });

  it("records each owner's day once when instances race for it", async () => {
    const carl = await newStaff(server, 'carl');
    const email = { kind: 'lead-digest', recipient: carl.email, subject: 'x', payload: 'sealed' };
    const tries = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.app.store.leads.recordDigest(carl.id, '2027-04-01', email),
      ),
    );
    expect(tries.filter(Boolean)).toHaveLength(1);
    expect(await digestsTo(carl.email)).toHaveLength(1);
  });

  it('runs on its timer: from its hour, once that day, again the next', async () => {
    const dee = await newStaff(server, 'dee');
    await seedLeads(server, [{ fullName: 'Dee Due', ownerId: dee.id, followUpOn: '2027-06-01' }]);
    jest.useFakeTimers({
      now: new Date(`2027-06-01T0${DIGEST_HOUR - 1}:55:00.000Z`),
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    try {
      server.app.digests.start();
      await jest.advanceTimersByTimeAsync(4 * 60_000);
      expect(await digestsTo(dee.email)).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(20 * 60_000);
      expect(await digestsTo(dee.email)).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(12 * 3_600_000);
      expect(await digestsTo(dee.email)).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(12 * 3_600_000);
      expect(await digestsTo(dee.email)).toHaveLength(2);
    } finally {
      server.app.digests.stop();
      jest.useRealTimers();
    }
  });
});
