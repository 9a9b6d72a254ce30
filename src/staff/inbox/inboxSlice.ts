// What the staff member sees changing in the inbox: the search, the filter, the open message and
// where the list is. Only the staff chunk imports this module, which joins the slice to the
// store's reducer (rootReducer.inject), so no other page carries its code.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { MessageStatus } from '../../api/types';
import { rootReducer } from '../../app/rootReducer';
import { paged, type Trail } from '../common/lists';

interface InboxState {
  q: string;
  status: MessageStatus | '';
  openId: number | null;
  trail: Trail;
}

const initialInboxState: InboxState = { q: '', status: '', openId: null, trail: [] };

const inboxSlice = createSlice({
  name: 'inbox',
  initialState: initialInboxState,
  reducers: {
    inboxSearched(state, action: PayloadAction<string>) {
      state.q = action.payload;
      state.trail = [];
    },
    inboxFiltered(state, action: PayloadAction<MessageStatus | ''>) {
      state.status = action.payload;
      state.trail = [];
    },
    /** The next page (`cursor`: the page's `next`) or, with null, the previous one. */
    inboxPaged(state, action: PayloadAction<string | null>) {
      state.trail = paged(state.trail, action.payload);
      state.openId = null;
    },
    messageOpened(state, action: PayloadAction<number>) {
      state.openId = action.payload;
    },
    messageClosed(state) {
      state.openId = null;
    },
  },
  selectors: {
    selectInbox: (state) => state,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof inboxSlice> {}
}

/** The slice, joined to the store's reducer; its selectors read the initial state until then. */
const injectedInboxSlice = inboxSlice.injectInto(rootReducer);

export const inboxActions = inboxSlice.actions;
export const { selectInbox } = injectedInboxSlice.selectors;
