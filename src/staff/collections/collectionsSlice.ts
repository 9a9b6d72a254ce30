// What the staff member sees changing in the collections' editors: each collection's search and
// where its list is; the open editor with its unsaved draft; the "discard changes?" and "delete?"
// prompts; the last announced outcome. Only the staff chunk imports this module, which joins the
// slice to the store's reducer (rootReducer.inject), so no other page carries its code.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { CollectionName } from '../../../contract/values/collections';
import { rootReducer } from '../../app/rootReducer';
import { type Notice, paged, type Trail } from '../common/lists';

type DraftValue = string | boolean;
export type Draft = Record<string, DraftValue>;

export interface EditorState {
  collection: CollectionName;
  /** null: a new item. */
  id: number | null;
  draft: Draft;
  dirty: boolean;
}

/** What asked to leave a dirty editor: open another (an EditorState) or just close (null). */
interface DiscardPrompt {
  next: EditorState | null;
}

interface CollectionsState {
  /** Each collection's search, as typed. */
  search: Partial<Record<CollectionName, string>>;
  /** Where each collection's list is. */
  trails: Partial<Record<CollectionName, Trail>>;
  editor: EditorState | null;
  discardPrompt: DiscardPrompt | null;
  confirmDelete: { collection: CollectionName; id: number; title: string } | null;
  notice: Notice | null;
}

const initialCollectionsState: CollectionsState = {
  search: {},
  trails: {},
  editor: null,
  discardPrompt: null,
  confirmDelete: null,
  notice: null,
};

const NO_TRAIL: readonly string[] = [];

const collectionsSlice = createSlice({
  name: 'collections',
  initialState: initialCollectionsState,
  reducers: {
    collectionSearched(state, action: PayloadAction<{ collection: CollectionName; q: string }>) {
      state.search[action.payload.collection] = action.payload.q;
      delete state.trails[action.payload.collection];
    },
    /** The next page (`cursor`: the page's `next`) or, with null, the previous one. */
    collectionPaged(
      state,
      action: PayloadAction<{ collection: CollectionName; cursor: string | null }>,
    ) {
      const { collection, cursor } = action.payload;
      state.trails[collection] = paged(state.trails[collection] ?? NO_TRAIL, cursor);
    },
    /** Opens an editor; with unsaved changes in the open one, asks first. */
    editorRequested(state, action: PayloadAction<Omit<EditorState, 'dirty'>>) {
      const next = { ...action.payload, dirty: false };
      if (state.editor?.dirty) state.discardPrompt = { next };
      else state.editor = next;
      state.notice = null;
    },
    /** Closes the editor; with unsaved changes, asks first. */
    editorCloseRequested(state) {
      if (state.editor?.dirty) state.discardPrompt = { next: null };
      else state.editor = null;
    },
    draftChanged(state, action: PayloadAction<{ field: string; value: DraftValue }>) {
      if (!state.editor) return;
      state.editor.draft[action.payload.field] = action.payload.value;
      state.editor.dirty = true;
    },
    discardConfirmed(state) {
      state.editor = state.discardPrompt?.next ?? null;
      state.discardPrompt = null;
    },
    discardCancelled(state) {
      state.discardPrompt = null;
    },
    itemSaved(state, action: PayloadAction<string>) {
      state.editor = null;
      state.notice = { kind: 'success', text: action.payload };
    },
    deleteRequested(state, action: PayloadAction<NonNullable<CollectionsState['confirmDelete']>>) {
      state.confirmDelete = action.payload;
    },
    deleteCancelled(state) {
      state.confirmDelete = null;
    },
    itemDeleted(state, action: PayloadAction<string>) {
      if (state.editor && state.editor.id === state.confirmDelete?.id) state.editor = null;
      state.confirmDelete = null;
      state.notice = { kind: 'success', text: action.payload };
    },
  },
  selectors: {
    selectEditor: (state) => state.editor,
    selectCollectionSearch: (state, collection: CollectionName) => state.search[collection] ?? '',
    /** The cursors of the list's pages opened after its first; the last one is the page shown. */
    selectCollectionTrail: (state, collection: CollectionName) =>
      state.trails[collection] ?? NO_TRAIL,
    selectDiscardPrompt: (state) => state.discardPrompt,
    selectConfirmDelete: (state) => state.confirmDelete,
    selectNotice: (state) => state.notice,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof collectionsSlice> {}
}

/** The slice, joined to the store's reducer; its selectors read the initial state until then. */
const injectedCollectionsSlice = collectionsSlice.injectInto(rootReducer);

export const collectionsActions = collectionsSlice.actions;
export const {
  selectEditor,
  selectCollectionSearch,
  selectCollectionTrail,
  selectDiscardPrompt,
  selectConfirmDelete,
  selectNotice,
} = injectedCollectionsSlice.selectors;
