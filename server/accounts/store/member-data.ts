// A member's data (member-types.ts, docs/security.md "Members' data"): everything stored about
// an account, for its export, and the account's deletion, which empties its row (keeping its id),
// deletes what is its own and anonymises the audit log's lines by and about it rather than
// deleting them. Written once for both databases.

import { sql } from 'kysely';
import { applicationsByEmail, deleteApplication } from '../../hiring/personal-data';
import { about, aboutRecord, deleteLead, eraseEmails } from '../../db/erasure';
import { type Db, DELETED_MEMBER, type Executor, type SqlDialect } from '../../db/dialect';
import { quoteOf } from '../../leads/quote-details';
import { ADDRESS_MATCHED, type AccountAddress, type MembersRepository } from '../../courses/types';
import { insertOutboxRows } from '../../mail/outbox';
import { deleteSubscriptions, subscriptionOf } from '../../newsletter/subscribers/personal-data';
import { authorProfileOf, forgetAuthor } from '../../content/articles/personal-data';
import { iso, isoOrNull, now, toAuditEntry, writeAudit } from '../../db/rows';
import { keepAnAdmin } from './staff';
import { normalizeEmail } from '../../db/types';

/** The rows of an account that go when it is deleted. */
const OWN_ROWS = [
  'sessions',
  'second_factors',
  'recovery_codes',
  'password_resets',
  'enrolments',
  'completed_internships',
] as const;

/**
 * The address by which records made without logging in are matched to the account: its own,
 * once verified; none before (whoever signs up with an address must not read its owner's mail).
 */
const verifiedAddress = (account: Pick<AccountAddress, 'email' | 'emailVerifiedAt'>) =>
  account.emailVerifiedAt === null ? undefined : normalizeEmail(account.email);

/** How the audit log and staff records name a deleted account. */
const deletedMember = (id: number) => `${DELETED_MEMBER}${id}`;

/** The audit rows by or about the account, and every staff record naming its address. */
async function anonymise(trx: Executor, id: number, emails: readonly string[]): Promise<void> {
  const label = deletedMember(id);
  const scrub = (column: 'before_json' | 'after_json') =>
    emails.reduce<ReturnType<typeof sql<string>>>(
      (value, email) =>
        sql<string>`replace(${value}, ${JSON.stringify(email)}, ${JSON.stringify(label)})`,
      sql<string>`${sql.ref(column)}`,
    );
  await trx
    .updateTable('audit_log')
    .set({ actor_email: label })
    .where('actor_id', '=', id)
    .execute();
  await trx
    .updateTable('audit_log')
    .set({ before_json: scrub('before_json'), after_json: scrub('after_json') })
    .where((eb) =>
      eb.or([
        eb('actor_id', '=', id),
        eb.and([eb('entity', '=', 'user'), eb('entity_id', '=', id)]),
      ]),
    )
    .execute();
  // What staff wrote keeps their words but no longer their address.
  await trx
    .updateTable('lead_notes')
    .set({ author_email: label })
    .where('author_id', '=', id)
    .execute();
  for (const email of emails) {
    await trx
      .updateTable('media')
      .set({ created_by: label })
      .where('created_by', '=', email)
      .execute();
    await trx
      .updateTable('site_documents')
      .set({ published_by: label })
      .where('published_by', '=', email)
      .execute();
    await trx
      .updateTable('site_documents')
      .set({ changed_by: label })
      .where('changed_by', '=', email)
      .execute();
    await trx
      .updateTable('site_document_versions')
      .set({ author: label })
      .where('author', '=', email)
      .execute();
    await trx
      .updateTable('redirects')
      .set({ changed_by: label })
      .where('changed_by', '=', email)
      .execute();
  }
}

export function memberDataRepository(
  db: Db,
  dialect: SqlDialect,
  ofMember: MembersRepository['ofMember'],
): Pick<MembersRepository, 'exportData' | 'deleteAccount'> {
  return {
    async exportData(account) {
      const userId = account.id;
      const address = verifiedAddress(account);
      const [mine, messages, sessions, about, by, applications, newsletter, authorProfile] =
        await Promise.all([
          ofMember(userId),
          address === undefined
            ? []
            : db
                .selectFrom('contact_messages')
                .select(['id', 'kind', 'full_name', 'email', 'subject', 'message', 'quote'])
                .select(['created_at'])
                .where(sql<string>`lower(email)`, '=', address)
                .orderBy('id')
                .execute(),
          db
            .selectFrom('sessions')
            .select(['created_at', 'last_seen_at', 'ended_at'])
            .where('user_id', '=', userId)
            .orderBy('created_at')
            .execute(),
          db
            .selectFrom('audit_log')
            .selectAll()
            .where('entity', '=', 'user')
            .where('entity_id', '=', userId)
            .orderBy('id')
            .execute(),
          db
            .selectFrom('audit_log')
            .selectAll()
            .where('actor_id', '=', userId)
            .orderBy('id')
            .execute(),
          address === undefined ? [] : applicationsByEmail(db, address),
          subscriptionOf(db, userId, address),
          authorProfileOf(db, userId),
        ]);
      return {
        addressMatch: {
          address: account.email,
          verifiedAt: account.emailVerifiedAt,
          sections: address === undefined ? [] : [...ADDRESS_MATCHED],
        },
        ...mine,
        messages: messages.map((m) => ({
          id: m.id,
          kind: m.kind,
          fullName: m.full_name,
          email: m.email,
          subject: m.subject,
          message: m.message,
          quote: quoteOf(m.quote),
          createdAt: iso(m.created_at),
        })),
        sessions: sessions.map((s) => ({
          createdAt: iso(s.created_at),
          lastSeenAt: iso(s.last_seen_at),
          endedAt: isoOrNull(s.ended_at),
        })),
        auditAbout: about.map(toAuditEntry),
        auditBy: by.map(toAuditEntry),
        applications,
        newsletter,
        authorProfile,
      };
    },
    async deleteAccount(userId, emails) {
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['email', 'role', 'email_verified_at'])
          .where('id', '=', userId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!user) return false;
        await keepAnAdmin(trx, dialect, user.role);
        const normalised = normalizeEmail(user.email);
        await anonymise(trx, userId, [...new Set([user.email, normalised])]);
        const actor = { id: userId, email: deletedMember(userId) };
        // What was sent from the address without logging in is the account's only once the
        // address is verified: then its messages and quote requests go (with staff's notes), and
        // its job applications (with their CVs and notes), each audited by its id.
        const address = verifiedAddress({
          email: user.email,
          emailVerifiedAt: isoOrNull(user.email_verified_at),
        });
        if (address !== undefined) {
          const leads = await trx
            .selectFrom('contact_messages')
            .select('id')
            .where(sql<string>`lower(email)`, '=', address)
            .execute();
          for (const { id } of leads) await deleteLead(trx, Number(id), actor);
          const applications = await trx
            .selectFrom('applications')
            .select('id')
            .where('email_normalized', '=', address)
            .execute();
          for (const { id } of applications) {
            await deleteApplication(trx, Number(id), actor, 'application.delete');
          }
        }
        // The newsletter subscription made from the profile, or of the verified address.
        await deleteSubscriptions(trx, userId, address);
        // A staff member's author profile: emptied; their articles show a former staff member.
        await forgetAuthor(trx, userId);
        // The emails the account caused, and, once verified, every email sent to the address.
        await eraseEmails(
          trx,
          [aboutRecord('user', userId)],
          address === undefined ? [] : [address],
        );
        for (const table of OWN_ROWS) {
          await trx.deleteFrom(table).where('user_id', '=', userId).execute();
        }
        await trx.deleteFrom('lead_digests').where('owner_id', '=', userId).execute();
        // The row stays, empty, so that its id is never another account's.
        const stamp = now();
        await trx
          .updateTable('users')
          .set((eb) => ({
            email: deletedMember(userId),
            email_normalized: deletedMember(userId),
            password_hash: '',
            name: deletedMember(userId),
            phone: '',
            address: '',
            role: 'member',
            token_version: eb('token_version', '+', 1),
            email_verified_at: null,
            password_expires_at: null,
            updated_at: stamp,
            deleted_at: stamp,
          }))
          .where('id', '=', userId)
          .execute();
        await writeAudit(
          trx,
          { id: userId, email: deletedMember(userId) },
          { action: 'user.delete', entity: 'user', entityId: userId },
        );
        await insertOutboxRows(trx, about('user', userId, emails));
        return true;
      });
    },
  };
}
