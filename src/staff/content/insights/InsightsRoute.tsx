// The Insights screens under one route of the route table (/staff/insights/*), so that every
// page's start-up code carries one entry for the three: the articles' list (/staff/insights), an
// article's editor (/staff/insights/edit?article=<id>) and My author profile
// (/staff/insights/author).

import { useLocation } from 'react-router-dom';
import { INSIGHTS_PATHS } from '../../../config/insightsPaths';
import { STAFF_PATHS } from '../../../config/staffPaths';
import { ArticleEditorRoute, NoSuchArticle } from './ArticleEditor';
import { AuthorProfilePage } from './AuthorProfilePage';
import { InsightsPage } from './InsightsPage';

export function InsightsRoute() {
  switch (useLocation().pathname.replace(/(.)\/$/, '$1')) {
    case STAFF_PATHS.insights:
      return <InsightsPage />;
    case INSIGHTS_PATHS.editor:
      return <ArticleEditorRoute />;
    case INSIGHTS_PATHS.authorProfile:
      return <AuthorProfilePage />;
    default:
      // Not the back office's NoSuchPage: importing it here would take it out of the staff
      // chunk's one module, which every back-office page loads, into one of its own (76 bytes).
      return <NoSuchArticle />;
  }
}
