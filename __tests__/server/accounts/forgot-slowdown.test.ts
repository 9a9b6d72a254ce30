// "Forgot password" past the per-email cap (issue 22, item 8): a stranger who keeps asking for
// someone's address slows the emails down but cannot stop them. Past FORGOT_EMAIL_MAX in an hour,
// one request per FORGOT_EMAIL_SLOW_MINUTES still sends a link, and the link always goes to the
// account's own address: its owner always has one sent within the last 15 minutes (valid for
// 30), and gets one at once when nobody else asked. Time is moved with the app's injectable clock.

import { createMemoryCounterStore } from '../../../server/security/counter-store';
import { createSealer } from '../../../server/mail/seal';
import { FORGOT_ACCEPTED, forgotSlowed } from '../../../server/accounts/password-reset';
import { type TestServer, call, newUser, startServer } from '../helpers';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const MINUTE = 60_000;
const SLOWED = forgotSlowed(15 * MINUTE);

/** The reset emails queued so far for `email`, oldest first, with their links' tokens. */
async function resetLinks(server: TestServer, email: string): Promise<string[]> {
  const sealer = createSealer(server.config.jwtSecret);
  return (await server.app.store.outbox.list('pending'))
    .filter((row) => row.kind === 'password-reset' && row.recipient === email)
    .sort((a, b) => a.id - b.id)
    .map(
      (row) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(sealer.open(row.payload).text)![1]!,
    );
}

describe('a stranger asking for one address every minute for two hours', () => {
  let clock = Date.parse('2026-11-24T08:00:00Z');
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      env: { FORGOT_EMAIL_MAX: '3', FORGOT_EMAIL_SLOW_MINUTES: '15' },
      app: {
        counters: createMemoryCounterStore({ now: () => clock }),
        now: () => new Date(clock),
      },
    });
  });
  afterAll(() => server.close());

  const ask = (email: string) => call(server, '/api/auth/forgot', { json: { email } });

  it('slows the links to one per 15 minutes, never stops them, and the owner resets', async () => {
    const { email } = await newUser(server, 'target');
    const sentAt: number[] = [];
    let owner: Awaited<ReturnType<typeof ask>> | undefined;
    const start = clock;
    for (let minute = 0; minute < 120; minute += 1) {
      const before = (await resetLinks(server, email)).length;
      const answer = await ask(email);
      if ((await resetLinks(server, email)).length > before) sentAt.push((clock - start) / MINUTE);
      if (answer.status === 202) expect(answer.json).toEqual({ message: FORGOT_ACCEPTED });
      else {
        expect(answer.status).toBe(429);
        expect(answer.json).toEqual({ message: expect.stringMatching(/^Too many password/) });
      }
      // The owner asks half a minute after one of the stranger's requests took the slot.
      if (minute === 47) {
        clock += MINUTE / 2;
        owner = await ask(email);
        clock -= MINUTE / 2;
      }
      clock += MINUTE;
    }

    // Three at once, then one every 15 minutes: 7 in the first hour, never a gap over 15 min.
    expect(sentAt.slice(0, 8)).toEqual([0, 1, 2, 3, 18, 33, 48, 60]);
    expect(sentAt.filter((at) => at < 60)).toHaveLength(7);
    const gaps = sentAt.slice(1).map((at, i) => at - sentAt[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(15);
    expect(sentAt.at(-1)).toBeGreaterThanOrEqual(105);

    // The owner, told to wait, already has a link from the last 15 minutes, and it works.
    expect(owner?.status).toBe(429);
    expect(owner?.json).toEqual({ message: `${SLOWED} Try again in 30 seconds.` });
    expect(owner?.headers.get('retry-after')).toBe('30');
    const newest = (await resetLinks(server, email)).at(-1)!;
    const reset = await call(server, '/api/auth/reset', {
      json: { token: newest, password: 'a brand new secret 9' },
    });
    expect(reset.status).toBe(200);
  });

  it('the owner asking when nobody has taken the slot gets a link at once', async () => {
    const { email } = await newUser(server, 'owner');
    for (let i = 0; i < 3; i += 1) expect((await ask(email)).status).toBe(202);
    clock += 20 * MINUTE;
    const before = (await resetLinks(server, email)).length;
    expect((await ask(email)).status).toBe(202);
    expect(await resetLinks(server, email)).toHaveLength(before + 1);
  });
});

describe.each(STORE_TABLE)('past the cap, on %s (counted across instances)', (name, harness) => {
  let database: FreshDatabase;
  let servers: TestServer[];

  beforeAll(async () => {
    database = await harness.fresh();
    const env = { ...database.env, FORGOT_EMAIL_MAX: '2' };
    servers = [await startServer({ env })];
    // PostgreSQL: a second instance on the same database shares the counts.
    if (name === 'PostgreSQL') servers.push(await startServer({ env }));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database.dispose();
  });

  it('the first request past the cap still sends a link; the next answers 429 saying why', async () => {
    const { email } = await newUser(servers[0]!, 'capped');
    const on = (i: number) => servers[i % servers.length]!;
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await call(on(i), '/api/auth/forgot', { json: { email } })).status);
    }
    expect(statuses).toEqual([202, 202, 202]);
    expect(await resetLinks(servers[0]!, email)).toHaveLength(3);
    const slowed = await call(on(3), '/api/auth/forgot', { json: { email } });
    const wait = Number(slowed.headers.get('retry-after'));
    expect([slowed.status, slowed.json]).toEqual([
      429,
      { message: `${SLOWED} Try again in ${wait} seconds.` },
    ]);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await resetLinks(servers[0]!, email)).toHaveLength(3);
  });
});
