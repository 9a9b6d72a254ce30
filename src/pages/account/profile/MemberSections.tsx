import type { Role } from '../../../api/types';
import { DataRightsCard } from './DataRightsCard';
import { MyCourses } from './MyCourses';
import { NewsletterCard } from './NewsletterCard';
import styles from '../Profile.module.css';

// The profile's courses and certificates and the member's data (docs/product.md §10.18): a chunk
// of their own, loaded once the profile shows (ProfilePage.tsx), so that the account pages start
// no bigger.

export function CoursesSection() {
  return (
    <div className={styles.wide}>
      <MyCourses />
    </div>
  );
}

export { NewsletterCard };

export function DataRightsSection({ role }: { role: Role }) {
  return (
    <div className={styles.wide}>
      <DataRightsCard role={role} />
    </div>
  );
}
