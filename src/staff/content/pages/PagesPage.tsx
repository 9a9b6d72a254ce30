// Pages (/staff/pages, editors and admins; docs/product.md §10.23): the pages staff build from
// blocks, each with its title, address, whether visitors see it and where the menus show it; a
// form to create one; moving a page within the top menu or the footer, taking it down, deleting
// it after a confirmation that says its address will tell visitors it is gone. Each page's
// editor is PageEditor.tsx.

import { useEffect } from 'react';
import { Link } from '../../../components/links/Link';
import type { PageSummary } from '../../../../contract/api/pages';
import {
  PAGE_NAV_PLACES,
  type PageNavPlace,
  pageEditorPath,
} from '../../../../contract/values/content/pages';
import { errorText } from '../../../api/api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/forms/Button';
import { FlashMessage } from '../../../components/FlashMessage';
import { LoadingText } from '../../../components/LoadingText';
import { staffCopy } from '../../../content/staff';
import styles from '../../common/Staff.module.css';
import { NewPageForm } from './NewPageForm';
import { pagesIn, placesAfterMove, placesAfterPlace } from './pagePlaces';
import {
  useDeletePageMutation,
  usePlacePagesMutation,
  useStaffPagesQuery,
  useUnpublishPageMutation,
} from './pagesApi';
import { pagesCopy as copy } from './pagesCopy';
import { pagesActions as actions, selectPages } from './pagesSlice';

type Answer = { data: unknown } | { error: unknown };

function PageRow({ page, pages }: { page: PageSummary; pages: readonly PageSummary[] }) {
  const dispatch = useAppDispatch();
  const { asking } = useAppSelector(selectPages);
  const [place, placing] = usePlacePagesMutation();
  const [unpublish, unpublishing] = useUnpublishPageMutation();
  const [remove, removing] = useDeletePageMutation();
  const busy = placing.isLoading || unpublishing.isLoading || removing.isLoading;
  const titleId = `page-${page.id}`;
  const menu = pagesIn(pages, page.navPlace);
  const at = menu.findIndex((p) => p.id === page.id);

  const report = (answer: Answer, done: string) =>
    dispatch(
      actions.pageNoticed(
        'error' in answer
          ? { kind: 'error', text: errorText(answer.error) ?? staffCopy.failed }
          : { kind: 'success', text: done },
      ),
    );
  const move = async (by: -1 | 1) => {
    const places = placesAfterMove(pages, page, by);
    if (!places) return;
    // The button pressed moves with its page: the focus stays on it (or its twin at an end).
    const to = at + by;
    const end = to === 0 || to === menu.length - 1;
    const same = by < 0 ? 'up' : 'down';
    dispatch(actions.focusAsked(`${titleId}-${end ? (by < 0 ? 'down' : 'up') : same}`));
    report(await place(places), copy.placed);
  };

  return (
    <li className={styles.row} aria-labelledby={titleId}>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle} id={titleId}>
          <Link to={pageEditorPath(page.id)}>{page.title}</Link>
        </p>
        <p className={styles.meta}>
          <span className={styles.badge}>{copy.status[page.status]}</span>
          {page.hasDraft && page.status !== 'draft' && (
            <span className={styles.badgeQuiet}>{copy.changesWaiting}</span>
          )}
          {page.publishAt && <span className={styles.badge}>{copy.scheduled(page.publishAt)}</span>}{' '}
          {page.path ? copy.address(page.path) : copy.willBeAt(page.draftPath)}
        </p>
        {asking === page.id && (
          <p className={styles.prompt} role="alert">
            {copy.askDelete(page.title, page.path)}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <label className={styles.selectField}>
          {copy.place}
          <select
            className={styles.select}
            value={page.navPlace}
            disabled={busy}
            onChange={(e) =>
              void place(placesAfterPlace(pages, page, e.target.value as PageNavPlace)).then(
                (answer) => report(answer, copy.placed),
              )
            }
          >
            {PAGE_NAV_PLACES.map((where) => (
              <option key={where} value={where}>
                {copy.places[where]}
              </option>
            ))}
          </select>
        </label>
        {page.navPlace !== 'none' && (
          <>
            <Button
              id={`${titleId}-up`}
              variant="secondary"
              disabled={busy || at <= 0}
              onClick={() => void move(-1)}
            >
              {copy.moveUp}
              <span className="visually-hidden"> {page.title}</span>
            </Button>
            <Button
              id={`${titleId}-down`}
              variant="secondary"
              disabled={busy || at === menu.length - 1}
              onClick={() => void move(1)}
            >
              {copy.moveDown}
              <span className="visually-hidden"> {page.title}</span>
            </Button>
          </>
        )}
        {page.status === 'published' && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void unpublish(page.id).then((a) => report(a, copy.unpublished(page.title)))
            }
          >
            {copy.unpublish}
            <span className="visually-hidden"> {page.title}</span>
          </Button>
        )}
        {asking === page.id ? (
          <>
            <Button
              disabled={busy}
              onClick={() => void remove(page.id).then((a) => report(a, copy.deleted(page.title)))}
            >
              {copy.confirmDelete}
            </Button>
            <Button variant="secondary" onClick={() => dispatch(actions.pageDeleteAsked(null))}>
              {copy.keep}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => dispatch(actions.pageDeleteAsked(page.id))}>
            {copy.remove}
            <span className="visually-hidden"> {page.title}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

export function PagesPage() {
  const dispatch = useAppDispatch();
  const { notice, focus } = useAppSelector(selectPages);
  const { data, error, isLoading } = useStaffPagesQuery();
  // A moved page's button, once the list is drawn in its new order (and the buttons work again).
  useEffect(() => {
    const target = focus ? document.getElementById(focus) : null;
    if (!(target instanceof HTMLButtonElement) || target.disabled) return;
    target.focus();
    dispatch(actions.focusAsked(null));
  });
  return (
    <section aria-labelledby="pages-title">
      <h2 id="pages-title">{copy.title}</h2>
      <p>{copy.intro}</p>
      <NewPageForm />
      {notice && <FlashMessage kind={notice.kind} text={notice.text} />}
      {isLoading && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? staffCopy.failed} />}
      {data && data.length === 0 && <p>{copy.empty}</p>}
      {data && data.length > 0 && (
        <ul className={styles.list} aria-label={copy.listLabel}>
          {data.map((page) => (
            <PageRow key={page.id} page={page} pages={data} />
          ))}
        </ul>
      )}
    </section>
  );
}
