import type { ArticleCard } from '../../../contract/api/article-shapes';
import { Link } from '../../components/links/Link';
import { insightsCopy as words } from '../../content/insights';
import { formatPolicyDate } from '../../lib/dates';
import styles from './Insights.module.css';

/** Who wrote an article, when, and how long it takes to read. */
export function ArticleMeta({ article }: { article: ArticleCard }) {
  const day = article.firstPublishedAt.slice(0, 10);
  return (
    <p className={styles.meta}>
      {words.by} <Link to={article.author.path}>{article.author.name}</Link>
      {' · '}
      <time dateTime={article.firstPublishedAt}>{formatPolicyDate(day)}</time>
      {' · '}
      {words.minutes(article.readingMinutes)}
    </p>
  );
}
