import type { Profile } from '../../../api/types';
import { profileCopy, verificationCopy } from '../../../content/profile';
import styles from '../Profile.module.css';

/** Name, email, phone and address as the server has them. */
export function ProfileFacts({ profile }: { profile: Profile }) {
  const { labels } = profileCopy;
  const rows = [
    [labels.name, profile.name],
    [labels.email, profile.email],
    [labels.phone, profile.phone],
    [labels.address, profile.address],
  ] as const;
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={value ? undefined : styles.missing}>
            {value || profileCopy.notGiven}
            {label === labels.email && (
              <span
                className={`${styles.badge} ${profile.emailVerified ? styles.verified : ''}`}
                data-verified={profile.emailVerified}
              >
                {profile.emailVerified ? verificationCopy.verified : verificationCopy.notVerified}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ProfileStats({ profile }: { profile: Profile }) {
  const { stats } = profileCopy;
  const items = [
    [stats.enrolledCourses, profile.enrolledCourses],
    [stats.completedCourses, profile.completedCourses],
    [stats.completedInternships, profile.completedInternships],
  ] as const;
  return (
    <section className={styles.card} aria-labelledby="profile-stats-title">
      <h2 id="profile-stats-title">{profileCopy.statsTitle}</h2>
      <ul className={styles.stats}>
        {items.map(([label, value]) => (
          <li key={label}>
            <span className={styles.statValue}>{value}</span>
            <span className={styles.statLabel}>{label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
