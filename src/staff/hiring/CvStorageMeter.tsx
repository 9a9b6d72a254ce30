// How full the storage for CVs is (GET /api/staff/applications/storage): the stored CVs' bytes
// against CV_QUOTA_MB, as a meter and in words, and a warning once it is nine tenths full (past
// the quota, an application answers 507: docs/product.md §10.17).

import { useCvStorageQuery } from './hiringApi';
import { hiringCopy } from './hiringCopy';
import own from './Hiring.module.css';

/** Past this share of the quota, staff are warned. */
const NEARLY_FULL = 0.9;

const mib = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MiB`;

export function CvStorageMeter() {
  const { data } = useCvStorageQuery();
  if (!data) return null;
  const { usedBytes, quotaBytes, cvs } = data;
  const share = quotaBytes > 0 ? usedBytes / quotaBytes : 1;
  const percent = usedBytes > 0 && share < 0.01 ? 'under 1' : String(Math.round(share * 100));
  const words = hiringCopy.storageUsed(cvs, mib(usedBytes), mib(quotaBytes), percent);
  return (
    <div className={own.storage}>
      <label htmlFor="cv-storage">{hiringCopy.storage}</label>
      <meter
        id="cv-storage"
        min={0}
        max={quotaBytes}
        low={quotaBytes * 0.75}
        high={quotaBytes * NEARLY_FULL}
        optimum={0}
        value={usedBytes}
        aria-describedby="cv-storage-words"
      >
        {words}
      </meter>
      <span id="cv-storage-words">{words}</span>
      {share >= NEARLY_FULL && <p className={own.storageWarning}>{hiringCopy.storageNearlyFull}</p>}
    </div>
  );
}
