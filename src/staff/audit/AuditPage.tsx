// The audit log: every change made by staff or at the command line, newest first.

import { errorText } from '../../api/api';
import { useStaffAuditQuery } from './auditApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { staffCopy } from '../../content/staff';
import { auditCopy } from './auditCopy';
import { formatDateTime } from '../../lib/dates';
import { Pager } from '../common/Pager';
import styles from '../common/Staff.module.css';
import { auditActions, selectAuditTrail } from './auditSlice';

export function AuditPage() {
  const dispatch = useAppDispatch();
  const trail = useAppSelector(selectAuditTrail);
  const { data, error, isLoading } = useStaffAuditQuery(trail.at(-1));
  return (
    <section aria-labelledby="audit-title" className={styles.audit}>
      <h2 id="audit-title">{auditCopy.title}</h2>
      {isLoading && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? staffCopy.failed} />}
      {data && data.items.length === 0 && <p>{auditCopy.empty}</p>}
      {data && (
        <>
          <ul className={styles.list} aria-label={auditCopy.title}>
            {data.items.map((entry) => (
              <li key={entry.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <p className={styles.rowTitle}>
                    {entry.action}
                    {entry.entityId !== null && ` #${entry.entityId}`}
                  </p>
                  <p className={styles.meta}>
                    {entry.actorEmail} · {formatDateTime(entry.at)}
                  </p>
                  {(entry.before != null || entry.after != null) && (
                    <details>
                      <summary>{auditCopy.details}</summary>
                      <pre>
                        {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
                      </pre>
                    </details>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pager
            trail={trail}
            page={data}
            onPage={(cursor) => dispatch(auditActions.auditPaged(cursor))}
          />
        </>
      )}
    </section>
  );
}
