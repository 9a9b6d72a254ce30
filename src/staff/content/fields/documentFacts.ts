// The facts a content document's texts may name (contract/values/content/facts.ts), as the editor checks
// and shows them: those the server sent with the document (as published), read from the draft
// itself when the document is their source (the pricing page's own prices).

import { useMemo } from 'react';
import { type Fact, factsWithDraft } from '../../../../contract/values/content/facts';
import { useAppSelector } from '../../../app/hooks';
import { documentEndpoints, type DocumentState } from '../documentsApi';
import { selectDocumentEditor } from '../documentSlice';

/** The facts `draft` of the document `key` may name, given the document as the server sent it. */
export const draftFacts = (
  doc: Pick<DocumentState, 'facts'> | undefined,
  key: string,
  draft: unknown,
): Fact[] => factsWithDraft(doc?.facts ?? [], key, draft);

/** The facts the open document's draft may name, as the owner types. */
export function useDraftFacts(): Fact[] {
  const editor = useAppSelector(selectDocumentEditor);
  const key = editor?.key ?? '';
  const { data } = documentEndpoints.staffDocument.useQueryState(key, { skip: !editor });
  const draft = editor?.draft;
  return useMemo(() => draftFacts(data, key, draft), [data, key, draft]);
}
