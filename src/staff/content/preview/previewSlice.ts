// The live preview beside the content editor's form (LivePreview.tsx; docs/product.md §10.12):
// the page the document shows on, rendered by the server with the draft as typed (not saved),
// the width it is shown at, whether it is shown at all (beside the form on a wide screen; on a
// narrow one when asked), the list item the owner is in (whose own page the picture then shows,
// if it has one: a case study's), and how the last render went. A render the server refuses (a draft its
// schema refuses) keeps the last good picture, with the reason.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer';

export type PreviewWidth = 'desktop' | 'phone';

/** An item of one of the document's top-level lists, by the list's name and its place. */
interface PreviewItem {
  list: string;
  index: number;
}

interface LivePreviewState {
  /** The document the picture is of. */
  key: string | null;
  /** The page's HTML (stylesheets linked, no script), as the server last rendered it. */
  html: string | null;
  /** How many renders have arrived: the frame draws each once. */
  renders: number;
  status: 'idle' | 'rendering' | 'ready' | 'refused';
  /** Why the last render was refused: the picture is the last good one. */
  message: string | null;
  width: PreviewWidth;
  /** The owner picked the width: the screen's size no longer picks it. */
  widthPicked: boolean;
  /** Asked for on a narrow screen ("Show preview"). */
  open: boolean;
  /** The screen is wide enough for the preview beside the form. */
  wide: boolean;
  /** The top-level list item holding the field the owner is in, if any. */
  item: PreviewItem | null;
}

const initialState: LivePreviewState = {
  key: null,
  html: null,
  renders: 0,
  status: 'idle',
  message: null,
  width: 'desktop',
  widthPicked: false,
  open: false,
  wide: false,
  item: null,
};

const livePreviewSlice = createSlice({
  name: 'livePreview',
  initialState,
  reducers: {
    /** Another document's editor opened: its picture is not this one's. */
    previewOf(state, action: PayloadAction<string>) {
      if (state.key === action.payload) return;
      state.key = action.payload;
      state.item = null;
      state.html = null;
      state.status = 'idle';
      state.message = null;
    },
    /** The owner went into a field of another list item, or out of every item (null). */
    itemEntered(state, action: PayloadAction<PreviewItem | null>) {
      state.item = action.payload;
    },
    renderStarted(state) {
      state.status = 'rendering';
    },
    rendered(state, action: PayloadAction<{ key: string; html: string }>) {
      if (state.key !== action.payload.key) return;
      state.html = action.payload.html;
      state.renders += 1;
      state.status = 'ready';
      state.message = null;
    },
    renderRefused(state, action: PayloadAction<string>) {
      state.status = 'refused';
      state.message = action.payload;
    },
    widthChosen(state, action: PayloadAction<PreviewWidth>) {
      state.width = action.payload;
      state.widthPicked = true;
    },
    openToggled(state) {
      state.open = !state.open;
    },
    /** A narrow screen shows the page at a phone's width until the owner picks another. */
    screenMeasured(state, action: PayloadAction<boolean>) {
      state.wide = action.payload;
      if (!state.widthPicked) state.width = action.payload ? 'desktop' : 'phone';
    },
  },
  selectors: {
    selectLivePreview: (state) => state,
    /** Whether the preview is on screen, so worth rendering. */
    selectPreviewShown: (state) => state.wide || state.open,
  },
});

declare module '../../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof livePreviewSlice> {}
}

const injected = livePreviewSlice.injectInto(rootReducer);

export const previewActions = livePreviewSlice.actions;
export const { selectLivePreview, selectPreviewShown } = injected.selectors;
