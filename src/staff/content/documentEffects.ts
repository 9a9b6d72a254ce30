// Saving the content editor's draft: "Save draft", and the autosave a short time after typing
// stops (DOCUMENT_AUTOSAVE_MS; a listener, so that a change restarts the wait). A draft the
// schema refuses is not sent: the fields say why. A refused save keeps what was typed, with the
// server's reason (a 409 names who changed the document and when; a 400 names the field, and its
// reason shows beside that field too). The content editor's pages add
// the listener to the store when they open (addAppListener: the store keeps one).

import { isAnyOf } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { errorText } from '../../api/api';
import { documentEndpoints } from './documentsApi';
import { useAppDispatch } from '../../app/hooks';
import type { AppDispatch, RootState } from '../../app/rootReducer';
import { addAppListener, createAppAsyncThunk } from '../../app/withTypes';
import { documentCopy } from './documentCopy';
import { documentActions } from './documentSlice';
import { type FieldSchema, problemsOf } from './documentSchema';
import { draftFacts } from './fields/documentFacts';

/**
 * The draft is saved this long after typing stops (docs/product.md §10.12). Here rather than in
 * config/timing.ts, which every page loads: webpack keeps a module's used exports wherever it is.
 */
const DOCUMENT_AUTOSAVE_MS = 1500;

const statusOf = (error: unknown): number | undefined =>
  error && typeof error === 'object' && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

/** The draft's field a refusal names ("data.hero.headline" → "hero.headline"), if any. */
export const fieldOf = (error: unknown): string | undefined => {
  const data = error && typeof error === 'object' && 'data' in error ? error.data : undefined;
  const field = data && typeof data === 'object' && 'field' in data ? data.field : undefined;
  return typeof field === 'string' && field.startsWith('data.') ? field.slice(5) : undefined;
};

/** Whether the form marks a field of `draft` (the schema's rules, the facts it names). */
export const draftHasProblems = (state: unknown, key: string, draft: unknown): boolean => {
  const doc = documentEndpoints.staffDocument.select(key)(state as never).data;
  const schema = doc?.schema as FieldSchema | undefined;
  return Boolean(
    schema && Object.keys(problemsOf(schema, draft, draftFacts(doc, key, draft))).length > 0,
  );
};

/** Saves the draft as it is now; true when the server saved it. */
export const saveDocument = createAppAsyncThunk(
  'content/save',
  async (_: void, { getState, dispatch }): Promise<boolean> => {
    const editor = getState().content?.editor;
    if (!editor) return false;
    const { key, revision, draft, edits } = editor;
    if (draftHasProblems(getState(), key, draft)) {
      dispatch(documentActions.saveFailed({ message: documentCopy.fixFields }));
      return false;
    }
    dispatch(documentActions.saveStarted());
    const answer = await dispatch(
      documentEndpoints.saveDocumentDraft.initiate({ key, revision, data: draft }),
    );
    if (answer.data) {
      const { revision: next, changedAt } = answer.data;
      dispatch(documentActions.saveSucceeded({ revision: next, at: changedAt, edits }));
      return true;
    }
    const conflict = statusOf(answer.error) === 409;
    dispatch(
      documentActions.saveFailed({
        message: errorText(answer.error) ?? documentCopy.failed,
        conflict,
        field: fieldOf(answer.error),
      }),
    );
    // Their version, with who saved it and when: the editor offers to keep mine, take theirs or
    // compare the two (the draft typed here stays: documentSynced leaves a conflict alone).
    if (conflict)
      await dispatch(
        documentEndpoints.staffDocument.initiate(key, { forceRefetch: true, subscribe: false }),
      );
    return false;
  },
);

/** The revision the editor's draft is based on now (a save just made changes it). */
export const revisionNow =
  () =>
  (_dispatch: unknown, getState: () => RootState): number =>
    getState().content?.editor?.revision ?? 0;

const typed = isAnyOf(
  documentActions.fieldChanged,
  documentActions.itemAdded,
  documentActions.itemRemoved,
  documentActions.itemMoved,
);

// Every change restarts the wait; a save still under way is let finish first (its answer carries
// the revision the next save is based on). After a conflict, nothing is sent until staff decide.
const autosave = addAppListener({
  matcher: typed,
  effect: async (_action, { cancelActiveListeners, delay, condition, getState, dispatch }) => {
    cancelActiveListeners();
    await delay(DOCUMENT_AUTOSAVE_MS);
    const saving = () => getState().content?.editor?.save.status === 'saving';
    if (saving()) await condition(() => !saving());
    const editor = getState().content?.editor;
    if (!editor?.dirty || editor.save.conflict) return;
    await dispatch(saveDocument());
  },
});

/** Adds the autosave to the store; again is harmless (it keeps one). */
export const addDocumentListeners = (dispatch: AppDispatch): void => {
  dispatch(autosave);
};

/** Adds the autosave to the store when the editor opens. */
export function useDocumentListeners(): void {
  const dispatch = useAppDispatch();
  useEffect(() => addDocumentListeners(dispatch), [dispatch]);
}
