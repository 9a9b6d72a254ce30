// Subscribers (/staff/newsletter/subscribers, admins only: personal data): the counts (pending,
// confirmed, suppressed), the list searched by address and shown by status, a page at a time, with
// each subscription's topics, source and consent date; removing one (behind a confirmation that
// says its address is suppressed); the CSV export and the CSV import with its report.

import { LIMITS } from '../../../contract/values/constants';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '../../../contract/values/newsletter';
import type { StaffSubscriberList } from '../../../contract/api/newsletter';
import { errorText } from '../../api/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { TextField } from '../../components/forms/TextField';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { staffCopy } from '../../content/staff';
import { formatDateTime } from '../../lib/dates';
import { Pager } from '../common/Pager';
import styles from '../common/Staff.module.css';
import own from './Subscribers.module.css';
import { SubscriberExport } from './SubscriberExport';
import { SubscriberImport } from './SubscriberImport';
import { useRemoveSubscriberMutation, useSubscribersQuery } from './subscribersApi';
import { subscribersCopy as copy } from './subscribersCopy';
import { selectSubscribers, subscribersActions as actions } from './subscribersSlice';

/** The server's page size. */
const PAGE = 20;
type Subscriber = StaffSubscriberList['items'][number];

function Counts({ counts }: { counts: StaffSubscriberList['counts'] }) {
  const rows = [
    [copy.pending, counts.pending],
    [copy.confirmed, counts.confirmed],
    [copy.suppressed, counts.suppressed],
  ] as const;
  return (
    <div role="group" aria-label={copy.counts}>
      <dl className={own.counts}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function SubscriberRow({ subscriber }: { subscriber: Subscriber }) {
  const dispatch = useAppDispatch();
  const { asking } = useAppSelector(selectSubscribers);
  const [remove, removing] = useRemoveSubscriberMutation();
  const { id, email } = subscriber;
  const confirm = async () => {
    const answer = await remove(id);
    dispatch(
      actions.removed(
        'error' in answer
          ? { kind: 'error', text: errorText(answer.error) ?? staffCopy.failed }
          : { kind: 'success', text: copy.removed(email) },
      ),
    );
  };
  const titleId = `subscriber-${id}`;
  return (
    <li className={styles.row} aria-labelledby={titleId}>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle} id={titleId}>
          {email} <span className={styles.badge}>{copy.statuses[subscriber.status]}</span>
        </p>
        <p className={styles.meta}>
          {copy.topics}: {subscriber.all ? copy.allTopics : subscriber.topics.join(', ')} ·{' '}
          {copy.source}: {subscriber.source} · {copy.consentAt}:{' '}
          {formatDateTime(subscriber.consentAt)}
        </p>
        {asking === id && (
          <p className={styles.prompt} role="alert">
            {copy.askRemove(email)}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {asking === id ? (
          <>
            <Button disabled={removing.isLoading} onClick={() => void confirm()}>
              {copy.confirmRemove}
            </Button>
            <Button variant="secondary" onClick={() => dispatch(actions.removeAsked(null))}>
              {copy.keep}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => dispatch(actions.removeAsked(id))}>
            {copy.remove}
            <span className="visually-hidden"> {email}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** How many the list holds: the counts without a search, else as far as the pages go. */
function totalOf(data: StaffSubscriberList, search: string, status: string, pagesBefore: number) {
  if (!search.trim())
    return status === 'pending' || status === 'confirmed'
      ? data.counts[status]
      : data.counts.pending + data.counts.confirmed;
  return data.next ? (pagesBefore + 2) * PAGE : pagesBefore * PAGE + data.items.length;
}

export function SubscribersPage() {
  const dispatch = useAppDispatch();
  const { search, status, trail, notice } = useAppSelector(selectSubscribers);
  const { data, error, isLoading } = useSubscribersQuery({
    q: search,
    status: status || undefined,
    cursor: trail.at(-1),
  });
  const filtered = search.trim() !== '' || status !== '';
  return (
    <section aria-labelledby="subscribers-title">
      <h2 id="subscribers-title">{copy.title}</h2>
      <p>{copy.intro}</p>
      {data && <Counts counts={data.counts} />}
      <div className={own.tools}>
        <SubscriberExport />
        <SubscriberImport />
      </div>
      <div aria-live="polite">
        {notice && <FlashMessage kind={notice.kind} text={notice.text} />}
      </div>
      <div className={styles.toolbar}>
        <TextField
          id="subscribers-search"
          label={copy.search}
          hint={copy.searchHint}
          value={search}
          maxLength={LIMITS.search}
          markRequired={false}
          onChange={(text) => dispatch(actions.subscribersSearched(text))}
        />
        <label className={styles.selectField}>
          {copy.status}
          <select
            className={styles.select}
            value={status}
            onChange={(e) => dispatch(actions.statusShown(e.target.value as SubscriberStatus | ''))}
          >
            {(['', ...SUBSCRIBER_STATUSES] as const).map((s) => (
              <option key={s} value={s}>
                {copy.statuses[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isLoading && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? staffCopy.failed} />}
      {data && data.items.length === 0 && <p>{filtered ? copy.none : copy.empty}</p>}
      {data && (
        <>
          <ul className={styles.list} aria-label={copy.title}>
            {data.items.map((subscriber) => (
              <SubscriberRow key={subscriber.id} subscriber={subscriber} />
            ))}
          </ul>
          <Pager
            trail={trail}
            page={{
              total: totalOf(data, search, status, trail.length),
              pageSize: PAGE,
              next: data.next,
            }}
            onPage={(cursor) => dispatch(actions.subscribersPaged(cursor))}
          />
        </>
      )}
    </section>
  );
}
