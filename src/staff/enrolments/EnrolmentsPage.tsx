// Enrolments (admins only; docs/product.md §10.18): every member's enrolment, newest first; an
// enrolled one is marked completed on a day (its certificate is made then), a completed one links
// to its certificate. Below, a completed internship is recorded for a member by their address,
// from an internship posting. Each change is in the audit log.

import type { FormEvent } from 'react';
import { errorText } from '../../api/api';
import {
  useCompleteEnrolmentMutation,
  useInternshipPostingsQuery,
  useRecordInternshipMutation,
  useStaffEnrolmentsQuery,
} from './enrolmentsApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { staffCopy } from '../../content/staff';
import { enrolmentsCopy as copy } from './enrolmentsCopy';
import { formatDateTime, formatPolicyDate, todayDate } from '../../lib/dates';
import { FilterSelect } from '../common/FilterSelect';
import { Pager } from '../common/Pager';
import styles from '../common/Staff.module.css';
import { enrolmentsActions, selectEnrolments } from './enrolmentsSlice';

/** The value of a form's field. */
const fieldOf = (event: FormEvent<HTMLFormElement>, name: string) =>
  (event.currentTarget.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement).value;

function InternshipForm() {
  const dispatch = useAppDispatch();
  const { data: internships } = useInternshipPostingsQuery();
  const [record, recording] = useRecordInternshipMutation();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = await record({
      email: fieldOf(event, 'email'),
      postId: Number(fieldOf(event, 'postId')),
      completedOn: fieldOf(event, 'completedOn'),
    });
    dispatch(
      enrolmentsActions.enrolmentAnswered(
        'data' in answer && answer.data
          ? { kind: 'success', text: copy.internship.recorded(answer.data.title) }
          : { kind: 'error', text: errorText(answer.error) ?? staffCopy.failed },
      ),
    );
  };
  return (
    <section aria-labelledby="internship-title" className={styles.body}>
      <h3 id="internship-title">{copy.internship.title}</h3>
      {internships?.length === 0 && <p>{copy.internship.none}</p>}
      <form className={styles.toolbar} onSubmit={(event) => void submit(event)}>
        <label className={styles.selectField}>
          {copy.internship.email}
          <input className={styles.select} name="email" type="email" required />
        </label>
        <label className={styles.selectField}>
          {copy.internship.posting}
          <select className={styles.select} name="postId" required defaultValue="">
            <option value="" disabled>
              {copy.internship.choose}
            </option>
            {(internships ?? []).map((post) => (
              <option key={post.id} value={post.id}>
                {post.title}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.selectField}>
          {copy.internship.day}
          <input
            className={styles.select}
            name="completedOn"
            type="date"
            required
            defaultValue={todayDate()}
          />
        </label>
        <Button
          type="submit"
          variant="secondary"
          className={styles.fit}
          disabled={recording.isLoading}
        >
          {copy.internship.submit}
        </Button>
      </form>
    </section>
  );
}

export function EnrolmentsPage() {
  const dispatch = useAppDispatch();
  const { status, trail, notice } = useAppSelector(selectEnrolments);
  const {
    currentData: data,
    error,
    isFetching,
  } = useStaffEnrolmentsQuery({ status, cursor: trail.at(-1) });
  const [complete, completing] = useCompleteEnrolmentMutation();

  const markCompleted = async (event: FormEvent<HTMLFormElement>, id: number) => {
    event.preventDefault();
    const answer = await complete({ id, completedOn: fieldOf(event, 'completedOn') });
    dispatch(
      enrolmentsActions.enrolmentAnswered(
        'data' in answer && answer.data
          ? { kind: 'success', text: copy.done(answer.data.member.name, answer.data.title) }
          : { kind: 'error', text: errorText(answer.error) ?? staffCopy.failed },
      ),
    );
  };

  return (
    <section aria-labelledby="enrolments-title">
      <h2 id="enrolments-title">{copy.title}</h2>
      <p>{copy.intro}</p>
      <div className={styles.toolbar}>
        <FilterSelect
          label={copy.show}
          value={status}
          options={copy.statuses}
          onChange={(value) => dispatch(enrolmentsActions.enrolmentsFiltered(value))}
        />
      </div>
      {notice && <FlashMessage kind={notice.kind} text={notice.text} />}
      {isFetching && !data && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? staffCopy.failed} />}
      {data && data.items.length === 0 && <p>{status ? copy.noneOf[status] : copy.none}</p>}
      {data && (
        <>
          <ul className={styles.list} aria-label={copy.title}>
            {data.items.map((e) => (
              <li key={e.id} className={styles.row}>
                <div className={styles.rowMain}>
                  <p className={styles.rowTitle}>
                    {e.member.name} · {e.title}
                  </p>
                  <p className={styles.meta}>
                    <span
                      className={`${styles.badge} ${e.status === 'completed' ? '' : styles.badgeQuiet}`}
                    >
                      {e.status === 'completed' ? copy.completed : copy.enrolled}
                    </span>
                    {e.member.email} · {formatDateTime(e.enrolledAt)}
                    {e.completedOn && ` · ${copy.completedOn} ${formatPolicyDate(e.completedOn)}`}
                  </p>
                </div>
                {e.status === 'completed' && e.certificateCode ? (
                  <a className={styles.actions} href={`/certificates/${e.certificateCode}`}>
                    {copy.certificate}
                    <span className="visually-hidden">
                      {' '}
                      {e.member.email} {e.title}
                    </span>
                  </a>
                ) : (
                  <form
                    className={styles.actions}
                    onSubmit={(event) => void markCompleted(event, e.id)}
                  >
                    <label className="visually-hidden" htmlFor={`completed-${e.id}`}>
                      {`${copy.completedOn} (${e.member.email}, ${e.title})`}
                    </label>
                    <input
                      id={`completed-${e.id}`}
                      className={`${styles.select} ${styles.roleSelect}`}
                      name="completedOn"
                      type="date"
                      required
                      defaultValue={todayDate()}
                    />
                    <Button type="submit" variant="secondary" disabled={completing.isLoading}>
                      {copy.complete}
                      <span className="visually-hidden">
                        {' '}
                        {e.member.email} {e.title}
                      </span>
                    </Button>
                  </form>
                )}
              </li>
            ))}
          </ul>
          <Pager
            trail={trail}
            page={data}
            onPage={(cursor) => dispatch(enrolmentsActions.enrolmentsPaged(cursor))}
          />
        </>
      )}
      <InternshipForm />
    </section>
  );
}
