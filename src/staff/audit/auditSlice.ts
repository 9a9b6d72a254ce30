// Where the audit log is (its pages' cursors). Only the page's chunk imports this module, which
// joins the slice to the store's reducer.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { paged, type Trail } from '../common/lists';

const auditSlice = createSlice({
  name: 'audit',
  initialState: { trail: [] as Trail },
  reducers: {
    /** The next page (`cursor`: the page's `next`) or, with null, the previous one. */
    auditPaged(state, action: PayloadAction<string | null>) {
      state.trail = paged(state.trail, action.payload);
    },
  },
  selectors: {
    selectAuditTrail: (state) => state.trail,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof auditSlice> {}
}

const injectedAuditSlice = auditSlice.injectInto(rootReducer);

export const auditActions = auditSlice.actions;
export const { selectAuditTrail } = injectedAuditSlice.selectors;
