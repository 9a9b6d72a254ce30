// The back office's content documents (/staff/content): each with its published version and time,
// and whether a draft waits or a publish is scheduled; each opens its editor (DocumentPage.tsx).

import { Link } from '../../components/links/Link';
import { errorText } from '../../api/api';
import { useStaffDocumentsQuery } from './documentsApi';
import { FlashMessage } from '../../components/FlashMessage';
import { LoadingText } from '../../components/LoadingText';
import { documentPath } from '../../config/staffPaths';
import { documentCopy } from './documentCopy';
import styles from '../common/Staff.module.css';

export function ContentPage() {
  const { data, error, isLoading } = useStaffDocumentsQuery();
  return (
    <section aria-labelledby="content-title">
      <h2 id="content-title">{documentCopy.listTitle}</h2>
      <p>{documentCopy.listIntro}</p>
      {isLoading && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? documentCopy.failed} />}
      <ul className={styles.list} aria-labelledby="content-title">
        {data?.map((doc) => (
          <li key={doc.key} className={styles.row}>
            <div className={styles.rowMain}>
              <p className={styles.rowTitle}>
                <Link to={documentPath(doc.key)}>{doc.title}</Link>
              </p>
              <p className={styles.meta}>
                {doc.hasDraft && <span className={styles.badge}>{documentCopy.draftBadge}</span>}
                {doc.publishAt && (
                  <span className={styles.badge}>{documentCopy.scheduledBadge(doc.publishAt)}</span>
                )}
                {documentCopy.publishedLine(doc.publishedVersion, doc.publishedAt)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
