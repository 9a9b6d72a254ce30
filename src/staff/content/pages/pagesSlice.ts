// What the staff member sees changing on the Pages screen: the new page's form as typed with each
// field's reason for a refusal, the page whose deletion is being asked, and the outcome of the
// last action. Only the back office's staff-admin chunk imports this module, which joins the
// slice to the store's reducer.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { PAGE_SECTIONS } from '../../../../contract/values/content/pages';
import { rootReducer } from '../../../app/rootReducer';
import type { Notice } from '../../common/lists';

type Field = 'title' | 'section';

interface PagesState {
  form: { title: string; section: string };
  errors: Record<Field, string | null>;
  /** The page whose deletion is asked once more. */
  asking: number | null;
  notice: Notice | null;
  /** The control (its id) to focus once the list is drawn again: a moved page's button. */
  focus: string | null;
}

const emptyForm = { title: '', section: PAGE_SECTIONS[1] as string };
const noErrors = { title: null, section: null };

const initialPagesState: PagesState = {
  form: emptyForm,
  errors: noErrors,
  asking: null,
  notice: null,
  focus: null,
};

const pagesSlice = createSlice({
  name: 'pages',
  initialState: initialPagesState,
  reducers: {
    /** A field typed: its reason, if any, goes until the next send. */
    pageTyped(state, action: PayloadAction<Partial<PagesState['form']>>) {
      state.form = { ...state.form, ...action.payload };
      for (const field of Object.keys(action.payload)) state.errors[field as Field] = null;
    },
    /** Refused, at a field or as a whole: what was typed stays. */
    pageRefused(state, action: PayloadAction<{ field: Field | null; message: string }>) {
      const { field, message } = action.payload;
      if (field) state.errors[field] = message;
      state.notice = field ? null : { kind: 'error', text: message };
    },
    pageCreated(state) {
      state.form = emptyForm;
      state.errors = noErrors;
      state.notice = null;
    },
    /** Focus `id` once the list is drawn again (null: done). */
    focusAsked(state, action: PayloadAction<string | null>) {
      state.focus = action.payload;
    },
    pageDeleteAsked(state, action: PayloadAction<number | null>) {
      state.asking = action.payload;
    },
    /** The outcome of an action on a page of the list (a delete ends the asking). */
    pageNoticed(state, action: PayloadAction<Notice>) {
      state.asking = null;
      state.notice = action.payload;
    },
  },
  selectors: {
    selectPages: (state) => state,
  },
});

declare module '../../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof pagesSlice> {}
}

const injectedPagesSlice = pagesSlice.injectInto(rootReducer);

export const pagesActions = pagesSlice.actions;
export const { selectPages } = injectedPagesSlice.selectors;
