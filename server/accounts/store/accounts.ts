// Accounts (users), contact messages and the password writes (reset and change), written once for
// both databases. Writes that cause emails queue them in the same transaction (outbox.ts).

import type { Selectable } from 'kysely';
import type { Db, Executor, SqlDialect } from '../../db/dialect';
import { about } from '../../db/erasure';
import { insertOutboxRows } from '../../mail/outbox';
import { closePasswordLinks, insertLink, linkWrites, markVerified, linkRefusal } from './links';
import { changed, iso, isoOrNull, now } from '../../db/rows';
import type { Tables } from '../../db/tables';
import type { UsersTable } from '../tables';
import {
  type ContactMessage,
  type ContactMessagesRepository,
  type CredentialsRepository,
  DuplicateEmailError,
  normalizeEmail,
  type User,
  type UsersRepository,
} from '../../db/types';

const EMAIL_INDEX = 'users_email_normalized_unique';

const toUser = (row: Selectable<UsersTable>): User => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  name: row.name,
  phone: row.phone,
  address: row.address,
  role: row.role,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  tokenVersion: row.token_version,
  emailVerifiedAt: isoOrNull(row.email_verified_at),
  passwordExpiresAt: isoOrNull(row.password_expires_at),
});

const toContactMessage = (row: Selectable<Tables['contact_messages']>): ContactMessage => ({
  id: row.id,
  fullName: row.full_name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: iso(row.created_at),
});

const findUser = async (db: Executor, id: number) => {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row && toUser(row);
};

export function usersRepository(db: Db, dialect: SqlDialect): UsersRepository {
  return {
    async create(
      { email, passwordHash, name, passwordExpiresAt, emailVerifiedAt },
      emails = [],
      link,
    ) {
      const stamp = now();
      try {
        const row = await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('users')
            .values({
              email: email.trim(),
              email_normalized: normalizeEmail(email),
              password_hash: passwordHash,
              name,
              created_at: stamp,
              updated_at: stamp,
              password_expires_at: passwordExpiresAt?.toISOString() ?? null,
              email_verified_at: emailVerifiedAt?.toISOString() ?? null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          if (link) await insertLink(trx, { ...link, userId: inserted.id });
          await insertOutboxRows(trx, about('user', inserted.id, emails));
          return inserted;
        });
        return toUser(row);
      } catch (error) {
        if (dialect.isUniqueViolation(error, EMAIL_INDEX)) throw new DuplicateEmailError();
        throw error;
      }
    },
    async findByEmail(email) {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('email_normalized', '=', normalizeEmail(email))
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row && toUser(row);
    },
    findById: (id) => findUser(db, id),
    async updateProfile(id, changes) {
      const row = await db
        .updateTable('users')
        .set({
          ...(changes.name === undefined ? {} : { name: changes.name }),
          ...(changes.phone === undefined ? {} : { phone: changes.phone }),
          ...(changes.address === undefined ? {} : { address: changes.address }),
          updated_at: now(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toUser(row);
    },
  };
}

export function contactMessagesRepository(db: Db): ContactMessagesRepository {
  return {
    async insert({ fullName, email, subject, message }, emails = [], quote) {
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('contact_messages')
          .values({
            full_name: fullName,
            email,
            subject,
            message,
            created_at: now(),
            ...(quote ? { kind: 'quote' as const, quote: JSON.stringify(quote) } : {}),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await insertOutboxRows(trx, about('lead', inserted.id, emails));
        return inserted;
      });
      return toContactMessage(row);
    },
    async list() {
      const rows = await db.selectFrom('contact_messages').selectAll().orderBy('id').execute();
      return rows.map(toContactMessage);
    },
  };
}

/** Password, token version and open reset tokens, in the caller's transaction; the updated user. */
async function replacePassword(db: Executor, userId: number, passwordHash: string, at: string) {
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      password_expires_at: null,
      updated_at: at,
    }))
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  await closePasswordLinks(db, userId, at);
  return toUser(row);
}

export function credentialsRepository(db: Db, dialect: SqlDialect): CredentialsRepository {
  return {
    async createReset(link, email) {
      await db.transaction().execute(async (trx) => {
        await insertLink(trx, link);
        await insertOutboxRows(trx, about('user', link.userId, [email]));
      });
    },
    async findReset(tokenHash) {
      const row = await db
        .selectFrom('password_resets')
        .select(['user_id', 'expires_at', 'used_at', 'purpose'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return (
        row && {
          userId: row.user_id,
          expiresAt: iso(row.expires_at),
          usedAt: isoOrNull(row.used_at),
          purpose: row.purpose,
        }
      );
    },
    async resetPassword(tokenHash, passwordHash, at, emails) {
      return db.transaction().execute(async (trx) => {
        // Locked: two uses of one token at once wait for each other; the second sees it used.
        const row = await trx
          .selectFrom('password_resets')
          .select(['user_id', 'expires_at', 'used_at'])
          .where('token_hash', '=', tokenHash)
          .where('purpose', '!=', 'verify')
          .$if(dialect.forUpdate.enabled, (query) => query.forUpdate())
          .executeTakeFirst();
        const refused = linkRefusal(row, at);
        if (refused || !row) return refused ?? ({ status: 'unknown' } as const);
        const updated = await replacePassword(trx, row.user_id, passwordHash, at.toISOString());
        if (!updated) return { status: 'unknown' } as const;
        // The link reached the address: that verifies it.
        const verified = await markVerified(trx, updated, at);
        const user = verified ? { ...updated, emailVerifiedAt: at.toISOString() } : updated;
        await insertOutboxRows(trx, about('user', user.id, emails(user)));
        return { status: 'done', user } as const;
      });
    },
    async changePassword(userId, passwordHash, emails) {
      return db.transaction().execute(async (trx) => {
        const user = await replacePassword(trx, userId, passwordHash, now());
        if (user) await insertOutboxRows(trx, about('user', user.id, emails));
        return user;
      });
    },
    async upgradeHash(userId, previousHash, passwordHash) {
      const result = await db
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', userId)
        .where('password_hash', '=', previousHash)
        .executeTakeFirst();
      return changed(result) === 1;
    },
    ...linkWrites(db, dialect),
  };
}
