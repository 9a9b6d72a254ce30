import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

interface UiState {
  /** The mobile navigation menu is open. */
  menuOpen: boolean;
  /** The FAQ item that is open (one at a time), or null. */
  faqOpenId: string | null;
  /** The profile page's edit panel is open. */
  profileEditOpen: boolean;
}

const initialUiState: UiState = { menuOpen: false, faqOpenId: null, profileEditOpen: false };

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    menuToggled(state) {
      state.menuOpen = !state.menuOpen;
    },
    /** The menu as the browser shows it (opened before the app attached, closed by Escape). */
    menuSet(state, action: PayloadAction<boolean>) {
      state.menuOpen = action.payload;
    },
    /** The visitor navigated (or pressed Escape): the mobile menu closes. */
    menuClosed(state) {
      state.menuOpen = false;
    },
    /** Opens the item, or closes it when it is the open one. */
    faqItemToggled(state, action: PayloadAction<string>) {
      state.faqOpenId = state.faqOpenId === action.payload ? null : action.payload;
    },
    /** The item the visitor opened before the app attached (the page's own <details>). */
    faqItemOpened(state, action: PayloadAction<string>) {
      state.faqOpenId = action.payload;
    },
    profileEditOpened(state) {
      state.profileEditOpen = true;
    },
    profileEditClosed(state) {
      state.profileEditOpen = false;
    },
  },
  selectors: {
    selectMenuOpen: (state) => state.menuOpen,
    selectFaqOpenId: (state) => state.faqOpenId,
    selectProfileEditOpen: (state) => state.profileEditOpen,
  },
});

export const uiActions = uiSlice.actions;
export const { selectMenuOpen, selectFaqOpenId, selectProfileEditOpen } = uiSlice.selectors;
