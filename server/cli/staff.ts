// npm run staff -- add <email> | remove <email> | list: staff accounts, from the server's own
// machine (the back office cannot make its first staff account itself). Uses the same settings as
// the server (DATA_DIR, or DATABASE_URL for PostgreSQL: see config.ts), so it changes the database
// the server uses. Each change is written to the audit log as made by "command line".

import { randomBytes } from 'node:crypto';
import { LIMITS } from '../../contract/constants';
import { type PasswordHasher, createPasswordHasher } from '../auth/passwords';
import { loadConfig } from '../config';
import { type Actor, type DataStore, LastStaffError, openDataStore } from '../db';

export const COMMAND_LINE: Actor = { id: null, email: 'command line' };

export const USAGE = [
  'Usage: npm run staff -- add <email>     make an account staff (creating it if needed)',
  '       npm run staff -- remove <email>  make a staff account a member again',
  '       npm run staff -- list            list the staff accounts',
].join('\n');

export interface StaffCommandIo {
  store: DataStore;
  passwords: PasswordHasher;
  out(line: string): void;
  err(line: string): void;
}

const looksLikeEmail = (text: string): boolean =>
  text.length <= LIMITS.email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/** Runs one command; resolves to the process's exit code. */
export async function runStaffCommand(args: string[], io: StaffCommandIo): Promise<number> {
  const [command, email, ...rest] = args;
  if (command === 'list' && email === undefined) {
    const staff = await io.store.staff.accounts.listStaff();
    if (staff.length === 0) io.out('No staff accounts yet: npm run staff -- add <email>');
    for (const account of staff)
      io.out(`${account.email}\t${account.name}\tsince ${account.createdAt}`);
    return 0;
  }
  if ((command !== 'add' && command !== 'remove') || !email || rest.length > 0) {
    io.err(USAGE);
    return 2;
  }
  if (!looksLikeEmail(email)) {
    io.err(`"${email}" is not an email address.`);
    return 2;
  }

  let user = await io.store.users.findByEmail(email);
  if (command === 'remove') {
    if (!user) {
      io.err(`No account has the email ${email}.`);
      return 1;
    }
    try {
      await io.store.staff.accounts.setRole(user.id, 'member', COMMAND_LINE);
    } catch (error) {
      if (!(error instanceof LastStaffError)) throw error;
      io.err(error.message);
      return 1;
    }
    io.out(`${user.email} is a member now, no longer staff.`);
    return 0;
  }

  if (!user) {
    const password = randomBytes(12).toString('base64url');
    user = await io.store.users.create({
      email,
      passwordHash: await io.passwords.hash(password),
      name: email.split('@')[0] ?? email,
    });
    io.out(
      `Created the account ${user.email}. Its one-time password (shown only now): ${password}`,
    );
    io.out('Give it to its owner through a private channel; they log in with it at /login.');
  }
  await io.store.staff.accounts.setRole(user.id, 'staff', COMMAND_LINE);
  io.out(`${user.email} is staff now: the back office is at /staff.`);
  return 0;
}

/** The command line entry (scripts/staff.mjs). */
export async function main(args: string[]): Promise<number> {
  const config = loadConfig(process.env);
  const store = await openDataStore(config);
  try {
    return await runStaffCommand(args, {
      store,
      passwords: createPasswordHasher(config.passwordHashing),
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await store.close();
  }
}
