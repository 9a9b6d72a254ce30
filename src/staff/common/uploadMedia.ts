// Uploading images to the media library (POST /api/staff/media, one file a request) with their
// progress: XMLHttpRequest reports the bytes sent as they go (fetch cannot), and each report
// goes to the store (mediaSlice.ts), as does the outcome: the new image, or the server's reason
// in its words (too large, not an image it takes). The files are sent at once; the server works
// through them one at a time.

import { errorText, sessionHeaders } from '../../api/api';
import { staffApi } from '../../api/staffApi';
import type { MediaItem } from '../../api/types';
import { createAppAsyncThunk } from '../../app/withTypes';
import { mediaActions } from './mediaSlice';
import { libraryCopy } from './mediaCopy';

interface Answer {
  status: number;
  data: unknown;
}

/** Sends `file` as the upload's one part, telling `onProgress` the bytes sent so far. */
function send(
  file: File,
  headers: Record<string, string>,
  onProgress: (sent: number) => void,
): Promise<Answer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/staff/media');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => {
      let data: unknown = request.responseText;
      try {
        data = JSON.parse(request.responseText);
      } catch {
        // A plain-text or empty answer: kept as text.
      }
      resolve({ status: request.status, data });
    };
    // No answer at all (offline, the connection cut).
    request.onerror = () => resolve({ status: 0, data: null });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/** Uploads each file, its progress and outcome in the store; the library then shows them. */
export const uploadImages = createAppAsyncThunk(
  'media/upload',
  async (files: { id: string; file: File }[], { dispatch, getState }) => {
    const headers = sessionHeaders(getState);
    await Promise.all(
      files.map(async ({ id, file }) => {
        dispatch(mediaActions.uploadStarted({ id, name: file.name, bytes: file.size }));
        const answer = await send(file, headers, (sent) =>
          dispatch(mediaActions.uploadProgressed({ id, sent })),
        );
        if (answer.status === 201) {
          dispatch(mediaActions.uploadFinished({ id, item: answer.data as MediaItem }));
        } else {
          const error = answer.status === 0 ? libraryCopy.offline : errorText(answer);
          dispatch(mediaActions.uploadFailed({ id, error: error ?? libraryCopy.uploadFailed }));
        }
      }),
    );
    dispatch(staffApi.util.invalidateTags(['Media', 'Audit']));
  },
);
