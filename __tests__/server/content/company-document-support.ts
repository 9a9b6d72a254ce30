// What the content documents' suites share (documents-schema, documents-publishing): a server on
// a fresh database with an editor, and the company facts' document as the back office and visitors
// read and change it over HTTP.

import { company } from '../../../contract/values/company';
import { type TestServer, call, startServer } from '../helpers';
import { newStaff } from '../staff-support';
import type { StoreHarness } from '../stores';

/** The company facts' document as the back office reads it. */
export type CompanyState = {
  revision: number;
  published: typeof company;
  publishedVersion: number;
  draft: typeof company | null;
  publishAt: string | null;
  changedBy: string;
  changedByName?: string;
};

/** A server on a fresh database of `harness`, and an editor (admin) on it. */
export async function openDocumentsServer(harness: StoreHarness) {
  const database = await harness.fresh();
  const server = await startServer({ env: database.env });
  const editor = await newStaff(server, 'editor');
  return { database, server, editor };
}

/**
 * The company facts' document on the server, read and changed by default as the editor that
 * `current` names when a call runs (the suite's beforeAll sets them).
 */
export function companyDocument(current: () => { server: TestServer; editor: { token: string } }) {
  const get = async (token = current().editor.token) =>
    (await call(current().server, '/api/staff/documents/company', { token })).json as CompanyState;
  const saveDraft = (data: unknown, revision: number, token = current().editor.token) =>
    call(current().server, '/api/staff/documents/company/draft', {
      method: 'PUT',
      token,
      json: { revision, data },
    });
  const publish = (body: Record<string, unknown>, token = current().editor.token) =>
    call(current().server, '/api/staff/documents/company/publish', { token, json: body });
  const visitorSees = async () =>
    (await call(current().server, '/api/documents/company')).json as typeof company;
  return { get, saveDraft, publish, visitorSees };
}
