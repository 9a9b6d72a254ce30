// Content documents (contract/documents/index.ts; server/content/store/documents.ts;
// content/routes/staff-documents.ts): the company's facts and every other document seeded as
// version 1 and passing its schema, the JSON Schema the editor is generated from, drafts that
// break it refused with the reason at the field, and the routes for staff only, over real HTTP on
// SQLite and PostgreSQL. Drafts, publishing, versions and conflicts: documents-publishing.test.ts.

import { Errors } from 'typebox/schema';
import { company } from '../../../contract/values/company';
import { DOCUMENTS, DOCUMENT_KEYS } from '../../../contract/documents';
import { type TestServer, call, newUser } from '../helpers';
import { type FreshDatabase, STORE_TABLE } from '../stores';
import {
  type CompanyState as State,
  companyDocument,
  openDocumentsServer,
} from './company-document-support';

describe.each(STORE_TABLE)('content documents on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let editor: { token: string; email: string };

  beforeAll(async () => {
    ({ database, server, editor } = await openDocumentsServer(harness));
  });

  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  const { get, saveDraft, visitorSees } = companyDocument(() => ({ server, editor }));

  it.each(DOCUMENT_KEYS)(
    '%s: its seed is published as version 1 and passes its schema',
    async (key) => {
      const state = (await call(server, `/api/staff/documents/${key}`, { token: editor.token }))
        .json as { revision: number; published: unknown; publishedVersion: number };
      expect(state.publishedVersion).toBe(1);
      expect(state.published).toEqual(JSON.parse(JSON.stringify(DOCUMENTS[key].seed)));
      // The server checks a draft against the schema: the seed, saved back as a draft, passes.
      const saved = await call(server, `/api/staff/documents/${key}/draft`, {
        method: 'PUT',
        token: editor.token,
        json: { revision: state.revision, data: state.published },
      });
      expect(saved.status).toBe(200);
      await call(server, `/api/staff/documents/${key}/draft`, {
        method: 'DELETE',
        token: editor.token,
        json: { revision: (saved.json as { revision: number }).revision },
      });
    },
  );

  it('refuses a draft that breaks the schema, naming the field', async () => {
    const state = (await call(server, '/api/staff/documents/pricing', { token: editor.token }))
      .json as { revision: number; published: { seo: { title: string } } };
    const tooLong = { ...state.published, seo: { ...state.published.seo, title: 'x'.repeat(61) } };
    const saved = await call(server, '/api/staff/documents/pricing/draft', {
      method: 'PUT',
      token: editor.token,
      json: { revision: state.revision, data: tooLong },
    });
    expect(saved.status).toBe(400);
    expect((saved.json as { message: string }).message).toMatch(/title/i);
    // The field at fault by its path, so the editor shows the reason beside it.
    expect((saved.json as { field: string }).field).toBe('data.seo.title');
  });

  it('starts with the seed published as version 1', async () => {
    const state = await get();
    expect(state.publishedVersion).toBe(1);
    expect(state.published).toEqual(JSON.parse(JSON.stringify(company)));
    expect(state.draft).toBeNull();
    expect(await visitorSees()).toEqual(state.published);
  });

  it("answers the document's JSON Schema with GET, for the editor to be generated from", async () => {
    const { schema } = (await call(server, '/api/staff/documents/company', { token: editor.token }))
      .json as { schema: Record<string, unknown> & { properties: Record<string, unknown> } };
    expect(schema).toEqual(JSON.parse(JSON.stringify(DOCUMENTS.company.schema)));
    expect(Object.keys(schema.properties)).toEqual(Object.keys(company));
    // The schema as sent checks a draft as the server does: the seed passes, a bad field is named.
    expect(Errors(schema, JSON.parse(JSON.stringify(company)))[0]).toBe(true);
    const [valid, problems] = Errors(schema, {
      ...company,
      phone: { ...company.phone, display: '' },
    });
    expect(valid).toBe(false);
    expect(problems.map((p) => p.instancePath)).toContain('/phone/display');
    // Writes answer the state without it.
    const state = await get();
    const saved = await saveDraft(state.published, state.revision);
    expect(saved.status).toBe(200);
    expect(saved.json).not.toHaveProperty('schema');
    await call(server, '/api/staff/documents/company/draft', {
      method: 'DELETE',
      token: editor.token,
      json: { revision: (saved.json as State).revision },
    });
  });

  it('checks a draft against the schema, with the reason', async () => {
    const seen = await get();
    const bad = await saveDraft({ ...seen.published, supportEmail: 'not an email' }, seen.revision);
    expect(bad.status).toBe(400);
    expect((bad.json as { message: string }).message).toBe('Please enter a valid email address.');
    const extra = await saveDraft({ ...seen.published, script: '<x>' }, seen.revision);
    expect(extra.status).toBe(400);
    expect((await get()).revision).toBe(seen.revision);
  });

  it('is for staff only; visitors read only what is published', async () => {
    const member = await newUser(server, 'member');
    expect((await call(server, '/api/staff/documents/company')).status).toBe(401);
    expect((await call(server, '/api/staff/documents', { token: member.token })).status).toBe(403);
    const list = (await call(server, '/api/staff/documents', { token: editor.token })).json as {
      key: string;
    }[];
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'company', title: 'Company facts' }),
        expect.objectContaining({ key: 'home', title: 'Home page', publishedVersion: 1 }),
      ]),
    );
    expect(list.map((d) => d.key).sort()).toEqual([...DOCUMENT_KEYS].sort());
  });
});
