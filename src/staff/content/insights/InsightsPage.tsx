// Insights (/staff/insights, editors and admins; docs/product.md, "Insights"): the articles, each
// with its status (a draft, on the site, taken down, scheduled, changes not published), author,
// tags and dates, narrowed by status; a form to create one; taking one down, deleting one after
// a confirmation that says its address will tell visitors it is gone. Each article's editor is
// ArticleEditor.tsx; the staff member's byline is set on My author profile.

import type { StaffArticle } from '../../../../contract/api/staff-articles';
import { errorText } from '../../../api/api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../components/forms/Button';
import { FlashMessage } from '../../../components/FlashMessage';
import { LoadingText } from '../../../components/LoadingText';
import { Link } from '../../../components/links/Link';
import { INSIGHTS_PATHS } from '../../../config/insightsPaths';
import { staffCopy } from '../../../content/staff';
import { FilterSelect } from '../../common/FilterSelect';
import styles from '../../common/Staff.module.css';
import { articleEditorPath } from '../../../../contract/values/content/articles';
import {
  useDeleteArticleMutation,
  useStaffArticlesQuery,
  useUnpublishArticleMutation,
} from './insightsApi';
import { ARTICLE_FILTERS, type ArticleFilter, insightsCopy as copy } from './insightsCopy';
import { insightsActions as actions, selectInsights } from './insightsSlice';
import { NewArticleForm } from './NewArticleForm';

type Answer = { data: unknown } | { error: unknown };

/** Whether `article` is among those the filter shows. */
const shows = (filter: ArticleFilter, article: StaffArticle): boolean => {
  switch (filter) {
    case 'all':
      return true;
    case 'scheduled':
      return article.publishAt !== null;
    case 'changed':
      return article.hasDraft && article.status !== 'draft';
    default:
      return article.status === filter;
  }
};

function ArticleRow({ article }: { article: StaffArticle }) {
  const dispatch = useAppDispatch();
  const { asking } = useAppSelector(selectInsights);
  const [unpublish, unpublishing] = useUnpublishArticleMutation();
  const [remove, removing] = useDeleteArticleMutation();
  const busy = unpublishing.isLoading || removing.isLoading;
  const titleId = `article-${article.id}`;
  const report = (answer: Answer, done: string) =>
    dispatch(
      actions.articleNoticed(
        'error' in answer
          ? { kind: 'error', text: errorText(answer.error) ?? staffCopy.failed }
          : { kind: 'success', text: done },
      ),
    );
  const published = article.status === 'published' && article.path;

  return (
    <li className={styles.row} aria-labelledby={titleId}>
      <div className={styles.rowMain}>
        <p className={styles.rowTitle} id={titleId}>
          <Link to={articleEditorPath(article.id)}>{article.title}</Link>
        </p>
        <p className={styles.meta}>
          <span className={styles.badge}>{copy.status[article.status]}</span>
          {article.hasDraft && article.status !== 'draft' && (
            <span className={styles.badgeQuiet}>{copy.changesWaiting}</span>
          )}
          {article.publishAt && (
            <span className={styles.badge}>{copy.scheduled(article.publishAt)}</span>
          )}{' '}
          {article.author ? copy.by(article.author.name) : copy.noAuthor}
          {article.tags.length > 0 && <> · {copy.tags(article.tags)}</>}
        </p>
        <p className={styles.meta}>
          {article.firstPublishedAt && <>{copy.publishedAt(article.firstPublishedAt)} · </>}
          {copy.updatedAt(article.updatedAt)}
        </p>
        {asking === article.id && (
          <p className={styles.prompt} role="alert">
            {copy.askDelete(article.title, article.path)}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {published && (
          <a href={article.path ?? undefined} target="_blank" rel="noopener">
            {copy.view}
            <span className="visually-hidden"> {article.title}</span>
          </a>
        )}
        {article.status === 'published' && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void unpublish(article.id).then((a) => report(a, copy.unpublished(article.title)))
            }
          >
            {copy.unpublish}
            <span className="visually-hidden"> {article.title}</span>
          </Button>
        )}
        {asking === article.id ? (
          <>
            <Button
              disabled={busy}
              onClick={() =>
                void remove(article.id).then((a) => report(a, copy.deleted(article.title)))
              }
            >
              {copy.confirmDelete}
            </Button>
            <Button variant="secondary" onClick={() => dispatch(actions.articleDeleteAsked(null))}>
              {copy.keep}
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            onClick={() => dispatch(actions.articleDeleteAsked(article.id))}
          >
            {copy.remove}
            <span className="visually-hidden"> {article.title}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

export function InsightsPage() {
  const dispatch = useAppDispatch();
  const { notice, show } = useAppSelector(selectInsights);
  const { data, error, isLoading } = useStaffArticlesQuery();
  const shown = data?.filter((article) => shows(show, article)) ?? [];
  return (
    <section aria-labelledby="insights-title">
      <h2 id="insights-title">{copy.title}</h2>
      <p>{copy.intro}</p>
      <p>
        <Link to={INSIGHTS_PATHS.authorProfile}>{copy.myProfileLink}</Link>
      </p>
      <NewArticleForm />
      {notice && <FlashMessage kind={notice.kind} text={notice.text} />}
      {isLoading && <LoadingText />}
      {error && <FlashMessage kind="error" text={errorText(error) ?? staffCopy.failed} />}
      {data && data.length === 0 && <p>{copy.empty}</p>}
      {data && data.length > 0 && (
        <>
          <div className={styles.toolbar}>
            <FilterSelect
              label={copy.show}
              value={show}
              options={ARTICLE_FILTERS.map((value) => ({ value, label: copy.filters[value] }))}
              onChange={(value) => dispatch(actions.filterChosen(value))}
            />
          </div>
          {shown.length === 0 ? (
            <p>{copy.noneShown}</p>
          ) : (
            <ul className={styles.list} aria-label={copy.listLabel}>
              {shown.map((article) => (
                <ArticleRow key={article.id} article={article} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
