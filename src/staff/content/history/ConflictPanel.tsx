// What the editor shows when someone else saved the document first (a 409): who and when, in
// words ("Alex Rivera saved this 2 minutes ago"), and three ways on: Keep mine (my version
// replaces theirs at the next save), Take theirs (after a confirmation) and Compare (their
// version and mine field by field, each field's choice in the store, then the merge is saved).

import type { DocumentState } from '../documentsApi';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/forms/Button';
import { relativeTimeOf } from '../../../lib/dates';
import { ChangesTable } from './ChangesTable';
import { documentCopy } from '../documentCopy';
import { diffDocuments, mergeDocuments } from './documentDiff';
import { saveDocument } from '../documentEffects';
import { type FieldSchema, pathKey } from '../documentSchema';
import { documentActions, type DocumentEditor } from '../documentSlice';
import styles from '../Content.module.css';
import history from './History.module.css';

function Compare({
  schema,
  theirs,
  editor,
  revision,
}: {
  schema: FieldSchema;
  theirs: unknown;
  editor: DocumentEditor;
  revision: number;
}) {
  const dispatch = useAppDispatch();
  const changes = diffDocuments(schema, theirs, editor.draft);
  const picked = editor.theirs ?? [];
  const save = () => {
    const paths = changes.filter((c) => picked.includes(pathKey(c.path))).map((c) => c.path);
    const draft = mergeDocuments(editor.draft, theirs, paths);
    dispatch(documentActions.conflictResolved({ revision, draft }));
    void dispatch(saveDocument());
  };
  return (
    <ChangesTable
      id="conflict-compare"
      title={documentCopy.compareTitle}
      columns={[documentCopy.theirVersion, documentCopy.myVersion]}
      empty={changes.length === 0}
      after={
        <div className={styles.actions}>
          <Button onClick={save}>{documentCopy.saveMerged}</Button>
          <Button
            variant="secondary"
            onClick={() => dispatch(documentActions.conflictCompared(false))}
          >
            {documentCopy.closeCompare}
          </Button>
        </div>
      }
    >
      {changes.map((change) => {
        const key = pathKey(change.path);
        const name = change.label.join(' › ');
        const useTheirs = picked.includes(key);
        const pick = (theirs: boolean) =>
          dispatch(documentActions.conflictPicked({ field: key, theirs }));
        return (
          <tr key={key}>
            <th scope="row">{name}</th>
            <td data-label={documentCopy.theirVersion}>
              <label className={history.choice}>
                <input
                  type="radio"
                  name={`pick-${key}`}
                  checked={useTheirs}
                  onChange={() => pick(true)}
                  aria-label={documentCopy.useTheirs(name)}
                />
                {change.before ?? documentCopy.none}
              </label>
            </td>
            <td data-label={documentCopy.myVersion}>
              <label className={history.choice}>
                <input
                  type="radio"
                  name={`pick-${key}`}
                  checked={!useTheirs}
                  onChange={() => pick(false)}
                  aria-label={documentCopy.useMine(name)}
                />
                {change.after ?? documentCopy.none}
              </label>
            </td>
          </tr>
        );
      })}
    </ChangesTable>
  );
}

export function ConflictPanel({
  doc,
  editor,
  schema,
}: {
  doc: DocumentState;
  editor: DocumentEditor;
  schema: FieldSchema;
}) {
  const dispatch = useAppDispatch();
  const who = doc.changedByName ?? doc.changedBy;
  const theirs = doc.draft ?? doc.published;
  return (
    <div className={history.conflict}>
      <div role="alert">
        <p>{documentCopy.theySaved(who, relativeTimeOf(doc.changedAt))}</p>
        <p>{documentCopy.mineKept}</p>
      </div>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            dispatch(documentActions.conflictResolved({ revision: doc.revision }));
            void dispatch(saveDocument());
          }}
        >
          {documentCopy.keepMine}
        </Button>
        <Button
          variant="secondary"
          onClick={() => dispatch(documentActions.confirmAsked('loadTheirs'))}
        >
          {documentCopy.takeTheirs}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={editor.theirs !== null}
          onClick={() => dispatch(documentActions.conflictCompared(editor.theirs === null))}
        >
          {documentCopy.compareVersions}
        </Button>
      </div>
      {editor.theirs !== null && (
        <Compare schema={schema} theirs={theirs} editor={editor} revision={doc.revision} />
      )}
    </div>
  );
}
