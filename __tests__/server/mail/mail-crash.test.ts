// Nothing queued is lost across a crash: a real server process (server/index.ts) queues a
// contact message's two emails while its SMTP server refuses them, is killed with SIGKILL in the
// middle of its retries, and a new process on the same data sends both once SMTP accepts.
// At least once: the test counts arrivals per kind, not exact copies.

import fsp from 'node:fs/promises';
import { runServer, sleep, waitForUrl } from '../child';
import { makeTempRoot } from '../helpers';
import { startSmtp, type TestSmtp } from '../smtp';

jest.setTimeout(90_000);

const CONTACT = {
  fullName: 'Crash Test',
  email: 'crash@example.com',
  subject: 'Survives',
  message: 'Queued before the crash',
};

/** Waits until `check` holds, polling every 50 ms, for at most `ms`. */
async function until(ms: number, check: () => boolean): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await sleep(50);
  }
  return check();
}

let root: string;
let smtp: TestSmtp;

beforeEach(async () => {
  root = await makeTempRoot();
  smtp = await startSmtp();
});

afterEach(async () => {
  await smtp.close();
  await fsp.rm(root, { recursive: true, force: true });
});

it('emails queued before a kill -9 are sent after the restart', async () => {
  const env = {
    SMTP_URL: smtp.url,
    CONTACT_INBOX: 'inbox@kestrel.example',
    OUTBOX_POLL_MS: '50',
    OUTBOX_RETRY_BASE_MS: '20',
    OUTBOX_RETRY_MAX_MS: '100',
    OUTBOX_MAX_ATTEMPTS: '100',
    OUTBOX_LEASE_MS: '1000',
  };
  smtp.reject = true;
  const first = runServer(root, env);
  try {
    const url = await waitForUrl(first);
    const answer = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CONTACT),
    });
    expect(answer.status).toBe(201);
    // Both emails refused at least twice: the worker is in the middle of its retries.
    expect(await until(10_000, () => smtp.refused >= 4)).toBe(true);
  } finally {
    first.child.kill('SIGKILL');
    await first.exit;
  }
  expect(smtp.received).toHaveLength(0);

  smtp.reject = false;
  const second = runServer(root, env);
  try {
    await waitForUrl(second);
    // At most the lease (1 s) plus a few polls.
    expect(await until(20_000, () => smtp.received.length >= 2)).toBe(true);
    const kinds = new Set(smtp.received.map((m) => m.subject));
    expect(kinds).toEqual(
      new Set(['Contact form: Survives', 'We received your message: Survives']),
    );
  } finally {
    second.child.kill('SIGTERM');
    await second.exit;
  }
});
