import { api } from '../../api/api';
import type { DocumentData, DocumentKey } from '../../api/types';

// The content documents a page shows (contract/documents/index.ts): in the store's API cache, put there
// from the page's own data when the server rendered it (src/app/pageData.ts), else asked of
// GET /api/documents/<key> (a page reached by navigating in the app).

/** A document as published, or undefined while it is being fetched. */
export function useDocument<K extends DocumentKey>(key: K): DocumentData<K> | undefined {
  return api.endpoints.document.useQuery(key).data as DocumentData<K> | undefined;
}
