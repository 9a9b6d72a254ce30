import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/links/Link';
import { errorText } from '../../api/api';
import { useEnrolMutation, useLeaveCourseMutation, useMyCoursesQuery } from '../../api/membersApi';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/forms/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { PATHS, certificatePath } from '../../config/paths';
import { courseKeyOf } from '../../features/content/servicesCourses';
import { useDocument } from '../../features/content/useDocument';
import { useFill } from '../../features/content/useFill';
import { enrolActions, selectEnrolAsking } from '../../features/members/enrolSlice';
import { selectSessionStatus } from '../../features/session/sessionSlice';
import styles from './Courses.module.css';

// A course's Enrol button (docs/product.md §10.18): a visitor not logged in is sent to the login
// page, which brings them back here (pages/account/GuestOnly.tsx); a member is asked once, told what
// happens next (the `enrolConfirmation` document), then enrols, sees that they are enrolled and
// may leave while the course is not completed; once completed, the certificate. The question
// takes focus when it opens, and the Enrol button takes it back when the member steps back.

export function EnrolPanel({
  path,
  title,
  price,
}: {
  path: string;
  /** The course's title and price as the page shows them, for the question. */
  title: string;
  price: string;
}) {
  const words = useDocument('enrolment')?.panel;
  const ask = useDocument('enrolConfirmation');
  const fill = useFill();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const navigate = useNavigate();
  const loggedIn = status === 'loggedIn';
  const course = courseKeyOf(path);
  const asking = useAppSelector(selectEnrolAsking) === course;
  const mine = useMyCoursesQuery(undefined, { skip: !loggedIn });
  const [enrol, enrolling] = useEnrolMutation();
  const [leave, leaving] = useLeaveCourseMutation();
  const question = useRef<HTMLParagraphElement>(null);
  const enrolButton = useRef<HTMLButtonElement>(null);
  /** The question was open: when it closes without enrolling, focus goes back to Enrol. */
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) question.current?.focus();
    else if (wasAsking.current) enrolButton.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  // Leaving the page closes the question: it belongs to this visit.
  useEffect(() => () => void dispatch(enrolActions.enrolAnswered()), [dispatch]);
  if (!words || !ask) return null;
  const enrolment = mine.data?.enrolments.find((e) => e.course === course);
  const failure = enrolling.error ?? leaving.error;
  const busy = enrolling.isLoading || leaving.isLoading || mine.isFetching;

  let body;
  if (enrolment?.status === 'completed')
    body = (
      <>
        <p className={styles.enrolStatus}>{words.completed}</p>
        {enrolment.certificateCode && (
          <Link to={certificatePath(enrolment.certificateCode)}>{words.viewCertificate}</Link>
        )}
      </>
    );
  else if (enrolment)
    body = (
      <>
        <p className={styles.enrolStatus}>{words.enrolled}</p>
        <Button
          variant="secondary"
          block
          disabled={busy}
          onClick={() => {
            enrolling.reset();
            void leave(course);
          }}
        >
          {words.leave}
        </Button>
      </>
    );
  else if (asking && loggedIn)
    body = (
      <div className={styles.enrolQuestion} role="group" aria-labelledby="enrol-question">
        <p id="enrol-question" ref={question} tabIndex={-1} className={styles.enrolStatus}>
          {fill(ask.question, { course: title, price })}
        </p>
        <p className={styles.enrolNext}>{fill(ask.next, { course: title })}</p>
        <Button
          block
          disabled={busy}
          onClick={() => {
            leaving.reset();
            wasAsking.current = false;
            dispatch(enrolActions.enrolAnswered());
            void enrol(course);
          }}
        >
          {ask.confirm}
        </Button>
        <Button variant="secondary" block onClick={() => dispatch(enrolActions.enrolAnswered())}>
          {ask.cancel}
        </Button>
      </div>
    );
  else
    body = (
      <>
        <Button
          ref={enrolButton}
          block
          disabled={busy}
          onClick={() => {
            leaving.reset();
            if (loggedIn) dispatch(enrolActions.enrolAsked(course));
            else void navigate(PATHS.login, { state: { from: path } });
          }}
        >
          {words.enrol}
        </Button>
        {/* Logged in, the note keeps its room (hidden): the page the server sent, logged out, had
            it, and the panel must not shrink under the visitor's eyes (no layout shift). */}
        <p
          className={loggedIn ? `${styles.priceNote} ${styles.keepRoom}` : styles.priceNote}
          aria-hidden={loggedIn || undefined}
        >
          {words.loginFirst}
        </p>
      </>
    );
  return (
    <div className={styles.enrol} aria-live="polite">
      {body}
      {failure && <FlashMessage kind="error" text={errorText(failure) ?? words.failed} />}
    </div>
  );
}
