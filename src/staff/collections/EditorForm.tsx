// The editor of one item: its fields (declared in contract/values/collections.ts, worded in
// collectionsCopy.ts), image upload, Save and Cancel. The draft lives in the store
// (collectionsSlice.ts), so what was typed survives a failed save.

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorText } from '../../api/api';
import type { CollectionName } from '../../../contract/values/collections';
import { useSaveItemMutation } from './collectionsApi';
import { useUploadMediaMutation } from '../common/mediaApi';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { TextField } from '../../components/forms/TextField';
import { staffCopy } from '../../content/staff';
import { collectionsCopyOf, editorCopy } from './collectionsCopy';
import { MediaDetails } from '../common/MediaDetails';
import { collectionsActions, type Draft, type EditorState } from './collectionsSlice';
import { editorFields, type FieldSpec, inputOf } from './drafts';
import styles from '../common/Staff.module.css';

/** The input a widget draws, where it is not plain text. */
const INPUT_TYPES: Partial<Record<FieldSpec['widget'], 'date' | 'datetime-local'>> = {
  date: 'date',
  datetime: 'datetime-local',
};

function ImageField({ spec, id, value }: { spec: FieldSpec; id: string; value: string }) {
  const dispatch = useAppDispatch();
  const [upload, uploading] = useUploadMediaMutation();
  const set = (url: string) =>
    dispatch(collectionsActions.draftChanged({ field: spec.name, value: url }));
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    const answer = await upload(form);
    if ('data' in answer && answer.data) set(answer.data.url);
  };
  return (
    <fieldset className={styles.selectField}>
      <legend>
        {spec.label}
        {spec.required && <span aria-hidden="true"> *</span>}
      </legend>
      {spec.hint && <span className={styles.meta}>{spec.hint}</span>}
      {value && <img className={styles.preview} src={value} alt="" width={128} height={128} />}
      <label htmlFor={id}>{editorCopy.upload}</label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        disabled={uploading.isLoading}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      {uploading.isLoading && <p role="status">{editorCopy.uploading}</p>}
      {uploading.isError && (
        <FlashMessage kind="error" text={errorText(uploading.error) ?? staffCopy.failed} />
      )}
      <MediaDetails id={`${id}-media`} url={value || undefined} />
      {value && !spec.required && (
        <Button variant="secondary" onClick={() => set('')}>
          {editorCopy.removeImage}
        </Button>
      )}
    </fieldset>
  );
}

function Field({ spec, draft, error }: { spec: FieldSpec; draft: Draft; error: string | null }) {
  const dispatch = useAppDispatch();
  const id = `field-${spec.name}`;
  const set = (value: string | boolean) =>
    dispatch(collectionsActions.draftChanged({ field: spec.name, value }));
  const value = draft[spec.name];
  switch (spec.widget) {
    case 'boolean':
      return (
        <div>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={value === true}
              onChange={(e) => set(e.target.checked)}
              aria-describedby={spec.hint ? `${id}-hint` : undefined}
            />
            {spec.label}
          </label>
          {spec.hint && (
            <span id={`${id}-hint`} className={`${styles.meta} ${styles.checkboxHint}`}>
              {spec.hint}
            </span>
          )}
        </div>
      );
    case 'choice':
      return (
        <label className={styles.selectField}>
          {spec.label}
          <select
            className={styles.select}
            value={String(value ?? '')}
            onChange={(e) => set(e.target.value)}
          >
            {spec.options?.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      );
    case 'image':
      return <ImageField spec={spec} id={id} value={String(value ?? '')} />;
    default:
      return (
        <TextField
          id={id}
          label={spec.label}
          hint={spec.hint}
          value={String(value ?? '')}
          rows={spec.widget === 'text' ? 6 : undefined}
          type={INPUT_TYPES[spec.widget]}
          maxLength={spec.maxLength}
          required={spec.required}
          inputMode={spec.widget === 'cents' ? 'decimal' : undefined}
          error={error}
          onChange={set}
        />
      );
  }
}

export function EditorForm({
  collection,
  editor,
}: {
  collection: CollectionName;
  editor: EditorState;
}) {
  const dispatch = useAppDispatch();
  const copy = collectionsCopyOf(collection);
  const fields = editorFields(collection);
  const [save, saving] = useSaveItemMutation();
  const [problem, setProblem] = useState<{ field: string; error: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [editor.id]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = inputOf(collection, editor.draft);
    if ('error' in input) {
      setProblem(input);
      document.getElementById(`field-${input.field}`)?.focus();
      return;
    }
    setProblem(null);
    const answer = await save({ collection, id: editor.id, body: input.body });
    if ('data' in answer) dispatch(collectionsActions.itemSaved(editorCopy.saved(copy.singular)));
  };

  const title =
    editor.id === null ? editorCopy.add(copy.singular) : `${editorCopy.edit} ${copy.singular}`;
  return (
    <form
      className={styles.panel}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby="editor-title"
    >
      <h2 id="editor-title" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      {fields.map((spec) => (
        <Field
          key={spec.name}
          spec={spec}
          draft={editor.draft}
          error={problem?.field === spec.name ? problem.error : null}
        />
      ))}
      {saving.isError && (
        <FlashMessage kind="error" text={errorText(saving.error) ?? staffCopy.failed} />
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={saving.isLoading}>
          {saving.isLoading ? editorCopy.saving : editorCopy.save}
        </Button>
        <Button
          variant="secondary"
          onClick={() => dispatch(collectionsActions.editorCloseRequested())}
        >
          {editorCopy.cancel}
        </Button>
      </div>
    </form>
  );
}
