// The content document editor's state (src/staff/content/): the draft and its revision, unsaved
// changes, the last save (a 409 keeps what was typed), the prompt, the last action's outcome, the
// versions compared. Only the content editor's chunk imports it, which joins it to the reducer.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { anchorOf } from '../../../contract/values/content/anchors';
import { type Path, pathKey } from './documentSchema';

type Json = unknown;

interface SaveState {
  status: 'idle' | 'saving' | 'saved' | 'error';
  /** When the server last saved the draft. */
  at: string | null;
  /** Why the last save failed (the server's words). */
  message: string | null;
  /** The last save was refused because someone else changed the document (409). */
  conflict: boolean;
  /** The field the server refused (its path, as pathKey writes it), shown beside that field. */
  field: string | null;
}

type Confirm = 'discard' | 'loadTheirs';

interface Notice {
  kind: 'success' | 'error';
  text: string;
}

export interface DocumentEditor {
  key: string;
  /** The revision the draft is based on: every write sends it. */
  revision: number;
  draft: Json;
  /** Changes the server has not saved yet. */
  dirty: boolean;
  /** Counts changes, so that a save that ends after more typing leaves the draft dirty. */
  edits: number;
  save: SaveState;
  confirm: Confirm | null;
  notice: Notice | null;
  /** The versions picked for the comparison (at most two). */
  compare: number[];
  /** The image field (its pathKey) whose media library is open to choose from, if any. */
  library: string | null;
  /** The rich text field (its pathKey) whose link dialog is open, if any. */
  linkDialog: string | null;
  /** The item removed last from a list, which "Undo" puts back where it was. */
  removed: { path: Path; index: number; item: Json } | null;
  /** The form's open sections (DocumentSections.tsx) and blocks (fields/BlockListField.tsx). */
  open: string[];
  /** The field (its pathKey) to bring into view and focus once its section is drawn. */
  focus: string | null;
  /**
   * After a conflict, the comparison of their version with mine: the fields (pathKeys) where
   * theirs is to be used; null while the comparison is closed.
   */
  theirs: string[] | null;
}

interface ContentState {
  editor: DocumentEditor | null;
}

const IDLE: SaveState = { status: 'idle', at: null, message: null, conflict: false, field: null };

/** Walks to the parent of `path` in the draft (immer's draft), for the reducers to change it. */
function parentOf(root: Json, path: Path): Record<string | number, Json> | undefined {
  let here = root as Record<string | number, Json> | undefined;
  for (const step of path.slice(0, -1))
    here = here?.[step] as Record<string | number, Json> | undefined;
  return here;
}

function listAt(root: Json, path: Path): Json[] | undefined {
  const parent = parentOf(root, path);
  const list = path.length === 0 ? root : parent?.[path[path.length - 1] as string | number];
  return Array.isArray(list) ? list : undefined;
}

const changed = (editor: DocumentEditor) => {
  editor.dirty = true;
  editor.edits += 1;
};

const documentSlice = createSlice({
  name: 'content',
  initialState: { editor: null } as ContentState,
  reducers: {
    /** The document as the server has it: the editor shows its draft, or what is published. */
    documentLoaded(
      state,
      action: PayloadAction<{ key: string; revision: number; draft: Json; changedAt: string }>,
    ) {
      const { key, revision, draft, changedAt } = action.payload;
      state.editor = {
        key,
        revision,
        draft,
        dirty: false,
        edits: 0,
        save: { ...IDLE, at: changedAt },
        confirm: null,
        notice: null,
        compare: state.editor?.key === key ? state.editor.compare : [],
        library: null,
        linkDialog: null,
        removed: null,
        open: state.editor?.key === key ? state.editor.open : [],
        focus: null,
        theirs: null,
      };
    },
    /** A newer revision from the server (a publish, or a refetch): kept unless typing is unsaved. */
    documentSynced(state, action: PayloadAction<{ key: string; revision: number; draft: Json }>) {
      const editor = state.editor;
      if (!editor || editor.key !== action.payload.key || editor.dirty) return;
      if (editor.save.status === 'saving' || editor.save.conflict) return;
      editor.revision = action.payload.revision;
      editor.draft = action.payload.draft;
    },
    /**
     * A field typed or chosen. `anchor`: the sibling field holding the item's anchor, made from
     * this one (an item's name) while it is empty or still the one made from the name before.
     */
    fieldChanged(state, action: PayloadAction<{ path: Path; value: Json; anchor?: string }>) {
      const editor = state.editor;
      const { path, value, anchor } = action.payload;
      const parent = editor && parentOf(editor.draft, path);
      if (!editor || !parent || path.length === 0) return;
      const name = path[path.length - 1] as string | number;
      if (anchor !== undefined && typeof value === 'string') {
        const before = parent[name];
        const set = parent[anchor];
        if (set === '' || set === undefined || set === anchorOf(String(before ?? '')))
          parent[anchor] = anchorOf(value);
      }
      parent[name] = value;
      if (editor.save.field === pathKey(path)) editor.save.field = null;
      changed(editor);
    },
    itemAdded(state, action: PayloadAction<{ path: Path; item: Json }>) {
      const list = state.editor && listAt(state.editor.draft, action.payload.path);
      if (!state.editor || !list) return;
      list.push(action.payload.item);
      changed(state.editor);
    },
    itemRemoved(state, action: PayloadAction<{ path: Path; index: number }>) {
      const list = state.editor && listAt(state.editor.draft, action.payload.path);
      if (!state.editor || !list) return;
      const [item] = list.splice(action.payload.index, 1);
      state.editor.removed = { path: [...action.payload.path], index: action.payload.index, item };
      changed(state.editor);
    },
    removalUndone(state) {
      const removed = state.editor?.removed;
      const list = removed && listAt(state.editor?.draft, removed.path);
      if (!state.editor || !removed || !list) return;
      list.splice(removed.index, 0, removed.item);
      state.editor.removed = null;
      changed(state.editor);
    },
    /** Moves an item one place up (-1) or down (+1). */
    itemMoved(state, action: PayloadAction<{ path: Path; index: number; by: -1 | 1 }>) {
      const { path, index, by } = action.payload;
      const list = state.editor && listAt(state.editor.draft, path);
      const to = index + by;
      if (!state.editor || !list || to < 0 || to >= list.length) return;
      [list[index], list[to]] = [list[to], list[index]];
      changed(state.editor);
    },
    saveStarted(state) {
      if (state.editor) state.editor.save = { ...state.editor.save, status: 'saving' };
    },
    /** The server saved the draft as it was after `edits` changes. */
    saveSucceeded(state, action: PayloadAction<{ revision: number; at: string; edits: number }>) {
      const editor = state.editor;
      if (!editor) return;
      editor.revision = action.payload.revision;
      editor.dirty = editor.edits !== action.payload.edits;
      editor.save = { ...IDLE, status: 'saved', at: action.payload.at };
    },
    /** Not saved: the draft stays as typed. */
    saveFailed(
      state,
      action: PayloadAction<{ message: string; conflict?: boolean; field?: string }>,
    ) {
      const editor = state.editor;
      if (!editor) return;
      const { message, conflict = false, field = null } = action.payload;
      editor.save = { ...editor.save, status: 'error', message, conflict, field };
    },
    /**
     * An action refused because of one field (a publish while an image has no description): its
     * reason beside that field (its pathKey) until the field changes; the draft stays as saved.
     */
    fieldRefused(state, action: PayloadAction<{ field: string; message: string }>) {
      const editor = state.editor;
      if (editor) editor.save = { ...editor.save, ...action.payload };
    },
    /**
     * After a conflict: mine is kept over theirs (the draft as it is, or as merged), based on their
     * revision, so that the next save replaces theirs. Nothing is sent until it is saved.
     */
    conflictResolved(state, action: PayloadAction<{ revision: number; draft?: Json }>) {
      const editor = state.editor;
      if (!editor) return;
      editor.revision = action.payload.revision;
      if (action.payload.draft !== undefined) editor.draft = action.payload.draft;
      editor.theirs = null;
      editor.save = { ...IDLE, at: editor.save.at };
      changed(editor);
    },
    /** Opens (true) or closes the comparison of their version with mine. */
    conflictCompared(state, action: PayloadAction<boolean>) {
      if (state.editor) state.editor.theirs = action.payload ? [] : null;
    },
    /** Uses their value (true) or mine for one field of the comparison (its pathKey). */
    conflictPicked(state, action: PayloadAction<{ field: string; theirs: boolean }>) {
      const editor = state.editor;
      if (!editor?.theirs) return;
      const { field, theirs } = action.payload;
      editor.theirs = editor.theirs.filter((f) => f !== field);
      if (theirs) editor.theirs.push(field);
    },
    /** Typing kept in the tab since before a reload, put back as unsaved changes. */
    draftRestored(state, action: PayloadAction<{ revision: number; draft: Json; text: string }>) {
      const editor = state.editor;
      if (!editor) return;
      editor.revision = action.payload.revision;
      editor.draft = action.payload.draft;
      editor.notice = { kind: 'success', text: action.payload.text };
      changed(editor);
    },
    /** Opens an image field's media library (its pathKey), or closes it (null). */
    libraryToggled(state, action: PayloadAction<string | null>) {
      if (state.editor) state.editor.library = action.payload;
    },
    /** Opens a rich text field's link dialog (its pathKey), or closes it (null). */
    linkDialogToggled(state, action: PayloadAction<string | null>) {
      if (state.editor) state.editor.linkDialog = action.payload;
    },
    confirmAsked(state, action: PayloadAction<Confirm | null>) {
      if (state.editor) state.editor.confirm = action.payload;
    },
    noticeShown(state, action: PayloadAction<Notice | null>) {
      if (state.editor) state.editor.notice = action.payload;
    },
    /** Opens the sections holding these top-level fields (a section holding a problem, say). */
    sectionsOpened(state, action: PayloadAction<string[]>) {
      const editor = state.editor;
      if (!editor) return;
      editor.open = [...new Set([...editor.open, ...action.payload])];
    },
    /** Closes the section holding these top-level fields. */
    sectionsClosed(state, action: PayloadAction<string[]>) {
      const editor = state.editor;
      if (editor) editor.open = editor.open.filter((name) => !action.payload.includes(name));
    },
    /**
     * Brings the field at `path` into view and focuses it, opening the section that holds it
     * (the jump list, a click on the live preview).
     */
    fieldFocused(state, action: PayloadAction<{ path: Path }>) {
      const editor = state.editor;
      const top = action.payload.path[0];
      if (!editor || top === undefined) return;
      if (!editor.open.includes(String(top))) editor.open.push(String(top));
      editor.focus = pathKey(action.payload.path);
    },
    /** The field asked for is focused (or is not in the form). */
    focusDone(state) {
      if (state.editor) state.editor.focus = null;
    },
    /** Picks a version to compare (a third replaces the older pick), or unpicks it. */
    versionToggled(state, action: PayloadAction<number>) {
      const editor = state.editor;
      if (!editor) return;
      const version = action.payload;
      editor.compare = editor.compare.includes(version)
        ? editor.compare.filter((v) => v !== version)
        : [...editor.compare, version].slice(-2);
    },
  },
  selectors: {
    selectDocumentEditor: (state) => state.editor,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof documentSlice> {}
}

const injected = documentSlice.injectInto(rootReducer);

export const documentActions = documentSlice.actions;
export const { selectDocumentEditor } = injected.selectors;
