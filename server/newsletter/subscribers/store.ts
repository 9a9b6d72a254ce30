// The subscribers' rows (migration 27), written once for both databases: a subscribe request, a
// confirmation link followed, topics changed, a subscription ended (its row deleted, the
// address's keyed hash kept as a suppression), and the recipients of a campaign page by page. An
// email a change causes is queued in the change's own transaction (mail/outbox.ts). The rules
// (who gets which email, what the visitor is told) are the service's (service.ts).

import type { Db, SqlDialect } from '../../db/dialect';
import { changed, countOf, iso, isoOrNull } from '../../db/rows';
import { insertOutboxRows } from '../../mail/outbox';
import { ofAudience } from './audience';
import { byEmail, one, saveRow, writeSuppression, writeTopics } from './rows';
import type { ConfirmOutcome, NewSubscription, SubscribersRepository } from './types';

export function subscribersRepository(db: Db, dialect: SqlDialect): SubscribersRepository {
  return {
    byId: async (id: number) =>
      one(
        db,
        await db
          .selectFrom('newsletter_subscribers')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst(),
      ),
    byEmail: async (email: string) => one(db, await byEmail(db, email)),

    async isSuppressed(hash) {
      const row = await db
        .selectFrom('newsletter_suppressions')
        .select('address_hash')
        .where('address_hash', '=', hash)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * A subscribe request: a new address gets a pending row and the confirmation; a pending one
     * a new link unless one was queued within the hour (its consent and topics then the newest);
     * a confirmed one nothing.
     */
    async request(input: NewSubscription) {
      const { email, topics, consent, now, confirmation } = input;
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await byEmail(trx, email);
          if (row?.status === 'confirmed') return 'already-confirmed';
          const sent = row ? isoOrNull(row.confirmation_sent_at) : null;
          if (sent !== null && sent > input.resendBefore) return 'sent-recently';
          const fields = {
            consent_source: consent.source,
            consent_wording: consent.wording,
            consent_at: consent.at,
            confirmation_sent_at: now,
            token_hash: confirmation.tokenHash,
            token_expires_at: confirmation.expiresAt,
          };
          const id = await saveRow(trx, row?.id, fields, {
            email,
            status: 'pending',
            created_at: now,
          });
          await writeTopics(trx, id, topics);
          await insertOutboxRows(trx, [confirmation.email(email)]);
          return 'sent';
        });
      } catch (error) {
        // The same address asked for at the same moment: the other request sent the email.
        if (dialect.isUniqueViolation(error)) return 'sent-recently';
        throw error;
      }
    },

    /** A pending row's confirmation link, by its token's hash: the row, expired or not. */
    async pendingByToken(tokenHash: string) {
      const row = await db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return one(db, row);
    },

    /**
     * Follows a confirmation link: once, before it expires. Confirming lifts the address's
     * suppression (its owner's own double opt-in, the only thing that does).
     */
    async confirm(tokenHash, now, suppressionHash): Promise<ConfirmOutcome> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('newsletter_subscribers')
          .selectAll()
          .where('token_hash', '=', tokenHash)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (!row?.token_expires_at) return { kind: 'invalid' } as const;
        if (iso(row.token_expires_at) <= now) return { kind: 'expired' } as const;
        const done = await trx
          .updateTable('newsletter_subscribers')
          .set({ status: 'confirmed', confirmed_at: now, token_hash: null, token_expires_at: null })
          .where('id', '=', row.id)
          .where('token_hash', '=', tokenHash)
          .executeTakeFirst();
        if (changed(done) === 0) return { kind: 'invalid' } as const;
        await trx
          .deleteFrom('newsletter_suppressions')
          .where('address_hash', '=', suppressionHash(row.email))
          .execute();
        return { kind: 'confirmed', id: row.id } as const;
      });
    },

    /** A subscription confirmed at once (a member's verified address, or an import with consent). */
    async confirmed(input, suppression) {
      return db.transaction().execute(async (trx) => {
        const row = await byEmail(trx, input.email);
        const fields = {
          status: 'confirmed' as const,
          confirmed_at: input.now,
          consent_source: input.consent.source,
          consent_wording: input.consent.wording,
          consent_at: input.consent.at,
          user_id: input.userId,
          token_hash: null,
          token_expires_at: null,
        };
        const id = await saveRow(trx, row?.id, fields, {
          email: input.email,
          created_at: input.now,
        });
        await writeTopics(trx, id, input.topics);
        await trx
          .deleteFrom('newsletter_suppressions')
          .where('address_hash', '=', suppression)
          .execute();
        return id;
      });
    },

    /** Changes a subscription's topics; false when it is gone. */
    async setTopics(id, topics) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('newsletter_subscribers')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return false;
        await writeTopics(trx, id, topics);
        return true;
      });
    },

    /**
     * Ends a subscription (by id, or by address): its row deleted, the address's keyed hash kept.
     * `hash` names the address of the row found (or of `email`, when no row is).
     */
    async end(which, reason, now, hash) {
      return db.transaction().execute(async (trx) => {
        const query = trx.selectFrom('newsletter_subscribers').select(['id', 'email']);
        const row = await (
          'id' in which ? query.where('id', '=', which.id) : query.where('email', '=', which.email)
        ).executeTakeFirst();
        if (row) await trx.deleteFrom('newsletter_subscribers').where('id', '=', row.id).execute();
        // The campaigns that reached it count an unsubscribe (docs/product.md, "Campaigns").
        if (row && reason === 'unsubscribed') {
          await trx
            .updateTable('newsletter_campaign_recipients')
            .set({ unsubscribed_at: now })
            .where('subscriber_id', '=', row.id)
            .where('status', 'in', ['queued', 'sent'])
            .where('unsubscribed_at', 'is', null)
            .execute();
        }
        const email = row?.email ?? ('email' in which ? which.email : undefined);
        if (email !== undefined) await writeSuppression(trx, hash(email), reason, now);
        return row !== undefined;
      });
    },

    /**
     * One page of a campaign's recipients, in id order after `after`: confirmed subscriptions to
     * every topic, or to `topic` (undefined: everyone).
     */
    async recipients(options) {
      return ofAudience(db, options.topic)
        .select(['s.id', 's.email'])
        .where('s.id', '>', options.after)
        .orderBy('s.id')
        .limit(options.limit)
        .execute();
    },

    /** How many a campaign to `topic` (undefined: everyone) would reach now. */
    audienceSize: async (topic) => countOf(ofAudience(db, topic)),
  };
}
