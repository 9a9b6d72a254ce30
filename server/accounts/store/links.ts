// Single-use links emailed to an account (the password_resets table, by purpose: a password
// reset, a staff invitation's set-password link, an email verification), and what using one
// does to the address's verification. Written once for both databases; accounts.ts's credentials
// repository uses these.

import type { Db, Executor, SqlDialect } from '../../db/dialect';
import { about } from '../../db/erasure';
import { insertOutboxRows } from '../../mail/outbox';
import { iso, now, writeAudit } from '../../db/rows';
import type { CredentialsRepository, NewLink } from '../../db/types';

/** Why a link's row can't be used at `at`, or undefined when it can. */
export function linkRefusal(
  row: { used_at: string | Date | null; expires_at: string | Date } | undefined,
  at: Date,
): { status: 'unknown' | 'used' | 'expired' } | undefined {
  if (!row) return { status: 'unknown' };
  if (row.used_at !== null) return { status: 'used' };
  if (new Date(iso(row.expires_at)).getTime() <= at.getTime()) return { status: 'expired' };
  return undefined;
}

/** Stores a link's hash on the caller's transaction. */
export async function insertLink(db: Executor, link: NewLink): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      token_hash: link.tokenHash,
      user_id: link.userId,
      expires_at: link.expiresAt.toISOString(),
      created_at: now(),
      purpose: link.purpose ?? 'reset',
    })
    .execute();
}

/** Closes the account's open password links (resets, invitations); verification links stay. */
export async function closePasswordLinks(db: Executor, userId: number, at: string): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('purpose', '!=', 'verify')
    .execute();
}

/**
 * Marks the address verified at `at` unless it already is, with its audit row (by the account
 * itself: it used a link sent to that address); true when it changed.
 */
export async function markVerified(
  db: Executor,
  user: { id: number; email: string; emailVerifiedAt: string | null },
  at: Date,
): Promise<boolean> {
  if (user.emailVerifiedAt !== null) return false;
  await db
    .updateTable('users')
    .set({ email_verified_at: at.toISOString() })
    .where('id', '=', user.id)
    .execute();
  await writeAudit(db, user, {
    action: 'user.verified',
    entity: 'user',
    entityId: user.id,
    after: { email: user.email },
  });
  return true;
}

export function linkWrites(
  db: Db,
  dialect: SqlDialect,
): Pick<CredentialsRepository, 'verifyEmail' | 'invite'> {
  return {
    async verifyEmail(tokenHash, at) {
      return db.transaction().execute(async (trx) => {
        // Locked: two uses of one link at once wait for each other; the second sees it used.
        const row = await trx
          .selectFrom('password_resets')
          .innerJoin('users', 'users.id', 'password_resets.user_id')
          .select(['user_id', 'expires_at', 'used_at', 'email', 'email_verified_at'])
          .where('token_hash', '=', tokenHash)
          .where('purpose', '=', 'verify')
          .$if(dialect.forUpdate.enabled, (query) => query.forUpdate())
          .executeTakeFirst();
        const refused = linkRefusal(row, at);
        if (refused || !row) return refused ?? ({ status: 'unknown' } as const);
        await trx
          .updateTable('password_resets')
          .set({ used_at: at.toISOString() })
          .where('token_hash', '=', tokenHash)
          .execute();
        const user = {
          id: row.user_id,
          email: row.email,
          emailVerifiedAt: row.email_verified_at === null ? null : iso(row.email_verified_at),
        };
        const changed = await markVerified(trx, user, at);
        return { status: 'done', userId: row.user_id, already: !changed } as const;
      });
    },
    async invite(link, email, actor) {
      await db.transaction().execute(async (trx) => {
        const at = now();
        const row = await trx
          .updateTable('users')
          .set((eb) => ({
            password_hash: '',
            password_expires_at: null,
            token_version: eb('token_version', '+', 1),
            updated_at: at,
          }))
          .where('id', '=', link.userId)
          .returning(['email'])
          .executeTakeFirstOrThrow();
        await closePasswordLinks(trx, link.userId, at);
        await insertLink(trx, { ...link, purpose: 'invite' });
        await insertOutboxRows(trx, about('user', link.userId, [email]));
        await writeAudit(trx, actor, {
          action: 'user.invited',
          entity: 'user',
          entityId: link.userId,
          after: { email: row.email, linkExpiresAt: link.expiresAt.toISOString() },
        });
      });
    },
  };
}
