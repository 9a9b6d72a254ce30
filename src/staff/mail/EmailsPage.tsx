// Emails (the outbox): failed ones by default, or those waiting or sent; newest first, in pages.
// A failed email can be sent again ("Send again"): it leaves the failed list and the worker sends
// it within moments. A reset email whose link has expired says why it cannot be sent again. Its
// own chunk (routes.tsx): the other back-office pages do not load it.

import { useRef } from 'react';
import { errorText } from '../../api/api';
import { useRetryEmailMutation, useStaffEmailsQuery } from '../common/emailsApi';
import type { StaffEmail } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { staffCopy } from '../../content/staff';
import { formatDateTime } from '../../lib/dates';
import { emailsCopy } from './emailsCopy';
import { FilterSelect } from '../common/FilterSelect';
import { Pager } from '../common/Pager';
import own from './Emails.module.css';
import styles from '../common/Staff.module.css';
import { emailsActions, selectEmails } from './emailsSlice';

const { columns } = emailsCopy;

function Progress({ email }: { email: StaffEmail }) {
  if (email.status === 'sent' && email.sentAt)
    return <>{emailsCopy.sent(formatDateTime(email.sentAt))}</>;
  const attempts = emailsCopy.attempts(email.attempts);
  if (email.status === 'pending' && email.nextAttemptAt)
    return (
      <>
        {attempts}, {emailsCopy.nextAttempt(formatDateTime(email.nextAttemptAt))}
      </>
    );
  return <>{attempts}</>;
}

function EmailRow({
  email,
  busy,
  onRetry,
}: {
  email: StaffEmail;
  busy: boolean;
  onRetry?: (email: StaffEmail) => void;
}) {
  return (
    <tr>
      <td data-label={columns.email} className={own.emailCell}>
        <span className={styles.rowTitle}>{emailsCopy.kinds[email.kind] ?? email.kind}</span>
        <span>{email.subject}</span>
        <span className={styles.meta}>{emailsCopy.queued(formatDateTime(email.createdAt))}</span>
      </td>
      <td data-label={columns.to}>{email.recipient}</td>
      <td data-label={columns.state}>
        <Progress email={email} />
      </td>
      <td data-label={columns.error}>
        {email.lastError ?? <span className={styles.meta}>{emailsCopy.noError}</span>}
      </td>
      {onRetry && (
        <td data-label={columns.action} className={own.actionCell}>
          {email.cannotRetry === null ? (
            <Button variant="secondary" disabled={busy} onClick={() => onRetry(email)}>
              {emailsCopy.retry}
              <span className="visually-hidden"> {emailsCopy.retryTo(email.recipient)}</span>
            </Button>
          ) : (
            <span className={styles.meta}>{email.cannotRetry}</span>
          )}
        </td>
      )}
    </tr>
  );
}

export function EmailsPage() {
  const dispatch = useAppDispatch();
  const { status, notice, trail } = useAppSelector(selectEmails);
  const {
    currentData: data,
    error,
    isFetching,
  } = useStaffEmailsQuery({
    status,
    cursor: trail.at(-1),
  });
  const [retry, retrying] = useRetryEmailMutation();
  const heading = useRef<HTMLHeadingElement>(null);

  const sendAgain = async (email: StaffEmail) => {
    const answer = await retry(email.id);
    if ('error' in answer) {
      const text = errorText(answer.error) ?? staffCopy.failed;
      dispatch(emailsActions.emailRetryAnswered({ kind: 'error', text }));
      return;
    }
    const text = emailsCopy.retried(email.recipient);
    dispatch(emailsActions.emailRetryAnswered({ kind: 'success', text }));
    // Its row (and button) leaves the list: the keyboard goes back to the top of the page.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="emails-title">
      <h2 id="emails-title" tabIndex={-1} ref={heading}>
        {emailsCopy.heading(data?.failed ?? 0)}
      </h2>
      <p className={own.intro}>{emailsCopy.intro}</p>
      <div className={styles.toolbar}>
        <FilterSelect
          label={emailsCopy.status}
          value={status}
          options={emailsCopy.statuses}
          onChange={(value) => dispatch(emailsActions.emailsFiltered(value))}
        />
      </div>
      {notice && <FlashMessage kind={notice.kind} text={notice.text} />}
      {isFetching && !data && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? staffCopy.failed} />}
      {data && data.items.length === 0 && <p>{emailsCopy.empty[status]}</p>}
      {data && data.items.length > 0 && (
        <table className={own.table}>
          <caption className="visually-hidden">{emailsCopy.caption[status]}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.email}</th>
              <th scope="col">{columns.to}</th>
              <th scope="col">{columns.state}</th>
              <th scope="col">{columns.error}</th>
              {status === 'failed' && <th scope="col">{columns.action}</th>}
            </tr>
          </thead>
          <tbody>
            {data.items.map((email) => (
              <EmailRow
                key={email.id}
                email={email}
                busy={retrying.isLoading}
                onRetry={status === 'failed' ? (e) => void sendAgain(e) : undefined}
              />
            ))}
          </tbody>
        </table>
      )}
      {data && (
        <Pager
          trail={trail}
          page={data}
          onPage={(cursor) => dispatch(emailsActions.emailsPaged(cursor))}
        />
      )}
    </section>
  );
}
