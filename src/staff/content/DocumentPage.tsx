// A content document's editor (/staff/content/<key>; docs/product.md §10.12): the form generated
// from the document's JSON Schema, checked as staff type; the draft kept in the store and saved a
// short time after typing stops; the live preview beside it; publishing, the versions and their
// differences. Leaving with changes not saved yet asks first (in the app) or makes the browser ask
// (closing the tab).

import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Link } from '../../components/links/Link';
import { errorText, useGetProfileQuery } from '../../api/api';
import { useStaffDocumentQuery } from './documentsApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { STAFF_PATHS } from '../../config/staffPaths';
import { documentCopy } from './documentCopy';
import { useDocumentListeners } from './documentEffects';
import { type FieldSchema, problemsOf } from './documentSchema';
import { documentActions, selectDocumentEditor } from './documentSlice';
import { DocumentSections } from './DocumentSections';
import { DocumentToolbar } from './DocumentToolbar';
import { draftFacts } from './fields/documentFacts';
import { FactsHelp } from './fields/FactsHelp';
import { useKeptDraft } from './useKeptDraft';
import { VersionsPanel } from './history/VersionsPanel';
import { LivePreview, focusMoved } from './preview/LivePreview';
import styles from './Content.module.css';

/** The address a click on this link leads to within the site, if it leaves the page. */
function leavingTo(event: MouseEvent): string | undefined {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  if (link.origin !== location.origin || link.pathname === location.pathname) return undefined;
  return link.pathname + link.search + link.hash;
}

function LeavePrompt({ dirty }: { dirty: boolean }) {
  const navigate = useNavigate();
  const [next, setNext] = useState<string>();
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    // A link of the app leaving the page asks first: caught before the router sees the click.
    const onClick = (event: MouseEvent) => {
      const to = leavingTo(event);
      if (to === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      setNext(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
  if (next === undefined) return null;
  return (
    <div className={styles.prompt} role="alertdialog" aria-labelledby="leave-title">
      <p id="leave-title">{documentCopy.leaveTitle}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void navigate(next)}>
          {documentCopy.leave}
        </Button>
        <Button autoFocus onClick={() => setNext(undefined)}>
          {documentCopy.stay}
        </Button>
      </div>
    </div>
  );
}

/** /staff/content/<key>: the editor of the document the address names, a fresh one for each. */
export function DocumentRoute() {
  const key = useParams().key ?? '';
  return <DocumentPage key={key} docKey={key} />;
}

/**
 * The editor of the document `docKey`: a fixed one's (DOCUMENT_KEYS) or a page's built from
 * blocks (page-<id>, pages/PageEditor.tsx), whose list `back` leads to.
 */
export function DocumentPage({
  docKey: key,
  back = { to: STAFF_PATHS.content, label: documentCopy.back },
}: {
  docKey: string;
  back?: { to: string; label: string };
}) {
  const dispatch = useAppDispatch();
  useDocumentListeners();
  const { data: doc, error, isLoading } = useStaffDocumentQuery(key);
  const editor = useAppSelector(selectDocumentEditor);
  const mine = editor?.key === key ? editor : null;
  useKeptDraft(mine, useGetProfileQuery().data?.email);

  // The first answer opens the editor (unless it holds this document's typing already); later
  // ones (after a publish, say) replace the draft only when nothing typed is unsaved.
  useEffect(() => {
    if (!doc) return;
    const draft = doc.draft ?? doc.published;
    if (!mine) {
      dispatch(
        documentActions.documentLoaded({
          key,
          revision: doc.revision,
          draft,
          changedAt: doc.changedAt,
        }),
      );
    } else dispatch(documentActions.documentSynced({ key, revision: doc.revision, draft }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each answer, not each keystroke
  }, [doc, key, dispatch]);

  const schema = doc?.schema as FieldSchema | undefined;
  const draft = mine?.draft;
  const refused = mine?.save.field;
  const refusal = mine?.save.message;
  const problems = useMemo(() => {
    const facts = draftFacts(doc, key, draft);
    const found = schema && draft !== undefined ? problemsOf(schema, draft, facts) : {};
    // A field the server refused (its rules differ from the browser's copy): its reason beside it.
    return refused && refusal && !found[refused] ? { ...found, [refused]: refusal } : found;
  }, [doc, key, schema, draft, refused, refusal]);

  return (
    <section aria-labelledby="document-title">
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      <h2 id="document-title">{doc?.title ?? documentCopy.loading}</h2>
      {isLoading && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? documentCopy.failed} />}
      {doc && schema && mine && (
        <>
          <LeavePrompt dirty={mine.dirty} />
          <DocumentToolbar doc={doc} editor={mine} />
          <div className={styles.columns}>
            <form
              className={styles.form}
              noValidate
              onSubmit={(e) => e.preventDefault()}
              onFocus={(e) => dispatch(focusMoved(e.target))}
              aria-labelledby="document-title"
            >
              <FactsHelp />
              <DocumentSections schema={schema} editor={mine} problems={problems} />
            </form>
            <VersionsPanel docKey={key} schema={schema} editor={mine} />
            <LivePreview className={styles.livePreview ?? ''} />
          </div>
        </>
      )}
    </section>
  );
}
