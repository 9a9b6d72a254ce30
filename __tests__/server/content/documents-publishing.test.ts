// Content documents (contract/documents/index.ts; server/content/store/documents.ts;
// content/routes/staff-documents.ts): drafts visitors never see, publishing now or at a set time
// (exactly once with two instances on one database), versions and restore, a save based on an old
// revision refused with 409, and the audit log of it all, over real HTTP on SQLite and PostgreSQL.
// The seeds, the schema and who may edit: documents-schema.test.ts.

import { company } from '../../../contract/values/company';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type TestServer, call, signUp, startServer, uniqueEmail } from '../helpers';
import { STORE_TABLE, type FreshDatabase } from '../stores';
import { newStaff } from '../staff-support';
import {
  type CompanyState as State,
  companyDocument,
  openDocumentsServer,
} from './company-document-support';

describe.each(STORE_TABLE)('content documents on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let editor: { token: string; email: string };
  let other: { token: string; email: string };

  beforeAll(async () => {
    ({ database, server, editor } = await openDocumentsServer(harness));
    other = await newStaff(server, 'other-editor');
  });

  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  const { get, saveDraft, publish, visitorSees } = companyDocument(() => ({ server, editor }));

  it('keeps a draft from visitors until it is published, as the next version', async () => {
    const before = await get();
    const phone = { display: '+44 23 9200 9999', href: 'tel:+442392009999' };
    const saved = await saveDraft({ ...before.published, phone }, before.revision);
    expect(saved.status).toBe(200);
    expect((saved.json as State).draft?.phone).toEqual(phone);
    expect((await visitorSees()).phone).toEqual(company.phone);

    const published = await publish({ revision: (saved.json as State).revision, note: 'New line' });
    expect(published.status).toBe(200);
    expect((published.json as State).publishedVersion).toBe(2);
    expect((published.json as State).draft).toBeNull();
    expect((await visitorSees()).phone).toEqual(phone);

    // The emails sign with the facts as published now.
    const reader = uniqueEmail('reader');
    await signUp(server, reader);
    await server.app.outbox.drain();
    const dir = path.join(server.config.dataDir, 'outbox');
    const emails = await Promise.all(
      (await fs.readdir(dir)).map((f) => fs.readFile(path.join(dir, f), 'utf8')),
    );
    const welcome = emails.find((text) => text.includes(`To: ${reader}`));
    expect(welcome).toContain('+44 23 9200 9999');
    expect(welcome).not.toContain(company.phone.display);

    const versions = (
      await call(server, '/api/staff/documents/company/versions', {
        token: editor.token,
      })
    ).json as { version: number; author: string; note: string | null }[];
    expect(versions.slice(0, 2)).toEqual([
      expect.objectContaining({ version: 2, author: editor.email, note: 'New line' }),
      expect.objectContaining({ version: 1 }),
    ]);
  });

  it('refuses a save based on an older revision with 409, naming who changed it', async () => {
    const seen = await get();
    const first = await saveDraft({ ...seen.published, name: 'Kestrel One' }, seen.revision);
    expect(first.status).toBe(200);
    const second = await saveDraft(
      { ...seen.published, name: 'Kestrel Two' },
      seen.revision,
      other.token,
    );
    expect(second.status).toBe(409);
    // By the account's name: a new account's is the start of its address.
    expect((second.json as { message: string }).message).toContain(
      `changed by ${editor.email.split('@')[0]} at`,
    );
    expect((await get()).draft?.name).toBe('Kestrel One');
  });

  it("names who changed it last by their account's name, else by their address", async () => {
    const seen = await get();
    const account = await server.app.store.users.findByEmail(editor.email);
    await server.app.store.users.updateProfile(account!.id, { name: '' });
    expect((await get()).changedByName).toBe(editor.email);
    await server.app.store.users.updateProfile(account!.id, { name: 'Alex Rivera' });
    const saved = await saveDraft({ ...seen.published, name: 'Kestrel Three' }, seen.revision);
    expect(saved.status).toBe(200);
    const refused = await saveDraft(seen.published, seen.revision, other.token);
    expect(refused.status).toBe(409);
    expect((refused.json as { message: string }).message).toMatch(
      /^Company facts was changed by Alex Rivera at /,
    );
    const state = await get(other.token);
    expect(state.changedBy).toBe(editor.email);
    expect(state.changedByName).toBe('Alex Rivera');
  });

  it('restores an old version as the draft, and discards a draft', async () => {
    const seen = await get();
    const restored = await call(server, '/api/staff/documents/company/versions/1/restore', {
      token: editor.token,
      json: { revision: seen.revision },
    });
    expect(restored.status).toBe(200);
    expect((restored.json as State).draft).toEqual(JSON.parse(JSON.stringify(company)));
    const missing = await call(server, '/api/staff/documents/company/versions/99/restore', {
      token: editor.token,
      json: { revision: (restored.json as State).revision },
    });
    expect(missing.status).toBe(404);

    const discarded = await call(server, '/api/staff/documents/company/draft', {
      method: 'DELETE',
      token: editor.token,
      json: { revision: (restored.json as State).revision },
    });
    expect(discarded.status).toBe(200);
    expect((discarded.json as State).draft).toBeNull();
  });

  it('publishes at a set time, exactly once with two instances on one database', async () => {
    const second = await startServer({ env: database.env });
    try {
      const seen = await get();
      const name = `Scheduled ${Date.now()}`;
      const saved = await saveDraft({ ...seen.published, name }, seen.revision);
      const at = new Date(Date.now() + 60_000).toISOString();
      const scheduled = await publish({ revision: (saved.json as State).revision, at });
      expect(scheduled.status).toBe(200);
      expect((scheduled.json as State).publishAt).toBe(at);
      expect((await visitorSees()).name).not.toBe(name);

      // Not yet due: nothing happens.
      expect(await server.app.scheduler.runOnce()).toEqual([]);
      // Due, with both instances looking at the same moment.
      const later = new Date(Date.now() + 61_000);
      const [a, b] = await Promise.all([
        server.app.store.documents.publishDue(later),
        second.app.store.documents.publishDue(later),
      ]);
      expect([...a, ...b]).toEqual(['company']);
      const state = await get();
      expect(state.published.name).toBe(name);
      expect(state.publishAt).toBeNull();
      expect(state.publishedVersion).toBe(seen.publishedVersion + 1);
      expect((await call(second, '/api/documents/company')).json).toMatchObject({ name });
    } finally {
      await second.close();
    }
  });

  it('records every save, publish, schedule and restore in the audit log', async () => {
    const audit = (await call(server, '/api/staff/audit', { token: editor.token })).json as {
      items: { action: string }[];
    };
    const actions = new Set(audit.items.map((entry) => entry.action));
    for (const action of [
      'document.save',
      'document.publish',
      'document.schedule',
      'document.restore',
      'document.discard',
    ]) {
      expect(actions).toContain(action);
    }
  });
});

// Several instances share a PostgreSQL database only (without TEST_DATABASE_URL: not run, as
// the suite's summary says).
const SHARED = STORE_TABLE.filter(([name]) => name === 'PostgreSQL');
if (SHARED.length > 0)
  describe.each(SHARED)('a publish on %s', (_name, harness) => {
    it('reaches the other instances (LISTEN/NOTIFY), which sign their emails with it', async () => {
      const database = await harness.fresh();
      const first = await startServer({ env: database.env });
      const second = await startServer({ env: database.env });
      try {
        const heard = new Promise<string>((resolve) => {
          second.app.store.documents.onPublish(resolve);
        });
        const editor = await newStaff(first, 'editor');
        const seen = (await call(first, '/api/staff/documents/company', { token: editor.token }))
          .json as State;
        const supportEmail = 'help@kestrel.example';
        const saved = await call(first, '/api/staff/documents/company/draft', {
          method: 'PUT',
          token: editor.token,
          json: { revision: seen.revision, data: { ...seen.published, supportEmail } },
        });
        await call(first, '/api/staff/documents/company/publish', {
          token: editor.token,
          json: { revision: (saved.json as State).revision },
        });
        expect(await heard).toBe('company');
        // The second instance's emails now sign with the new address, once it has read the
        // document again (right after the notice): a new member's welcome shows it, within a
        // second however busy the machine.
        const dir = path.join(second.config.dataDir, 'outbox');
        const welcome = async () => {
          const reader = uniqueEmail('reader');
          await signUp(second, reader);
          await second.app.outbox.drain();
          const emails = await Promise.all(
            (await fs.readdir(dir)).map((f) => fs.readFile(path.join(dir, f), 'utf8')),
          );
          return emails.find((text) => text.includes(`To: ${reader}`)) ?? '';
        };
        let text = await welcome();
        for (let tries = 0; tries < 20 && !text.includes(supportEmail); tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          text = await welcome();
        }
        expect(text).toContain(supportEmail);
      } finally {
        await first.close();
        await second.close();
        await database.dispose();
      }
    });
  });
