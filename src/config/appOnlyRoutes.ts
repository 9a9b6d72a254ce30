// Every back-office page's address, for the build (which writes each an app shell and tells the
// server they are pages) and the tests. Apart from staffPaths.ts, which the navigation's Staff
// link imports, so that no page's start-up code carries this list.

import { COLLECTION_NAMES, COLLECTIONS } from '../../contract/values/collections';
import { DOCUMENT_KEYS } from '../../contract/values/content/document-keys';
import { PAGE_EDITOR_PATH } from '../../contract/values/content/pages';
import { INSIGHTS_PATHS } from './insightsPaths';
import { documentPath, STAFF_PATHS } from './staffPaths';

/**
 * Every back-office page: these, the Insights screens', a built page's editor, the editor of each
 * collection (contract/values/collections.ts) and of each content document.
 */
export const APP_ONLY_ROUTES: readonly string[] = [
  ...Object.values(STAFF_PATHS),
  ...Object.values(INSIGHTS_PATHS),
  PAGE_EDITOR_PATH,
  ...COLLECTION_NAMES.map((name) => COLLECTIONS[name].editorPath),
  ...DOCUMENT_KEYS.map(documentPath),
];
