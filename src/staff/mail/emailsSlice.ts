// What the staff member sees changing on the Emails page: which emails, where the list is and the
// outcome of the last "Send again". Only the page's chunk imports this module, which joins the
// slice to the store's reducer.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { EmailStatus } from '../../api/types';
import { rootReducer } from '../../app/rootReducer';
import { type Notice, paged, type Trail } from '../common/lists';

interface EmailsState {
  status: EmailStatus;
  trail: Trail;
  notice: Notice | null;
}

const initialEmailsState: EmailsState = { status: 'failed', trail: [], notice: null };

const emailsSlice = createSlice({
  name: 'emails',
  initialState: initialEmailsState,
  reducers: {
    emailsFiltered(state, action: PayloadAction<EmailStatus>) {
      Object.assign(state, { status: action.payload, trail: [], notice: null });
    },
    /** The next page (`cursor`: the page's `next`) or, with null, the previous one. */
    emailsPaged(state, action: PayloadAction<string | null>) {
      state.trail = paged(state.trail, action.payload);
      state.notice = null;
    },
    /** "Send again" worked (the text says so) or was refused (the text says why). */
    emailRetryAnswered(state, action: PayloadAction<Notice>) {
      state.notice = action.payload;
    },
  },
  selectors: {
    selectEmails: (state) => state,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof emailsSlice> {}
}

const injectedEmailsSlice = emailsSlice.injectInto(rootReducer);

export const emailsActions = emailsSlice.actions;
export const { selectEmails } = injectedEmailsSlice.selectors;
