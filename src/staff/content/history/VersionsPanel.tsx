// A content document's versions: each with its number, author, time and note; two picked show
// what changed between them, field by field (documentDiff.ts); Restore makes a
// version the draft, which the editor then shows.

import { useDocumentVersionQuery, useDocumentVersionsQuery } from '../documentsApi';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/forms/Button';
import { LoadingText } from '../../../components/LoadingText';
import { ChangesTable } from './ChangesTable';
import { documentCopy } from '../documentCopy';
import { diffDocuments } from './documentDiff';
import type { FieldSchema } from '../documentSchema';
import { documentActions, type DocumentEditor } from '../documentSlice';
import { useDocumentActions } from '../useDocumentActions';
import styles from '../Content.module.css';
import history from './History.module.css';

function VersionDiff({
  docKey,
  schema,
  pair,
}: {
  docKey: string;
  schema: FieldSchema;
  pair: [number, number];
}) {
  const [older, newer] = [...pair].sort((a, b) => a - b) as [number, number];
  const before = useDocumentVersionQuery({ key: docKey, version: older });
  const after = useDocumentVersionQuery({ key: docKey, version: newer });
  if (!before.data || !after.data) return <LoadingText />;
  const changes = diffDocuments(schema, before.data, after.data);
  const title = documentCopy.diffTitle(older, newer);
  return (
    <ChangesTable
      id="diff-title"
      title={title}
      columns={[documentCopy.before, documentCopy.after]}
      empty={changes.length === 0}
    >
      {changes.map((change) => (
        <tr key={change.label.join('›')}>
          <th scope="row">{change.label.join(' › ')}</th>
          <td>{change.before === null ? documentCopy.none : <del>{change.before}</del>}</td>
          <td>{change.after === null ? documentCopy.none : <ins>{change.after}</ins>}</td>
        </tr>
      ))}
    </ChangesTable>
  );
}

export function VersionsPanel({
  docKey,
  schema,
  editor,
}: {
  docKey: string;
  schema: FieldSchema;
  editor: DocumentEditor;
}) {
  const dispatch = useAppDispatch();
  const { data } = useDocumentVersionsQuery(docKey);
  const actions = useDocumentActions(docKey);
  const pair = editor.compare.length === 2 ? (editor.compare as [number, number]) : null;
  return (
    <section aria-labelledby="versions-title" className={styles.versions}>
      <h2 id="versions-title">{documentCopy.versionsTitle}</h2>
      <p className={styles.hint}>{documentCopy.compareHint}</p>
      {!data && <LoadingText />}
      <ol className={history.versionList} reversed>
        {data?.map((v) => (
          <li key={v.version} className={history.version}>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={editor.compare.includes(v.version)}
                onChange={() => dispatch(documentActions.versionToggled(v.version))}
              />
              <span>{documentCopy.compare(v.version)}</span>
            </label>
            <p className={styles.hint}>
              {documentCopy.versionLine(v.author, v.createdAt)}
              {v.note && <> · {v.note}</>}
            </p>
            <Button
              variant="secondary"
              disabled={actions.busy}
              aria-label={`${documentCopy.restore} ${documentCopy.restoreName(v.version)}`}
              onClick={() => void actions.restore(v.version)}
            >
              {documentCopy.restore}
            </Button>
          </li>
        ))}
      </ol>
      {pair && <VersionDiff docKey={docKey} schema={schema} pair={pair} />}
    </section>
  );
}
