// The content editor's actions on the server's copy, each ending in what the editor shows: publish
// now (saving unsaved typing first), schedule, cancel a schedule, discard the draft, restore a
// version, load someone else's version after a conflict.

import { errorText } from '../../api/api';
import {
  type DocumentState,
  useDiscardDocumentDraftMutation,
  usePreviewDocumentMutation,
  usePublishDocumentMutation,
  useRestoreDocumentVersionMutation,
  documentEndpoints,
} from './documentsApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { documentCopy } from './documentCopy';
import { fieldOf, revisionNow, saveDocument } from './documentEffects';
import { documentActions, selectDocumentEditor } from './documentSlice';

type Answer = { data: DocumentState } | { error: unknown };

export function useDocumentActions(key: string) {
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectDocumentEditor);
  const [publish, publishing] = usePublishDocumentMutation();
  const [discard, discarding] = useDiscardDocumentDraftMutation();
  const [restore, restoring] = useRestoreDocumentVersionMutation();
  const [previewAddress] = usePreviewDocumentMutation();
  const busy = publishing.isLoading || discarding.isLoading || restoring.isLoading;

  const loaded = (state: DocumentState) =>
    dispatch(
      documentActions.documentLoaded({
        key,
        revision: state.revision,
        draft: state.draft ?? state.published,
        changedAt: state.changedAt,
      }),
    );
  /** Shows the outcome; true when it worked. */
  const outcome = (answer: Answer, success: (state: DocumentState) => string): boolean => {
    if ('error' in answer) {
      const text = errorText(answer.error) ?? documentCopy.failed;
      dispatch(documentActions.noticeShown({ kind: 'error', text }));
      // A refusal that names a field (an image without a description): said beside it too.
      const field = fieldOf(answer.error);
      if (field) dispatch(documentActions.fieldRefused({ field, message: text }));
      return false;
    }
    loaded(answer.data);
    dispatch(documentActions.noticeShown({ kind: 'success', text: success(answer.data) }));
    return true;
  };
  /** The revision to base a change on, after saving what was typed; null when that failed. */
  const savedRevision = async (): Promise<number | null> => {
    if (editor?.dirty && !(await dispatch(saveDocument()).unwrap())) return null;
    return dispatch(revisionNow());
  };

  return {
    busy,
    /** True when it was published (the note is then spent). */
    async publishNow(note: string): Promise<boolean> {
      const revision = await savedRevision();
      if (revision === null) return false;
      const body = note.trim() ? { revision, note: note.trim() } : { revision };
      return outcome(await publish({ key, body }), (s) =>
        documentCopy.published(s.publishedVersion),
      );
    },
    /** True when the publish is scheduled (the note goes with it). */
    async schedule(at: Date, note: string): Promise<boolean> {
      const revision = await savedRevision();
      if (revision === null) return false;
      const body = {
        revision,
        at: at.toISOString(),
        ...(note.trim() ? { note: note.trim() } : {}),
      };
      return outcome(await publish({ key, body }), (s) =>
        documentCopy.scheduled(s.publishAt ?? ''),
      );
    },
    /** No call cancels only the schedule: the draft is discarded with it, then saved again. */
    async cancelSchedule() {
      if (!editor) return;
      const data = editor.draft;
      const gone: Answer = await discard({ key, revision: editor.revision });
      if ('error' in gone) return void outcome(gone, () => '');
      const again = await dispatch(
        documentEndpoints.saveDocumentDraft.initiate({ key, revision: gone.data.revision, data }),
      );
      outcome(
        again.data ? { data: again.data } : { error: again.error },
        () => documentCopy.scheduleCancelled,
      );
    },
    /**
     * Shows the page with the draft (what was typed is saved first) in `tab`, a tab opened at the
     * click (a tab opened after a request would be blocked as a pop-up).
     */
    async preview(tab: Window | null) {
      const revision = await savedRevision();
      const answer = revision === null ? null : await previewAddress(key);
      if (answer && 'data' in answer && answer.data && tab) {
        tab.location.href = answer.data.url;
        return;
      }
      tab?.close();
      if (answer && 'error' in answer) {
        dispatch(
          documentActions.noticeShown({
            kind: 'error',
            text: errorText(answer.error) ?? documentCopy.failed,
          }),
        );
      }
    },
    async discardDraft() {
      if (!editor) return;
      dispatch(documentActions.confirmAsked(null));
      outcome(await discard({ key, revision: editor.revision }), () => documentCopy.discarded);
    },
    async restore(version: number) {
      if (!editor) return;
      outcome(await restore({ key, version, revision: editor.revision }), () =>
        documentCopy.restored(version),
      );
    },
    async loadTheirs() {
      dispatch(documentActions.confirmAsked(null));
      const answer = await dispatch(
        documentEndpoints.staffDocument.initiate(key, { forceRefetch: true, subscribe: false }),
      );
      if (answer.data) loaded(answer.data);
    },
  };
}
