// What the staff member sees changing on the Redirects page: the search and where the list is,
// the form as typed (a new redirect, or the one being changed) with each field's reason for a
// refusal, the redirect whose deletion is being asked, and the outcome of the last change. Only
// the page's chunk imports this module, which joins the slice to the store's reducer.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { RedirectKind } from '../../../contract/values/content/redirects';
import { rootReducer } from '../../app/rootReducer';
import type { Redirect } from '../../api/types';
import { type Notice, paged, type Trail } from '../common/lists';

interface RedirectForm {
  /** The redirect being changed; null: a new one. */
  id: number | null;
  from: string;
  kind: RedirectKind;
  to: string;
}

type Field = 'from' | 'to';

interface RedirectsState {
  search: string;
  trail: Trail;
  form: RedirectForm;
  errors: Record<Field, string | null>;
  /** The redirect whose deletion is asked once more. */
  asking: number | null;
  notice: Notice | null;
}

const emptyForm: RedirectForm = { id: null, from: '', kind: 'permanent', to: '' };
const noErrors = { from: null, to: null };

const initialRedirectsState: RedirectsState = {
  search: '',
  trail: [],
  form: emptyForm,
  errors: noErrors,
  asking: null,
  notice: null,
};

const redirectsSlice = createSlice({
  name: 'redirects',
  initialState: initialRedirectsState,
  reducers: {
    redirectsSearched(state, action: PayloadAction<string>) {
      state.search = action.payload;
      state.trail = [];
    },
    /** The next page (`cursor`: the page's `next`) or, with null, the previous one. */
    redirectsPaged(state, action: PayloadAction<string | null>) {
      state.trail = paged(state.trail, action.payload);
    },
    /** A field typed: its reason, if any, goes until the next send. */
    redirectTyped(state, action: PayloadAction<Partial<Omit<RedirectForm, 'id'>>>) {
      state.form = { ...state.form, ...action.payload };
      for (const field of Object.keys(action.payload))
        if (field === 'from' || field === 'to') state.errors[field] = null;
    },
    redirectEditing(state, action: PayloadAction<Redirect>) {
      const { id, from, kind, to } = action.payload;
      state.form = { id, from, kind, to: to ?? '' };
      state.errors = noErrors;
      state.notice = null;
    },
    redirectEditCancelled(state) {
      state.form = emptyForm;
      state.errors = noErrors;
    },
    /** Refused, at a field or as a whole: what was typed stays. */
    redirectRefused(state, action: PayloadAction<{ field: Field | null; message: string }>) {
      const { field, message } = action.payload;
      if (field) state.errors[field] = message;
      state.notice = field ? null : { kind: 'error', text: message };
    },
    redirectSaved(state, action: PayloadAction<string>) {
      state.form = emptyForm;
      state.errors = noErrors;
      state.notice = { kind: 'success', text: action.payload };
    },
    redirectDeleteAsked(state, action: PayloadAction<number | null>) {
      state.asking = action.payload;
    },
    redirectDeleted(state, action: PayloadAction<Notice>) {
      state.asking = null;
      state.notice = action.payload;
    },
  },
  selectors: {
    selectRedirects: (state) => state,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof redirectsSlice> {}
}

const injectedRedirectsSlice = redirectsSlice.injectInto(rootReducer);

export const redirectsActions = redirectsSlice.actions;
export const { selectRedirects } = injectedRedirectsSlice.selectors;
