// A rich text field of a content document's form: its label and help, the Lexical editor
// (richtext/RichTextEditor.tsx, loaded on demand in a chunk of its own, so that only a form with
// a rich text loads it) and the problem the checks found. The value is the draft's, in the store.

import { lazy, Suspense, useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { pathKey } from '../documentSchema';
import { useLinkChoices } from '../linkChoices';
import { documentActions, selectDocumentEditor } from '../documentSlice';
import { richTextCopy } from '../../common/richtext/richTextCopy';
import { type FieldProps, idOf } from './fieldProps';
import styles from '../Content.module.css';
// The editor's styles load with the form (a few hundred bytes), so that its chunk is script only:
// one chunk more in the start-up code's map of chunks, not two.
import '../../common/richtext/RichText.module.css';

const RichTextEditor = lazy(() => import('../../common/richtext/RichTextEditor'));

export function RichTextField({ label, ...props }: FieldProps & { label: string }) {
  const { schema, path, value, problems, anchor } = props;
  const dispatch = useAppDispatch();
  const linkChoices = useLinkChoices();
  const key = pathKey(path);
  const linkOpen = useAppSelector((s) => selectDocumentEditor(s)?.linkDialog) === key;
  const onLinkDialog = useCallback(
    (open: boolean) => dispatch(documentActions.linkDialogToggled(open ? key : null)),
    [dispatch, key],
  );
  const id = idOf(path);
  const error = problems[key];
  const described = [schema.description ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {schema.description && (
        <span id={`${id}-hint`} className={styles.hint}>
          {schema.description}
        </span>
      )}
      <Suspense fallback={<p className={styles.hint}>{richTextCopy.loading}</p>}>
        <RichTextEditor
          id={id}
          labelId={`${id}-label`}
          describedBy={described || undefined}
          invalid={Boolean(error)}
          value={value}
          onChange={(next) => dispatch(documentActions.fieldChanged({ path, value: next, anchor }))}
          linkOpen={linkOpen}
          onLinkDialog={onLinkDialog}
          linkChoices={linkChoices}
        />
      </Suspense>
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
