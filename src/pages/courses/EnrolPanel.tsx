import { Link, useNavigate } from 'react-router-dom';
import { errorText } from '../../api/api';
import { useEnrolMutation, useLeaveCourseMutation, useMyCoursesQuery } from '../../api/membersApi';
import { useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { FlashMessage } from '../../components/FlashMessage';
import { PATHS, certificatePath } from '../../config/paths';
import { courseKeyOf } from '../../features/content/servicesCourses';
import { useDocument } from '../../features/content/useDocument';
import { selectSessionStatus } from '../../features/session/sessionSlice';
import styles from './Courses.module.css';

// A course's Enrol button (docs/product.md §10.18): a visitor not logged in is sent to the login
// page, which brings them back here (layout/Guards.tsx); a member enrols, sees that they are
// enrolled and may leave while the course is not completed; once completed, the certificate.

export function EnrolPanel({ path }: { path: string }) {
  const words = useDocument('enrolment')?.panel;
  const status = useAppSelector(selectSessionStatus);
  const navigate = useNavigate();
  const loggedIn = status === 'loggedIn';
  const course = courseKeyOf(path);
  const mine = useMyCoursesQuery(undefined, { skip: !loggedIn });
  const [enrol, enrolling] = useEnrolMutation();
  const [leave, leaving] = useLeaveCourseMutation();
  if (!words) return null;
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
  else
    body = (
      <>
        <Button
          block
          disabled={busy}
          onClick={() => {
            leaving.reset();
            if (loggedIn) void enrol(course);
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
