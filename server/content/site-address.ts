// The site's public address has one source: the PUBLIC_URL setting (mail/settings.ts), which
// whoever runs the server sets. Emails link to it, and so does every absolute address the site
// writes from the company's facts: canonical links, the sitemap and robots.txt, the case studies'
// Atom feed, the pages' structured data (JSON-LD), the back office's search-result preview. The
// `company` document keeps a `siteUrl` field (versions published before hold one), but whatever
// it stores, the store below answers it as PUBLIC_URL, to visitors, to the renderer and to the
// editor, which shows it read-only. Not the other way round: an editor may change the company's
// facts, and must not be able to point password reset and invitation links at another site.

import type { DataStore } from '../db';
import type { DocumentChange, StoredDocument } from './store/document-types';
import { isConflict } from './store/document-types';

const withAddress = (key: string, data: unknown, siteUrl: string): unknown =>
  key === 'company' && typeof data === 'object' && data !== null ? { ...data, siteUrl } : data;

/** The store, its `company` document's siteUrl answered as `siteUrl` (published, draft, versions). */
export function withSiteAddress(store: DataStore, siteUrl: string): DataStore {
  const documents = store.documents;
  const present = <T extends StoredDocument | undefined>(doc: T): T =>
    doc && {
      ...doc,
      published: withAddress(doc.key, doc.published, siteUrl),
      draft: doc.draft === null ? null : withAddress(doc.key, doc.draft, siteUrl),
    };
  const change = (answer: DocumentChange): DocumentChange =>
    answer === undefined || isConflict(answer) ? answer : present(answer);
  return {
    ...store,
    documents: {
      ...documents,
      get: async (key) => present(await documents.get(key)),
      list: async () => (await documents.list()).map(present),
      saveDraft: async (...args) => change(await documents.saveDraft(...args)),
      discardDraft: async (...args) => change(await documents.discardDraft(...args)),
      publish: async (...args) => change(await documents.publish(...args)),
      restore: async (...args) => change(await documents.restore(...args)),
      version: async (key, version) =>
        withAddress(key, await documents.version(key, version), siteUrl),
    },
  };
}
