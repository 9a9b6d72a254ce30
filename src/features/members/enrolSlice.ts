// A course's Enrol button (docs/product.md §10.18): whether the question it asks once before
// enrolling is open, and for which course. Only the courses' pages import this module, which
// joins the slice to the store's reducer (rootReducer.inject), so no other page carries it.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';

const enrolSlice = createSlice({
  name: 'enrol',
  initialState: { asking: null as string | null },
  reducers: {
    /** The member pressed Enrol: the question opens for that course. */
    enrolAsked(state, action: PayloadAction<string>) {
      state.asking = action.payload;
    },
    /** Answered (enrol, or not now), or left with the page. */
    enrolAnswered(state) {
      state.asking = null;
    },
  },
  selectors: {
    selectEnrolAsking: (state) => state.asking,
  },
});

declare module '../../app/rootReducer' {
  // RootState gains an optional `enrol` once this module has run and an action passed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof enrolSlice> {}
}

/** The slice, joined to the store's reducer; its selectors read the initial state until then. */
const injectedEnrolSlice = enrolSlice.injectInto(rootReducer);

export const enrolActions = enrolSlice.actions;
export const { selectEnrolAsking } = injectedEnrolSlice.selectors;
