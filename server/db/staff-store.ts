// The staff repositories (staff-types.ts, StaffStore): the contact inbox, accounts and their roles,
// the audit log. The same operations on both stores (ops.ts).

import {
  type Op,
  type OpRunner,
  type Row,
  containing,
  countOf,
  iso,
  now,
  num,
  offsetOf,
  sql,
  toAuditEntry,
  writeAudit,
} from './ops';
import {
  type AccountSummary,
  type Actor,
  type AuditEntry,
  LastStaffError,
  type MessageQuery,
  type MessageStatus,
  PAGE_SIZE,
  type Page,
  type Role,
  type StaffMessage,
  type StaffStore,
} from './staff-types';

/** PostgreSQL: serialises role changes, so that two demotions at once cannot leave no staff. */
const ROLE_LOCK_KEY = 4_711_202_613;

const toMessage = (row: Row): StaffMessage => ({
  id: num(row.id),
  fullName: String(row.full_name),
  email: String(row.email),
  subject: String(row.subject),
  message: String(row.message),
  status: String(row.status) as MessageStatus,
  createdAt: iso(row.created_at),
});

const toAccount = (row: Row): AccountSummary => ({
  id: num(row.id),
  email: String(row.email),
  name: String(row.name),
  role: String(row.role) as Role,
  createdAt: iso(row.created_at),
});

const ACCOUNT_COLUMNS = 'id, email, name, role, created_at';

function* listMessages(query: MessageQuery): Op<Page<StaffMessage> & { unread: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const text = query.q?.trim();
  if (text) {
    const columns = ['full_name', 'email', 'subject', 'message'];
    conditions.push(`(${columns.map((c) => `lower(${c}) LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    params.push(...columns.map(() => containing(text)));
  }
  if (query.status) {
    conditions.push('status = ?');
    params.push(query.status);
  }
  const where = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
  const page = query.page ?? 1;
  const rows = yield sql(
    `SELECT * FROM contact_messages${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    ...params,
    PAGE_SIZE,
    offsetOf(page, PAGE_SIZE),
  );
  const total = yield* countOf(
    sql(`SELECT count(*) AS n FROM contact_messages${where}`, ...params),
  );
  const unread = yield* countUnread();
  return { items: rows.map(toMessage), total, page, pageSize: PAGE_SIZE, unread };
}

function* countUnread(): Op<number> {
  return yield* countOf(sql("SELECT count(*) AS n FROM contact_messages WHERE status = 'unread'"));
}

function* setStatus(id: number, status: MessageStatus, actor: Actor): Op<StaffMessage | undefined> {
  const found = yield sql('SELECT * FROM contact_messages WHERE id = ?', id);
  if (!found[0]) return undefined;
  const before = toMessage(found[0]);
  if (before.status === status) return before;
  const rows = yield sql(
    'UPDATE contact_messages SET status = ? WHERE id = ? RETURNING *',
    status,
    id,
  );
  const after = toMessage(rows[0] as Row);
  yield* writeAudit(actor, {
    action: 'message.status',
    entity: 'message',
    entityId: id,
    before: { status: before.status },
    after: { status: after.status },
  });
  return after;
}

function* listAccounts(page: number): Op<Page<AccountSummary>> {
  const rows = yield sql(
    `SELECT ${ACCOUNT_COLUMNS} FROM users ORDER BY id LIMIT ? OFFSET ?`,
    PAGE_SIZE,
    offsetOf(page, PAGE_SIZE),
  );
  const total = yield* countOf(sql('SELECT count(*) AS n FROM users'));
  return { items: rows.map(toAccount), total, page, pageSize: PAGE_SIZE };
}

function* listStaff(): Op<AccountSummary[]> {
  const rows = yield sql(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE role = 'staff' ORDER BY id`);
  return rows.map(toAccount);
}

function* setRole(id: number, role: Role, actor: Actor): Op<AccountSummary | undefined> {
  yield { ...sql('SELECT pg_advisory_xact_lock(?::bigint)', ROLE_LOCK_KEY), postgresOnly: true };
  const found = yield sql(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE id = ?`, id);
  if (!found[0]) return undefined;
  const before = toAccount(found[0]);
  if (before.role === role) return before;
  if (before.role === 'staff') {
    const staff = yield* countOf(sql("SELECT count(*) AS n FROM users WHERE role = 'staff'"));
    if (staff <= 1) throw new LastStaffError();
  }
  const rows = yield sql(
    `UPDATE users SET role = ?, updated_at = ? WHERE id = ? RETURNING ${ACCOUNT_COLUMNS}`,
    role,
    now(),
    id,
  );
  const after = toAccount(rows[0] as Row);
  yield* writeAudit(actor, {
    action: 'user.role',
    entity: 'user',
    entityId: id,
    before: { email: before.email, role: before.role },
    after: { email: after.email, role: after.role },
  });
  return after;
}

function* listAudit(page: number): Op<Page<AuditEntry>> {
  const rows = yield sql(
    'SELECT * FROM audit_log ORDER BY id DESC LIMIT ? OFFSET ?',
    PAGE_SIZE,
    offsetOf(page, PAGE_SIZE),
  );
  const total = yield* countOf(sql('SELECT count(*) AS n FROM audit_log'));
  return { items: rows.map(toAuditEntry), total, page, pageSize: PAGE_SIZE };
}

export const staffStore = (runner: OpRunner): StaffStore => ({
  messages: {
    list: (query) => runner.read(listMessages(query)),
    countUnread: () => runner.read(countUnread()),
    setStatus: (id, status, actor) => runner.write(setStatus(id, status, actor)),
  },
  accounts: {
    list: (page) => runner.read(listAccounts(page)),
    listStaff: () => runner.read(listStaff()),
    setRole: (id, role, actor) => runner.write(setRole(id, role, actor)),
  },
  audit: {
    list: (page) => runner.read(listAudit(page)),
    record: (entry, actor) => runner.write(writeAudit(actor, entry)),
  },
});
