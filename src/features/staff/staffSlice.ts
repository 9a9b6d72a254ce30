// What the staff member sees changing in the back office: the inbox's search, filter and open
// message; where each list is (its pages' cursors); the members' search; the open editor with its unsaved draft; the "discard changes?" and "delete?" prompts;
// the last announced outcome; the Emails page's filter and the outcome of its last "Send
// again". Only the staff chunk imports this module, which joins the slice to the store's reducer
// (rootReducer.inject), so no other page carries its code.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { CollectionName } from '../../../contract/collections';
import type { EmailStatus, EnrolmentStatus, MessageStatus } from '../../api/types';
import { rootReducer } from '../../app/rootReducer';

type StaffCollection = CollectionName;
type DraftValue = string | boolean;
export type Draft = Record<string, DraftValue>;

export interface EditorState {
  collection: StaffCollection;
  /** null: a new item. */
  id: number | null;
  draft: Draft;
  dirty: boolean;
}

/** What asked to leave a dirty editor: open another (an EditorState) or just close (null). */
interface DiscardPrompt {
  next: EditorState | null;
}

interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/** The back office's lists read by pages: the inbox, members, audit log, emails, collections. */
export type StaffList = 'inbox' | 'members' | 'enrolments' | 'audit' | 'emails' | StaffCollection;

interface StaffState {
  inbox: { q: string; status: MessageStatus | ''; openId: number | null };
  /**
   * Where each list is: the cursors of the pages opened after its first (the last one is the page
   * shown; none: the first page). "Previous" drops the last, "Next" adds the page's `next`.
   */
  trails: Partial<Record<StaffList, string[]>>;
  /** The members' search, as typed. */
  membersSearch: string;
  /** Each collection's search, as typed. */
  collectionSearch: Partial<Record<StaffCollection, string>>;
  editor: EditorState | null;
  discardPrompt: DiscardPrompt | null;
  confirmDelete: { collection: StaffCollection; id: number; title: string } | null;
  /** The outcome of the last action, announced politely ("Saved.", or why it failed). */
  notice: Notice | null;
  /** The Emails page: which emails, and the outcome of the last "Send again". */
  emails: { status: EmailStatus; notice: Notice | null };
  /** The Enrolments page's filter: enrolled or completed ones only, or all (''). */
  enrolmentsStatus: EnrolmentStatus | '';
}

const initialStaffState: StaffState = {
  inbox: { q: '', status: '', openId: null },
  trails: {},
  membersSearch: '',
  collectionSearch: {},
  editor: null,
  discardPrompt: null,
  confirmDelete: null,
  notice: null,
  emails: { status: 'failed', notice: null },
  enrolmentsStatus: '',
};

const NO_TRAIL: readonly string[] = [];

const staffSlice = createSlice({
  name: 'staff',
  initialState: initialStaffState,
  reducers: {
    inboxSearched(state, action: PayloadAction<string>) {
      state.inbox.q = action.payload;
      delete state.trails.inbox;
    },
    inboxFiltered(state, action: PayloadAction<MessageStatus | ''>) {
      state.inbox.status = action.payload;
      delete state.trails.inbox;
    },
    /** The next page (`cursor`: the page's `next`) or, with null, the previous one. */
    listPaged(state, action: PayloadAction<{ list: StaffList; cursor: string | null }>) {
      const { list, cursor } = action.payload;
      const trail = state.trails[list] ?? [];
      state.trails[list] = cursor === null ? trail.slice(0, -1) : [...trail, cursor];
      if (list === 'inbox') state.inbox.openId = null;
      if (list === 'emails') state.emails.notice = null;
    },
    membersSearched(state, action: PayloadAction<string>) {
      state.membersSearch = action.payload;
      delete state.trails.members;
    },
    messageOpened(state, action: PayloadAction<number>) {
      state.inbox.openId = action.payload;
    },
    messageClosed(state) {
      state.inbox.openId = null;
    },
    collectionSearched(state, action: PayloadAction<{ collection: StaffCollection; q: string }>) {
      state.collectionSearch[action.payload.collection] = action.payload.q;
      delete state.trails[action.payload.collection];
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
    deleteRequested(state, action: PayloadAction<NonNullable<StaffState['confirmDelete']>>) {
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
    noticeShown(state, action: PayloadAction<NonNullable<StaffState['notice']>>) {
      state.notice = action.payload;
    },
    enrolmentsFiltered(state, action: PayloadAction<EnrolmentStatus | ''>) {
      state.enrolmentsStatus = action.payload;
      delete state.trails.enrolments;
    },
    emailsFiltered(state, action: PayloadAction<EmailStatus>) {
      state.emails = { status: action.payload, notice: null };
      delete state.trails.emails;
    },
    /** "Send again" worked (the text says so) or was refused (the text says why). */
    emailRetryAnswered(state, action: PayloadAction<Notice>) {
      state.emails.notice = action.payload;
    },
  },
  selectors: {
    selectInbox: (state) => state.inbox,
    selectEditor: (state) => state.editor,
    selectCollectionSearch: (state, collection: StaffCollection) =>
      state.collectionSearch[collection] ?? '',
    selectDiscardPrompt: (state) => state.discardPrompt,
    selectConfirmDelete: (state) => state.confirmDelete,
    selectNotice: (state) => state.notice,
    /** The cursors of the list's pages opened after its first; the last one is the page shown. */
    selectTrail: (state, list: StaffList) => state.trails[list] ?? NO_TRAIL,
    selectMembersSearch: (state) => state.membersSearch,
    selectEmails: (state) => state.emails,
    selectEnrolmentsStatus: (state) => state.enrolmentsStatus,
  },
});

declare module '../../app/rootReducer' {
  // RootState gains an optional `staff`: present once this module has run and an action passed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof staffSlice> {}
}

/** The slice, joined to the store's reducer; its selectors read the initial state until then. */
const injectedStaffSlice = staffSlice.injectInto(rootReducer);

export const staffActions = staffSlice.actions;
export const {
  selectInbox,
  selectEditor,
  selectCollectionSearch,
  selectDiscardPrompt,
  selectConfirmDelete,
  selectNotice,
  selectTrail,
  selectMembersSearch,
  selectEmails,
  selectEnrolmentsStatus,
} = injectedStaffSlice.selectors;
