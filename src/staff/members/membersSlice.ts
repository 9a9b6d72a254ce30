// What the staff member sees changing on the Members page: the search as typed, where the list is
// and the outcome of the last change of role. Only the page's chunk imports this module, which
// joins the slice to the store's reducer.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { type Notice, paged, type Trail } from '../common/lists';

interface MembersState {
  search: string;
  trail: Trail;
  notice: Notice | null;
}

const initialMembersState: MembersState = { search: '', trail: [], notice: null };

const membersSlice = createSlice({
  name: 'members',
  initialState: initialMembersState,
  reducers: {
    membersSearched(state, action: PayloadAction<string>) {
      state.search = action.payload;
      state.trail = [];
    },
    /** The next page (`cursor`: the page's `next`) or, with null, the previous one. */
    membersPaged(state, action: PayloadAction<string | null>) {
      state.trail = paged(state.trail, action.payload);
    },
    roleAnswered(state, action: PayloadAction<Notice>) {
      state.notice = action.payload;
    },
  },
  selectors: {
    selectMembers: (state) => state,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof membersSlice> {}
}

const injectedMembersSlice = membersSlice.injectInto(rootReducer);

export const membersActions = membersSlice.actions;
export const { selectMembers } = injectedMembersSlice.selectors;
