// The staff repositories (staff-types.ts, StaffStore): the contact inbox, accounts and their roles,
// the audit log; written once for both databases. Every change writes its audit row in the same
// transaction as the change itself.

import type { Selectable } from 'kysely';
import { STAFF_ROLES } from '../../contract/constants';
import { containsIgnoringCase, type Db, type SqlDialect } from './dialect';
import { countOf, iso, now, offsetOf, toAuditEntry, writeAudit } from './rows';
import {
  type AccountSummary,
  LastAdminError,
  PAGE_SIZE,
  type StaffMessage,
  type StaffStore,
} from './staff-types';
import type { ContactMessagesTable, UsersTable } from './tables';

/** Serialises role changes, so that two demotions at once cannot leave no admin. */
const ROLE_LOCK_KEY = 4_711_202_613;

const toMessage = (row: Selectable<ContactMessagesTable>): StaffMessage => ({
  id: row.id,
  fullName: row.full_name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: row.status,
  createdAt: iso(row.created_at),
});

const ACCOUNT_COLUMNS = ['id', 'email', 'name', 'role', 'created_at'] as const;

const toAccount = (
  row: Pick<Selectable<UsersTable>, (typeof ACCOUNT_COLUMNS)[number]>,
): AccountSummary => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  createdAt: iso(row.created_at),
});

/** The search over the inbox: these columns, ignoring case, with LIKE's wildcards escaped. */
const SEARCHED = ['full_name', 'email', 'subject', 'message'] as const;

export function staffStore(db: Db, dialect: SqlDialect): StaffStore {
  const countUnread = () =>
    countOf(db.selectFrom('contact_messages').where('status', '=', 'unread'));

  return {
    messages: {
      async list(query) {
        const text = query.q?.trim();
        const page = query.page ?? 1;
        const filtered = db
          .selectFrom('contact_messages')
          .$if(Boolean(text), (q) =>
            q.where((eb) => eb.or(SEARCHED.map((column) => containsIgnoringCase(column, text!)))),
          )
          .$if(query.status !== undefined, (q) => q.where('status', '=', query.status!));
        const rows = await filtered
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(PAGE_SIZE)
          .offset(offsetOf(page, PAGE_SIZE))
          .execute();
        const total = await countOf(filtered);
        return {
          items: rows.map(toMessage),
          total,
          page,
          pageSize: PAGE_SIZE,
          unread: await countUnread(),
        };
      },
      countUnread,
      async setStatus(id, status, actor) {
        return db.transaction().execute(async (trx) => {
          const found = await trx
            .selectFrom('contact_messages')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirst();
          if (!found) return undefined;
          const before = toMessage(found);
          if (before.status === status) return before;
          const after = toMessage(
            await trx
              .updateTable('contact_messages')
              .set({ status })
              .where('id', '=', id)
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
          await writeAudit(trx, actor, {
            action: 'message.status',
            entity: 'message',
            entityId: id,
            before: { status: before.status },
            after: { status: after.status },
          });
          return after;
        });
      },
    },
    accounts: {
      async list(page) {
        const rows = await db
          .selectFrom('users')
          .select(ACCOUNT_COLUMNS)
          .orderBy('id')
          .limit(PAGE_SIZE)
          .offset(offsetOf(page, PAGE_SIZE))
          .execute();
        return {
          items: rows.map(toAccount),
          total: await countOf(db.selectFrom('users')),
          page,
          pageSize: PAGE_SIZE,
        };
      },
      async listStaff() {
        const rows = await db
          .selectFrom('users')
          .select(ACCOUNT_COLUMNS)
          .where('role', 'in', STAFF_ROLES)
          .orderBy('id')
          .execute();
        return rows.map(toAccount);
      },
      async setRole(id, role, actor) {
        return db.transaction().execute(async (trx) => {
          await dialect.lockTransaction(trx, ROLE_LOCK_KEY);
          const found = await trx
            .selectFrom('users')
            .select(ACCOUNT_COLUMNS)
            .where('id', '=', id)
            .executeTakeFirst();
          if (!found) return undefined;
          const before = toAccount(found);
          if (before.role === role) return before;
          if (before.role === 'admin') {
            const admins = await countOf(trx.selectFrom('users').where('role', '=', 'admin'));
            if (admins <= 1) throw new LastAdminError();
          }
          const after = toAccount(
            await trx
              .updateTable('users')
              .set({ role, updated_at: now() })
              .where('id', '=', id)
              .returning(ACCOUNT_COLUMNS)
              .executeTakeFirstOrThrow(),
          );
          await writeAudit(trx, actor, {
            action: 'user.role',
            entity: 'user',
            entityId: id,
            before: { email: before.email, role: before.role },
            after: { email: after.email, role: after.role },
          });
          return after;
        });
      },
    },
    audit: {
      async list(page) {
        const rows = await db
          .selectFrom('audit_log')
          .selectAll()
          .orderBy('id', 'desc')
          .limit(PAGE_SIZE)
          .offset(offsetOf(page, PAGE_SIZE))
          .execute();
        return {
          items: rows.map(toAuditEntry),
          total: await countOf(db.selectFrom('audit_log')),
          page,
          pageSize: PAGE_SIZE,
        };
      },
      async record(entry, actor) {
        await db.transaction().execute((trx) => writeAudit(trx, actor, entry));
      },
    },
  };
}
