// Erasing a person leaves no trace of them (docs/security.md, "Erasing a person"), on each store:
// a member who touched every feature (sign-up and profile, a contact message, a quote request, a
// job application with a CV, an enrolment and its certificate, an internship, staff's notes, a
// lost reason, emails sent and sent again) deletes their account; then every text and blob column
// of every table, the full-text indexes' own tables included, is scanned for their address, their
// name and their phone: nothing. And ids are never given twice: a lead or an application created
// after another was deleted gets a new id, never the deleted one's (and so never its history).

import { type TestServer, call, logIn, signUp, startServer, uniqueEmail } from '../helpers';
import { CV, apply, newPosting } from '../hiring/application-support';
import { linkToken, verifyAddress } from '../link-support';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';

// A member who touches every feature takes a while on a busy machine.
jest.setTimeout(60_000);

const PASSWORD = 'correct horse 1';
const NAME = 'Zebulon Quistgaard';
const PHONE = '07700 900461';

const QUOTE = {
  service: 'web-development',
  tier: 'standard',
  pages: 'up-to-20',
  integrations: 'one',
  contentReady: 'partly',
  deadline: 'flexible',
  budget: '10k-30k',
  company: 'Quistgaard Ltd',
  message: `Call me on ${PHONE}`,
};

/** Each text or blob column of each table, as `table.column`, with its kind. */
async function columns(database: FreshDatabase, sqlite: boolean) {
  if (sqlite) {
    const tables = await database.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    );
    const found: { table: string; column: string; blob: boolean }[] = [];
    for (const { name } of tables) {
      for (const info of await database.query(
        `SELECT name, type FROM pragma_table_info('${name}')`,
      )) {
        const type = String(info.type).toLowerCase();
        // FTS5's own tables declare no types: their cells may hold text or blobs.
        if (type === '' || type === 'text' || type === 'blob') {
          found.push({ table: String(name), column: String(info.name), blob: type !== 'text' });
        }
      }
    }
    return found;
  }
  const rows = await database.query(
    `SELECT table_name, column_name, data_type FROM information_schema.columns
     WHERE table_schema = current_schema()
       AND data_type IN ('text', 'bytea', 'json', 'jsonb', 'character varying')`,
  );
  return rows.map((row) => ({
    table: String(row.table_name),
    column: String(row.column_name),
    blob: row.data_type === 'bytea',
  }));
}

/** Every `table.column` holding any of `needles` (case-insensitive), with the value found. */
async function scan(database: FreshDatabase, sqlite: boolean, needles: readonly string[]) {
  const tables = new Map<string, { column: string; blob: boolean }[]>();
  for (const { table, column, blob } of await columns(database, sqlite))
    tables.set(table, [...(tables.get(table) ?? []), { column, blob }]);
  const hits: string[] = [];
  // One query per table (every column, every needle): a query per column and needle was
  // thousands of round trips, minutes on PostgreSQL on a busy machine.
  for (const [table, cells] of tables) {
    const matches = cells.flatMap(({ column, blob }) =>
      needles.map((needle) => {
        const literal = needle.replace(/'/g, "''");
        return sqlite
          ? blob
            ? `instr(lower(CAST("${column}" AS BLOB)), lower(CAST('${literal}' AS BLOB))) > 0 OR ` +
              `instr(lower(CAST("${column}" AS TEXT)), lower('${literal}')) > 0`
            : `instr(lower("${column}"), lower('${literal}')) > 0`
          : blob
            ? `position(convert_to('${literal}', 'UTF8') in "${column}") > 0`
            : `strpos(lower("${column}"::text), lower('${literal}')) > 0`;
      }),
    );
    const select = cells.map(({ column }, i) => `"${column}" AS c${i}`).join(', ');
    const found = await database.query(
      `SELECT ${select} FROM "${table}" WHERE ${matches.map((m) => `(${m})`).join(' OR ')}`,
    );
    for (const row of found) {
      const before = hits.length;
      cells.forEach(({ column }, i) => {
        const value = row[`c${i}`];
        if (value === null || value === undefined) return;
        const text = (
          Buffer.isBuffer(value) ? value.toString('utf8') : String(value)
        ).toLowerCase();
        for (const needle of needles)
          if (text.includes(needle.toLowerCase()))
            hits.push(`${table}.${column} (${needle}): ${text.slice(0, 80)}`);
      });
      // The database matched a cell that the comparison here did not (an encoding): still a trace.
      if (hits.length === before) hits.push(`${table}: a row matched ${needles.join(', ')}`);
    }
  }
  return hits;
}

describe.each(STORE_TABLE)('erasing a person on %s', (name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof newStaff>>;
  const sqlite = name === 'SQLite';

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: database.env });
    admin = await newStaff(server, 'eraser');
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  const staff = (path: string, options: Parameters<typeof call>[2] = {}) =>
    call(server, `/api/staff${path}`, { token: admin.token, ...options });

  it('leaves no trace of a member who touched every feature', async () => {
    const email = uniqueEmail('zebulon');
    await signUp(server, email);
    await verifyAddress(server, email);
    let token = await logIn(server, email);
    const profile = await call(server, '/api/profile', {
      method: 'PUT',
      token,
      json: { name: NAME, phone: PHONE, address: '1 Quistgaard Lane, Leeds' },
    });
    expect(profile.status).toBe(200);

    const contact = await call(server, '/api/contact', {
      json: { fullName: NAME, email, subject: 'A project', message: `Ring ${PHONE}, ask for me` },
    });
    expect(contact.status).toBe(201);
    expect(
      (
        await call(server, '/api/quote', {
          json: { ...QUOTE, fullName: NAME, email, phone: PHONE },
        })
      ).status,
    ).toBe(201);
    const leads = (await staff(`/leads?q=${encodeURIComponent('Quistgaard')}`)).json as {
      items: { id: number }[];
    };
    expect(leads.items).toHaveLength(2);
    for (const { id } of leads.items) {
      expect(
        (await staff(`/leads/${id}/notes`, { json: { body: `${NAME} prefers ${PHONE}` } })).status,
      ).toBe(201);
    }
    const lost = await staff(`/leads/${leads.items[0]!.id}`, {
      method: 'PATCH',
      json: { stage: 'lost', lostReason: `${NAME} went elsewhere` },
    });
    expect(lost.status).toBe(200);

    const posting = await newPosting(server, admin.token, { title: 'Erasure Engineer' });
    const applied = await apply(
      server,
      posting.slug,
      { fullName: NAME, email, phone: PHONE },
      { ...CV, name: 'Zebulon-Quistgaard-CV.pdf' },
    );
    expect(applied.status).toBe(201);
    const applicationId = applied.json.id as number;
    await staff(`/applications/${applicationId}/notes`, { json: { body: `${NAME}: ${PHONE}` } });
    await staff(`/applications/${applicationId}`, {
      method: 'PATCH',
      json: { stage: 'interview' },
    });
    const invited = await staff(`/applications/${applicationId}/emails/interview`, {
      method: 'POST',
    });
    expect(invited.status).toBe(201);

    expect(
      (await call(server, '/api/enrolments', { token, json: { course: 'webdevelopment' } })).status,
    ).toBe(201);
    const enrolments = (await staff('/enrolments')).json as {
      items: { id: number; member: { email: string } }[];
    };
    const enrolment = enrolments.items.find((e) => e.member.email === email)!;
    expect(
      (await staff(`/enrolments/${enrolment.id}/complete`, { json: { completedOn: '2026-05-04' } }))
        .status,
    ).toBe(200);
    const internship = await newPosting(server, admin.token, {
      title: 'Design intern',
      type: 'internship',
    });
    expect(
      (
        await staff('/internships', {
          json: { email, postId: internship.id, completedOn: '2026-03-01' },
        })
      ).status,
    ).toBe(201);

    // The newsletter, confirmed: the data export lists it with its consent record.
    expect(
      (await call(server, '/api/newsletter/subscribers', { json: { email, topics: ['react'] } }))
        .status,
    ).toBe(202);
    const link = await linkToken(server, 'newsletter-confirmation', email, '/newsletter/confirm');
    expect((await call(server, '/api/newsletter/confirm', { json: { token: link } })).status).toBe(
      200,
    );
    const exported = (await call(server, '/api/profile/data', { token })).json as {
      newsletter: { email: string; status: string; topics: string[]; consent: { source: string } };
    };
    expect(exported.newsletter).toMatchObject({
      email,
      status: 'confirmed',
      topics: ['react'],
      consent: { source: 'api' },
    });

    // Some emails go out (their bodies are erased once sent), one fails and is sent again.
    await server.app.outbox.drain();
    expect(await scan(database, sqlite, [email])).not.toEqual([]);

    token = await logIn(server, email);
    const deleted = await call(server, '/api/profile/delete', {
      token,
      json: { password: PASSWORD, confirm: 'DELETE' },
    });
    expect(deleted.status).toBe(200);
    // The confirmation of the deletion goes out, and the outbox forgets where.
    await server.app.outbox.drain();

    const needles = [email, NAME, 'Zebulon', 'Quistgaard', PHONE, '900461', 'Leeds'];
    expect(await scan(database, sqlite, needles)).toEqual([]);
    // What is left says that an erasure happened, by id only.
    const audit = await database.query(
      "SELECT action, entity_id, before_json, after_json FROM audit_log WHERE action = 'user.delete'",
    );
    expect(audit).toEqual([
      expect.objectContaining({ action: 'user.delete', before_json: null, after_json: null }),
    ]);
  });

  it('never gives a deleted lead’s or application’s id to a new one', async () => {
    const send = (tag: string) =>
      call(server, '/api/contact', {
        json: { fullName: 'Reuse', email: uniqueEmail(tag), subject: tag, message: 'Hello there' },
      });
    const newestLead = async () =>
      ((await staff('/leads')).json as { items: { id: number }[] }).items[0]!.id;
    expect((await send('first')).status).toBe(201);
    const first = await newestLead();
    await staff(`/leads/${first}/notes`, { json: { body: 'call his mobile 07700 900999' } });
    expect((await staff(`/leads/${first}`, { method: 'DELETE' })).status).toBe(204);
    expect((await send('second')).status).toBe(201);
    const second = await newestLead();
    expect(second).toBeGreaterThan(first);
    const detail = (await staff(`/leads/${second}`)).json as {
      notes: unknown[];
      history: unknown[];
    };
    expect(detail.notes).toEqual([]);
    expect(JSON.stringify(detail.history)).not.toContain('07700 900999');

    const posting = await newPosting(server, admin.token, { title: 'Reuse Engineer' });
    const a = (await apply(server, posting.slug)).json.id as number;
    expect((await staff(`/applications/${a}`, { method: 'DELETE' })).status).toBe(204);
    const b = (await apply(server, posting.slug)).json.id as number;
    expect(b).toBeGreaterThan(a);
  });

  if (sqlite) {
    it('numbers every table with an integer id by AUTOINCREMENT', async () => {
      const plain = await database.query(
        `SELECT name FROM sqlite_master WHERE type = 'table'
         AND sql LIKE '%"id" integer primary key%' AND sql NOT LIKE '%autoincrement%'`,
      );
      expect(plain).toEqual([]);
    });
  }
});
