// The back office's Insights screens below the articles' list (STAFF_PATHS.insights), all under
// one route (src/staff/content/insights/InsightsRoute.tsx): apart from staffPaths.ts, so that only
// the chunk of those screens carries them, not the back office's start-up code.

import { ARTICLE_EDITOR_PATH } from '../../contract/values/content/articles';
import { STAFF_PATHS } from './staffPaths';

export const INSIGHTS_PATHS = {
  /** An article's editor: ?article=<id>. */
  editor: ARTICLE_EDITOR_PATH,
  authorProfile: `${STAFF_PATHS.insights}/author`,
} as const;
