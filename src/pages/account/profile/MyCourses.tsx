import { Link } from '../../../components/links/Link';
import { useMyCoursesQuery } from '../../../api/membersApi';
import { LoadingText } from '../../../components/LoadingText';
import { certificatePath, PATHS } from '../../../config/paths';
import { useDocument } from '../../../features/content/useDocument';
import { formatDateTime, formatPolicyDate } from '../../../lib/dates';
import styles from '../Profile.module.css';

/**
 * The profile's courses (docs/product.md §10.18): each enrolment, in progress or completed, a
 * completed one with its certificate's page; and the internships staff recorded.
 */
export function MyCourses() {
  const words = useDocument('enrolment')?.profile;
  const { data } = useMyCoursesQuery();
  if (!words) return null;
  const none = data && data.enrolments.length === 0 && data.internships.length === 0;
  return (
    <section className={styles.card} aria-labelledby="profile-courses">
      <h2 id="profile-courses">{words.heading}</h2>
      {!data && <LoadingText />}
      {none && (
        <p>
          {words.none} <Link to={PATHS.courses}>{words.browse}</Link>
        </p>
      )}
      {data && data.enrolments.length > 0 && (
        <ul className={styles.courses}>
          {data.enrolments.map((e) => (
            <li key={e.course}>
              <span className={styles.courseTitle}>{e.title}</span>
              <span className={`${styles.badge} ${e.completedOn ? styles.verified : ''}`}>
                {e.completedOn ? words.completed : words.inProgress}
              </span>
              <span className={styles.courseMeta}>
                {e.completedOn
                  ? formatPolicyDate(e.completedOn)
                  : `${words.enrolledOn} ${formatDateTime(e.enrolledAt)}`}
              </span>
              {e.certificateCode && (
                <Link to={certificatePath(e.certificateCode)}>
                  {words.viewCertificate}
                  <span className="visually-hidden"> ({e.title})</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && data.internships.length > 0 && (
        <>
          <h3>{words.internshipsHeading}</h3>
          <ul className={styles.courses}>
            {data.internships.map((i) => (
              <li key={i.id}>
                <span className={styles.courseTitle}>{i.title}</span>
                <span className={styles.courseMeta}>
                  {words.completedOn} {formatPolicyDate(i.completedOn)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
