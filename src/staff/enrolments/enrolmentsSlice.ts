// What the staff member sees changing on the Enrolments page: the filter (enrolled or completed
// ones only, or all: ''), where the list is and the outcome of the last completion or recorded
// internship. Only the page's chunk imports this module, which joins the slice to the store's
// reducer.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { EnrolmentStatus } from '../../api/types';
import { rootReducer } from '../../app/rootReducer';
import { type Notice, paged, type Trail } from '../common/lists';

interface EnrolmentsState {
  status: EnrolmentStatus | '';
  trail: Trail;
  notice: Notice | null;
}

const initialEnrolmentsState: EnrolmentsState = { status: '', trail: [], notice: null };

const enrolmentsSlice = createSlice({
  name: 'enrolments',
  initialState: initialEnrolmentsState,
  reducers: {
    enrolmentsFiltered(state, action: PayloadAction<EnrolmentStatus | ''>) {
      state.status = action.payload;
      state.trail = [];
    },
    /** The next page (`cursor`: the page's `next`) or, with null, the previous one. */
    enrolmentsPaged(state, action: PayloadAction<string | null>) {
      state.trail = paged(state.trail, action.payload);
    },
    enrolmentAnswered(state, action: PayloadAction<Notice>) {
      state.notice = action.payload;
    },
  },
  selectors: {
    selectEnrolments: (state) => state,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof enrolmentsSlice> {}
}

const injectedEnrolmentsSlice = enrolmentsSlice.injectInto(rootReducer);

export const enrolmentsActions = enrolmentsSlice.actions;
export const { selectEnrolments } = injectedEnrolmentsSlice.selectors;
