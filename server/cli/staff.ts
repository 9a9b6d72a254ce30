// npm run staff -- add <email> | invite <email> [--role admin|editor] | role <email> admin|editor |
// remove <email> | list: staff accounts, from the server's own machine (the back office cannot
// make its first admin itself). A staff account is an admin (the whole back office; the default)
// or an editor (the site's content only: docs/security.md, roles). Uses the same settings as the
// server (DATA_DIR, or DATABASE_URL for PostgreSQL: see config.ts), so it changes the database the
// server uses. Each change is written to the audit log as made by "command line"; the last admin
// can be neither demoted nor removed.
//
// An address nobody has verified is never promoted as it stands: whoever signed up with it first
// would keep its password. `add` refuses it; `invite` clears its password, ends its sessions and
// queues a set-password link to the address (docs/security.md, email verification). An account
// `add` creates has its address verified: the operator typed it and vouches for it.

import { randomBytes } from 'node:crypto';
import { company } from '../../contract/values/company';
import { LIMITS, STAFF_ROLES, type StaffRole, isStaff } from '../../contract/values/constants';
import type { CompanyFactsData } from '../../contract/documents';
import { newLinkToken } from '../accounts/link-tokens';
import { type PasswordHasher, createPasswordHasher } from '../accounts/passwords';
import { loadConfig } from '../config';
import { type Actor, type DataStore, LastAdminError, openDataStore, type User } from '../db';
import { INVITE_LINK_HOURS } from '../mail/content';
import { createEmails, type Emails } from '../mail/emails';
import { createSealer } from '../mail/seal';

export const COMMAND_LINE: Actor = { id: null, email: 'command line' };

export const USAGE = [
  'Usage: npm run staff -- invite <email> [--role admin|editor]',
  '         make an account staff (creating it if needed) and email it a link to choose its',
  '         password (24 hours)',
  '       npm run staff -- add <email> [--role admin|editor]',
  '         make a verified account staff, or create one with a one-time password (24 hours;',
  '         for installs without mail) and its address verified: you vouch for it',
  "       npm run staff -- role <email> admin|editor   change a staff account's role",
  '       npm run staff -- remove <email>              make a staff account a member again',
  '       npm run staff -- list                        list the staff accounts and their roles',
  "An admin may use the whole back office (the default); an editor only the site's content.",
].join('\n');

/** How long a one-time password printed by `add` works; it must be changed at first login. */
export const ONE_TIME_PASSWORD_HOURS = 24;
const HOUR_MS = 3600_000;

export const unverifiedRefusal = (email: string) =>
  `${email} has not verified its email address, so whoever signed up with it may not be its ` +
  `owner. Use "npm run staff -- invite ${email}": it clears the password, ends the account's ` +
  'sessions and emails the address a link to choose a new one.';

export interface StaffCommandIo {
  store: DataStore;
  passwords: PasswordHasher;
  /** Composes the invitation email (queued in the outbox; the server sends it). */
  emails: Emails;
  out(line: string): void;
  err(line: string): void;
  /** The clock of link and one-time password expiry; default: now. */
  now?: () => Date;
}

const defaultName = (email: string): string =>
  (email.split('@')[0] ?? email).slice(0, LIMITS.name) || email;

/**
 * A new account, with its audit row. `add` makes it with a one-time password and its address
 * verified: the operator typed the address and hands the password to its owner in person, so the
 * command line vouches for it (an installation without email could not send a confirmation link
 * anyway). `invite` leaves it unverified until its emailed link is used.
 */
async function createAccount(
  io: StaffCommandIo,
  email: string,
  how: 'add' | 'invite',
  password?: { hash: string; expiresAt: Date; verifiedAt: Date },
): Promise<User> {
  const user = await io.store.users.create({
    email,
    passwordHash: password?.hash ?? '',
    name: defaultName(email),
    passwordExpiresAt: password?.expiresAt,
    emailVerifiedAt: password?.verifiedAt,
  });
  await io.store.staff.audit.record(
    {
      action: 'user.created',
      entity: 'user',
      entityId: user.id,
      after: {
        email: user.email,
        by: `npm run staff -- ${how}`,
        oneTimePassword: Boolean(password),
        emailVerified: Boolean(password),
      },
    },
    COMMAND_LINE,
  );
  return user;
}

/** Gives an account a role; false (and why, on err) when it would leave no admin. */
async function setRole(io: StaffCommandIo, user: User, role: StaffRole | 'member') {
  try {
    await io.store.staff.accounts.setRole(user.id, role, COMMAND_LINE);
    return true;
  } catch (error) {
    if (!(error instanceof LastAdminError)) throw error;
    io.err(error.message);
    return false;
  }
}

/** invite: see the file's head. */
async function invite(
  io: StaffCommandIo,
  email: string,
  role: StaffRole,
  now: Date,
): Promise<number> {
  let user = await io.store.users.findByEmail(email);
  if (user && user.emailVerifiedAt !== null) {
    if (!(await setRole(io, user, role))) return 1;
    io.out(
      `${user.email} has a verified email address: it is staff now (${role}), with its own ` +
        'password.',
    );
    io.out('No email was sent. The back office is at /staff.');
    return 0;
  }
  const existed = Boolean(user);
  user ??= await createAccount(io, email, 'invite');
  const { token, tokenHash } = newLinkToken();
  await io.store.credentials.invite(
    {
      userId: user.id,
      tokenHash,
      expiresAt: new Date(now.getTime() + INVITE_LINK_HOURS * HOUR_MS),
    },
    io.emails.staffInvitation(user.email, token),
    COMMAND_LINE,
  );
  if (!(await setRole(io, user, role))) return 1;
  io.out(
    existed
      ? `${user.email} had not verified its email address: its password is cleared and its ` +
          'sessions have ended.'
      : `Created the account ${user.email}, without a password.`,
  );
  io.out(
    `${user.email} is staff now (${role}). A link to choose a password (it works once, for ` +
      `${INVITE_LINK_HOURS} hours, and verifies the address) is in the outbox: the server sends it.`,
  );
  return 0;
}

const looksLikeEmail = (text: string): boolean =>
  text.length <= LIMITS.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/** A command as typed: its name, its address and the role it names (undefined: malformed). */
function parse(args: string[]) {
  const [command, email, ...rest] = args;
  const roleOf = (word: string | undefined) =>
    STAFF_ROLES.find((role) => role === word) ?? (word === undefined ? 'default' : undefined);
  let role: StaffRole | 'default' | undefined;
  if (command === 'add' || command === 'invite') {
    const option = rest.join('=');
    role = rest.length === 0 ? 'default' : roleOf(/^--role=(.+)$/.exec(option)?.[1] ?? '');
  } else if (command === 'role') {
    role = rest.length === 1 ? roleOf(rest[0]) : undefined;
  } else if (command === 'remove') {
    role = rest.length === 0 ? 'default' : undefined;
  }
  if (!email || role === undefined) return undefined;
  return { command, email, role: role === 'default' ? ('admin' as const) : role };
}

/** list: every editor and admin, oldest first. */
async function list(io: StaffCommandIo): Promise<number> {
  const staff = await io.store.staff.accounts.listStaff();
  if (staff.length === 0) io.out('No staff accounts yet: npm run staff -- add <email>');
  for (const account of staff)
    io.out(`${account.email}\t${account.role}\t${account.name}\tsince ${account.createdAt}`);
  return 0;
}

/** Runs one command; resolves to the process's exit code. */
export async function runStaffCommand(args: string[], io: StaffCommandIo): Promise<number> {
  if (args[0] === 'list' && args.length === 1) return list(io);
  const parsed = parse(args);
  if (!parsed) {
    io.err(USAGE);
    return 2;
  }
  const { command, email, role } = parsed;
  if (!looksLikeEmail(email)) {
    io.err(`"${email}" is not an email address.`);
    return 2;
  }

  const now = io.now?.() ?? new Date();
  if (command === 'invite') return invite(io, email, role, now);
  let user = await io.store.users.findByEmail(email);
  if (command === 'remove' || command === 'role') {
    if (!user) {
      io.err(`No account has the email ${email}.`);
      return 1;
    }
    if (command === 'role' && !isStaff(user.role)) {
      io.err(`${user.email} is not staff: make it staff with add or invite (and --role ${role}).`);
      return 1;
    }
    if (!(await setRole(io, user, command === 'role' ? role : 'member'))) return 1;
    io.out(
      command === 'role'
        ? `${user.email} is ${role === 'admin' ? 'an admin' : 'an editor'} now.`
        : `${user.email} is a member now, no longer staff.`,
    );
    return 0;
  }

  if (user && user.emailVerifiedAt === null && !isStaff(user.role)) {
    io.err(unverifiedRefusal(user.email));
    return 1;
  }
  if (!user) {
    const password = randomBytes(12).toString('base64url');
    user = await createAccount(io, email, 'add', {
      hash: await io.passwords.hash(password),
      expiresAt: new Date(now.getTime() + ONE_TIME_PASSWORD_HOURS * HOUR_MS),
      verifiedAt: now,
    });
    io.out(
      `Created the account ${user.email}. Its one-time password (shown only now): ${password}`,
    );
    io.out(
      'Its address counts as verified, since you vouch for it: no confirmation email is sent.',
    );
    io.out(
      'Give it to its owner through a private channel; they log in with it at /login within ' +
        `${ONE_TIME_PASSWORD_HOURS} hours and must then choose their own password.`,
    );
  }
  if (!(await setRole(io, user, role))) return 1;
  io.out(`${user.email} is staff now (${role}): the back office is at /staff.`);
  return 0;
}

/** The command line entry (npm run staff: scripts/cli.mjs). */
export async function main(args: string[]): Promise<number> {
  const config = loadConfig(process.env);
  const store = await openDataStore(config);
  try {
    // The invitation is signed with the company's facts as published now.
    const facts = (await store.documents.get('company'))?.published as CompanyFactsData | undefined;
    return await runStaffCommand(args, {
      store,
      passwords: createPasswordHasher(config.passwordHashing),
      emails: createEmails(config.mail, createSealer(config.jwtSecret), () => facts ?? company),
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await store.close();
  }
}
