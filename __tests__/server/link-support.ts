// Helpers of the email verification and staff invitation tests: the token of the newest link
// queued for an address, read from its sealed email as the recipient would.

import { createSealer } from '../../server/mail/seal';
import { type TestServer, call, logIn, signUp, uniqueEmail } from './helpers';

/** The token of the newest `kind` email to `email` whose link goes to `path`; undefined if none. */
export async function linkToken(
  server: TestServer,
  kind: string,
  email: string,
  path: string,
): Promise<string | undefined> {
  const rows = await server.app.store.outbox.list('pending');
  const row = rows.filter((e) => e.kind === kind && e.recipient === email).pop();
  if (!row) return undefined;
  const text = createSealer(server.config.jwtSecret).open(row.payload).text;
  return new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
}

/** How many `kind` emails are queued for `email`. */
export async function countQueued(server: TestServer, kind: string, email: string) {
  const rows = await server.app.store.outbox.list('pending');
  return rows.filter((e) => e.kind === kind && e.recipient === email).length;
}

/** Verifies `email`'s account as its owner would: with the link of its verification email. */
export async function verifyAddress(server: TestServer, email: string): Promise<void> {
  const token = await linkToken(server, 'email-verification', email, '/verify-email');
  if (!token) throw new Error(`no verification email for ${email}`);
  const answer = await call(server, '/api/auth/verify-email', { json: { token } });
  if (answer.status !== 200) throw new Error(`verification failed: ${answer.status}`);
}

/** Signs up, verifies the address and logs in a new user; returns the email and the token. */
export async function newVerifiedUser(server: TestServer, prefix = 'user') {
  const email = uniqueEmail(prefix);
  await signUp(server, email);
  await verifyAddress(server, email);
  return { email, token: await logIn(server, email) };
}
