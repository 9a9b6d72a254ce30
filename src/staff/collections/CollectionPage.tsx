// A collection's page (jobs and internships, testimonials, products...: contract/values/collections.ts):
// the list with each item's state and a search, New, Edit, Delete (after a confirmation), and the
// editor. Leaving an editor with unsaved changes (Cancel,
// another item, another page, closing the tab) asks first.

import { useEffect } from 'react';
import { errorText } from '../../api/api';
import { COLLECTIONS, type CollectionName } from '../../../contract/values/collections';
import { LIMITS } from '../../../contract/values/constants';
import { type AnyItem, useDeleteItemMutation, useStaffListQuery } from './collectionsApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { formatCents } from '../../../contract/values/money';
import { TextField } from '../../components/forms/TextField';
import { staffCopy } from '../../content/staff';
import { collectionsCopyOf, editorCopy, postKindLabels } from './collectionsCopy';
import {
  collectionsActions,
  selectCollectionSearch,
  selectCollectionTrail,
  selectConfirmDelete,
  selectDiscardPrompt,
  selectEditor,
  selectNotice,
} from './collectionsSlice';
import { draftOf } from './drafts';
import { EditorForm } from './EditorForm';
import { Pager } from '../common/Pager';
import styles from '../common/Staff.module.css';

const nameOf = (collection: CollectionName, item: AnyItem): string =>
  String((item as unknown as Record<string, unknown>)[COLLECTIONS[collection].titleField]);

const detailOf = (item: AnyItem): string => {
  if ('priceCents' in item) return `${formatCents(item.priceCents)} · ${item.category}`;
  if ('type' in item) return postKindLabels[item.type];
  return item.designation;
};

/**
 * Asks before Cancel or another item throws away unsaved changes. Going to another page loses
 * nothing (the draft is in the store, the editor is still open on return); closing or reloading
 * the tab with unsaved changes makes the browser ask.
 */
function DiscardPrompt() {
  const dispatch = useAppDispatch();
  const prompt = useAppSelector(selectDiscardPrompt);
  const editor = useAppSelector(selectEditor);
  useEffect(() => {
    if (!editor?.dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [editor?.dirty]);

  if (!prompt) return null;
  return (
    <div className={styles.prompt} role="alertdialog" aria-labelledby="discard-title">
      <p id="discard-title">{editorCopy.discardTitle}</p>
      <div className={styles.actions}>
        <Button autoFocus onClick={() => dispatch(collectionsActions.discardConfirmed())}>
          {editorCopy.discard}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(collectionsActions.discardCancelled())}>
          {editorCopy.keepEditing}
        </Button>
      </div>
    </div>
  );
}

function DeletePrompt({ collection }: { collection: CollectionName }) {
  const dispatch = useAppDispatch();
  const confirm = useAppSelector(selectConfirmDelete);
  const [remove, removing] = useDeleteItemMutation();
  if (!confirm || confirm.collection !== collection) return null;
  const onDelete = async () => {
    const answer = await remove({ collection, id: confirm.id });
    if (!('error' in answer))
      dispatch(
        collectionsActions.itemDeleted(editorCopy.deleted(collectionsCopyOf(collection).singular)),
      );
  };
  return (
    <div className={styles.prompt} role="alertdialog" aria-labelledby="delete-title">
      <p id="delete-title">{editorCopy.confirmDelete(confirm.title)}</p>
      {removing.isError && (
        <FlashMessage kind="error" text={errorText(removing.error) ?? staffCopy.failed} />
      )}
      <div className={styles.actions}>
        <Button autoFocus disabled={removing.isLoading} onClick={() => void onDelete()}>
          {editorCopy.confirmDeleteButton}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(collectionsActions.deleteCancelled())}>
          {editorCopy.keep}
        </Button>
      </div>
    </div>
  );
}

/** A collection's editor page: jobs and internships, testimonials or products. */
export function CollectionPage({ collection }: { collection: CollectionName }) {
  const dispatch = useAppDispatch();
  const copy = collectionsCopyOf(collection);
  const q = useAppSelector((state) => selectCollectionSearch(state, collection));
  const trail = useAppSelector((state) => selectCollectionTrail(state, collection));
  const { data, error, isLoading } = useStaffListQuery({ collection, q, cursor: trail.at(-1) });
  const editor = useAppSelector(selectEditor);
  const notice = useAppSelector(selectNotice);
  const open = (item: AnyItem | null) =>
    dispatch(
      collectionsActions.editorRequested({
        collection,
        id: item?.id ?? null,
        draft: draftOf(collection, item),
      }),
    );
  const editing = editor?.collection === collection ? editor : null;

  return (
    <section aria-labelledby="collection-title">
      <div className={styles.toolbar}>
        <h2 id="collection-title">{copy.title}</h2>
        <Button className={styles.fit} onClick={() => open(null)}>
          {editorCopy.add(copy.singular)}
        </Button>
      </div>
      <TextField
        id="collection-search"
        label={editorCopy.search}
        value={q}
        maxLength={LIMITS.search}
        onChange={(text) =>
          dispatch(collectionsActions.collectionSearched({ collection, q: text }))
        }
      />
      {notice && <FlashMessage kind={notice.kind} text={notice.text} />}
      <DiscardPrompt />
      <DeletePrompt collection={collection} />
      {isLoading && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? staffCopy.failed} />}
      {data?.items.length === 0 && q.trim() && <p role="status">{editorCopy.noMatch}</p>}
      <div className={styles.columns}>
        <div>
          <ul className={styles.list} aria-label={copy.title}>
            {data?.items.map((item) => (
              <li key={item.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <p className={styles.rowTitle}>{nameOf(collection, item)}</p>
                  <p className={styles.meta}>
                    <span className={`${styles.badge} ${item.published ? '' : styles.badgeQuiet}`}>
                      {item.published ? editorCopy.published : editorCopy.draft}
                    </span>
                    {detailOf(item)}
                  </p>
                </div>
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={() => open(item)}>
                    {editorCopy.edit}
                    <span className="visually-hidden"> {nameOf(collection, item)}</span>
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() =>
                      dispatch(
                        collectionsActions.deleteRequested({
                          collection,
                          id: item.id,
                          title: nameOf(collection, item),
                        }),
                      )
                    }
                  >
                    {editorCopy.delete}
                    <span className="visually-hidden"> {nameOf(collection, item)}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {data && (
            <Pager
              trail={trail}
              page={data}
              onPage={(cursor) =>
                dispatch(collectionsActions.collectionPaged({ collection, cursor }))
              }
            />
          )}
        </div>
        {editing && <EditorForm collection={collection} editor={editing} />}
      </div>
    </section>
  );
}
