// An article's editor (/staff/insights/edit?article=<id>): the content documents' editor
// (../DocumentPage.tsx) for the article's document, article-<id>, with its draft, autosave,
// publishing at once or at a time, versions and live preview. Its author is a select of the
// author profiles (../fields/AuthorField.tsx), its tags a tag input (../fields/TagsField.tsx),
// its body the block-list editor. The article is named in the query so that the one address the
// build writes serves every article.

import { useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/links/Link';
import { articleIdOf, articleKey } from '../../../../contract/values/content/articles';
import { STAFF_PATHS } from '../../../config/staffPaths';
import { DocumentPage } from '../DocumentPage';
import { insightsCopy as copy } from './insightsCopy';

const BACK = { to: STAFF_PATHS.insights, label: copy.backToList };

/** An address under /staff/insights that names no article or screen, with the way back. */
export function NoSuchArticle() {
  return (
    <section aria-labelledby="no-such-article">
      <p>
        <Link to={BACK.to}>{BACK.label}</Link>
      </p>
      <h2 id="no-such-article">{copy.noSuchArticleTitle}</h2>
      <p>{copy.noSuchArticle}</p>
    </section>
  );
}

export function ArticleEditorRoute() {
  const key = articleKey(Number(useSearchParams()[0].get('article')));
  if (articleIdOf(key) === undefined) return <NoSuchArticle />;
  return <DocumentPage key={key} docKey={key} back={BACK} />;
}
