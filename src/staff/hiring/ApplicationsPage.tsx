// The Applications page (/staff/applications, admins only; docs/product.md §10.17): a posting
// chosen from the list (with its applications counted by stage), its applications (a stage
// filter), and the one opened in a panel beside them (ApplicationPanel.tsx); above them, how full
// the storage for CVs is (CvStorageMeter.tsx). What is chosen and open is in the store
// (hiringSlice.ts); an address naming them opens them.

import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { APPLICATION_STAGES, type ApplicationStage } from '../../../contract/values/applications';
import { useApplicationsQuery, useHiringPostingsQuery } from './hiringApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadingText } from '../../components/LoadingText';
import { hiringCopy } from './hiringCopy';
import { hiringActions, selectHiring } from './hiringSlice';
import { formatDateTime } from '../../lib/dates';
import { FilterSelect } from '../common/FilterSelect';
import styles from '../common/Staff.module.css';
import { ApplicationPanel } from './ApplicationPanel';
import { CvStorageMeter } from './CvStorageMeter';

function ApplicationList({ postId }: { postId: number }) {
  const dispatch = useAppDispatch();
  const { stage, openId } = useAppSelector(selectHiring);
  const { data, isLoading } = useApplicationsQuery({ postId, stage });
  if (isLoading) return <LoadingText>{hiringCopy.loading}</LoadingText>;
  if (!data?.length) return <p>{hiringCopy.empty}</p>;
  return (
    <ul className={styles.list} aria-label={hiringCopy.title}>
      {data.map((a) => (
        <li key={a.id}>
          <button
            type="button"
            className={styles.messageButton}
            aria-current={openId === a.id}
            onClick={() => dispatch(hiringActions.applicationOpened(a.id))}
          >
            <span className={styles.rowTitle}>{a.fullName}</span>
            <span className={styles.meta}>
              <span className={styles.badge}>{hiringCopy.stageLabel(a.stage)}</span>
              {`${a.email} · ${formatDateTime(a.createdAt)} · ${
                a.rating === null ? hiringCopy.noRating : hiringCopy.ratingOf(a.rating)
              }`}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A positive whole number from the address, or null. */
const idIn = (text: string | null): number | null => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * An address that names a posting and an application (`?posting=3&application=42`: the hiring
 * inbox's notice links to one) chooses and opens them, then becomes the page's own address: what
 * is chosen and open lives in the store.
 */
function useAddressedApplication() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const posting = idIn(params.get('posting'));
  const application = idIn(params.get('application'));
  useEffect(() => {
    if (posting === null) return;
    dispatch(hiringActions.postingChosen(posting));
    if (application !== null) dispatch(hiringActions.applicationOpened(application));
    setParams({}, { replace: true });
  }, [posting, application, dispatch, setParams]);
}

export function ApplicationsPage() {
  const dispatch = useAppDispatch();
  useAddressedApplication();
  const { postingId, stage, openId } = useAppSelector(selectHiring);
  const postings = useHiringPostingsQuery();
  const list = postings.data ?? [];
  const chosen = list.find((p) => p.id === postingId);
  // The newest posting with applications, until staff choose one (or when the one an address
  // named is gone).
  const first = (list.find((p) => p.total > 0) ?? list[0])?.id;
  const missing = postings.isSuccess && chosen === undefined;
  useEffect(() => {
    if ((postingId === null || missing) && first !== undefined)
      dispatch(hiringActions.postingChosen(first));
  }, [postingId, missing, first, dispatch]);

  return (
    <section aria-labelledby="applications-title">
      <h2 id="applications-title">{hiringCopy.title}</h2>
      <CvStorageMeter />
      {postings.isLoading && <LoadingText>{hiringCopy.loading}</LoadingText>}
      {postings.isSuccess && list.length === 0 && <p>{hiringCopy.noPostings}</p>}
      {list.length > 0 && (
        <div className={styles.toolbar}>
          <FilterSelect
            label={hiringCopy.posting}
            value={String(postingId ?? '')}
            options={list.map((p) => ({
              value: String(p.id),
              label: `${p.title} (${p.total}, ${
                p.open ? hiringCopy.open : hiringCopy.closedSince((p.closedAt ?? '').slice(0, 10))
              })`,
            }))}
            onChange={(id) => dispatch(hiringActions.postingChosen(Number(id)))}
          />
          <FilterSelect<ApplicationStage | ''>
            label={hiringCopy.stage}
            value={stage}
            options={[
              { value: '', label: hiringCopy.anyStage },
              ...APPLICATION_STAGES.map((s) => ({ value: s, label: hiringCopy.stageLabel(s) })),
            ]}
            onChange={(s) => dispatch(hiringActions.stageFilterChosen(s))}
          />
        </div>
      )}
      {chosen && (
        <p className={styles.meta} aria-label={hiringCopy.counts}>
          {APPLICATION_STAGES.map(
            (s) => `${hiringCopy.stageLabel(s)}: ${chosen.counts[s] ?? 0}`,
          ).join(' · ')}
        </p>
      )}
      {chosen && (
        <div className={styles.columns}>
          <ApplicationList postId={chosen.id} />
          {openId !== null && <ApplicationPanel key={openId} id={openId} />}
        </div>
      )}
    </section>
  );
}
