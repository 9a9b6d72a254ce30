// The media library's state in the back office (src/staff/common/): the uploads under way on the
// Media page (each file's name, size, progress, and its outcome: the new image, or the server's
// reason), the picker's search, and which image is being described there. Serializable: a File
// never enters the store (uploadMedia.ts keeps it while it is sent). Only the back office's chunks
// import this module, which joins the slice to the store's reducer.

import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { MediaItem } from '../../api/types';
import { rootReducer } from '../../app/rootReducer';

export interface Upload {
  /** Given by the page when the file is chosen. */
  id: string;
  name: string;
  /** The file's size; `sent` counts up to it while it uploads. */
  bytes: number;
  sent: number;
  status: 'uploading' | 'done' | 'error';
  /** Why it was refused (the server's words). */
  error: string | null;
  /** The image it became. */
  item: MediaItem | null;
}

interface MediaState {
  uploads: Upload[];
  /** What the picker's search box holds. */
  search: string;
  /** The image (its key) the picker shows "About this image" for, if any. */
  describing: string | null;
}

const initialState: MediaState = { uploads: [], search: '', describing: null };

const mediaSlice = createSlice({
  name: 'media',
  initialState,
  reducers: {
    uploadStarted(state, action: PayloadAction<{ id: string; name: string; bytes: number }>) {
      state.uploads.push({
        ...action.payload,
        sent: 0,
        status: 'uploading',
        error: null,
        item: null,
      });
    },
    uploadProgressed(state, action: PayloadAction<{ id: string; sent: number }>) {
      const upload = state.uploads.find((u) => u.id === action.payload.id);
      if (upload?.status === 'uploading') upload.sent = Math.min(action.payload.sent, upload.bytes);
    },
    uploadFinished(state, action: PayloadAction<{ id: string; item: MediaItem }>) {
      const upload = state.uploads.find((u) => u.id === action.payload.id);
      if (!upload) return;
      Object.assign(upload, { status: 'done', sent: upload.bytes, item: action.payload.item });
    },
    uploadFailed(state, action: PayloadAction<{ id: string; error: string }>) {
      const upload = state.uploads.find((u) => u.id === action.payload.id);
      if (upload) Object.assign(upload, { status: 'error', error: action.payload.error });
    },
    /** Clears the finished uploads (done or refused) from the list. */
    uploadsCleared(state) {
      state.uploads = state.uploads.filter((u) => u.status === 'uploading');
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    /** Opens "About this image" for an image of the picker (its key), or closes it (null). */
    describingToggled(state, action: PayloadAction<string | null>) {
      state.describing = action.payload;
    },
  },
  selectors: {
    selectUploads: (state) => state.uploads,
    selectLibrarySearch: (state) => state.search,
    selectDescribing: (state) => state.describing,
  },
});

declare module '../../app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof mediaSlice> {}
}

const injected = mediaSlice.injectInto(rootReducer);

export const mediaActions = mediaSlice.actions;
export const { selectUploads, selectLibrarySearch, selectDescribing } = injected.selectors;

/**
 * The images of the library that `search` finds: each of its words starts a word of an image's
 * description or file name (ignoring case), as the back office's other searches match.
 */
export function matchingImages<T extends { alt: string; name?: string }>(
  items: readonly T[],
  search: string,
): T[] {
  const wordsOf = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const words = wordsOf(search);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const starts = wordsOf(`${item.alt} ${item.name ?? ''}`);
    return words.every((word) => starts.some((start) => start.startsWith(word)));
  });
}
