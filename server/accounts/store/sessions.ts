// Sessions kept on the server and the staff second factor, written once for both databases. Every
// decision that two instances could race on is one conditional UPDATE (a session touched, a TOTP
// time step used, a recovery code used), so that it holds across instances sharing PostgreSQL.
// Changes to the second factor and "log out everywhere" write their audit row in the same
// transaction (rows.ts).

import type { Db } from '../../db/dialect';
import { changed, iso, isoOrNull, num, writeAudit } from '../../db/rows';
import type { SecondFactorRepository, SessionsRepository } from './session-types';

export function sessionsRepository(db: Db): SessionsRepository {
  return {
    async open(id, userId, at, staleBefore) {
      await db.transaction().execute(async (trx) => {
        // The account's sessions no token can name any more: ended, or older than a token lives.
        await trx
          .deleteFrom('sessions')
          .where('user_id', '=', userId)
          .where((eb) =>
            eb.or([eb('ended_at', 'is not', null), eb('created_at', '<', staleBefore)]),
          )
          .execute();
        await trx
          .insertInto('sessions')
          .values({ id, user_id: userId, created_at: at, last_seen_at: at })
          .execute();
      });
    },
    async find(id) {
      const row = await db
        .selectFrom('sessions')
        .select(['user_id', 'last_seen_at', 'ended_at'])
        .where('id', '=', id)
        .executeTakeFirst();
      return (
        row && {
          userId: row.user_id,
          lastSeenAt: iso(row.last_seen_at),
          endedAt: isoOrNull(row.ended_at),
        }
      );
    },
    async touch(id, at, seenBefore) {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: at })
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .where('last_seen_at', '<', seenBefore)
        .execute();
    },
    async end(id, at) {
      const result = await db
        .updateTable('sessions')
        .set({ ended_at: at })
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return changed(result) > 0;
    },
    async endAll(userId, at, actor) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('sessions')
          .set({ ended_at: at })
          .where('user_id', '=', userId)
          .where('ended_at', 'is', null)
          .executeTakeFirst();
        const ended = changed(result);
        await writeAudit(trx, actor, {
          action: 'auth.logout-everywhere',
          entity: 'user',
          entityId: userId,
          after: { sessionsEnded: ended },
        });
        return ended;
      });
    },
  };
}

export function secondFactorRepository(db: Db): SecondFactorRepository {
  return {
    async find(userId) {
      const row = await db
        .selectFrom('second_factors')
        .select(['secret', 'enabled_at', 'last_step'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return undefined;
      const unused = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return {
        secret: row.secret,
        enabledAt: isoOrNull(row.enabled_at),
        lastStep: row.last_step === null ? null : num(row.last_step),
        recoveryCodesLeft: num(unused?.n),
      };
    },
    async isEnabled(userId) {
      const row = await db
        .selectFrom('second_factors')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('enabled_at', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },
    async begin(userId, secret, at) {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('second_factors')
          .select('enabled_at')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (current && current.enabled_at !== null) return false;
        await trx.deleteFrom('second_factors').where('user_id', '=', userId).execute();
        await trx
          .insertInto('second_factors')
          .values({ user_id: userId, secret, created_at: at })
          .execute();
        return true;
      });
    },
    async enable(userId, step, codeHashes, at, actor) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('second_factors')
          .set({ enabled_at: at, last_step: step })
          .where('user_id', '=', userId)
          .where('enabled_at', 'is', null)
          .executeTakeFirst();
        if (changed(result) === 0) return false;
        await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
        await trx
          .insertInto('recovery_codes')
          .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
          .execute();
        await writeAudit(trx, actor, {
          action: 'auth.2fa-enrolled',
          entity: 'user',
          entityId: userId,
          after: { recoveryCodes: codeHashes.length },
        });
        return true;
      });
    },
    async useStep(userId, step) {
      const result = await db
        .updateTable('second_factors')
        .set({ last_step: step })
        .where('user_id', '=', userId)
        .where('enabled_at', 'is not', null)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst();
      return changed(result) > 0;
    },
    async useRecoveryCode(userId, codeHash, at, actor) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('recovery_codes')
          .set({ used_at: at })
          .where('user_id', '=', userId)
          .where('code_hash', '=', codeHash)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (changed(result) === 0) return false;
        await writeAudit(trx, actor, {
          action: 'auth.recovery-code-used',
          entity: 'user',
          entityId: userId,
        });
        return true;
      });
    },
    async remove(userId, actor) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom('second_factors')
          .where('user_id', '=', userId)
          .where('enabled_at', 'is not', null)
          .executeTakeFirst();
        if (changed(result) === 0) return false;
        await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
        await writeAudit(trx, actor, {
          action: 'auth.2fa-removed',
          entity: 'user',
          entityId: userId,
        });
        return true;
      });
    },
  };
}
