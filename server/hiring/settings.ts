// The hiring pipeline's settings (README's settings table; config.ts spreads them into Config;
// docs/deploy.md, "Job applications and their retention"):
//
// | Variable                              | Default | Meaning |
// | ------------------------------------- | ------- | ------- |
// | `APPLICATION_RETENTION_DAYS`          | `180`   | Days job applications and their CVs are kept after their posting closes, then deleted (the apply form states it). |
// | `APPLICATION_RETENTION_CHECK_SECONDS` | `3600`  | How often each instance looks for applications past their retention. |
// | `CV_QUOTA_MB`                         | `1000`  | Most MiB the stored CVs may take together; an application whose CV would pass it answers 507 with the reason. |

import { DEFAULT_RETENTION_DAYS } from '../../contract/values/applications';
import { type Env, readInteger } from '../config/env';

export interface HiringSettings {
  /** Days job applications are kept after their posting closes (APPLICATION_RETENTION_DAYS). */
  applicationRetentionDays: number;
  /** How often the retention job runs on this instance. */
  applicationRetentionCheckMs: number;
  /** Most bytes the stored CVs may take together (CV_QUOTA_MB). */
  cvQuotaBytes: number;
}

const MIB = 1024 * 1024;

export const readHiringSettings = (env: Env): HiringSettings => ({
  applicationRetentionDays: readInteger(
    env,
    'APPLICATION_RETENTION_DAYS',
    DEFAULT_RETENTION_DAYS,
    1,
    3650,
  ),
  applicationRetentionCheckMs:
    readInteger(env, 'APPLICATION_RETENTION_CHECK_SECONDS', 3600, 1, 86_400) * 1000,
  cvQuotaBytes: readInteger(env, 'CV_QUOTA_MB', 1000, 1, 1_000_000) * MIB,
});
