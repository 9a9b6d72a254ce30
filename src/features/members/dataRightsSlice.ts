// The profile's data card (docs/product.md §10.18): whether the account's deletion form is open.
// Only the profile's member sections (their own chunk) import this module, which joins the slice
// to the store's reducer (rootReducer.inject), so no other page carries it.

import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';

const dataRightsSlice = createSlice({
  name: 'dataRights',
  initialState: { deleteOpen: false },
  reducers: {
    deleteFormOpened(state) {
      state.deleteOpen = true;
    },
    /** Closed by the visitor, or left with the page. */
    deleteFormClosed(state) {
      state.deleteOpen = false;
    },
  },
  selectors: {
    selectDeleteOpen: (state) => state.deleteOpen,
  },
});

declare module '../../app/rootReducer' {
  // RootState gains an optional `dataRights` once this module has run and an action passed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof dataRightsSlice> {}
}

/** The slice, joined to the store's reducer; its selectors read the initial state until then. */
const injectedDataRightsSlice = dataRightsSlice.injectInto(rootReducer);

export const dataRightsActions = dataRightsSlice.actions;
export const { selectDeleteOpen } = injectedDataRightsSlice.selectors;
