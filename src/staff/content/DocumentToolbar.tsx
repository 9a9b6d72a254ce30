// The content editor's toolbar: how the draft stands ("Saving…", "Saved at …", the error, a
// conflict: who saved first and the ways on, ConflictPanel.tsx), Save draft, Publish now with
// an optional note, Schedule at a time, Cancel schedule and Discard draft (each after a
// confirmation where it throws work away), and the outcome of the last of them.

import { useState } from 'react';
import type { DocumentState } from './documentsApi';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { TextField } from '../../components/forms/TextField';
import { ConflictPanel } from './history/ConflictPanel';
import { documentCopy } from './documentCopy';
import type { FieldSchema } from './documentSchema';
import { saveDocument } from './documentEffects';
import { documentActions, type DocumentEditor } from './documentSlice';
import { useDocumentActions } from './useDocumentActions';
import styles from './Content.module.css';

function SaveStatus({ editor }: { editor: DocumentEditor }) {
  const { save, dirty } = editor;
  if (save.status === 'error') return null; // shown as an alert below
  const text =
    save.status === 'saving'
      ? documentCopy.saving
      : dirty
        ? documentCopy.unsaved
        : save.status === 'saved' && save.at
          ? documentCopy.savedAt(save.at)
          : '';
  return (
    <p role="status" className={styles.saveStatus}>
      {text}
    </p>
  );
}

function Confirm({
  text,
  yes,
  no,
  onYes,
}: {
  text: string;
  yes: string;
  no: string;
  onYes: () => void;
}) {
  const dispatch = useAppDispatch();
  return (
    <div className={styles.prompt} role="alertdialog" aria-labelledby="confirm-text">
      <p id="confirm-text">{text}</p>
      <div className={styles.actions}>
        <Button autoFocus onClick={onYes}>
          {yes}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(documentActions.confirmAsked(null))}>
          {no}
        </Button>
      </div>
    </div>
  );
}

export function DocumentToolbar({ doc, editor }: { doc: DocumentState; editor: DocumentEditor }) {
  const dispatch = useAppDispatch();
  const actions = useDocumentActions(doc.key);
  const [note, setNote] = useState('');
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | null>(null);
  const hasDraft = doc.draft !== null || editor.dirty;

  const onSchedule = () => {
    const when = new Date(at);
    if (!at || Number.isNaN(when.getTime()) || when.getTime() <= Date.now()) {
      setAtError(documentCopy.scheduleNeedsTime);
      return;
    }
    setAtError(null);
    void actions.schedule(when, note).then((done) => done && setNote(''));
  };
  // A note belongs to the version it was written for: once that is published, the field empties.
  const onPublish = () => void actions.publishNow(note).then((done) => done && setNote(''));

  return (
    <div className={styles.toolbar} aria-label={documentCopy.toolbarLabel} role="region">
      <div className={styles.toolbarRow}>
        <SaveStatus editor={editor} />
        <Button
          variant="secondary"
          disabled={editor.save.status === 'saving' || editor.save.conflict}
          onClick={() => void dispatch(saveDocument())}
        >
          {documentCopy.saveDraft}
        </Button>
        <Button
          variant="secondary"
          title={documentCopy.previewHint}
          disabled={editor.save.status === 'saving' || editor.save.conflict}
          onClick={() => {
            // Opened now, at the click; it is sent to the preview once the address is known.
            const tab = window.open('', '_blank');
            if (tab) tab.opener = null;
            void actions.preview(tab);
          }}
        >
          {documentCopy.preview}
        </Button>
      </div>
      {doc.publishAt && (
        <p className={styles.badge}>{documentCopy.scheduledBadge(doc.publishAt)}</p>
      )}
      {editor.save.status === 'error' && editor.save.message && !editor.save.conflict && (
        <FlashMessage kind="error" text={editor.save.message} />
      )}
      {editor.save.conflict && (
        <ConflictPanel doc={doc} editor={editor} schema={(doc.schema ?? {}) as FieldSchema} />
      )}
      {editor.confirm === 'loadTheirs' && (
        <Confirm
          text={documentCopy.loadTheirsConfirm}
          yes={documentCopy.loadTheirsYes}
          no={documentCopy.keepMyChanges}
          onYes={() => void actions.loadTheirs()}
        />
      )}
      {editor.confirm === 'discard' && (
        <Confirm
          text={documentCopy.discardConfirm}
          yes={documentCopy.discardYes}
          no={documentCopy.keep}
          onYes={() => void actions.discardDraft()}
        />
      )}
      {editor.notice && <FlashMessage kind={editor.notice.kind} text={editor.notice.text} />}
      <div className={styles.publish}>
        <TextField
          id="publish-note"
          label={documentCopy.publishNote}
          value={note}
          maxLength={200}
          onChange={setNote}
        />
        <Button disabled={actions.busy || !hasDraft} onClick={onPublish}>
          {documentCopy.publishNow}
        </Button>
      </div>
      <div className={styles.publish}>
        <div className={styles.field}>
          <label htmlFor="publish-at" className={styles.label}>
            {documentCopy.scheduleAt}
          </label>
          <input
            id="publish-at"
            type="datetime-local"
            className={styles.select}
            value={at}
            aria-invalid={atError ? true : undefined}
            aria-describedby={atError ? 'publish-at-error' : undefined}
            onChange={(e) => setAt(e.target.value)}
          />
          {atError && (
            <span id="publish-at-error" className={styles.error}>
              {atError}
            </span>
          )}
        </div>
        <Button variant="secondary" disabled={actions.busy || !hasDraft} onClick={onSchedule}>
          {documentCopy.schedule}
        </Button>
      </div>
      <div className={styles.actions}>
        {doc.publishAt && (
          <Button
            variant="secondary"
            disabled={actions.busy}
            onClick={() => void actions.cancelSchedule()}
          >
            {documentCopy.cancelSchedule}
          </Button>
        )}
        {doc.draft !== null && (
          <Button
            variant="secondary"
            disabled={actions.busy}
            onClick={() => dispatch(documentActions.confirmAsked('discard'))}
          >
            {documentCopy.discardDraft}
          </Button>
        )}
      </div>
    </div>
  );
}
