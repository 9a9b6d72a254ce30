// What the staff member sees changing on the Insights screens: the list's filter, the new
// article's form as typed with its reason for a refusal, the article whose deletion is being
// asked, the outcome of the last action; and My author profile as typed (with each field's
// reason for a refusal, and whether the media library is open). Only the back office's
// staff-admin chunk imports this module, which joins the slice to the store's reducer.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer';
import type { Notice } from '../../common/lists';
import type { ArticleFilter } from './insightsCopy';

/** The author profile's fields as typed (the photo: a media library image's key, '' for none). */
export interface ProfileForm {
  name: string;
  role: string;
  bio: string;
  slug: string;
  photo: string;
}
export type ProfileField = keyof ProfileForm;

interface InsightsState {
  show: ArticleFilter;
  /** The new article: its title and author (an author profile's id; '' until chosen). */
  form: { title: string; author: string };
  titleError: string | null;
  /** The article whose deletion is asked once more. */
  asking: number | null;
  notice: Notice | null;
  /** My author profile as typed; null until the saved one (or none) is read. */
  profile: ProfileForm | null;
  profileErrors: Partial<Record<ProfileField, string>>;
  profileNotice: Notice | null;
  libraryOpen: boolean;
}

const initialInsightsState: InsightsState = {
  show: 'all',
  form: { title: '', author: '' },
  titleError: null,
  asking: null,
  notice: null,
  profile: null,
  profileErrors: {},
  profileNotice: null,
  libraryOpen: false,
};

const insightsSlice = createSlice({
  name: 'insights',
  initialState: initialInsightsState,
  reducers: {
    filterChosen(state, action: PayloadAction<ArticleFilter>) {
      state.show = action.payload;
    },
    /** A field of the new article typed: the title's reason goes until the next send. */
    articleTyped(state, action: PayloadAction<Partial<InsightsState['form']>>) {
      state.form = { ...state.form, ...action.payload };
      if (action.payload.title !== undefined) state.titleError = null;
    },
    /** Refused, at the title or as a whole: what was typed stays. */
    articleRefused(state, action: PayloadAction<{ atTitle: boolean; message: string }>) {
      const { atTitle, message } = action.payload;
      state.titleError = atTitle ? message : null;
      state.notice = atTitle ? null : { kind: 'error', text: message };
    },
    articleCreated(state) {
      state.form = initialInsightsState.form;
      state.titleError = null;
      state.notice = null;
    },
    articleDeleteAsked(state, action: PayloadAction<number | null>) {
      state.asking = action.payload;
    },
    /** The outcome of an action on an article of the list (a delete ends the asking). */
    articleNoticed(state, action: PayloadAction<Notice>) {
      state.asking = null;
      state.notice = action.payload;
    },
    /** The saved profile (or an empty one) is the form's start, unless typing has begun. */
    profileLoaded(state, action: PayloadAction<ProfileForm>) {
      state.profile ??= action.payload;
    },
    profileTyped(state, action: PayloadAction<Partial<ProfileForm>>) {
      if (!state.profile) return;
      state.profile = { ...state.profile, ...action.payload };
      for (const field of Object.keys(action.payload))
        delete state.profileErrors[field as ProfileField];
      state.profileNotice = null;
    },
    /** Refused: each field's reason beside it, what was typed kept. */
    profileRefused(
      state,
      action: PayloadAction<{ errors: Partial<Record<ProfileField, string>>; message: string }>,
    ) {
      state.profileErrors = action.payload.errors;
      state.profileNotice = { kind: 'error', text: action.payload.message };
    },
    /** Saved: the form now holds what the server kept. */
    profileSaved(state, action: PayloadAction<{ form: ProfileForm; message: string }>) {
      state.profile = action.payload.form;
      state.profileErrors = {};
      state.profileNotice = { kind: 'success', text: action.payload.message };
    },
    libraryToggled(state, action: PayloadAction<boolean>) {
      state.libraryOpen = action.payload;
    },
  },
  selectors: {
    selectInsights: (state) => state,
  },
});

declare module '../../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof insightsSlice> {}
}

const injectedInsightsSlice = insightsSlice.injectInto(rootReducer);

export const insightsActions = insightsSlice.actions;
export const { selectInsights } = injectedInsightsSlice.selectors;
