// What the admin sees changing on the Subscribers page: the search, the status shown and where
// the list is, the subscriber whose removal is being asked, the outcome of the last change, the
// import's form (the file's name and the consent source stated) and its last report. Only the
// page's chunk imports this module, which joins the slice to the store's reducer.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { SubscriberImportReport } from '../../../contract/api/newsletter';
import type { SubscriberStatus } from '../../../contract/values/newsletter';
import { rootReducer } from '../../app/rootReducer';
import { type Notice, paged, type Trail } from '../common/lists';

interface SubscribersState {
  search: string;
  /** '': every status. */
  status: SubscriberStatus | '';
  trail: Trail;
  /** The subscriber whose removal is asked once more. */
  asking: number | null;
  notice: Notice | null;
  /** The import's form: the file chosen (its text stays with the form) and the consent source. */
  importForm: { fileName: string; statesConsent: boolean; consentSource: string };
  /** Why the import was not sent (no file, no source stated), or its failure. */
  importProblem: string | null;
  report: SubscriberImportReport | null;
}

const emptyImport = { fileName: '', statesConsent: false, consentSource: '' };

const initialSubscribersState: SubscribersState = {
  search: '',
  status: '',
  trail: [],
  asking: null,
  notice: null,
  importForm: emptyImport,
  importProblem: null,
  report: null,
};

const subscribersSlice = createSlice({
  name: 'subscribers',
  initialState: initialSubscribersState,
  reducers: {
    subscribersSearched(state, action: PayloadAction<string>) {
      state.search = action.payload;
      state.trail = [];
    },
    statusShown(state, action: PayloadAction<SubscriberStatus | ''>) {
      state.status = action.payload;
      state.trail = [];
    },
    /** The next page (`cursor`: the page's `next`) or, with null, the previous one. */
    subscribersPaged(state, action: PayloadAction<string | null>) {
      state.trail = paged(state.trail, action.payload);
    },
    removeAsked(state, action: PayloadAction<number | null>) {
      state.asking = action.payload;
    },
    removed(state, action: PayloadAction<Notice>) {
      state.asking = null;
      state.notice = action.payload;
    },
    importTyped(state, action: PayloadAction<Partial<SubscribersState['importForm']>>) {
      state.importForm = { ...state.importForm, ...action.payload };
      state.importProblem = null;
    },
    importRefused(state, action: PayloadAction<string>) {
      state.importProblem = action.payload;
    },
    imported(state, action: PayloadAction<SubscriberImportReport>) {
      state.report = action.payload;
      state.importForm = emptyImport;
      state.importProblem = null;
    },
  },
  selectors: {
    selectSubscribers: (state) => state,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof subscribersSlice> {}
}

const injectedSubscribersSlice = subscribersSlice.injectInto(rootReducer);

export const subscribersActions = subscribersSlice.actions;
export const { selectSubscribers } = injectedSubscribersSlice.selectors;
