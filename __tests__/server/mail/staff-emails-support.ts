// Helpers of the back office's Emails API tests (staff-emails-list and staff-emails-retry): a
// server on a fresh database whose emails go to a test SMTP server (two attempts, a second apart),
// its clock the test moves, its log kept, a staff member, and the calls the tests make. The worker
// is driven with drain() and the clock; nothing sleeps.

import type { StaffEmail } from '../../../src/api/types';
import { type TestServer, call, startServer } from '../helpers';
import type { TestSmtp } from '../smtp';
import { newStaff } from '../staff-support';
import type { FreshDatabase } from '../stores';

// A minute ahead of the wall clock, which stamps queued emails: they are due at once.
let clock = new Date();
const now = () => clock;
export const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

// The shape the site reads (src/api/types.ts).
export interface EmailPage {
  items: StaffEmail[];
  total: number;
  next: string | null;
  pageSize: number;
  failed: number;
}

export interface EmailServer {
  server: TestServer;
  staff: { token: string; email: string };
  /** What the server logged (at level info). */
  logLines: string[];
}

/** A server on `database` sending through `smtpUrl`, with a staff member; its outbox empty. */
export async function startEmailServer(
  database: FreshDatabase,
  smtpUrl: string,
): Promise<EmailServer> {
  clock = new Date(Date.now() + 60_000);
  const logLines: string[] = [];
  const server = await startServer({
    env: {
      ...database.env,
      SMTP_URL: smtpUrl,
      OUTBOX_RETRY_BASE_MS: '1000',
      OUTBOX_MAX_ATTEMPTS: '2',
      LOG_LEVEL: 'info',
    },
    app: { now, logStream: { write: (line) => void logLines.push(line) } },
  });
  const staff = await newStaff(server);
  // Each test starts with an empty outbox (not the staff account's welcome email).
  await database.query('DELETE FROM email_outbox RETURNING id');
  return { server, staff, logLines };
}

/** After each test: its server, its SMTP server and its database. */
export async function stopEmailServer(server: TestServer, smtp: TestSmtp, database: FreshDatabase) {
  await server.close();
  await smtp.close();
  await database.dispose();
}

/** The calls the tests make as the staff member of the server `current()` answers. */
export function emailCalls(current: () => Omit<EmailServer, 'logLines'>) {
  const get = async (query = '') => {
    const { server, staff } = current();
    const answer = await call(server, `/api/staff/emails${query}`, { token: staff.token });
    expect(answer.status).toBe(200);
    return answer.json as EmailPage;
  };
  /** Every due email tried until each is sent or failed (two attempts, a second apart). */
  const sendAll = async () => {
    const { server } = current();
    await server.app.outbox.drain();
    later(60_000);
    await server.app.outbox.drain();
  };
  return { get, sendAll };
}
