// Rendering the live preview: a short time after typing stops (LIVE_PREVIEW_MS; a listener, so
// that a change restarts the wait and a render still under way for older typing is dropped), the
// draft as typed is sent to POST /api/staff/documents/<key>/render, and the page it answers
// becomes the picture. Nothing is saved (the autosave, documentEffects.ts, does that later). A
// draft the form marks, or the server refuses, keeps the last good picture with the reason. Only
// while the preview is on screen.

import { isAnyOf } from '@reduxjs/toolkit';
import { errorText } from '../../../api/api';
import { addAppListener } from '../../../app/withTypes';
import type { AppDispatch } from '../../../app/rootReducer';
import { documentCopy } from '../documentCopy';
import { documentActions } from '../documentSlice';
import { draftHasProblems } from '../documentEffects';
import { documentEndpoints } from '../documentsApi';
import { previewActions, selectPreviewShown } from './previewSlice';

/**
 * The picture is drawn again this long after typing stops: short, since the render takes tens of
 * milliseconds (docs/performance.md, "The editor's live preview").
 */
const LIVE_PREVIEW_MS = 50;

const drafted = isAnyOf(
  documentActions.documentLoaded,
  documentActions.documentSynced,
  documentActions.fieldChanged,
  documentActions.itemAdded,
  documentActions.itemRemoved,
  documentActions.itemMoved,
  previewActions.openToggled,
  previewActions.screenMeasured,
  previewActions.itemEntered,
);

const livePreview = addAppListener({
  matcher: drafted,
  effect: async (_action, { cancelActiveListeners, delay, getState, dispatch, signal }) => {
    cancelActiveListeners();
    await delay(LIVE_PREVIEW_MS);
    const state = getState();
    const editor = state.content?.editor;
    if (!editor || !selectPreviewShown(state)) return;
    const { key, revision, draft } = editor;
    dispatch(previewActions.previewOf(key));
    // A draft the form marks is not sent: the fields say why, the picture stays the last good one.
    if (draftHasProblems(state, key, draft)) {
      dispatch(previewActions.renderRefused(documentCopy.fixFields));
      return;
    }
    dispatch(previewActions.renderStarted());
    const request = dispatch(
      documentEndpoints.renderDocumentDraft.initiate({
        key,
        revision,
        data: draft,
        item: state.livePreview?.item ?? null,
      }),
    );
    // Newer typing cancels this listener: its render's answer would be older than the draft.
    const abort = () => request.abort();
    signal.addEventListener('abort', abort);
    const answer = await request;
    signal.removeEventListener('abort', abort);
    request.reset();
    if (signal.aborted) return;
    if (typeof answer.data === 'string') {
      dispatch(previewActions.rendered({ key, html: answer.data }));
    } else {
      dispatch(previewActions.renderRefused(errorText(answer.error) ?? documentCopy.failed));
    }
  },
});

/** Adds the live preview's renders to the store; again is harmless (it keeps one). */
export const addPreviewListeners = (dispatch: AppDispatch): void => {
  dispatch(livePreview);
};
