// What the staff member sees changing on the Applications page (docs/product.md §10.17): the
// posting chosen, the stage filter, the open application, the email being previewed and the
// deletion being confirmed. Only the staff chunk imports this module, which joins the slice to
// the store's reducer.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ApplicationEmail, ApplicationStage } from '../../../contract/values/applications';
import { rootReducer } from '../../app/rootReducer';

interface HiringState {
  postingId: number | null;
  stage: ApplicationStage | '';
  openId: number | null;
  /** The template whose filled text is shown before sending, or null. */
  preview: ApplicationEmail | null;
  /** The open application's deletion waits for a second click. */
  confirmingDelete: boolean;
}

const initialHiringState: HiringState = {
  postingId: null,
  stage: '',
  openId: null,
  preview: null,
  confirmingDelete: false,
};

const closed = { openId: null, preview: null, confirmingDelete: false } as const;

const hiringSlice = createSlice({
  name: 'hiring',
  initialState: initialHiringState,
  reducers: {
    postingChosen(state, action: PayloadAction<number | null>) {
      Object.assign(state, { postingId: action.payload, stage: '' }, closed);
    },
    stageFilterChosen(state, action: PayloadAction<ApplicationStage | ''>) {
      state.stage = action.payload;
    },
    applicationOpened(state, action: PayloadAction<number>) {
      Object.assign(state, closed, { openId: action.payload });
    },
    applicationClosed(state) {
      Object.assign(state, closed);
    },
    emailPreviewed(state, action: PayloadAction<ApplicationEmail | null>) {
      state.preview = action.payload;
    },
    deleteAsked(state, action: PayloadAction<boolean>) {
      state.confirmingDelete = action.payload;
    },
    applicationDeleted(state) {
      Object.assign(state, closed);
    },
  },
  selectors: {
    selectHiring: (state) => state,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof hiringSlice> {}
}

const injectedHiringSlice = hiringSlice.injectInto(rootReducer);

export const hiringActions = hiringSlice.actions;
export const { selectHiring } = injectedHiringSlice.selectors;
