// Erasing a person (docs/security.md, "Erasing a person"): when an account, a lead or a job
// application is deleted, every text about the person goes with it, not only the row: staff's
// notes (deleted with the row), the details of the audit log's rows about the record (each row
// keeps its time, actor, action and the record's id; its before/after become ERASED_DETAILS), and
// the outbox's copies of the emails about the record or sent to the person's address (an unsent
// one is dropped; a sent or failed one keeps only its kind, status and times). Written once for
// both databases; each deletion writes its own audit row, by id only.

import { sql } from 'kysely';
import { type Executor, ERASED_DETAILS } from './dialect';
import { type Actor } from './staff-types';
import { normalizeEmail } from './types';
import { writeAudit } from './rows';

/** What an erased email's recipient and subject become. */
export const ERASED = 'erased';

/** The record an outbox row is about (its `about` column): `lead:12`, `application:5`, `user:3`. */
export const aboutRecord = (entity: 'lead' | 'application' | 'user', id: number): string =>
  `${entity}:${id}`;

/** Tags emails queued with a record with the record they are about. */
export const about = <E extends object>(
  entity: 'lead' | 'application' | 'user',
  id: number,
  emails: readonly E[],
): (E & { about: string })[] =>
  emails.map((email) => ({ ...email, about: aboutRecord(entity, id) }));

/** The details (before/after) of the audit log's rows about records `ids` of `entities`. */
export async function eraseAuditDetails(
  trx: Executor,
  entities: readonly string[],
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const erased = (column: 'before_json' | 'after_json') =>
    sql<string | null>`CASE WHEN ${sql.ref(column)} IS NULL THEN NULL ELSE ${ERASED_DETAILS} END`;
  await trx
    .updateTable('audit_log')
    .set({ before_json: erased('before_json'), after_json: erased('after_json') })
    .where('entity', 'in', [...entities])
    .where('entity_id', 'in', [...ids])
    .where((eb) => eb.or([eb('before_json', 'is not', null), eb('after_json', 'is not', null)]))
    .execute();
}

/**
 * The outbox's copies of the emails about `records` (aboutRecord) or sent to `addresses`
 * (compared normalised): unsent ones are dropped, the others keep no recipient, subject, body or
 * error; the audit rows about them (a retry names its recipient) lose their details.
 */
export async function eraseEmails(
  trx: Executor,
  records: readonly string[],
  addresses: readonly string[],
): Promise<void> {
  const normalised = [...new Set(addresses.map(normalizeEmail))];
  if (records.length === 0 && normalised.length === 0) return;
  const rows = await trx
    .selectFrom('email_outbox')
    .select(['id', 'status'])
    .where((eb) =>
      eb.or([
        ...(records.length > 0 ? [eb('about', 'in', [...records])] : []),
        ...(normalised.length > 0
          ? [eb(sql<string>`lower(trim(recipient))`, 'in', normalised)]
          : []),
      ]),
    )
    .execute();
  if (rows.length === 0) return;
  const pending = rows.filter((r) => r.status === 'pending').map((r) => r.id);
  const kept = rows.filter((r) => r.status !== 'pending').map((r) => r.id);
  if (pending.length > 0) await trx.deleteFrom('email_outbox').where('id', 'in', pending).execute();
  if (kept.length > 0) {
    await trx
      .updateTable('email_outbox')
      .set({ recipient: ERASED, subject: ERASED, payload: '', last_error: null })
      .where('id', 'in', kept)
      .execute();
  }
  await eraseAuditDetails(
    trx,
    ['email'],
    rows.map((r) => r.id),
  );
}

/**
 * Deletes a lead (a contact message or a quote request) with its notes, erases what the audit
 * log and the outbox said of it, and writes the deletion's audit row (its id only). False when
 * it was not there.
 */
export async function deleteLead(trx: Executor, id: number, actor: Actor): Promise<boolean> {
  const row = await trx
    .deleteFrom('contact_messages')
    .where('id', '=', id)
    .returning(['id', 'email'])
    .executeTakeFirst();
  if (!row) return false;
  await eraseAuditDetails(trx, ['lead', 'message'], [id]);
  await eraseEmails(trx, [aboutRecord('lead', id)], [row.email]);
  await writeAudit(trx, actor, { action: 'lead.delete', entity: 'lead', entityId: id });
  return true;
}
