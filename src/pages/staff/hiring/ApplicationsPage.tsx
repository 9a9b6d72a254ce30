// The Applications page (/staff/applications, admins only; docs/product.md §10.17): a posting
// chosen from the list (with its applications counted by stage), its applications (a stage
// filter), and the one opened in a panel beside them (ApplicationPanel.tsx). What is chosen and
// open is in the store (features/staff/hiringSlice.ts).

import { useEffect } from 'react';
import { APPLICATION_STAGES, type ApplicationStage } from '../../../../contract/applications';
import { useApplicationsQuery, useHiringPostingsQuery } from '../../../api/hiringApi';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { LoadingText } from '../../../components/LoadingText';
import { hiringCopy } from '../../../content/staffHiring';
import { hiringActions, selectHiring } from '../../../features/staff/hiringSlice';
import { formatDateTime } from '../../../lib/dates';
import { FilterSelect } from '../FilterSelect';
import styles from '../Staff.module.css';
import { ApplicationPanel } from './ApplicationPanel';

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

export function ApplicationsPage() {
  const dispatch = useAppDispatch();
  const { postingId, stage, openId } = useAppSelector(selectHiring);
  const postings = useHiringPostingsQuery();
  const list = postings.data ?? [];
  const chosen = list.find((p) => p.id === postingId);
  // The newest posting with applications, until staff choose one.
  const first = (list.find((p) => p.total > 0) ?? list[0])?.id;
  useEffect(() => {
    if (postingId === null && first !== undefined) dispatch(hiringActions.postingChosen(first));
  }, [postingId, first, dispatch]);

  return (
    <section aria-labelledby="applications-title">
      <h2 id="applications-title">{hiringCopy.title}</h2>
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
