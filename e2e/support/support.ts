import { company } from '../../contract/values/company';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { SignJWT } from 'jose';
import { type ParsedMail, simpleParser } from 'mailparser';

// Helpers shared by the specs. The global setup passes the server's address, data folder and JWT
// secret through environment variables.

const env = (name: string): string => {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: the global setup (e2e/support/global-setup.ts) sets it`);
  return value;
};

export const siteOrigin = (): string => env('E2E_BASE_URL');

export const PASSWORD = 'correct horse battery staple';

export interface Account {
  email: string;
  password: string;
  token: string;
  userId: string;
  /** The server-side session the login opened (the token's `sid`). */
  sessionId: string;
}

/** A fresh address on the reserved example.com domain. */
export const uniqueEmail = (tag: string): string =>
  `e2e-${tag}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@example.com`;

/** Registers a new account through the API and logs it in, as a second device would. */
export async function createAccount(api: APIRequestContext, tag: string): Promise<Account> {
  const email = uniqueEmail(tag);
  const created = await api.post('/api/auth/create', { data: { email, password: PASSWORD } });
  expect(created.status(), await created.text()).toBe(201);
  const login = await api.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status(), 'login through the API').toBe(200);
  const token = (await login.text()).trim();
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    sid: string;
  };
  return { email, password: PASSWORD, token, userId: payload.sub, sessionId: payload.sid };
}

/**
 * A new account that verified its address with the emailed link, made staff with
 * `npm run staff -- add <email>` (which refuses an unverified address): an admin, or an editor.
 */
export async function staffAccount(
  page: Page,
  role: 'admin' | 'editor' = 'admin',
): Promise<Account> {
  const account = await createAccount(page.request, role === 'admin' ? 'staff' : 'editor');
  await verifyAddress(page.request, account.email);
  runStaff('add', account.email, '--role', role);
  return account;
}

/**
 * A token signed with the server's secret for `account`'s session, expiring `seconds` from now.
 */
export async function mintToken(account: Account, seconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: account.email, ver: 0, sid: account.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(account.userId)
    .setIssuedAt(Math.min(now, now + seconds - 60))
    .setExpirationTime(now + seconds)
    .sign(new TextEncoder().encode(env('E2E_JWT_SECRET')));
}

export interface ContactRow {
  full_name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

/** The contact messages the server stored for `email`, read straight from its SQLite file. */
export function storedContactMessages(email: string): ContactRow[] {
  const db = new Database(path.join(env('E2E_DATA_DIR'), 'kestrel.db'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return db
      .prepare(
        'SELECT full_name, email, subject, message, created_at FROM contact_messages WHERE email = ?',
      )
      .all(email) as ContactRow[];
  } finally {
    db.close();
  }
}

export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });

/** The nav's session controls, present (though maybe in the closed mobile menu) once the app runs. */
const sessionControl = (page: Page): Locator =>
  mainNav(page)
    .getByRole('link', { name: 'Login', exact: true, includeHidden: true })
    .or(mainNav(page).getByRole('button', { name: 'Logout', includeHidden: true }));

/**
 * Waits until the app is running (the prerendered markup is shown before the script takes over):
 * the session check has ended, so the nav holds Login or Logout, and the page's h1 is visible.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(sessionControl(page)).toBeAttached();
  await expect(page.locator('main h1').first()).toBeVisible();
}

/**
 * The addresses of a lazily loaded chunk's files (its scripts and style sheets), from the build's
 * manifest: the files are named by the chunk's id, not its name (webpack.config.ts).
 */
export function chunkFiles(name: string): string[] {
  const dist = path.resolve(__dirname, '../..', process.env.E2E_DIST_DIR ?? 'dist');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.site', 'manifest.json'), 'utf8'),
  ) as {
    chunks: Record<string, { js: string[]; css: string[] } | undefined>;
  };
  const files = manifest.chunks[name];
  if (!files) throw new Error(`The build has no chunk named ${name}`);
  return [...files.js, ...files.css];
}

/** Loads `path` and waits for the app and the page's heading. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForApp(page);
  return response;
}

export async function expectLoggedIn(page: Page): Promise<void> {
  const nav = mainNav(page);
  await expect(nav.getByRole('button', { name: 'Logout', includeHidden: true })).toBeAttached();
  await expect(nav.getByRole('link', { name: 'Your profile', includeHidden: true })).toBeAttached();
  await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
}

export async function expectLoggedOut(page: Page): Promise<void> {
  const nav = mainNav(page);
  await expect(
    nav.getByRole('link', { name: 'Login', exact: true, includeHidden: true }),
  ).toBeAttached();
  await expect(nav.getByRole('link', { name: 'Signup', includeHidden: true })).toBeAttached();
  await expect(nav.getByRole('button', { name: 'Logout', includeHidden: true })).toHaveCount(0);
}

export const storedToken = (page: Page): Promise<string | null> =>
  page.evaluate(() => window.localStorage.getItem('token'));

/** Puts `token` in the page's localStorage (the page must be on the site) and reloads. */
export async function startWithToken(page: Page, token: string): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
  await page.reload();
  await waitForApp(page);
}

/** What the specs use of the built server's mail modules (build/server/mail/). */
interface BuiltMail {
  createSealer(secret: Uint8Array): unknown;
  createEmails(
    settings: { from: string; contactInbox: string; publicUrl: string },
    sealer: unknown,
    facts: () => typeof company,
  ): { welcome(to: string): { kind: string; recipient: string; subject: string; payload: string } };
}

/**
 * A failed email in the server's outbox, as the worker leaves one after its last attempt: a real
 * welcome email to `to`, sealed with the server's secret by the built server's own code (so that
 * sending it again delivers it), written straight to its SQLite file. Returns its id.
 */
export function seedFailedEmail(to: string): number {
  const root = path.resolve(__dirname, '../..');
  const entry = path.resolve(root, process.env.E2E_SERVER_ENTRY ?? 'build/server/index.js');
  const load = createRequire(entry);
  const { createSealer } = load('./mail/seal.js') as BuiltMail;
  const { createEmails } = load('./mail/emails.js') as BuiltMail;
  const sealer = createSealer(new TextEncoder().encode(env('E2E_JWT_SECRET')));
  const email = createEmails(
    {
      from: 'Kestrel Software <support@kestrel.example>',
      contactInbox: to,
      publicUrl: siteOrigin(),
    },
    sealer,
    () => company,
  ).welcome(to);
  const db = new Database(path.join(env('E2E_DATA_DIR'), 'kestrel.db'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const at = new Date().toISOString();
    const row = db
      .prepare(
        `INSERT INTO email_outbox
           (kind, recipient, subject, payload, status, attempts, next_attempt_at, last_error, created_at)
         VALUES (?, ?, ?, ?, 'failed', 8, ?, 'connect ECONNREFUSED 127.0.0.1:587', ?)
         RETURNING id`,
      )
      .get(email.kind, email.recipient, email.subject, email.payload, at, at) as { id: number };
    return row.id;
  } finally {
    db.close();
  }
}

/**
 * The newest email of `kind` to `to` that the server wrote to DATA_DIR/outbox (no SMTP_URL in the
 * tests), parsed, whose subject holds `subject` when given; waits up to `timeoutMs` for it.
 */
export async function readOutboxEmail(
  kind: string,
  to: string,
  timeoutMs = 10_000,
  subject = '',
): Promise<ParsedMail> {
  const dir = path.join(env('E2E_DATA_DIR'), 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    const files = names
      .filter((name) => name.endsWith(`-${kind}.eml`))
      .sort()
      .reverse();
    for (const name of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, name)));
      const recipients = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address));
      if (recipients.includes(to) && (mail.subject ?? '').includes(subject)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no ${kind} email to ${to} in ${dir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `npm run staff -- ...`, as the operator runs it on the server's machine; its output. */
export function runStaff(...args: string[]): string {
  const root = path.resolve(__dirname, '../..');
  const entry = path.resolve(root, process.env.E2E_SERVER_ENTRY ?? 'build/server/index.js');
  const cli = path.join(path.dirname(entry), 'cli', 'staff.js');
  return execFileSync(
    process.execPath,
    [
      '-e',
      `require(${JSON.stringify(cli)}).main(${JSON.stringify(args)}).then((c) => process.exit(c))`,
    ],
    {
      env: {
        ...process.env,
        DATA_DIR: env('E2E_DATA_DIR'),
        JWT_SECRET: env('E2E_JWT_SECRET'),
        // The server's own settings: its links name the site's address.
        PUBLIC_URL: siteOrigin(),
        LOG_LEVEL: 'silent',
      },
      timeout: 30_000,
      encoding: 'utf8',
    },
  );
}

/** The link of the newest `kind` email to `to` whose path is `pathname`, as its reader follows it. */
export async function emailedLink(kind: string, to: string, pathname: string): Promise<string> {
  const mail = await readOutboxEmail(kind, to);
  const link = new RegExp(`https?://\\S+${pathname}\\?token=[A-Za-z0-9_-]+`).exec(mail.text ?? '');
  if (!link) throw new Error(`no ${pathname} link in the ${kind} email to ${to}`);
  return link[0];
}

/** Verifies `email` with the link of its verification email, through the API. */
export async function verifyAddress(api: APIRequestContext, email: string): Promise<void> {
  const link = await emailedLink('email-verification', email, '/verify-email');
  const token = new URL(link).searchParams.get('token');
  const answer = await api.post('/api/auth/verify-email', { data: { token } });
  expect(answer.status(), await answer.text()).toBe(200);
}
