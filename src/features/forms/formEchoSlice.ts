// A form the server answered without JavaScript (server/site/form-pages.ts, server/site/apply-page.ts): the
// contact, password, quote and job application forms post to their own page when the app is not
// running, and the server renders the page again with what was typed and what went wrong, or with
// its confirmation. The page
// carries that answer (src/app/pageData.ts); the store starts with it, so that the browser
// hydrates what the server rendered. Only the chunks of those pages and of page data import this
// module, which joins the slice to the store's reducer: every other page starts without it.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { useAppSelector } from '../../app/hooks';
import { rootReducer } from '../../app/rootReducer';
import type { Flash } from '../auth/authSlice';
import type { PostedForm } from './formProblems';

/**
 * The forms the server answers as pages: those it checks itself, the job application's, and the
 * login form's (which says that logging in needs the app).
 */
type EchoedForm = PostedForm | 'apply' | 'login';

export interface FormEcho {
  /** Which form the server answered (the page that shows it). */
  form: EchoedForm;
  /** What was typed, by field name (never a password). */
  values: Record<string, string>;
  /** The visitor tried to send: the form shows what is wrong with each field. */
  attempted: boolean;
  /** The server's answer: its confirmation, or why it refused. */
  flash: Flash | null;
  /** The field the refusal names (the apply form's `cv`: a file the page cannot show again). */
  field?: string;
}

const formEchoSlice = createSlice({
  name: 'formEcho',
  initialState: null as FormEcho | null,
  reducers: {
    /** The server's answer to a form the page posted without the app. */
    formEchoed: (_state, action: PayloadAction<FormEcho>) => action.payload,
    /** The page took the server's answer into its own state (the login and sign-up pages'). */
    formEchoTaken: () => null,
  },
  selectors: { selectFormEcho: (state) => state },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof formEchoSlice> {}
}

const injected = formEchoSlice.injectInto(rootReducer);

export const { formEchoed, formEchoTaken } = formEchoSlice.actions;
export const { selectFormEcho } = injected.selectors;

/** The server's answer to `form`, if the page was rendered with one (null for another form). */
export const useFormEcho = (form: EchoedForm): FormEcho | null => {
  const echo = useAppSelector(selectFormEcho);
  return echo?.form === form ? echo : null;
};
